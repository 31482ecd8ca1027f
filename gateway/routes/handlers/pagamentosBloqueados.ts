/**
 * The payments withheld because of a judicial process (table pagamento_retido, migration 017;
 * docs/PROCESSOS-JUDICIAIS.md) and the requests to unlock them (table solicitacao_desbloqueio).
 * Scope as in processos-judiciais.ts: a payment belongs to the unit of the servant's institution.
 *
 * Writes go through gateway/lib/write.ts with the declared machine PAGAMENTO_RETIDO:
 * - desbloqueioPagamento: solicitar (PAGAMENTO_BLOQUEADO → AGUARDANDO_APROVACAO_DESBLOQUEIO), with
 *   a justification, opening a request;
 * - analisarSolicitacaoDesbloqueioPagamento: aprovar (→ DESBLOQUEIO_APROVADO) or recusar with a
 *   reason (→ PAGAMENTO_BLOQUEADO); whoever requested cannot analyse (code 4, MSG_PROPRIA_SOLICITACAO).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { PAGAMENTO_RETIDO_ENTITY } from '../../domain/entities.ts';
import { PAGAMENTO_RETIDO } from '../../domain/transitions.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { list, asCode, asDigits, asNumber } from '../list.ts';
import { dataHoraSql, dataSql, reaisSql, texto as str } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { declaredWrite } from '../declared-write.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { orgaoFilter } from '../lib/institution-scope.ts';

export const MSG_PROPRIA_SOLICITACAO =
  'Você não pode analisar a sua própria solicitação de desbloqueio. A análise deve ser feita por outro usuário da unidade.';
export const MSG_SEM_SOLICITACAO = 'Não há solicitação de desbloqueio pendente para este pagamento.';
export const MSG_DESBLOQUEIO_SOLICITADO =
  'Solicitação de desbloqueio registrada. Ela será analisada por outro usuário da unidade.';
export const MSG_DESBLOQUEIO_APROVADO = 'Desbloqueio do pagamento aprovado.';
export const MSG_DESBLOQUEIO_RECUSADO = 'Solicitação de desbloqueio recusada. O pagamento continua bloqueado.';

const FROM_PAG = `FROM pagamento_retido r
  JOIN servidor s ON s.id = r.servidor_id
  JOIN instituicao i ON i.codigo = r.instituicao_codigo
  JOIN processo_judicial p ON p.id = r.processo_id
  LEFT JOIN LATERAL (SELECT d.justificativa, u.nome, d.solicitado_por FROM solicitacao_desbloqueio d JOIN usuario u ON u.cpf = d.solicitado_por
                      WHERE d.pagamento_id = r.id ORDER BY d.id DESC LIMIT 1) d ON true`;

// nome sorts on the copy of migration 028 (an index column kept by triggers).
const SORT_PAG: Record<string, string> = {
  competencia: 'r.competencia',
  nome: 'r.nome_busca',
  valor: 'r.valor',
  situacao: 'r.situacao',
};

type Pagamento = RecordOf<'pagamentosBloqueados.listar'>;

const SITUACAO_SOLICITACAO: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendente',
  APROVADA: 'Aprovada',
  RECUSADA: 'Recusada',
};

export default defineHandlers({
  'pagamentosBloqueados.listar': list({
    from: FROM_PAG,
    countFrom: 'FROM pagamento_retido r',
    columns: `r.id AS "idPagamento", r.processo_id AS "idProcesso", p.numero AS "numeroProcesso", s.nome, s.cpf, i.sigla AS instituicao,
    r.competencia, ${reaisSql('r.valor')} AS valor, r.motivo, r.situacao, ${dataSql(`r.bloqueado_em AT TIME ZONE 'America/Sao_Paulo'`)} AS "bloqueadoEm",
    d.justificativa, d.nome AS "solicitadoPor", d.solicitado_por AS "solicitanteCpf", r.versao`,
    unitScope: ['r.unidade_codigo = $1'],
    filters: {
      orgaoEntidade: orgaoFilter('r.instituicao_codigo'),
      cpf: { value: asDigits, sql: (n) => `r.servidor_id = (SELECT id FROM servidor WHERE cpf = ${n})` },
      numeroProcesso: {
        value: asDigits,
        sql: (n) => `r.processo_id = (SELECT id FROM processo_judicial WHERE numero = ${n})`,
      },
      idProcesso: { value: asNumber, sql: (n) => `r.processo_id = ${n}` },
      situacao: { value: asCode, sql: (n) => `r.situacao = ${n}` },
    },
    sort: { fields: SORT_PAG, default: 'competencia', direction: 'DESC', tieBreak: (dir) => `r.id ${dir}` },
    rows: async (
      rows: (Omit<Pagamento, 'competenciaFormatada' | 'situacaoDescricao' | 'podeAnalisar'> & {
        solicitanteCpf: string | null;
      })[],
      ctx,
    ) =>
      rows.map(({ solicitanteCpf, ...r }) => ({
        ...r,
        // The screen offers approve/refuse only to whom analisarSolicitacao would accept.
        podeAnalisar: r.situacao === 'AGUARDANDO_APROVACAO_DESBLOQUEIO' && solicitanteCpf !== ctx.auth!.sub,
        competenciaFormatada: `${String(r.competencia).slice(4)}/${String(r.competencia).slice(0, 4)}`,
        situacaoDescricao: PAGAMENTO_RETIDO.states[r.situacao] ?? r.situacao,
      })),
  }),
  'solicitacoesDesbloqueio.detalheSolicitacao': async ({ db, auth, input }) => {
    const { rows: pag } = await db.query<{ unidade: string }>(
      'SELECT i.unidade_codigo AS unidade FROM pagamento_retido r JOIN instituicao i ON i.codigo = r.instituicao_codigo WHERE r.id = $1',
      [input.idPagamento],
    );
    if (!inUnit(pag[0], (x) => x.unidade, auth)) return missingRecord();
    const { rows } = await db.query<Omit<RecordOf<'solicitacoesDesbloqueio.detalheSolicitacao'>, 'situacaoDescricao'>>(
      `SELECT d.id AS "idSolicitacao", d.pagamento_id AS "idPagamento", d.justificativa, us.nome AS "solicitadoPor",
            ${dataHoraSql('d.solicitado_em')} AS "solicitadoEm", d.situacao, ua.nome AS "analisadoPor", ${dataHoraSql('d.analisado_em')} AS "analisadoEm",
            d.motivo_recusa AS "motivoRecusa"
       FROM solicitacao_desbloqueio d JOIN usuario us ON us.cpf = d.solicitado_por LEFT JOIN usuario ua ON ua.cpf = d.analisado_por
      WHERE d.pagamento_id = $1 ORDER BY d.id DESC`,
      [input.idPagamento],
    );
    if (!rows.length) return noResult();
    return ok(rows.map((r) => ({ ...r, situacaoDescricao: SITUACAO_SOLICITACAO[r.situacao] ?? r.situacao })));
  },
  /** The request to unblock: the router locks the payment (of the token's unit), applies 'solicitar' and checks the version. */
  'solicitacoesDesbloqueio.desbloqueioPagamento': declaredWrite(
    PAGAMENTO_RETIDO_ENTITY,
    async ({ auth, input }, rw) => {
      const justificativa = str(input.justificativa);
      const {
        rows: [{ id: idSolicitacao }],
      } = await rw.tx.query<{ id: number }>(
        `INSERT INTO solicitacao_desbloqueio (pagamento_id, unidade_codigo, justificativa, solicitado_por) VALUES ($1, $2, $3, $4) RETURNING id`,
        [rw.id, auth!.unidade, justificativa, auth!.sub],
      );
      rw.changed({
        justificativa: { de: null, para: justificativa },
        idSolicitacao: { de: null, para: idSolicitacao },
      });
      return ok(
        { idPagamento: rw.id, idSolicitacao, situacao: rw.to, versao: rw.version },
        undefined,
        MSG_DESBLOQUEIO_SOLICITADO,
      );
    },
  ),
  /** The decision on the pending request: 'aprovar' or 'recusar' (its reason required by the catalogue), never by who asked. */
  'solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento': declaredWrite(
    PAGAMENTO_RETIDO_ENTITY,
    async ({ auth, input }, rw) => {
      const aprovar = input.decisao === 'APROVAR';
      const para = rw.command(aprovar ? 'aprovar' : 'recusar');
      const { rows } = await rw.tx.query<{ id: number; solicitadoPor: string }>(
        `SELECT id, solicitado_por AS "solicitadoPor" FROM solicitacao_desbloqueio WHERE pagamento_id = $1 AND situacao = 'PENDENTE' FOR UPDATE`,
        [rw.id],
      );
      const sol = rows[0] ?? rw.w.invalid('idPagamento', MSG_SEM_SOLICITACAO);
      if (sol.solicitadoPor === auth!.sub) rw.w.invalid('idPagamento', MSG_PROPRIA_SOLICITACAO);
      const motivo = str(input.motivo);
      await rw.tx.query(
        `UPDATE solicitacao_desbloqueio SET situacao = $2, analisado_por = $3, analisado_em = now(), motivo_recusa = $4 WHERE id = $1`,
        [sol.id, aprovar ? 'APROVADA' : 'RECUSADA', auth!.sub, aprovar ? null : motivo],
      );
      if (!aprovar) rw.changed({ motivoRecusa: { de: null, para: motivo } });
      return ok(
        { idPagamento: rw.id, idSolicitacao: sol.id, situacao: para, versao: rw.version },
        undefined,
        aprovar ? MSG_DESBLOQUEIO_APROVADO : MSG_DESBLOQUEIO_RECUSADO,
      );
    },
  ),
});
