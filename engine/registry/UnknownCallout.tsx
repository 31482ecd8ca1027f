import { Callout } from '@blueprintjs/core';

/** The full-size notice of an unknown widget, cell, kind or action (engine/registry/UnknownEntry.tsx). */
export default function UnknownCallout({ text }: { text: string }) {
  return (
    <Callout intent="danger" title="Erro de configuração da tela" role="alert">
      {text}
    </Callout>
  );
}
