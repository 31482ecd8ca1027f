/** Two saved versions compared: their documents read, then the older one against the newer (JsonDiff). */
import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { Carregando } from '../../../components/Carregando.tsx';
import { documentText, useVersionDetail, type VersionRow } from './api.ts';
import { JsonDiff } from './JsonDiff.tsx';

const label = (v: VersionRow) => `versão ${v.numero} de ${v.telaId}`;

export function Compare({ pair, onClose }: { pair: [VersionRow, VersionRow]; onClose: () => void }) {
  // Opened from a button of the list: the keyboard starts at its title.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  // The older on the left: the diff reads as what changed since.
  const [a, b] = [...pair].sort((x, y) => x.id - y.id);
  const before = useVersionDetail(a.id);
  const after = useVersionDetail(b.id);
  return (
    <section className="prh-compare" aria-label={`Comparação da ${label(a)} com a ${label(b)}`}>
      <div className="prh-review-bar">
        <h2 className="prh-review-title" tabIndex={-1} ref={title}>
          Comparação: {label(a)} × {label(b)}
        </h2>
        <Button icon="cross" variant="outlined" onClick={onClose}>
          Fechar comparação
        </Button>
      </div>
      {before.isError || after.isError ? (
        <Callout intent="danger" role="alert">
          Não foi possível carregar as versões para comparar.
        </Callout>
      ) : before.data && after.data ? (
        <JsonDiff
          before={documentText(before.data.data.documento)}
          after={documentText(after.data.data.documento)}
          beforeLabel={label(a)}
          afterLabel={label(b)}
        />
      ) : (
        <Carregando />
      )}
    </section>
  );
}
