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
import { noResult, ok, paginacao } from '../../lib/envelope.ts';
import { ordemEPagina } from '../../lib/sql-pagina.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { isoDeDataBR } from '../../lib/text.ts';
import type { Handler } from '../types.ts';
import { SITUACAO_SQL } from './recadastramento.ts';

const SORT_RECAD: Record<string, string> = {
  instituicao: 'i.sigla',
  total: 'count(*)',
  pendentes: `count(*) FILTER (WHERE ${SITUACAO_SQL} = 'PENDENTE')`,
  percentualEmDia: `count(*) FILTER (WHERE ${SITUACAO_SQL} = 'EM_DIA')::float8 / count(*)`,
};

const recadastramento: Handler = async ({ db, auth, input, paging }) => {
  const p = paging!;
  const { add, params, sql } = sqlWhere(['i.unidade_codigo = $1'], [auth!.unidade]);
  if (input.tipo !== undefined) add((n) => `p.tipo = ${n}`, String(input.tipo));
  const from = `FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE ${sql()}`;
  const { rows: c } = await db.query<{ n: number }>(`SELECT count(DISTINCT p.instituicao_codigo)::int AS n ${from}`, params);
  const total = c[0].n;
  const pag = paginacao(p.page, p.size, total);
  if (total === 0) return noResult(pag);
  const { rows } = await db.query(
    `SELECT i.codigo AS "codigoInstituicao", i.sigla || ' - ' || i.nome AS instituicao, count(*)::int AS total,
            count(*) FILTER (WHERE ${SITUACAO_SQL} = 'EM_DIA')::int AS "emDia",
            count(*) FILTER (WHERE ${SITUACAO_SQL} = 'PENDENTE')::int AS pendentes,
            round(100.0 * count(*) FILTER (WHERE ${SITUACAO_SQL} = 'EM_DIA') / count(*), 2)::float8 AS "percentualEmDia",
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM pagamento_suspenso s WHERE s.pensionista_id = p.id AND s.data_liberacao IS NULL))::int AS suspensos
       ${from} GROUP BY i.codigo, i.sigla, i.nome ${ordemEPagina(p, SORT_RECAD, 'instituicao', (dir) => `i.codigo ${dir}`)}`,
    params,
  );
  return ok(rows, pag);
};

const SORT_PROCESSOS: Record<string, string> = {
  assunto: 'a.descricao',
  total: 'count(*)',
  aguardandoAnalise: "count(*) FILTER (WHERE p.situacao = 'AGUARDANDO_ANALISE')",
  valorCausas: 'sum(p.valor_causa)',
};

const processosJudiciais: Handler = async ({ db, auth, input, paging }) => {
  const p = paging!;
  const { add, params, sql } = sqlWhere(['p.unidade_codigo = $1'], [auth!.unidade]);
  if (input.dataInicio) add((n) => `p.data_ajuizamento >= ${n}::date`, isoDeDataBR(input.dataInicio));
  if (input.dataFim) add((n) => `p.data_ajuizamento <= ${n}::date`, isoDeDataBR(input.dataFim));
  const from = `FROM processo_judicial p JOIN processo_assunto a ON a.codigo = p.assunto_codigo WHERE ${sql()}`;
  const { rows: c } = await db.query<{ n: number }>(`SELECT count(DISTINCT p.assunto_codigo)::int AS n ${from}`, params);
  const pag = paginacao(p.page, p.size, c[0].n);
  if (c[0].n === 0) return noResult(pag);
  const { rows } = await db.query(
    `SELECT a.codigo AS "codigoAssunto", a.descricao AS assunto, count(*)::int AS total,
            count(*) FILTER (WHERE p.situacao = 'AGUARDANDO_ANALISE')::int AS "aguardandoAnalise",
            count(*) FILTER (WHERE p.situacao = 'ANALISADO')::int AS analisados,
            count(*) FILTER (WHERE p.situacao = 'ARQUIVADO')::int AS arquivados,
            (sum(p.valor_causa) / 100.0)::float8 AS "valorCausas"
       ${from} GROUP BY a.codigo, a.descricao ${ordemEPagina(p, SORT_PROCESSOS, 'assunto', (dir) => `a.codigo ${dir}`)}`,
    params,
  );
  return ok(rows, pag);
};

export const relatoriosGerenciaisHandlers: Record<string, Handler> = {
  'relatoriosGerenciais.recadastramento': recadastramento,
  'relatoriosGerenciais.processosJudiciais': processosJudiciais,
};
