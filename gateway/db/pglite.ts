/**
 * PGlite (PostgreSQL compiled to WebAssembly) behind the `Db` contract. Data lives in
 * `{dataDir}/pglite`, or in memory for tests. pg_trgm is loaded so the name search can use a
 * trigram index, exactly as on a real server.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, QueryResult } from './types.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(q: Queryable, root: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: r.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      // PGlite has no nested transactions; inside one, run in the same transaction.
      if (q !== root) return fn(wrap(q, root));
      return root.transaction((tx) => fn(wrap(tx, root)));
    },
    async close() {
      if (!root.closed) await root.close();
    },
  };
}

/** A second process on a data folder in use (the first `npm start` still running). */
export class BancoEmUso extends Error {
  readonly code = 'PRH_BANCO_EM_USO';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Portal RH: a pasta de dados ${dataDir} já está em uso pelo processo ${pid} (outro npm start?); pare-o antes ou use outra pasta em DATA_DIR.`);
  }
}

/**
 * PGlite has no multi-process locking: two processes on one folder corrupt it. A pid file makes a
 * second process (e.g. `npm run seed` while the server runs) fail fast instead.
 */
function lock(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    let alive: boolean;
    try {
      alive = pid > 0 && pid !== process.pid && (process.kill(pid, 0), true);
    } catch {
      alive = false;
    }
    if (alive) throw new BancoEmUso(dataDir, pid);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/**
 * Opens (creating when needed) a PGlite database; `dataDir` undefined means in memory, then
 * `from` (a `snapshot()` of another in-memory database) gives it that database's content.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Db> {
  if (!dataDir) {
    const pg = await PGlite.create({ extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
    return { ...wrap(pg, pg), snapshot: () => pg.dumpDataDir('none') };
  }
  const path = join(dataDir, 'pglite');
  mkdirSync(path, { recursive: true });
  const unlock = lock(dataDir);
  try {
    const pg = await PGlite.create({ dataDir: path, extensions: { pg_trgm } });
    const db = wrap(pg, pg);
    return {
      ...db,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}
