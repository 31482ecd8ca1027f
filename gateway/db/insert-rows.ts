/** The seeds' bulk insert: rows go in multi-row INSERTs of INSERT_BATCH rows, values always bound. */
import type { Db } from './types.ts';

export const INSERT_BATCH = 500;

/** Builds one multi-row INSERT for `rows` (each an array of column values). */
export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const chunk = rows.slice(start, start + INSERT_BATCH);
    const params: unknown[] = [];
    const tuples = chunk.map(
      (r) =>
        `(${r
          .map((v) => {
            params.push(v);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
