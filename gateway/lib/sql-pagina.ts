/**
 * The two halves of a server-side paged search in SQL: the total of the filtered rows (for
 * `paginacao`) and the ORDER BY / LIMIT / OFFSET of the asked page. The sort field is looked up in
 * the endpoint's whitelist (`sortSql`, catalogue name → SQL expression), so the request never
 * writes SQL; a tie-break on a unique column keeps pages stable.
 */
import type { Db } from '../db/types.ts';
import type { PagingInput } from '../routes/types.ts';

/** Rows of `from` ('FROM … WHERE …'); `expr` e.g. 'count(DISTINCT u.cpf)' when the join repeats rows. */
export async function contar(db: Db, from: string, params: unknown[], expr = 'count(*)'): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`SELECT ${expr}::int AS total ${from}`, params);
  return rows[0].total;
}

/** 'ORDER BY <field> <dir>, <tie-break> LIMIT … OFFSET …'; an unknown or missing sort uses `padrao`. */
export function ordemEPagina(p: PagingInput, sortSql: Record<string, string>, padrao: string, desempate: (dir: 'ASC' | 'DESC') => string): string {
  const dir = p.order === 'DESC' ? 'DESC' : 'ASC';
  return `ORDER BY ${sortSql[p.sort ?? padrao] ?? sortSql[padrao]} ${dir}, ${desempate(dir)} LIMIT ${p.size} OFFSET ${p.offset}`;
}
