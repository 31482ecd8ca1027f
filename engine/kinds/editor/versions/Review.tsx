/**
 * The review of a submitted version: its document against the one in force for the same screen —
 * the published version, or the portal's shipped file when none is published (nothing at all for
 * a new screen) — as a JSON diff, and both drawn by the engine (Preview.tsx), side by side or
 * stacked. An administrator publishes or returns it from here.
 */
import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Carregando } from '../../../components/Carregando.tsx';
import { useDataProvider } from '../../../data.tsx';
import { queryClientFor } from '../../../query/queryClients.ts';
import { loadScreen } from '../../../screens/catalogue.ts';
import type { ScreenDoc } from '../../../screens/types.ts';
import { Preview } from '../Preview.tsx';
import { ACTION_LABEL, runAdminAction, type AdminAction } from './adminActions.ts';
import { documentText, useVersionDetail, useVersionList, type VersionRow } from './api.ts';
import { JsonDiff } from './JsonDiff.tsx';

interface Props {
  version: VersionRow;
  /** The user publishes (resource publicacao-telas): the actions are shown. */
  admin: boolean;
  onClose: () => void;
}

type InForce =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: Record<string, unknown> | null; label: string };

/** What is in force for a screen id: its published version's document, else the shipped file, else nothing. */
function useInForce(telaId: string): InForce {
  const provider = useDataProvider();
  const published = useVersionList({ telaId, situacao: 'PUBLICADA' });
  const row = published.data?.[0];
  const detail = useVersionDetail(row?.id);
  const shipped = useQuery(
    {
      queryKey: ['editor.telaPadrao', telaId],
      queryFn: () =>
        loadScreen(telaId).then(
          (doc) => doc as unknown as Record<string, unknown>,
          () => null,
        ),
      enabled: published.isSuccess && !row,
      staleTime: Infinity,
    },
    queryClientFor(provider),
  );
  if (published.isError || detail.isError) return { state: 'failed' };
  if (row)
    return detail.data
      ? { state: 'ready', doc: detail.data.data.documento, label: `versão ${row.numero} (publicada)` }
      : { state: 'loading' };
  if (!shipped.isSuccess) return { state: 'loading' };
  return shipped.data
    ? { state: 'ready', doc: shipped.data, label: 'tela padrão do portal' }
    : { state: 'ready', doc: null, label: 'nenhuma (tela nova)' };
}

export function Review({ version, admin, onClose }: Props) {
  // Opened from a button of the list: the keyboard starts at its title.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const provider = useDataProvider();
  const [stacked, setStacked] = useState(false);
  const [busy, setBusy] = useState(false);
  const sent = useVersionDetail(version.id);
  const current = useInForce(version.telaId);
  const label = `versão ${version.numero} (em revisão)`;

  const act = async (action: AdminAction) => {
    setBusy(true);
    const done = await runAdminAction(provider, action, version);
    setBusy(false);
    if (done) onClose();
  };

  let body;
  if (sent.isError || current.state === 'failed')
    body = (
      <Callout intent="danger" role="alert">
        Não foi possível carregar as versões para a revisão.
      </Callout>
    );
  else if (!sent.data || current.state !== 'ready') body = <Carregando />;
  else {
    const doc = sent.data.data.documento;
    const before = current.doc ? documentText(current.doc) : '';
    body = (
      <>
        <JsonDiff before={before} after={documentText(doc)} beforeLabel={current.label} afterLabel={label} />
        <div className="prh-review-previews-bar">
          <ButtonGroup aria-label="Disposição das pré-visualizações">
            <Button size="small" active={!stacked} aria-pressed={!stacked} onClick={() => setStacked(false)}>
              Lado a lado
            </Button>
            <Button size="small" active={stacked} aria-pressed={stacked} onClick={() => setStacked(true)}>
              Empilhadas
            </Button>
          </ButtonGroup>
        </div>
        <div className={`prh-review-previews${stacked ? ' prh-review-stacked' : ''}`}>
          <section aria-label={`Tela em vigor: ${current.label}`}>
            <p className="prh-review-caption">Em vigor: {current.label}</p>
            {current.doc ? (
              <Preview screen={current.doc as unknown as ScreenDoc} />
            ) : (
              <p>Não há tela em vigor com este id.</p>
            )}
          </section>
          <section aria-label={`Tela enviada: ${label}`}>
            <p className="prh-review-caption">Enviada: {label}</p>
            <Preview screen={doc as unknown as ScreenDoc} />
          </section>
        </div>
      </>
    );
  }

  return (
    <section className="prh-review" aria-label={`Revisão da versão ${version.numero} de ${version.telaId}`}>
      <div className="prh-review-bar">
        <h2 className="prh-review-title" tabIndex={-1} ref={title}>
          Revisão: {version.titulo || version.telaId} — versão {version.numero}, de {version.autor}
        </h2>
        {admin &&
          version.situacao === 'EM_REVISAO' &&
          (['publicar', 'devolver'] as const).map((a) => (
            <BusyButton
              key={a}
              intent={a === 'publicar' ? 'success' : 'danger'}
              busy={busy}
              onClick={() => void act(a)}
            >
              {ACTION_LABEL[a]}
            </BusyButton>
          ))}
        <Button icon="cross" variant="outlined" onClick={onClose}>
          Fechar revisão
        </Button>
      </div>
      {body}
    </section>
  );
}
