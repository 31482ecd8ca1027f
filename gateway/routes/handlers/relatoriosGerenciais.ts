/**
 * 'Relatórios gerenciais' of the management area (Gestão do portal) that need their own summary.
 * - `relatoriosGerenciais.recadastramento`: the re-registration of the unit's pensioners by
 *   institution — how many, in the current cycle ('Em dia'), pending, with a payment suspended for
 *   lack of re-registration and still open — read from the tables of 'Recadastramento' (migration
 *   018) with the same cycle rule as the pensioners' search (SITUACAO_SQL, docs/RECADASTRAMENTO.md),
 *   so the report and the screens it summarises never disagree. One row per institution, paged and
 *   sorted in SQL.
 * - `relatoriosGerenciais.processosJudiciais`: the unit's judicial processes by subject — how many,
 *   awaiting analysis, analysed, archived, and the total value of the claims — optionally of the
 *   processes filed in a period (migration 017; one GROUP BY over the unit's index range).
 * The access-request report reuses the requests' own list (usuarioPapelSolicitacao.solicitacaoCadastro).
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { noResult, ok, paginacao } from '../../lib/envelope.ts';
import { orderAndPage } from '../../lib/sql-paging.ts';
import { list, asDate } from '../list.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { SITUACAO_SQL } from '../lib/pensioner.ts';

const SORT_RECAD: Record<string, string> = {
  instituicao: 'i.sigla',
  total: 'x.total',
  pendentes: 'x.total - x.em_dia',
  percentualEmDia: 'x.em_dia::float8 / x.total',
};

export default defineHandlers({
  /**
   * One row per institution of the unit with pensioners: the institution's pensioners are read
   * through their index (`instituicao_codigo` leads pensionista's indexes) and each one's cycle
   * situation is computed once — not a join of every pensioner of the state (a sequential scan) with
   * the situation computed again for every column and sort (105 ms at the state seed on PostgreSQL;
   * 36 now). The count of institutions asks only whether each has a pensioner. Written out rather
   * than declared with `list`: the 'tipo' filter applies inside each institution's aggregate and the
   * count's EXISTS, not to the page's rows, where a declared filter would put it.
   */
  'relatoriosGerenciais.recadastramento': async ({ db, auth, input, paging }) => {
    const p = paging!;
    const params: unknown[] = [auth!.unidade];
    if (input.tipo !== undefined) params.push(String(input.tipo));
    const doTipo = input.tipo !== undefined ? 'AND p.tipo = $2' : '';
    const from = `FROM instituicao i
    JOIN LATERAL (
      SELECT count(*)::int AS total, count(*) FILTER (WHERE c.em_dia)::int AS em_dia, count(*) FILTER (WHERE c.suspenso)::int AS suspensos
        FROM pensionista p
        CROSS JOIN LATERAL (SELECT ${SITUACAO_SQL} = 'EM_DIA' AS em_dia,
                                   EXISTS (SELECT 1 FROM pagamento_suspenso s WHERE s.pensionista_id = p.id AND s.data_liberacao IS NULL) AS suspenso) c
       WHERE p.instituicao_codigo = i.codigo ${doTipo}
    ) x ON x.total > 0
   WHERE i.unidade_codigo = $1`;
    const { rows: c } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM instituicao i
      WHERE i.unidade_codigo = $1 AND EXISTS (SELECT 1 FROM pensionista p WHERE p.instituicao_codigo = i.codigo ${doTipo})`,
      params,
    );
    const total = c[0].n;
    const pag = paginacao(p.page, p.size, total);
    if (total === 0) return noResult(pag);
    const { rows } = await db.query<RecordOf<'relatoriosGerenciais.recadastramento'>>(
      `SELECT i.codigo AS "codigoInstituicao", i.sigla || ' - ' || i.nome AS instituicao, x.total, x.em_dia AS "emDia",
            x.total - x.em_dia AS pendentes, round(100.0 * x.em_dia / x.total, 2)::float8 AS "percentualEmDia", x.suspensos
       ${from} ${orderAndPage(p, SORT_RECAD, 'instituicao', (dir) => `i.codigo ${dir}`)}`,
      params,
    );
    return ok(rows, pag);
  },
  /** The unit's processes by subject, optionally of those filed in a period (one GROUP BY over the unit's index range). */
  'relatoriosGerenciais.processosJudiciais': list<
    RequestOf<'relatoriosGerenciais.processosJudiciais'>,
    RecordOf<'relatoriosGerenciais.processosJudiciais'>
  >({
    from: 'FROM processo_judicial p JOIN processo_assunto a ON a.codigo = p.assunto_codigo',
    count: 'count(DISTINCT p.assunto_codigo)',
    columns: `a.codigo AS "codigoAssunto", a.descricao AS assunto, count(*)::int AS total,
    count(*) FILTER (WHERE p.situacao = 'AGUARDANDO_ANALISE')::int AS "aguardandoAnalise",
    count(*) FILTER (WHERE p.situacao = 'ANALISADO')::int AS analisados,
    count(*) FILTER (WHERE p.situacao = 'ARQUIVADO')::int AS arquivados,
    (sum(p.valor_causa) / 100.0)::float8 AS "valorCausas"`,
    groupBy: 'GROUP BY a.codigo, a.descricao',
    unitScope: ['p.unidade_codigo = $1'],
    filters: {
      dataInicio: { value: asDate, sql: (n) => `p.data_ajuizamento >= ${n}::date` },
      dataFim: { value: asDate, sql: (n) => `p.data_ajuizamento <= ${n}::date` },
    },
    sort: {
      fields: {
        assunto: 'a.descricao',
        total: 'count(*)',
        aguardandoAnalise: "count(*) FILTER (WHERE p.situacao = 'AGUARDANDO_ANALISE')",
        valorCausas: 'sum(p.valor_causa)',
      },
      default: 'assunto',
      tieBreak: (dir) => `a.codigo ${dir}`,
    },
  }),
});
