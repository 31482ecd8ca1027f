/**
 * The seeds' bulk insert: INSERT_BATCH rows travel as ONE JSON parameter and the server turns them
 * into rows of the table's own type (json_populate_recordset), in the order given. One short
 * statement to parse and one value to bind, instead of a statement with thousands of placeholders
 * every 500 rows: a quarter of the server's work at the state seed was that parsing and binding,
 * and it is the same on PGlite and PostgreSQL (no COPY, which each engine feeds differently).
 *
 * Values are read by the columns' own input functions: numbers, booleans, null and text (dates as
 * 'YYYY-MM-DD', arrays as their literal '{…}'). A json/jsonb column would take the JSON value
 * itself, not text: no seed writes one through here.
 */
import type { Db } from './types.ts';

export const INSERT_BATCH = 5000;

/** Inserts `rows` (each an array of column values, in `columns` order) into `table`. */
export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const chaves = columns.map((c) => `${JSON.stringify(c)}:`);
  const lista = columns.join(', ');
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const partes: string[] = [];
    for (const r of rows.slice(start, start + INSERT_BATCH)) {
      let obj = '{';
      for (let i = 0; i < chaves.length; i++)
        obj += `${i ? ',' : ''}${chaves[i]}${r[i] === undefined ? 'null' : JSON.stringify(r[i])}`;
      partes.push(`${obj}}`);
    }
    await db.query(
      `INSERT INTO ${table} (${lista}) SELECT ${lista} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [`[${partes.join(',')}]`],
    );
  }
}
