/** Picks the database engine from the configuration and brings the schema up to date. */
import { inMemory } from '../config.ts';
import { migrate } from './migrate.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';
import type { Db } from './types.ts';

/** `from`: for an in-memory PGlite database, the `snapshot()` it starts from (tests). */
export async function openDb(opts: { dataDir?: string; databaseUrl?: string; from?: Blob }): Promise<Db> {
  const db = opts.databaseUrl
    ? await openPg(opts.databaseUrl)
    : inMemory(opts.dataDir)
      ? await openPglite(undefined, opts.from)
      : await openPglite(opts.dataDir);
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
