/**
 * What the data router's `errorElement` did for the route tree: a page that fails to render (a
 * chunk that did not arrive, a fault) is replaced by `fallback`, and the next navigation tries
 * again. React itself logs the error (console.error).
 */
import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';

interface Props {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  location: Location;
  failed: boolean;
}

class Boundary extends Component<Props, State> {
  state: State = { location: this.props.location, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { location: props.location, failed: false };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Boundary location={useLocation()} fallback={fallback}>
      {children}
    </Boundary>
  );
}
