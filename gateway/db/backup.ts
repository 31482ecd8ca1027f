/**
 * Backup and restore of the embedded default (`npm run backup` / `npm run restore`): the whole
 * data folder — PGlite's database, the signing keys (keys.json) and the generated reports — in
 * one .tar.gz, streamed to and from disk (a state-size database is gigabytes).
 *
 * PGlite allows one process per folder, so a backup is taken with the server STOPPED: opening
 * the folder takes its lock (BancoEmUso names the server's pid otherwise) and replays what a
 * crash left, closing shuts it down cleanly, and the files are then copied under the same lock —
 * a consistent copy, like a copy of a stopped PostgreSQL. On PostgreSQL use pg_dump
 * (docs/DEPLOYMENT.md, "Backups").
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import * as tar from 'tar';
import type { Db } from './types.ts';
import { openPglite, travarPasta } from './pglite.ts';
import { makePrivate } from './private-folder.ts';

/** What is not copied: the lock of the process that took the copy. */
const FORA_DA_COPIA = new Set(['pglite.pid']);

/** Rows of every table of the schema, by table: what a backup holds and a restore must give back. */
export async function contarLinhas(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ t: string }>(
    "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const linhas: Record<string, number> = {};
  for (const { t } of rows)
    linhas[t] = (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t.replaceAll('"', '""')}"`)
    ).rows[0].n;
  return linhas;
}

/** Opens the folder's database, runs `fn` on it, closes it. */
async function naPasta<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(dataDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The rows of every table of the database in the folder `dataDir` (closed again afterwards). */
export const linhasNaPasta = (dataDir: string): Promise<Record<string, number>> => naPasta(dataDir, contarLinhas);

/**
 * A report generated before migration 033 keeps its file's absolute path (later ones are in the
 * database): restored elsewhere, those paths are pointed at the new folder's `relatorios/`, or
 * 'Meus relatórios' would not find them.
 */
async function apontarRelatorios(db: Db, dataDir: string): Promise<void> {
  await db.query(
    `UPDATE relatorio_solicitado SET arquivo = $1 || substring(arquivo from '[^/]+$') WHERE arquivo IS NOT NULL`,
    [`${resolve(dataDir, 'relatorios')}/`],
  );
}

export interface ResultadoCopia {
  arquivo: string;
  bytes: number;
  linhas: Record<string, number>;
}

/** Copies the data folder `dataDir` (server stopped) to the .tar.gz `arquivo`. */
export async function copiarPasta(dataDir: string, arquivo: string): Promise<ResultadoCopia> {
  if (!existsSync(resolve(dataDir, 'pglite'))) throw new Error(`Não há banco embutido em ${dataDir}.`);
  const linhas = await linhasNaPasta(dataDir);
  const destravar = travarPasta(dataDir);
  try {
    mkdirSync(dirname(resolve(arquivo)), { recursive: true, mode: 0o700 });
    const itens = readdirSync(dataDir).filter((f) => !FORA_DA_COPIA.has(f));
    // The archive holds the keys and every record: its owner's alone, also when it replaces an
    // older file (whose mode a write would keep).
    await tar.c({ gzip: true, file: arquivo, cwd: dataDir, portable: true, mode: 0o600 }, itens);
    chmodSync(arquivo, 0o600);
  } finally {
    destravar();
  }
  return { arquivo, bytes: statSync(arquivo).size, linhas };
}

/** Restores the .tar.gz `arquivo` into `dataDir`, which must be empty or new; its rows, counted. */
export async function restaurarPasta(arquivo: string, dataDir: string): Promise<ResultadoCopia> {
  if (!existsSync(arquivo)) throw new Error(`Arquivo não encontrado: ${arquivo}.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`A pasta ${dataDir} não está vazia: restaure numa pasta nova (DATA_DIR) ou apague-a antes.`);
  // Created closed, so nothing extracted is ever reachable by others; then closed like the
  // folder, whatever modes the archive recorded.
  makePrivate(dataDir);
  await tar.x({ file: arquivo, cwd: dataDir, strict: true });
  makePrivate(dataDir);
  if (!existsSync(resolve(dataDir, 'pglite')))
    throw new Error(`${basename(arquivo)} não é uma cópia do Portal RH (não contém a pasta pglite).`);
  const linhas = await naPasta(dataDir, async (db) => {
    await apontarRelatorios(db, dataDir);
    return contarLinhas(db);
  });
  return { arquivo, bytes: statSync(arquivo).size, linhas };
}
