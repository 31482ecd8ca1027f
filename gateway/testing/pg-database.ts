/**
 * The gateway suite on a real PostgreSQL (`npm run test:unit:pg`): each test app gets its own
 * database, copied from a seeded template of its size (testing/support.ts `startTestApp`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../app.ts';

/**
 * True in the run of the gateway suite on a real PostgreSQL (`npm run test:unit:pg`,
 * vitest.pg.config.ts + gateway/testing/pg.setup.ts). Tests that are about PGlite itself (its pid lock,
 * its snapshots, its data folder) skip themselves with `describe.skipIf(naPg)` and say why.
 */
export const naPg = Boolean(process.env.PORTALRH_TEST_PG);

/** The admin URL of the throwaway test server with another database name. */
function urlPg(banco: string): string {
  const u = new URL(process.env.PORTALRH_TEST_PG!);
  u.pathname = `/${banco}`;
  return u.toString();
}

/** One short admin connection (database `postgres`) of the test server. */
async function comAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.PORTALRH_TEST_PG });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * CREATE DATABASE … TEMPLATE refuses while anything is connected to the template; a pool just
 * ended may leave its backends exiting for a few milliseconds, so it is retried briefly.
 */
async function criarDeModelo(c: pg.Client, banco: string, modelo: string) {
  for (let tentativa = 0; ; tentativa++) {
    try {
      await c.query(`CREATE DATABASE ${banco} TEMPLATE ${modelo}`);
      return;
    } catch (e) {
      if (tentativa >= 50 || !/being accessed by other users/.test((e as Error).message)) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const modelosProntos = new Map<number, Promise<void>>();

/**
 * Makes sure the template `semente_<size>` exists: the first test file (of any worker) that needs a
 * size seeds it once, under an advisory lock, through a real `createApp` (migrations + every
 * area's seed); the others wait for the lock and find it.
 */
function modeloPg(seedSize: number): Promise<void> {
  let pronto = modelosProntos.get(seedSize);
  if (!pronto) {
    pronto = comAdmin(async (c) => {
      await c.query('SELECT pg_advisory_lock(715000, $1)', [seedSize]);
      try {
        const modelo = `semente_${seedSize}`;
        if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [modelo])).rows.length) return;
        const preparo = `${modelo}_preparo`;
        await c.query(`DROP DATABASE IF EXISTS ${preparo}`);
        await c.query(`CREATE DATABASE ${preparo}`);
        const gw = await createApp({
          port: 0,
          host: '127.0.0.1',
          dataDir: ':memory:',
          databaseUrl: urlPg(preparo),
          seedSize,
          distDir: '/nonexistent-dist',
          logger: false,
          listen: false,
        });
        await gw.close();
        for (let tentativa = 0; ; tentativa++) {
          try {
            await c.query(`ALTER DATABASE ${preparo} RENAME TO ${modelo}`);
            break;
          } catch (e) {
            if (tentativa >= 50 || !/being accessed by other users/.test((e as Error).message)) throw e;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await c.query('SELECT pg_advisory_unlock(715000, $1)', [seedSize]);
      }
    });
    modelosProntos.set(seedSize, pronto);
    pronto.catch(() => modelosProntos.delete(seedSize));
  }
  return pronto;
}

/**
 * PostgreSQL run only: a fresh database copied from the seeded template of `seedSize` (a file
 * copy on the server, well under a second), its URL, and `drop()` that removes it.
 */
export async function bancoPgDeTeste(seedSize = 500): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  if (!naPg) throw new Error('bancoPgDeTeste: só na execução no PostgreSQL (PORTALRH_TEST_PG)');
  await modeloPg(seedSize);
  const banco = `t_${randomBytes(6).toString('hex')}`;
  await comAdmin((c) => criarDeModelo(c, banco, `semente_${seedSize}`));
  return {
    databaseUrl: urlPg(banco),
    // Not WITH (FORCE): a connection still open (a pool of the closed app ending, a background job
    // finishing) would get "terminating connection" as an unhandled error. PostgreSQL waits up to
    // 5 s for such connections to go; a database still in use then stays (the whole server is
    // removed at the end of the run).
    drop: () =>
      comAdmin(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${banco}`).catch((e: Error) => {
          if (!/being accessed by other users/.test(e.message)) throw e;
        });
      }),
  };
}
