/**
 * 'Versões': the saved versions of the screen being edited — or the review queue (every screen's
 * versions in review), or every version — newest change first, each with its number, state, author
 * and dates. Any two can be ticked and compared; any one opened in the editor. An administrator
 * (resource publicacao-telas) also reviews and publishes or returns a version in review, withdraws
 * the published one and restores a withdrawn one; those buttons are not shown to anyone else.
 */
import { Button, Callout, Checkbox, FormGroup, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Carregando } from '../../../components/Carregando.tsx';
import { PageState } from '../../../components/PageState.tsx';
import { useDataProvider } from '../../../data.tsx';
import { ACTION_LABEL, actionsFor, runAdminAction, type AdminAction } from './adminActions.ts';
import { SITUACAO, useVersionList, type VersionFilter, type VersionRow } from './api.ts';
import { Compare } from './Compare.tsx';
import { History } from './History.tsx';
import { Review } from './Review.tsx';

type Scope = 'tela' | 'revisao' | 'todas';

interface Props {
  /** The id of the document in the editor (none while it has no valid id). */
  telaId?: string;
  /** The user publishes: the administrator's actions are shown. */
  admin: boolean;
  /** The user reads the audit trail: each version's 'Histórico' is shown. */
  history?: boolean;
  /** Opens a version's document in the editor. */
  onOpen: (v: VersionRow) => void;
  /** A version to review at once (an administrator's 'Revisar esta versão' in the editor). */
  review?: VersionRow;
}

const filterOf = (scope: Scope, telaId?: string): VersionFilter =>
  scope === 'tela' ? { telaId } : scope === 'revisao' ? { situacao: 'EM_REVISAO' } : {};

/** A version's state as its tag: a returned draft says so. */
export function SituacaoTag({ v }: { v: Pick<VersionRow, 'situacao' | 'motivoDevolucao'> }) {
  if (v.situacao === 'RASCUNHO' && v.motivoDevolucao) return <Tag intent="danger">Devolvida</Tag>;
  const look = SITUACAO[v.situacao];
  return <Tag intent={look.intent}>{look.label}</Tag>;
}

export function VersionsPanel({ telaId, admin, history, onOpen, review: first }: Props) {
  const provider = useDataProvider();
  const [scope, setScope] = useState<Scope>(telaId ? 'tela' : 'todas');
  const [ticked, setTicked] = useState<VersionRow[]>([]);
  const [comparing, setComparing] = useState<[VersionRow, VersionRow] | null>(null);
  const [reviewing, setReviewing] = useState<VersionRow | null>(first ?? null);
  const [busy, setBusy] = useState<number | null>(null);
  const [trail, setTrail] = useState<VersionRow | null>(null);
  const shownScope = scope === 'tela' && !telaId ? 'todas' : scope;
  const list = useVersionList(filterOf(shownScope, telaId));

  const tick = (v: VersionRow, on: boolean) =>
    setTicked((t) => (on ? [...t.filter((x) => x.id !== v.id), v].slice(-2) : t.filter((x) => x.id !== v.id)));
  const act = async (action: AdminAction, v: VersionRow) => {
    setBusy(v.id);
    await runAdminAction(provider, action, v);
    setBusy(null);
  };

  // The list stays (hidden) under a review: closing it gives the focus back to the row's button.
  const back = useRef<HTMLElement | null>(null);
  const review = (v: VersionRow | null) => {
    if (v) back.current = document.activeElement as HTMLElement | null;
    setReviewing(v);
  };
  const showTrail = (v: VersionRow | null) => {
    if (v) back.current = document.activeElement as HTMLElement | null;
    setTrail(v);
  };
  useEffect(() => {
    if (reviewing || trail || !back.current) return;
    back.current.focus();
    back.current = null;
  }, [reviewing, trail]);

  const rows = list.data ?? [];
  let body;
  if (list.isError)
    body = (
      <Callout intent="danger" role="alert">
        <p>Não foi possível carregar as versões: {list.error.message}</p>
        <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
      </Callout>
    );
  else if (list.isPending) body = <Carregando />;
  else if (rows.length === 0)
    body = (
      <PageState
        icon="history"
        text={
          shownScope === 'tela'
            ? `Nenhuma versão salva da tela ${telaId}. Use 'Salvar rascunho' no editor.`
            : shownScope === 'revisao'
              ? 'Nenhuma versão em revisão.'
              : 'Nenhuma versão salva.'
        }
      />
    );
  else
    body = (
      <HTMLTable compact striped className="prh-versions-table">
        <caption className="bp6-text-muted">Da alteração mais recente para a mais antiga</caption>
        <thead>
          <tr>
            <th scope="col">Comparar</th>
            <th scope="col">Tela</th>
            <th scope="col">Número</th>
            <th scope="col">Situação</th>
            <th scope="col">Autor</th>
            <th scope="col">Criada em</th>
            <th scope="col">Última alteração</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.id}>
              <td>
                <Checkbox
                  className="prh-versions-tick"
                  checked={ticked.some((t) => t.id === v.id)}
                  aria-label={`Comparar a versão ${v.numero} de ${v.telaId}`}
                  onChange={(e) => tick(v, e.currentTarget.checked)}
                />
              </td>
              <td>
                {v.titulo || v.telaId} <code>{v.telaId}</code>
              </td>
              <td>{v.numero}</td>
              <td>
                <SituacaoTag v={v} />
                {v.restauradaDe !== undefined && <span> (cópia da versão {v.restauradaDe})</span>}
                {v.situacao === 'RASCUNHO' && v.motivoDevolucao && (
                  <div className="prh-versions-reason">Motivo: {v.motivoDevolucao}</div>
                )}
              </td>
              <td>{v.autor}</td>
              <td>{v.criadoEm}</td>
              <td>
                {v.atualizadoEm} — {v.atualizadoPor}
              </td>
              <td className="prh-versions-actions">
                <Button size="small" variant="outlined" onClick={() => onOpen(v)}>
                  Abrir no editor
                </Button>
                {history && (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Histórico da versão ${v.numero} de ${v.telaId}`}
                    onClick={() => showTrail(v)}
                  >
                    Histórico
                  </Button>
                )}
                {admin && v.situacao === 'EM_REVISAO' && (
                  <Button size="small" variant="outlined" onClick={() => review(v)}>
                    Revisar
                  </Button>
                )}
                {admin &&
                  actionsFor(v.situacao).map((a) => (
                    <BusyButton
                      key={a}
                      size="small"
                      intent={a === 'devolver' || a === 'retirar' ? 'danger' : 'primary'}
                      busy={busy === v.id}
                      aria-label={`${ACTION_LABEL[a]} a versão ${v.numero} de ${v.telaId}`}
                      onClick={() => void act(a, v)}
                    >
                      {ACTION_LABEL[a]}
                    </BusyButton>
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );

  return (
    <section className="prh-versions" aria-label="Versões">
      {reviewing && <Review version={reviewing} admin={admin} onClose={() => review(null)} />}
      <div className="prh-versions-bar" hidden={Boolean(reviewing)}>
        <FormGroup label="Mostrar" labelFor="prh-versoes-escopo" inline>
          <HTMLSelect
            id="prh-versoes-escopo"
            value={shownScope}
            onChange={(e) => setScope(e.currentTarget.value as Scope)}
          >
            {telaId && <option value="tela">Versões da tela {telaId}</option>}
            <option value="revisao">Em revisão (todas as telas)</option>
            <option value="todas">Todas as versões</option>
          </HTMLSelect>
        </FormGroup>
        {ticked.length === 2 ? (
          <Button icon="comparison" onClick={() => setComparing([ticked[0], ticked[1]])}>
            Comparar versões {ticked[0].numero} e {ticked[1].numero}
          </Button>
        ) : (
          <span className="prh-versions-hint">Marque duas versões para compará-las.</span>
        )}
      </div>
      <div hidden={Boolean(reviewing)}>
        {comparing && <Compare pair={comparing} onClose={() => setComparing(null)} />}
        {trail && <History key={trail.id} version={trail} onClose={() => showTrail(null)} />}
        {body}
      </div>
    </section>
  );
}
