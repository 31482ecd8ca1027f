/**
 * Numbered SQL migrations (`migrations/NNN_name.sql`), applied in order once each and recorded in
 * `schema_migrations`. The same files run on PGlite and PostgreSQL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types.ts';

const DIR = join(import.meta.dirname, 'migrations');

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    versao text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ versao: string }>('SELECT versao FROM schema_migrations')).rows.map((r) => r.versao));
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
