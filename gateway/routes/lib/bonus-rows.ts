/**
 * The rows of the year-end bonus (`gratificacao_natalina`) as the bonus screens search and read
 * them: the bonus with its servant and institution (the search of a year, the servants without
 * avo, one bonus), and the reports of a year ('Relatórios de Gratificação natalina', 'Servidores
 * rejeitados'), scoped like the servant search to the institutions of the token's unit.
 */
import type { HandlerContext } from '../../contract/handler.ts';
import { type Filters, type List } from '../list.ts';
import { orgaoFilter } from './institution-scope.ts';

export const SITUACOES_GRATIFICACAO: Record<string, string> = {
  APURADA: 'Apurada',
  PAGA: 'Paga',
  REJEITADA: 'Rejeitada',
};
/** Cents to reais; null stays null. */
export function reais(cents: number): number;
export function reais(cents: number | null): number | null;
export function reais(cents: number | null): number | null {
  return cents === null || cents === undefined ? null : Number(cents) / 100;
}

/** The columns of a bonus row with its servant (g, s, i). */
export const BONUS_COLUMNS = `g.id, s.numero_funcionario AS "numeroFuncionario", s.masp, s.cpf, s.nome, i.sigla AS instituicao, g.ano, g.avos,
  g.remuneracao_base AS "remuneracaoBase", g.valor_bruto AS "valorBruto", g.adiantamento, g.saldo, g.situacao`;
// The bonus row's institution is the servant's (copied when the year is opened; servants do not
// move between institutions here); joining on both lets PostgreSQL carry an institution filter to
// the servant index (institution, name), so a page walks 10 servants in name order.
export const BONUS_FROM = `FROM servidor s JOIN gratificacao_natalina g ON g.servidor_id = s.id AND g.instituicao_codigo = s.instituicao_codigo
  JOIN instituicao i ON i.codigo = s.instituicao_codigo`;

export const BONUS_SORT: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  instituicao: 'i.sigla',
  avos: 'g.avos',
  valorBruto: 'g.valor_bruto',
  saldo: 'g.saldo',
  situacao: 'g.situacao',
};

/** A row of BONUS_COLUMNS: amounts in cents. */
export interface LinhaGratificacao {
  id: number;
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  instituicao: string;
  ano: number;
  avos: number;
  remuneracaoBase: number;
  valorBruto: number;
  adiantamento: number;
  saldo: number;
  situacao: 'APURADA' | 'PAGA' | 'REJEITADA';
}

/** A bonus row as the screens read it: reais, the situation's label. */
export function bonusRow<T extends LinhaGratificacao>(r: T) {
  return {
    ...r,
    remuneracaoBase: reais(r.remuneracaoBase),
    valorBruto: reais(r.valorBruto),
    adiantamento: reais(r.adiantamento),
    saldo: reais(r.saldo),
    situacaoDescricao: SITUACOES_GRATIFICACAO[String(r.situacao)] ?? String(r.situacao),
  };
}

const REPORT_FROM = `FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id JOIN instituicao i ON i.codigo = g.instituicao_codigo`;
export const reaisSql = (col: string) => `(${col} / 100.0)::float8`;
export const REPORT_COLUMNS = `g.id::int AS id, s.numero_funcionario AS "numeroFuncionario", s.nome, s.cpf, s.masp, i.sigla AS instituicao, g.avos,
  ${reaisSql('g.remuneracao_base')} AS "remuneracaoBase", ${reaisSql('g.valor_bruto')} AS "valorBruto"`;

export const REPORT_SORT: Record<string, string> = {
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
export const bonusReport = <I extends { codigoInstituicao?: string }, R>(
  conditions: string[],
  columns: string,
  sortFields: Record<string, string>,
): List<I, R> => ({
  from: REPORT_FROM,
  columns,
  unitScope: ['g.ano = $1', 'i.unidade_codigo = $2', ...conditions],
  filters: { codigoInstituicao: orgaoFilter('g.instituicao_codigo') } as Filters<I>,
  sort: { fields: sortFields, default: 'nome', tieBreak: (dir) => `g.id ${dir}` },
});

/** The values of a report's unit scope: the year and the token's unit. */
export const reportScope = (ctx: HandlerContext<{ ano: number }>) => [Number(ctx.input.ano), ctx.auth!.unidade];
