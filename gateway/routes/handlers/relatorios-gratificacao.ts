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
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { type Filtros, type Lista, paginar } from '../lista.ts';
import type { Handler, HandlerContext, Handlers } from '../../contract/handler.ts';
import { filtroOrgao, filtrosIdentificacao } from './pesquisa-servidor.ts';

const FROM = `FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id JOIN instituicao i ON i.codigo = g.instituicao_codigo`;
const reais = (col: string) => `(${col} / 100.0)::float8`;
const COLUNAS = `g.id::int AS id, s.numero_funcionario AS "numeroFuncionario", s.nome, s.cpf, s.masp, i.sigla AS instituicao, g.avos,
  ${reais('g.remuneracao_base')} AS "remuneracaoBase", ${reais('g.valor_bruto')} AS "valorBruto"`;

const SORT_COMUM: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  masp: 's.masp',
  instituicao: 'i.sigla',
  avos: 'g.avos',
};

/**
 * The filtered search: year and unit ($1, $2), one institution of it (another unit's: 403), the
 * report's own conditions and columns.
 */
const pesquisa = <I extends { codigoInstituicao?: string }, R>(
  condicoes: string[],
  colunas: string,
  campos: Record<string, string>,
): Lista<I, R> => ({
  de: FROM,
  colunas,
  escopo: ['g.ano = $1', 'i.unidade_codigo = $2', ...condicoes],
  filtros: { codigoInstituicao: filtroOrgao('g.instituicao_codigo') } as Filtros<I>,
  ordem: { campos, padrao: 'nome', desempate: (dir) => `g.id ${dir}` },
});

const valores = (ctx: HandlerContext<{ ano: number }>) => [Number(ctx.input.ano), ctx.auth!.unidade];

const DESLIGADOS = pesquisa<RequestOf<'avosDesligados.lista'>, RecordOf<'avosDesligados.lista'>>(
  ['g.fim_exercicio IS NOT NULL'],
  `${COLUNAS}, to_char(g.inicio_exercicio, 'YYYY-MM-DD') AS "inicioExercicio", to_char(g.fim_exercicio, 'YYYY-MM-DD') AS "dataDesligamento",
   ${reais('g.adiantamento')} AS adiantamento, ${reais('g.saldo')} AS saldo,
   CASE g.situacao WHEN 'PAGA' THEN 'Paga' WHEN 'REJEITADA' THEN 'Rejeitada' ELSE 'Apurada' END AS situacao`,
  { ...SORT_COMUM, dataDesligamento: 'g.fim_exercicio', valorBruto: 'g.valor_bruto', saldo: 'g.saldo' },
);

const desligados: Handler<'avosDesligados.lista'> = (ctx) =>
  paginar(
    ctx,
    {
      ...DESLIGADOS,
      outrosFiltros: ({ input }, add) => filtrosIdentificacao({ cpf: input.cpf, nome: input.nome }, add),
    },
    valores(ctx),
  );

const REJEITADOS = pesquisa<
  RequestOf<'servidoresRejeitados.avoServidoresRejeitados'>,
  RecordOf<'servidoresRejeitados.avoServidoresRejeitados'>
>(
  [`g.situacao = 'REJEITADA'`],
  `${COLUNAS}, g.ano, g.motivo_rejeicao AS "motivoRejeicao",
   to_char(g.apurada_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "dataApuracao"`,
  { ...SORT_COMUM, motivoRejeicao: 'g.motivo_rejeicao' },
);

const rejeitados: Handler<'servidoresRejeitados.avoServidoresRejeitados'> = (ctx) =>
  paginar(ctx, REJEITADOS, valores(ctx));

export const relatoriosGratificacaoHandlers = {
  'avosDesligados.lista': desligados,
  'servidoresRejeitados.avoServidoresRejeitados': rejeitados,
} satisfies Handlers<'avosDesligados.lista' | 'servidoresRejeitados.avoServidoresRejeitados'>;
