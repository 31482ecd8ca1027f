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
   * every other app from the copy (gateway/test-support.ts).
   */
  snapshot?(): Promise<Blob>;
}
