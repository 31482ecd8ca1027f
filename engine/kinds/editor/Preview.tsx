/**
 * The live preview: the edited document drawn by its kind from the screen-kind registry — the
 * component a screen route renders — against the real gateway with the signed-in user's token
 * (the kinds call the data provider as on any route). An error of the preview stays inside it.
 */
import { Callout, NonIdealState } from '@blueprintjs/core';
import { Component, Suspense, type ReactNode } from 'react';
import { Carregando } from '../../components/Carregando.tsx';
import { allowSchemasOf } from '../../form/precompiled.ts';
import { useScreenKinds } from '../../registry/screenKinds.ts';
import { UnknownEntry } from '../../registry/UnknownEntry.tsx';
import type { ScreenDoc } from '../../screens/types.ts';

interface BoundaryState {
  error?: Error;
}

/** Catches what the previewed screen throws; a new document (new `key`) starts afresh. */
export class PreviewBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = {};

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  render() {
    if (this.state.error)
      return (
        <Callout intent="danger" title="A pré-visualização falhou" role="alert">
          {this.state.error.message || String(this.state.error)}
        </Callout>
      );
    return this.props.children;
  }
}

/**
 * A schema being edited has no validator compiled at build time: the preview draws and submits it
 * without validation in the browser (allowSchemasOf; the gateway still validates every request).
 */
export function Preview({ screen }: { screen: ScreenDoc }) {
  allowSchemasOf(screen);
  const screenKinds = useScreenKinds();
  if (screen.kind === 'editor')
    return <NonIdealState icon="edit" title="O editor de telas não tem pré-visualização." />;
  const Kind = screenKinds.get(screen.kind);
  if (!Kind) return <UnknownEntry kind="tipo de tela" name={screen.kind} />;
  return (
    <PreviewBoundary>
      <Suspense fallback={<Carregando />}>
        <Kind screen={screen} />
      </Suspense>
    </PreviewBoundary>
  );
}
