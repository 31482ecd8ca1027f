/**
 * 'Todos os avisos' on 'Início': every notice in force for the user in this unit, read or not, with
 * when it was acknowledged (`aviso.listaAvisosUsuarioEspecifico`), under the closing date of this
 * month's payroll (`aviso.fechamentoTaxacao`, the catalogue's other notice for everyone). The new
 * notices' dialogs show only what was not acknowledged yet; here a notice read last week can be
 * read again. Loaded when asked for, like the new notices' dialogs (it brings the HTML sanitiser).
 */
import { Callout, NonIdealState, Tag } from '@blueprintjs/core';
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { dataProvider, type BasicFn } from '../../../services/http/dataProvider.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { dialogStore, type DialogStore } from '../dialogs/dialogStore.ts';

type AvisoDoUsuario = RecordOf<'aviso.listaAvisosUsuarioEspecifico'>;

export const TITULO_TODOS_AVISOS = 'Avisos em vigor';
export const MSG_SEM_AVISOS = 'Nenhum aviso em vigor para você nesta unidade.';
export const MSG_AVISOS_ERRO = 'Não foi possível carregar os avisos. Tente novamente mais tarde.';

/** The competence (AAAAMM) of `agora` in Brasília, whatever the computer's time zone. */
export function competenciaEmBrasilia(agora: Date): number {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(agora);
  const valor = (tipo: string) => Number(partes.find((p) => p.type === tipo)?.value);
  return valor('year') * 100 + valor('month');
}

export interface TodosAvisos {
  /** undefined: the list could not be read (code 1 or 4, or no answer). */
  avisos: AvisoDoUsuario[] | undefined;
  /** The payroll closing sentence, when the gateway answered it. */
  fechamento?: string;
}

/** Both calls side by side; code 2 is an empty list, not a failure. */
export async function lerTodosAvisos(call: BasicFn = dataProvider.basic, agora = new Date()): Promise<TodosAvisos> {
  const [lista, folha] = await Promise.all([
    call({ endpoint: 'aviso.listaAvisosUsuarioEspecifico' }),
    call({ endpoint: 'aviso.fechamentoTaxacao', params: { anoMesTaxacao: competenciaEmBrasilia(agora) } }),
  ]);
  const codigo = lista.content?.codigoMensagem;
  const avisos =
    codigo === 0 && Array.isArray(lista.content?.data) ? lista.content.data : codigo === 2 ? [] : undefined;
  const fechamento = folha.content?.codigoMensagem === 0 ? folha.content.data?.mensagem : undefined;
  return { avisos, fechamento };
}

export function AllNoticesBody({ avisos, fechamento }: TodosAvisos) {
  return (
    <div className="prh-all-notices">
      {fechamento && (
        <Callout intent="primary" icon="time" compact>
          {fechamento}
        </Callout>
      )}
      {avisos === undefined ? (
        <Callout intent="danger" role="alert" compact>
          {MSG_AVISOS_ERRO}
        </Callout>
      ) : avisos.length === 0 ? (
        <NonIdealState icon="notifications" title={MSG_SEM_AVISOS} />
      ) : (
        avisos.map((a) => (
          <article key={a.id} className="prh-notice-item" aria-labelledby={`aviso-${a.id}`}>
            <h3 id={`aviso-${a.id}`} className="prh-notice-title">
              {a.titulo}
            </h3>
            <p className="prh-muted prh-notice-meta">
              Vigente desde {a.dataInicio}
              {a.dataFim ? ` até ${a.dataFim}` : ''} ·{' '}
              {a.ciente ? (
                <Tag minimal intent="success">
                  {a.dataCiencia ? `Ciente em ${a.dataCiencia}` : 'Ciente'}
                </Tag>
              ) : (
                <Tag minimal intent="warning">
                  Não lido
                </Tag>
              )}
            </p>
            <SafeHtml
              className="prh-rich-text prh-notice-text"
              html={a.texto}
              ariaLabel={`Texto do aviso ${a.titulo}`}
              headingsFrom={4}
            />
          </article>
        ))
      )}
    </div>
  );
}

/** Opens the dialog with what both calls answered. */
export async function showAllNotices({
  call = dataProvider.basic,
  store = dialogStore,
}: { call?: BasicFn; store?: DialogStore } = {}): Promise<void> {
  const todos = await lerTodosAvisos(call);
  store.open({ component: AllNoticesBody as never, props: { ...todos }, title: TITULO_TODOS_AVISOS, width: 760 });
}
