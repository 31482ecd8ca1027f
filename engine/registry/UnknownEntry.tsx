import { Callout } from '@blueprintjs/core';
import { unknownMessage } from '../../core/registry.ts';

/** What renders in place of an unknown widget, cell, kind or action: visible, never a blank. */
export function UnknownEntry({ kind, name, compact = false }: { kind: string; name: string; compact?: boolean }) {
  if (compact)
    return (
      <span className="prh-unknown" role="alert">
        {unknownMessage(kind, name)}
      </span>
    );
  return (
    <Callout intent="danger" title="Erro de configuração da tela" role="alert">
      {unknownMessage(kind, name)}
    </Callout>
  );
}
