/**
 * An export's continuous read by keys (keyset pagination) for PGlite: each batch is a short
 * statement — "the next `lote` rows after the last one read" — instead of one `DECLARE … WITH
 * HOLD` that materialises the whole ordered result in one statement (~0.3 s for a unit of 62,637
 * servants at the state seed) while nothing else can run on PGlite's one session: a user's search
 * during an export waited for it (p95 ~300 ms).
 *
 * Taken only when it is safe and fast, otherwise the caller falls back to the cursor:
 * - the sort is '<column> <dir>, <tie-break> <dir>' with plain columns (`ChavesDaOrdem`, written by
 *   `orderAndPage`); the tie-break is unique and NOT NULL (every search's is its row id); the sort
 *   column may be NULL;
 * - the statement is 'SELECT … WHERE … ORDER BY …' at its top level (no DISTINCT, GROUP BY, HAVING,
 *   set operation, LIMIT or OFFSET of its own), so a condition can be added to its WHERE and the two
 *   keys to its SELECT list;
 * - PostgreSQL's plan for a batch reads in the sort's order (no Sort node under the Limit): an index
 *   gives the order, so each batch reads `lote` rows. Without one, every batch would sort the whole
 *   result again — slower than the cursor.
 *
 * NULLs: a row comparison `(k, id) > (a, b)` never matches a NULL k, and NULLs sort last ascending,
 * first descending. So the read walks two regions in the sort's order — the rows with a value
 * (resumed by `(k, id) > (a, b)`) and the rows without one (by `k IS NULL AND id > b`) — and moves
 * to the next region when a batch comes back short. The keys travel as text and are parsed back by
 * PostgreSQL into the column's type, so dates and numbers compare exactly as stored.
 */
import type { Db } from '../db/types.ts';
import type { SortKeys } from '../lib/sql-paging.ts';

/** Where `sql`'s top-level clauses are (outside parentheses and string literals), or null. */
function clausulas(sql: string): { where: number; orderBy: number } | null {
  let depth = 0;
  let where = -1;
  let orderBy = -1;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'") {
      i = sql.indexOf("'", i + 1);
      while (i !== -1 && sql[i + 1] === "'") i = sql.indexOf("'", i + 2);
      if (i === -1) return null;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      i = sql.indexOf('*/', i + 2) + 1;
      if (i === 0) return null;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c)) {
      const resto = sql.slice(i + 1, i + 12).toUpperCase();
      if (/^WHERE\b/.test(resto)) where = i;
      else if (/^ORDER\s+BY\b/.test(resto)) orderBy = i;
      else if (/^(GROUP\s+BY|HAVING|UNION|INTERSECT|EXCEPT|LIMIT|OFFSET|WINDOW|FETCH)\b/.test(resto)) return null;
    }
  }
  return where !== -1 && orderBy > where ? { where, orderBy } : null;
}

/**
 * Rows per statement: a batch of the export is read in statements of at most this many rows, so a
 * user's query waits for one short statement at most (PGlite runs one at a time; interactive
 * requests go first between statements — db/pglite.ts). Measured at the state seed (a unit's CSV
 * export, CPF search p95 during it / rows per second): 2000 rows 132 ms / 31,000; 500 rows 40 ms /
 * 30,756; 250 rows 16 ms / 28,204 (idle: 8 ms).
 */
export const PASSO = 250;

export interface LeituraPorChaves {
  /** The next batch (rows without the key columns); fewer than `lote` rows at the end. */
  proximo<T>(): Promise<T[]>;
}

/** The keyset read of `sql` (a marked statement) or null when it is not safe or not indexed. */
export async function leituraPorChaves(
  db: Db,
  sql: string,
  params: unknown[],
  chaves: SortKeys,
  lote: number,
): Promise<LeituraPorChaves | null> {
  const corpo = sql.replace(/^\s+/, '');
  if (!/^SELECT\s/i.test(corpo) || /^SELECT\s+DISTINCT\b/i.test(corpo)) return null;
  const c = clausulas(corpo);
  if (!c) return null;
  const { column: k, tieBreak: id, dir } = chaves;
  // 'SELECT <keys>, <list> FROM … WHERE (<filters>) AND (<resume>) ORDER BY … LIMIT <n>'
  const inicio = `SELECT ${k}::text AS prh_k1, ${id}::text AS prh_k2, ${corpo.slice(7, c.where)} WHERE (${corpo.slice(c.where + 6, c.orderBy)})`;
  const ordem = corpo.slice(c.orderBy);
  const n = params.length;
  const consulta = (condicao: string | null, limite: number) =>
    `${inicio}${condicao ? ` AND (${condicao})` : ''} ${ordem} LIMIT ${limite}`;

  // The plan of a batch must read in the sort's order (an index), not sort everything.
  const plano = (await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${consulta(null, lote)}`, params))
    .rows[0]['QUERY PLAN'];
  const raiz = (typeof plano === 'string' ? JSON.parse(plano) : plano) as {
    Plan: { 'Node Type': string; Plans?: { 'Node Type': string }[] };
  }[];
  const filho = raiz[0].Plan['Node Type'] === 'Limit' ? raiz[0].Plan.Plans?.[0] : raiz[0].Plan;
  if (!filho || /Sort/.test(filho['Node Type'])) return null;

  const maior = dir === 'ASC' ? '>' : '<';
  // Regions in the sort's order: ASC values then NULLs (NULLS LAST), DESC NULLs then values.
  const regioes: ('valores' | 'nulos')[] = dir === 'ASC' ? ['valores', 'nulos'] : ['nulos', 'valores'];
  let regiao = -1; // -1: the first batch, no condition (it may span both regions)
  let ultimo: { k: string | null; id: string } | null = null;
  let fim = false;

  const condicao = (): { sql: string | null; params: unknown[] } => {
    if (regiao === -1) return { sql: null, params: [] };
    const r = regioes[regiao];
    if (!ultimo || (r === 'valores') !== (ultimo.k !== null)) {
      // Entering a region from its start.
      return { sql: r === 'valores' ? `${k} IS NOT NULL` : `${k} IS NULL`, params: [] };
    }
    return r === 'valores'
      ? { sql: `(${k}, ${id}) ${maior} ($${n + 1}, $${n + 2})`, params: [ultimo.k, ultimo.id] }
      : { sql: `${k} IS NULL AND ${id} ${maior} $${n + 1}`, params: [ultimo.id] };
  };

  return {
    async proximo<T>(): Promise<T[]> {
      const lidas: T[] = [];
      while (!fim && lidas.length < lote) {
        const cond = condicao();
        const pedidas = Math.min(PASSO, lote - lidas.length);
        const { rows } = await db.query<{ prh_k1: string | null; prh_k2: string }>(consulta(cond.sql, pedidas), [
          ...params,
          ...cond.params,
        ]);
        for (const { prh_k1, prh_k2, ...linha } of rows) {
          lidas.push(linha as T);
          ultimo = { k: prh_k1, id: prh_k2 };
        }
        if (regiao === -1) {
          if (rows.length < pedidas) fim = true;
          // Resume in the region of the last row read.
          else regiao = regioes.indexOf(ultimo!.k === null ? 'nulos' : 'valores');
        } else if (rows.length < pedidas) {
          // This region is done: the next one from its start (read on into it), or the end.
          if (regiao + 1 < regioes.length) {
            regiao++;
            ultimo = null;
          } else fim = true;
        }
      }
      return lidas;
    },
  };
}
