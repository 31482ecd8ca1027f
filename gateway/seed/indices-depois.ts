/**
 * Bulk loads of the seed build a table's secondary indexes after its rows are in: one sorted build
 * per index instead of one insertion per row and index. At the state seed `servidor` alone has 17
 * indexes (two of them trigram GIN): maintained row by row, their pages no longer fit in memory and
 * the load turns into random reads and writes.
 *
 * Only indexes no constraint owns or uses are dropped: primary keys, UNIQUE constraints and the
 * indexes foreign keys point at stay, so every check the schema makes still runs during the load.
 * The definitions are read from the catalogue (pg_get_indexdef), so a migration that adds an index
 * needs no change here. Rebuilt also when the load fails: outside a transaction nothing would put
 * them back (inside one, the rollback does).
 */
import type { Db } from '../db/types.ts';

interface Indice {
  nome: string;
  def: string;
}

async function secundarios(db: Db, tabelas: readonly string[]): Promise<Indice[]> {
  const { rows } = await db.query<Indice>(
    `SELECT ic.relname AS nome, pg_get_indexdef(x.indexrelid) AS def
       FROM pg_index x JOIN pg_class ic ON ic.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[]) AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY t.relname, ic.relname`,
    [`{${tabelas.join(',')}}`],
  );
  return rows;
}

/** Memory of one index build: the sorts of a state-size table then stay in memory. */
const memoria = (db: Db) => (db.kind === 'pg' ? '512MB' : '128MB');

async function recriar(db: Db, indices: Indice[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL maintenance_work_mem = '${memoria(db)}'`);
    for (const i of indices) await tx.exec(i.def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
  });
}

/** Runs `carga` with the secondary indexes of `tabelas` dropped, and builds them again afterwards. */
export async function comIndicesDepois<R>(db: Db, tabelas: readonly string[], carga: () => Promise<R>): Promise<R> {
  const indices = await secundarios(db, tabelas);
  for (const i of indices) await db.exec(`DROP INDEX IF EXISTS "${i.nome}"`);
  let r: R;
  try {
    r = await carga();
  } catch (e) {
    // Inside a transaction this fails too (it is aborted) and the rollback restores the indexes.
    await recriar(db, indices).catch(() => undefined);
    throw e;
  }
  await recriar(db, indices);
  return r;
}
