/**
 * The one database contract the gateway codes against, so the same SQL runs on embedded PGlite
 * (default, tests) and on a real PostgreSQL server (`DATABASE_URL`).
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Db {
  /** One parameterised statement ($1, $2 …). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /** Which engine is behind it (for the start-up banner). */
  readonly kind: 'pglite' | 'pg';
  /**
   * In-memory PGlite only: a copy of the whole database (an uncompressed tar of its data folder)
   * that `openPglite(undefined, copy)` opens again — the gateway tests seed once per run and start
   * every other app from the copy (gateway/testing/support.ts).
   */
  snapshot?(): Promise<Blob>;
  /**
   * Statements waiting for the database, not yet running (PGlite: its worker's queue; PostgreSQL:
   * requests waiting for a pool connection) — the overload check reads it on every request.
   */
  pendentes?(): number;
  /** PostgreSQL only: each pool's connections, idle ones and requests waiting for one (metrics). */
  uso?(): UsoDoPool[];
}

export interface UsoDoPool {
  pool: string;
  total: number;
  ociosas: number;
  esperando: number;
}

/**
 * Time limits of a statement, by where it comes from (db/pedido-abortado.ts):
 * an HTTP request (`pedidoMs`), a request that uploads files (`uploadMs`), or background work such
 * as report jobs (`fundoMs`); migrations and seeds have none. 0 = no limit. `maxFila`: statements
 * waiting for the database beyond which new requests get the 503 envelope at once
 * (security/sobrecarga.ts).
 *
 * Why uploads get their own, longer limit: each stores up to 4 MB in one
 * INSERT, and on PGlite's one worker 20 parallel uploads queue behind each other — the 15 s of a
 * search made a quarter of them fail with a search's message. A search past 15 s is a runaway
 * filter; an upload still queued at 15 s is only waiting its turn.
 */
export interface LimitesBanco {
  pedidoMs: number;
  fundoMs: number;
  maxFila: number;
  /** Statements of a request that uploads files (default LIMITES_PADRAO.uploadMs). */
  uploadMs?: number;
  /**
   * PostgreSQL: how long a running statement of a request whose client left may still finish by
   * itself before it is cancelled (db/pg.ts). A cancel costs a new connection (a server process and
   * its sign-in) and the pool loses the cancelled one: when 50 clients left at once (bench:load's
   * end), cancelling their few-millisecond searches left the pool reconnecting and the next user
   * waiting ~900 ms. Only statements that outlast this are worth stopping.
   */
  cancelarAposMs?: number;
}

export const LIMITES_PADRAO: Required<LimitesBanco> = {
  pedidoMs: 15_000,
  fundoMs: 600_000,
  maxFila: 200,
  uploadMs: 120_000,
  cancelarAposMs: 200,
};

/** The limit of a request's statements: an upload's (`upload`) or any other request's. */
export const requestLimitMs = (limites: LimitesBanco, upload: boolean | undefined): number =>
  upload ? (limites.uploadMs ?? LIMITES_PADRAO.uploadMs) : limites.pedidoMs;

/** True when nothing must be written to disk (tests): no data folder, or ':memory:'. */
export const inMemory = (dataDir: string | undefined): boolean => dataDir === undefined || dataDir === ':memory:';
