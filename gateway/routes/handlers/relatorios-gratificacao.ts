/**
 * The reports of the year-end bonus (screens 'Relatórios de Gratificação natalina' and 'Servidores
 * rejeitados'): paged SQL searches over `gratificacao_natalina` of one year, scoped like the servant
 * search to the institutions of the token's unit (an institution of another unit → 403).
 * - `avosDesligados.lista` (zero-based): the servants who left the service in the year
 *   (`fim_exercicio` set), with avos and values; filters cpf and nome as in the servant search.
 * - `servidoresRejeitados.avoServidoresRejeitados` (ONE-BASED, as the spec says: the router turns
 *   the page into `offset` and echoes the page asked): the rows REJEITADA with the payroll's reason.
 * Both read the index (ano, instituicao_codigo, …) of migration 012 and sort in SQL over a whitelist.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { forbidden, noResult, ok, paginacao, type Answer } from '../../lib/envelope.ts';
import { contar, ordemEPagina } from '../../lib/sql-pagina.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { texto } from '../../lib/text.ts';
import type { Handler, HandlerContext, Handlers } from '../types.ts';
import { type FiltrosIdentificacao, filtrosIdentificacao, MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';

const FROM = `FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id JOIN instituicao i ON i.codigo = g.instituicao_codigo`;
const reais = (col: string) => `(${col} / 100.0)::float8`;
const COLUNAS = `g.id::int AS id, s.numero_funcionario AS "numeroFuncionario", s.nome, s.cpf, s.masp, i.sigla AS instituicao, g.avos,
  ${reais('g.remuneracao_base')} AS "remuneracaoBase", ${reais('g.valor_bruto')} AS "valorBruto"`;

const SORT_COMUM: Record<string, string> = { nome: 's.nome_busca', cpf: 's.cpf', masp: 's.masp', instituicao: 'i.sigla', avos: 'g.avos' };

/**
 * The filtered search: year, unit (or one institution of it), the extra conditions, the servant's
 * cpf and name when the report has them (`identificacao`); answers the page of rows `T` with
 * `colunas`, or 403 for another unit's institution, or code 2.
 */
async function pesquisa<T>(
  ctx: HandlerContext<{ ano: number; codigoInstituicao?: string }>,
  condicoes: string[],
  colunas: string,
  sort: Record<string, string>,
  identificacao: FiltrosIdentificacao = {},
): Promise<Answer<T[]>> {
  const { db, auth, input } = ctx;
  const p = ctx.paging!;
  const { add, params, sql } = sqlWhere(['g.ano = $1', 'i.unidade_codigo = $2', ...condicoes], [Number(input.ano), auth!.unidade]);
  const inst = texto(input.codigoInstituicao);
  if (inst) {
    if (!(await orgaoDaUnidade(db, inst, auth!.unidade))) return forbidden(MSG_ORGAO_FORA);
    add((n) => `g.instituicao_codigo = ${n}`, inst);
  }
  filtrosIdentificacao(identificacao, add);
  const from = `${FROM} WHERE ${sql()}`;
  const { total, limitado } = await contar(db, from, params, { paging: p });
  const pag = paginacao(p.page, p.size, total, limitado);
  if (!total) return noResult(pag);
  const { rows } = await db.query<T>(`SELECT ${colunas} ${from} ${ordemEPagina(p, sort, 'nome', (dir) => `g.id ${dir}`)}`, params);
  return ok(rows, pag);
}

const desligados: Handler<'avosDesligados.lista'> = (ctx) =>
  pesquisa<RecordOf<'avosDesligados.lista'>>(
    ctx,
    ['g.fim_exercicio IS NOT NULL'],
    `${COLUNAS}, to_char(g.inicio_exercicio, 'YYYY-MM-DD') AS "inicioExercicio", to_char(g.fim_exercicio, 'YYYY-MM-DD') AS "dataDesligamento",
     ${reais('g.adiantamento')} AS adiantamento, ${reais('g.saldo')} AS saldo,
     CASE g.situacao WHEN 'PAGA' THEN 'Paga' WHEN 'REJEITADA' THEN 'Rejeitada' ELSE 'Apurada' END AS situacao`,
    { ...SORT_COMUM, dataDesligamento: 'g.fim_exercicio', valorBruto: 'g.valor_bruto', saldo: 'g.saldo' },
    { cpf: ctx.input.cpf, nome: ctx.input.nome },
  );

const rejeitados: Handler<'servidoresRejeitados.avoServidoresRejeitados'> = (ctx) =>
  pesquisa<RecordOf<'servidoresRejeitados.avoServidoresRejeitados'>>(
    ctx,
    [`g.situacao = 'REJEITADA'`],
    `${COLUNAS}, g.ano, g.motivo_rejeicao AS "motivoRejeicao",
     to_char(g.apurada_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "dataApuracao"`,
    { ...SORT_COMUM, motivoRejeicao: 'g.motivo_rejeicao' },
  );

export const relatoriosGratificacaoHandlers = {
  'avosDesligados.lista': desligados,
  'servidoresRejeitados.avoServidoresRejeitados': rejeitados,
} satisfies Handlers<'avosDesligados.lista' | 'servidoresRejeitados.avoServidoresRejeitados'>;
