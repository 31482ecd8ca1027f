/**
 * The live preview: the edited document drawn by its kind from the screen-kind registry — the
 * component a screen route renders — against the real gateway with the signed-in user's token
 * (the kinds call the data provider as on any route). An error of the preview stays inside it.
 */
import { Callout, NonIdealState } from '@blueprintjs/core';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { PRECOMPILED } from 'virtual:prh-validators';
import { Component, Suspense, type ReactNode } from 'react';
import { Carregando } from '../../components/Carregando.tsx';
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

/** Accepts anything: the preview's stand-in for a form validator the build did not compile. */
const acceptAll = Object.assign(() => true, { errors: null });

/**
 * The portal validates forms with validators compiled at build time (no `eval` under the CSP),
 * one per form schema of the screens in screens/; a filter or form schema being edited has none.
 * The preview then draws and submits it without validation in the browser (the gateway still
 * validates every request): each schema of the document, and each of its parts rjsf may look up,
 * gets a validator that accepts anything — never replacing one the build compiled.
 */
export function allowEditedForms(doc: unknown) {
  const fns = PRECOMPILED as Record<string, unknown>;
  const add = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(add);
    else if (node && typeof node === 'object') {
      const key = hashForSchema(node as RJSFSchema);
      fns[key] ??= acceptAll;
      Object.values(node).forEach(add);
    }
  };
  const find = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(find);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'schema' && v && typeof v === 'object') add(v);
        else find(v);
      }
  };
  find(doc);
}

export function Preview({ screen }: { screen: ScreenDoc }) {
  allowEditedForms(screen);
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
