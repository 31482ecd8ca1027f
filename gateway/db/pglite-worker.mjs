// @ts-check
/**
 * The embedded database's own thread ("a server that never freezes"): PGlite runs here,
 * off the HTTP event loop, and gateway/db/pglite.ts proxies the `Db` contract to it with messages.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit tsx's loader on Node 20 (a `.ts`
 * worker fails with "Unknown file extension"), and registering tsx inside the worker costs
 * ~200 ms per start — every gateway test file starts one. This file needs no transform, so it
 * loads the same under `npm start` (node --import tsx), `tsx` scripts and Vitest.
 *
 * The main side schedules: it sends ONE operation at a time and waits for its answer, so its queue
 * (priorities, transactions, dropped requests, time limits) is the only queue. Here each message
 * is simply run: { id, op, sql?, params?, tx? } → { id, ok: true, rows?, buf? } | { id, ok: false, erro }.
 * A transaction is PGlite's own `transaction()`, held open across messages until 'commit' or
 * 'rollback' arrives, so its queries run in it exactly as they did on the main thread.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs roda só como worker_thread');
const port = parentPort;

/** @type {{ path?: string, from?: ArrayBuffer, fromFile?: string, modulos?: import('./pglite-modulos.ts').ModulosPglite }} */
const dados = workerData ?? {};

/** Rolls back PGlite's transaction() when thrown from its callback. */
const DESFAZER = Symbol('desfazer');

/**
 * An error as plain data: its message, name and every own field PostgreSQL fills (code, detail,
 * constraint, table, column, hint, position, severity…), so the main side rebuilds an Error the
 * handlers and lib/errors.ts read as before.
 * @param {unknown} e
 */
function erroComoDados(e) {
  /** @type {Record<string, unknown>} */
  const d = { message: String(e), name: 'Error' };
  if (e && typeof e === 'object') {
    const o = /** @type {Record<string, unknown>} */ (e);
    d.message = typeof o.message === 'string' ? o.message : d.message;
    d.name = typeof o.name === 'string' ? o.name : 'Error';
    for (const k of Object.keys(o)) {
      const v = o[k];
      if (v === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof v)) d[k] = v;
    }
  }
  return d;
}

/** @type {PGlite} */
let pg;
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, fim: (commit: boolean) => void, fimTx: Promise<unknown> }>} */
const txs = new Map();
/** TEST HOOK (pglite.ts `sondaPglite`): how many statements ran, and the last ones' text. */
let executadas = 0;
/** @type {string[]} */
const recentes = [];

/** @param {string} sql */
function registrar(sql) {
  executadas++;
  recentes.push(sql);
  if (recentes.length > 500) recentes.shift();
}

/** @param {number | undefined} tx */
function alvo(tx) {
  if (tx === undefined) return pg;
  const t = txs.get(tx);
  if (!t) throw new Error(`transação ${tx} não está aberta`);
  return t.tx;
}

/**
 * @param {{ id: number, op: string, sql?: string, params?: unknown[], tx?: number }} m
 * @returns {Promise<{ rows?: unknown[], buf?: ArrayBuffer }>}
 */
async function executar(m) {
  switch (m.op) {
    case 'query': {
      registrar(m.sql ?? '');
      const r = await alvo(m.tx).query(m.sql ?? '', m.params);
      return { rows: r.rows };
    }
    case 'exec':
      registrar(m.sql ?? '');
      await alvo(m.tx).exec(m.sql ?? '');
      return {};
    case 'begin': {
      const id = /** @type {number} */ (m.tx);
      /** @type {(v?: unknown) => void} */
      let aberta = () => undefined;
      const abriu = new Promise((ok) => (aberta = ok));
      const fimTx = pg.transaction(async (tx) => {
        const commit = await new Promise((fim) => {
          txs.set(id, { tx, fim, fimTx });
          aberta();
        });
        if (!commit) throw DESFAZER;
      });
      // Awaited by 'commit'/'rollback'; a BEGIN that fails rejects before `abriu`.
      fimTx.catch(() => undefined);
      await Promise.race([abriu, fimTx]);
      return {};
    }
    case 'commit':
    case 'rollback': {
      const t = txs.get(/** @type {number} */ (m.tx));
      if (!t) return {};
      txs.delete(/** @type {number} */ (m.tx));
      t.fim(m.op === 'commit');
      try {
        await t.fimTx;
      } catch (e) {
        if (e !== DESFAZER) throw e;
      }
      return {};
    }
    case 'snapshot': {
      const blob = await pg.dumpDataDir('none');
      return { buf: await blob.arrayBuffer() };
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return {};
    case 'sonda':
      return { rows: [{ executadas, recentes: [...recentes] }] };
    default:
      throw new Error(`operação desconhecida: ${m.op}`);
  }
}

try {
  pg = await PGlite.create({
    extensions: { pg_trgm, btree_gin },
    // Compiled once in the main thread (pglite-modulos.ts), so this thread only instantiates them.
    ...(dados.modulos ? { pgliteWasmModule: dados.modulos.pglite, initdbWasmModule: dados.modulos.initdb } : {}),
    ...(dados.path ? { dataDir: dados.path } : {}),
    ...(dados.from ? { loadDataDir: new Blob([dados.from]) } : {}),
    // Read here, not on the main thread: a test file's seeded copy is tens of megabytes.
    ...(dados.fromFile ? { loadDataDir: new Blob([readFileSync(dados.fromFile)]) } : {}),
  });
  port.postMessage({ pronto: true });
} catch (e) {
  port.postMessage({ pronto: false, erro: erroComoDados(e) });
}

/**
 * A WebAssembly abort (out of memory, a trap: Emscripten throws WebAssembly.RuntimeError) leaves
 * PGlite's memory in an unknown state: the error is rethrown outside any promise, so this thread
 * dies and pglite.ts fails its statement with BancoReiniciado and starts a new worker.
 * @param {unknown} e
 */
function abortou(e) {
  return e instanceof WebAssembly.RuntimeError || (e instanceof Error && e.name === 'RuntimeError');
}

port.on('message', (/** @type {{ id: number, op: string, sql?: string, params?: unknown[], tx?: number }} */ m) => {
  executar(m).then(
    (r) => port.postMessage({ id: m.id, ok: true, ...r }, r.buf ? [r.buf] : []),
    (e) => {
      if (abortou(e))
        setImmediate(() => {
          throw e;
        });
      else port.postMessage({ id: m.id, ok: false, erro: erroComoDados(e) });
    },
  );
});
