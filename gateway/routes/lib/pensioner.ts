/**
 * The pensioner (table pensionista, migration 018) as the re-registration, the curatorship and
 * their reports (the parts of routes/handlers/recadastramento/, relatoriosGerenciais.ts) share it: the situation in the current cycle and the unit scope in
 * SQL, the labels of its codes, the filters of the pensioner searches, the locked row of the
 * token's unit and the storing of a supporting document. Rules in docs/RECADASTRAMENTO.md.
 */
import type { Db } from '../../db/types.ts';
import { type Filters, asContaining, asFilled } from '../list.ts';
import { HOJE_SQL, hojeBrasilia, texto } from '../../lib/text.ts';
import { inUnit } from '../../lib/unit-scope.ts';

/**
 * Start of the pensioner's current cycle: the first day of the birthday month this year, or last
 * year when that month is still to come — recad_inicio_ciclo of migration 018, written over the
 * stored `mes_aniversario` and today's year and month as numbers (Brasília), so a search checks it
 * on the index (migration 022) without reading the row or converting a time zone per row.
 */
export function cicloSql(hoje: string = hojeBrasilia()): string {
  const ano = Number(hoje.slice(0, 4));
  const mes = Number(hoje.slice(5, 7));
  return `make_date(${ano} - (p.mes_aniversario > ${mes})::int, p.mes_aniversario, 1)`;
}
/** The situation of pensioner `p` in the current cycle (SQL). */
export const SITUACAO_SQL = `CASE WHEN p.ultimo_recadastramento >= recad_inicio_ciclo(p.data_nascimento, ${HOJE_SQL}) THEN 'EM_DIA' ELSE 'PENDENTE' END`;
/**
 * The situation as a plain condition on the two indexed columns (the same rows as
 * `SITUACAO_SQL = situacao`); the value is the catalogue's enum, so the SQL is chosen, not bound.
 */
export const situacaoFilter = (situacao: unknown): string =>
  situacao === 'EM_DIA'
    ? `p.ultimo_recadastramento >= ${cicloSql()}`
    : `(p.ultimo_recadastramento IS NULL OR p.ultimo_recadastramento < ${cicloSql()})`;
/** Pensioner `p` belongs to the unit of parameter `n` (SQL). */
export const DA_UNIDADE = (n: string) =>
  `p.instituicao_codigo IN (SELECT codigo FROM instituicao WHERE unidade_codigo = ${n})`;

export const TIPOS: Record<string, string> = { INATIVO: 'Inativo', PENSAO_ESPECIAL: 'Pensão especial' };
export const SITUACOES: Record<string, string> = { EM_DIA: 'Em dia', PENDENTE: 'Pendente' };
export const SITUACOES_CURATELA: Record<string, string> = {
  SEM_CURADOR: 'Sem curador/tutor',
  INICIADA: 'Iniciada',
  FINALIZADA: 'Finalizada',
};

/** The digits of a request's value (CPF, phone, CEP). */
export const digitos = (v: unknown) => texto(v).replace(/\D/g, '');

/** Whether the pensioner exists AND is of the token's unit (false for both unknown and another unit's). */
export async function pensionistaDaUnidadeExiste(db: Db, id: unknown, unidade: string): Promise<boolean> {
  const { rows } = await db.query<{ u: string }>(
    `SELECT i.unidade_codigo AS u FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE p.id = $1`,
    [Number(id)],
  );
  return inUnit(rows[0], (x) => x.u, { unidade }) !== undefined;
}

/** The fields the pensioner searches filter on (each search's request has some of them). */
export interface PensionerFilterFields {
  cpf?: string;
  nome?: string;
  tipo?: 'INATIVO' | 'PENSAO_ESPECIAL';
  situacaoRecadastramento?: 'EM_DIA' | 'PENDENTE';
  mesAniversario?: number;
  orgaoEntidade?: string;
  situacaoCuratela?: 'SEM_CURADOR' | 'INICIADA' | 'FINALIZADA';
}

/** Present → its value, as the pensioner filters compare it. */
const preenchido =
  <T>(f: (v: unknown) => T) =>
  (v: unknown): T | undefined =>
    v ? f(v) : undefined;

/** The filters shared by the pensioner searches (CPF, name, type, situation, birthday month, institution), within `DA_UNIDADE('$1')`. */
export const PENSIONER_FILTERS: Filters<PensionerFilterFields> = {
  cpf: { value: preenchido(digitos), sql: (n) => `p.cpf = ${n}` },
  nome: { value: asContaining, sql: (n) => `p.nome_busca LIKE ${n}` },
  tipo: { value: asFilled, sql: (n) => `p.tipo = ${n}` },
  situacaoRecadastramento: {
    value: asFilled,
    sql: (n, situacao) => `${n}::text IS NOT NULL AND ${situacaoFilter(situacao)}`,
  },
  mesAniversario: { value: preenchido(Number), sql: (n) => `p.mes_aniversario = ${n}` },
  orgaoEntidade: { value: asFilled, sql: (n) => `p.instituicao_codigo = ${n}` },
  situacaoCuratela: { value: asFilled, sql: (n) => `p.situacao_curatela = ${n}` },
};

/** A date column read back (Date or text) as 'YYYY-MM-DD'. */
export const isoDe = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
