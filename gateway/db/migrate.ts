/**
 * Numbered SQL migrations (`migrations/NNN_name.sql`), applied in order once each and recorded in
 * `schema_migrations`. The same files run on PGlite and PostgreSQL.
 *
 * Several instances starting together on one PostgreSQL (docs/DEPLOYMENT.md): the whole check-and-
 * apply runs in ONE transaction holding a transaction-level advisory lock, so the second instance
 * waits for the first, then reads `schema_migrations` again and finds nothing left to do (without
 * the lock both would run the same migration: one fails on "already exists", or worse, a data
 * migration runs twice). Pending migrations commit together or not at all. On PGlite one process
 * owns the data folder; each migration has its own transaction as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types.ts';

const DIR = join(import.meta.dirname, 'migrations');
/** pg_advisory_xact_lock key of the migrations (any constant the application uses for nothing else). */
export const TRAVA_MIGRACOES = 7_150_290;

export async function migrate(db: Db): Promise<string[]> {
  if (db.kind === 'pg')
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [TRAVA_MIGRACOES]);
      return aplicar(tx);
    });
  return aplicar(db);
}

async function aplicar(db: Db): Promise<string[]> {
  // Created only when missing: an application role without DDL rights (docs/DEPLOYMENT.md, "The
  // application's role") then starts on a database whose owner applied the migrations; CREATE
  // TABLE IF NOT EXISTS would still need the right to create in the schema.
  const { rows } = await db.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!rows[0].t)
    await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    versao text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await db.query<{ versao: string }>('SELECT versao FROM schema_migrations')).rows.map((r) => r.versao),
  );
  const files = readdirSync(DIR)
    .filter((f) => /^\d{3}_.*\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const versao = file.replace(/\.sql$/, '');
    if (done.has(versao)) continue;
    const sql = readFileSync(join(DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (versao) VALUES ($1)', [versao]);
    });
    applied.push(versao);
  }
  return applied;
}

/** pg_advisory_xact_lock key of the start-up work after the migrations (seed, resource sync). */
export const TRAVA_INICIO = 7_150_291;

/**
 * Runs `fn` (the start-up work that writes: seeding what is empty, syncing resources) while this
 * instance holds an advisory lock, so instances starting together on one PostgreSQL take turns:
 * the second one finds the tables seeded and seeds nothing. The lock lives in a transaction of its
 * own held open meanwhile (one pooled connection, idle); `fn` uses the pool as usual, its own
 * transactions commit as they go. On PGlite (one process) it simply runs `fn`.
 */
export async function comTravaDeInicio<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.kind !== 'pg') return fn();
  return db.transaction(async (trava) => {
    await trava.query('SELECT pg_advisory_xact_lock($1)', [TRAVA_INICIO]);
    return fn();
  });
}
