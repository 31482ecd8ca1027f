/** Picks the database engine from the configuration and brings the schema up to date. */
import { inMemory } from '../config.ts';
import { migrate } from './migrate.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';
import type { Db } from './types.ts';

export async function openDb(opts: { dataDir?: string; databaseUrl?: string }): Promise<Db> {
  const db = opts.databaseUrl ? await openPg(opts.databaseUrl) : await openPglite(inMemory(opts.dataDir) ? undefined : opts.dataDir);
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
