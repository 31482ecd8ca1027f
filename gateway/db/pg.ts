/**
 * node-postgres pools behind the `Db` contract, used when `DATABASE_URL` points at a real server.
 *
 * Two pools ("a server that never freezes"), chosen by where a statement comes from
 * (db/pedido-abortado.ts):
 * - HTTP requests: up to 10 connections opened with `statement_timeout` = `limites.pedidoMs`
 *   (15 s), and the same limit to wait for a free connection — past either the server (SQLSTATE
 *   57014) or the pool gives up and lib/errors.ts answers the code-1 time-limit envelope;
 * - background work (report jobs, apurações): up to 4 connections with `limites.fundoMs`
 *   (10 min), so a long export never takes an interactive connection;
 * - migrations and seeds (`semLimiteDeTempo`) use the background pool with
 *   `statement_timeout = 0` for their statement or transaction; a request that uploads files
 *   (`markUpload`) gets `limites.uploadMs` the same way.
 * A request whose client went away: its reads waiting for a connection are dropped, a running read
 * (or any statement of its transaction, which then rolls back) still running
 * `limites.cancelarAposMs` later (200 ms) is cancelled with `pg_cancel_backend` from a separate short-lived connection (never one of
 * the pools, which may be exhausted), and the cancelled connection is discarded rather than
 * returned to the pool — a late cancel can never hit another request's statement. Stand-alone
 * writes run to the end.
 */
import pg from 'pg';
import {
  contextoConsulta,
  PedidoAbortado,
  somenteLeitura,
  TempoLimiteExcedido,
  type ContextoConsulta,
} from './pedido-abortado.ts';
import { LIMITES_PADRAO, requestLimitMs, type Db, type LimitesBanco, type QueryResult } from './types.ts';

interface Pools {
  url: string;
  pedido: pg.Pool;
  fundo: pg.Pool;
  limites: LimitesBanco;
}

const contexto = (): ContextoConsulta => contextoConsulta() ?? { origem: 'fundo' };
const poolDe = (p: Pools, ctx: ContextoConsulta) => (ctx.origem === 'pedido' ? p.pedido : p.fundo);

/** Cancels what backend `pid` is running, over its own connection. */
async function cancelar(url: string, pid: number): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.query('SELECT pg_cancel_backend($1)', [pid]);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** pg-pool's connectionTimeoutMillis (the wait for a free connection too) as the time-limit error. */
const esperaDemais =
  (p: Pools) =>
  (e: Error): never => {
    if (/timeout exceeded when trying to connect/i.test(e.message)) throw new TempoLimiteExcedido(p.limites.pedidoMs);
    throw e;
  };

/** A pool connection; a request that goes away while waiting for it gives up at once. */
async function checkout(p: Pools, ctx: ContextoConsulta, signal: AbortSignal | undefined): Promise<pg.PoolClient> {
  if (signal?.aborted) throw new PedidoAbortado();
  const conectar = poolDe(p, ctx).connect().catch(esperaDemais(p));
  if (!signal) return conectar;
  return new Promise((ok, ko) => {
    let desistiu = false;
    const aoAbortar = () => {
      desistiu = true;
      ko(new PedidoAbortado());
    };
    signal.addEventListener('abort', aoAbortar, { once: true });
    conectar.then(
      (c) => {
        signal.removeEventListener('abort', aoAbortar);
        if (desistiu) c.release();
        else ok(c);
      },
      (e: Error) => {
        signal.removeEventListener('abort', aoAbortar);
        if (!desistiu) ko(e);
      },
    );
  });
}

/**
 * One statement on a connection this code holds; cancelled on the server when `signal` fires.
 * Returns whether the connection must be discarded (a cancel was sent).
 */
async function executar(
  p: Pools,
  c: pg.PoolClient,
  sql: string,
  params: unknown[] | undefined,
  signal: AbortSignal | undefined,
  estado: { cancelou?: Promise<void> },
) {
  if (signal?.aborted) throw new PedidoAbortado();
  let adiado: NodeJS.Timeout | undefined;
  const aoAbortar = () => {
    adiado = setTimeout(() => {
      const pid = (c as unknown as { processID: number | null }).processID;
      if (pid) estado.cancelou ??= cancelar(p.url, pid).catch(() => undefined);
    }, p.limites.cancelarAposMs ?? LIMITES_PADRAO.cancelarAposMs);
  };
  signal?.addEventListener('abort', aoAbortar, { once: true });
  try {
    return await c.query(sql, params);
  } catch (e) {
    if (signal?.aborted) throw new PedidoAbortado();
    throw e;
  } finally {
    signal?.removeEventListener('abort', aoAbortar);
    // Ended within the grace: nothing to cancel, and the connection goes back to the pool.
    clearTimeout(adiado);
  }
}

/** Gives the connection back, or discards it after a cancel (awaited first). */
async function devolver(c: pg.PoolClient, estado: { cancelou?: Promise<void> }) {
  if (estado.cancelou) {
    await estado.cancelou;
    c.release(true);
  } else c.release();
}

/**
 * The statement time limit that differs from the pool's: none for maintenance, the upload limit
 * for a request that uploads files (db/types.ts); undefined keeps the pool's.
 */
function limiteProprio(p: Pools, ctx: ContextoConsulta): number | undefined {
  if (ctx.origem === 'manutencao') return 0;
  if (ctx.origem === 'pedido' && ctx.upload) return Math.trunc(requestLimitMs(p.limites, true));
  return undefined;
}

/** A statement outside a transaction. */
async function avulsa(p: Pools, sql: string, params?: unknown[]) {
  const ctx = contexto();
  const leitura = somenteLeitura(sql);
  const signal = ctx.origem === 'pedido' && leitura ? ctx.signal : undefined;
  if (signal?.aborted) throw new PedidoAbortado();
  const limite = limiteProprio(p, ctx);
  if (!signal && limite === undefined) return poolDe(p, ctx).query(sql, params).catch(esperaDemais(p));
  const c = await checkout(p, ctx, signal);
  const estado: { cancelou?: Promise<void> } = {};
  try {
    if (limite === undefined) return await executar(p, c, sql, params, signal, estado);
    await c.query(`SET statement_timeout = ${limite}`);
    try {
      return await executar(p, c, sql, params, signal, estado);
    } finally {
      // Also after a failure: the connection goes back to a pool whose limit is another. One
      // that cannot be reset is discarded like a cancelled one.
      if (!estado.cancelou) await c.query('RESET statement_timeout').catch(() => (estado.cancelou = Promise.resolve()));
    }
  } finally {
    await devolver(c, estado);
  }
}

function wrapTx(p: Pools, c: pg.PoolClient, signal: AbortSignal | undefined, estado: { cancelou?: Promise<void> }): Db {
  const db: Db = {
    kind: 'pg',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await executar(p, c, sql, params, signal, estado);
      return { rows: r.rows as T[] };
    },
    async exec(sql: string) {
      await executar(p, c, sql, undefined, signal, estado);
    },
    transaction: (fn) => fn(db),
    async close() {
      throw new Error('close() dentro de uma transação');
    },
  };
  return db;
}

function wrap(p: Pools): Db {
  return {
    kind: 'pg',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await avulsa(p, sql, params);
      return { rows: r.rows as T[] };
    },
    async exec(sql: string) {
      await avulsa(p, sql);
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      const ctx = contexto();
      // Every statement of a request's transaction is cancelled when its client goes away.
      const signal = ctx.origem === 'pedido' ? ctx.signal : undefined;
      const c = await checkout(p, ctx, signal);
      const estado: { cancelou?: Promise<void> } = {};
      try {
        await c.query('BEGIN');
        const limite = limiteProprio(p, ctx);
        if (limite !== undefined) await c.query(`SET LOCAL statement_timeout = ${limite}`);
        const r = await fn(wrapTx(p, c, signal, estado));
        await c.query('COMMIT');
        return r;
      } catch (e) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        await devolver(c, estado);
      }
    },
    async close() {
      await Promise.all([p.pedido.end(), p.fundo.end()]);
    },
    pendentes: () => p.pedido.waitingCount + p.fundo.waitingCount,
    uso: () =>
      (['pedido', 'fundo'] as const).map((nome) => ({
        pool: nome,
        total: p[nome].totalCount,
        ociosas: p[nome].idleCount,
        esperando: p[nome].waitingCount,
      })),
  };
}

export async function openPg(databaseUrl: string, limites: LimitesBanco = LIMITES_PADRAO): Promise<Db> {
  // Keep DATE columns as text: the API answers 'YYYY-MM-DD' and must not shift by time zone.
  pg.types.setTypeParser(1082, (v) => v);
  // bigint (bigserial ids, count(*)) as a number, as PGlite answers it (ids and counts stay < 2^53).
  pg.types.setTypeParser(20, Number);
  const pool = (max: number, ms: number, esperaMs: number) =>
    new pg.Pool({
      connectionString: databaseUrl,
      max,
      ...(ms > 0 ? { statement_timeout: ms } : {}),
      ...(esperaMs > 0 ? { connectionTimeoutMillis: esperaMs } : {}),
    });
  const p: Pools = {
    url: databaseUrl,
    pedido: pool(10, limites.pedidoMs, limites.pedidoMs),
    fundo: pool(4, limites.fundoMs, 0),
    limites,
  };
  try {
    await p.pedido.query('SELECT 1');
  } catch (e) {
    await Promise.all([p.pedido.end(), p.fundo.end()]);
    throw e;
  }
  return wrap(p);
}
