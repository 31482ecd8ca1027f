/** Picks the database engine from the configuration and brings the schema up to date. */
import { semLimiteDeTempo } from './pedido-abortado.ts';
import { migrate } from './migrate.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';
import { inMemory, LIMITES_PADRAO, type Db, type LimitesBanco } from './types.ts';

/**
 * `from`: for an in-memory PGlite database, the `snapshot()` it starts from, or a file holding one (tests).
 * `limites`: time limits of a statement (db/types.ts); migrations run without one.
 */
export async function openDb(opts: {
  dataDir?: string;
  databaseUrl?: string;
  from?: Blob | string;
  limites?: Partial<LimitesBanco>;
}): Promise<Db> {
  const limites = { ...LIMITES_PADRAO, ...opts.limites };
  const db = opts.databaseUrl
    ? await openPg(opts.databaseUrl, limites)
    : inMemory(opts.dataDir)
      ? await openPglite(undefined, opts.from, limites)
      : await openPglite(opts.dataDir, undefined, limites);
  try {
    await semLimiteDeTempo(async () => {
      const aplicadas = await migrate(db);
      // PGlite has no autovacuum: a migration that rewrites or fills rows of an existing database
      // (028 copies sort columns) leaves index-only scans reading the heap until a VACUUM — the
      // bounded count of a unit went from ~10 ms to ~380 ms at the state seed. A fresh database is
      // vacuumed by its seed instead.
      if (db.kind === 'pglite' && aplicadas.length && (await db.query('SELECT 1 FROM servidor LIMIT 1')).rows.length)
        await db.exec('VACUUM ANALYZE');
    });
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
