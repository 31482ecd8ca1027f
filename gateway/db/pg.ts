/**
 * node-postgres pool behind the `Db` contract, used when `DATABASE_URL` points at a real server.
 */
import pg from 'pg';
import type { Db, QueryResult } from './types.ts';

type Client = pg.Pool | pg.PoolClient;

function wrap(c: Client, pool: pg.Pool): Db {
  return {
    kind: 'pg',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[] };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      if (c !== pool) return fn(wrap(c, pool));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const r = await fn(wrap(client, pool));
        await client.query('COMMIT');
        return r;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openPg(databaseUrl: string): Promise<Db> {
  // Keep DATE columns as text: the API answers 'YYYY-MM-DD' and must not shift by time zone.
  pg.types.setTypeParser(1082, (v) => v);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
