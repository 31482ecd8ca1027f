/**
 * PGlite (PostgreSQL compiled to WebAssembly) behind the `Db` contract. Data lives in
 * `{dataDir}/pglite`, or in memory for tests. pg_trgm and btree_gin are loaded so the name search
 * can use a trigram index (of the unit's rows: migration 030), exactly as on a real server.
 *
 * PGlite runs in its own worker thread (pglite-worker.mjs); pglite-fila.ts keeps the one queue of
 * database work in front of it (order, abandoned requests, time limits, restarts after a crash —
 * described there). This file opens a database: the data folder's lock, the worker, and the `Db`
 * adapter over the queue.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { erroDe, FalhaNoWorker } from './pglite-erros.ts';
import { Fila, type Op, type Resposta } from './pglite-fila.ts';
import { modulosPglite } from './pglite-modulos.ts';
import { makePrivate } from './private-folder.ts';
import { LIMITES_PADRAO, type Db, type LimitesBanco, type QueryResult } from './types.ts';

// Importers (server, backup, tests) reach the embedded database's errors and limits through this module.
export { BancoParado, BancoReiniciado } from './pglite-erros.ts';
export { JANELA_REINICIOS_MS, MAX_REINICIOS } from './pglite-fila.ts';

/** A second process on a data folder in use (the first `npm start` still running). */
export class BancoEmUso extends Error {
  readonly code = 'PRH_BANCO_EM_USO';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Portal RH: a pasta de dados ${dataDir} já está em uso pelo processo ${pid} (outro npm start?); pare-o antes ou use outra pasta em DATA_DIR.`,
    );
  }
}

/**
 * PGlite has no multi-process locking: two processes on one folder corrupt it. A pid file makes a
 * second process (e.g. `npm run seed` while the server runs) fail fast instead. Returns the unlock.
 */
export function travarPasta(dataDir: string): () => void {
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

const SONDA = new WeakMap<Db, Fila>();

/**
 * TEST HOOK: kills the worker thread (`worker.terminate()`) as a crash would, so the tests can
 * assert what a crash fails and that the database comes back (pglite-reinicio.test.ts).
 */
export async function derrubarPglite(db: Db): Promise<void> {
  const f = SONDA.get(db);
  if (!f) throw new Error('não é um banco PGlite');
  await f.derrubar();
}

/**
 * TEST HOOK: how many statements the worker has run and the text of the last 500 — proves that a
 * dropped query never reached the database.
 */
export async function sondaPglite(db: Db): Promise<{ executadas: number; recentes: string[] }> {
  const f = SONDA.get(db);
  if (!f) throw new Error('não é um banco PGlite');
  const r = await f.sonda().catch((e: unknown) => {
    throw e instanceof FalhaNoWorker ? erroDe(e.dados) : e;
  });
  return r.rows![0] as { executadas: number; recentes: string[] };
}

/** `fila.enviar`, with a worker's failure rebuilt as an Error here (see FalhaNoWorker). */
async function pedir(fila: Fila, op: Op, o?: { sql?: string; params?: unknown[]; tx?: number }): Promise<Resposta> {
  try {
    return await fila.enviar(op, o);
  } catch (e) {
    throw e instanceof FalhaNoWorker ? erroDe(e.dados) : e;
  }
}

function wrap(fila: Fila, tx: number | undefined, fechar: () => Promise<void>): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await pedir(fila, 'query', { sql, params, tx });
      return { rows: r.rows as T[] };
    },
    async exec(sql: string) {
      await pedir(fila, 'exec', { sql, tx });
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      // PGlite has no nested transactions; inside one, run in the same transaction.
      if (tx !== undefined) return fn(db);
      const id = fila.novaTx();
      await pedir(fila, 'begin', { tx: id });
      let r: R;
      try {
        r = await fn(wrap(fila, id, fechar));
      } catch (e) {
        await pedir(fila, 'rollback', { tx: id });
        throw e;
      }
      await pedir(fila, 'commit', { tx: id });
      return r;
    },
    close: fechar,
    pendentes: () => fila.pendentes(),
  };
  return db;
}

/**
 * Starts a worker thread and waits until its PGlite is open. `from` is transferred to the worker
 * (it is detached here afterwards).
 */
export async function iniciarWorker(path: string | undefined, from: ArrayBuffer | string | undefined): Promise<Worker> {
  const modulos = await modulosPglite();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: typeof from === 'string' ? { path, fromFile: from, modulos } : { path, from, modulos },
    transferList: from && typeof from !== 'string' ? [from] : [],
  });
  await new Promise<void>((ok, ko) => {
    const aoSair = (code: number) => ko(new Error(`o worker do PGlite terminou ao abrir (código ${code})`));
    worker.once('error', ko);
    worker.once('exit', aoSair);
    worker.once('message', (m: { pronto: boolean; erro?: Record<string, unknown> }) => {
      worker.off('error', ko);
      worker.off('exit', aoSair);
      if (m.pronto) ok();
      else void worker.terminate().finally(() => ko(erroDe(m.erro)));
    });
  });
  return worker;
}

/**
 * Opens (creating when needed) a PGlite database; `dataDir` undefined means in memory, then
 * `from` (a `snapshot()` of another in-memory database, or the path of a file holding one) gives it
 * that database's content.
 * On a data folder a worker that dies is replaced by a new one (file comment); in memory not.
 */
export async function openPglite(
  dataDir?: string,
  from?: Blob | string,
  limites: LimitesBanco = LIMITES_PADRAO,
): Promise<Db> {
  let path: string | undefined;
  let unlock = () => undefined as void;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    makePrivate(dataDir);
    mkdirSync(path, { recursive: true, mode: 0o700 });
    unlock = travarPasta(dataDir);
  }
  try {
    const worker = await iniciarWorker(path, from instanceof Blob ? await from.arrayBuffer() : from);
    // A new database's files were just written 0666 (private-folder.ts says why): closed at once.
    if (dataDir) makePrivate(dataDir);
    // The pid-file lock stays held across restarts: only `close()` releases it.
    const fila = new Fila(worker, limites, path ? () => iniciarWorker(path, undefined) : undefined);
    let fechado: Promise<void> | undefined;
    const fechar = () =>
      (fechado ??= (async () => {
        try {
          await pedir(fila, 'close');
        } finally {
          await fila.terminar();
          unlock();
        }
      })());
    const db = wrap(fila, undefined, fechar);
    SONDA.set(db, fila);
    if (!dataDir)
      db.snapshot = async () => {
        const r = await pedir(fila, 'snapshot');
        return new Blob([r.buf!]);
      };
    return db;
  } catch (e) {
    unlock();
    throw e;
  }
}
