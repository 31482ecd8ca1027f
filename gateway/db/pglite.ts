/**
 * PGlite (PostgreSQL compiled to WebAssembly) behind the `Db` contract. Data lives in
 * `{dataDir}/pglite`, or in memory for tests. pg_trgm and btree_gin are loaded so the name search
 * can use a trigram index (of the unit's rows: migration 030), exactly as on a real server.
 *
 * PGlite runs in its own worker thread (pglite-worker.mjs), so a long statement (an export page, a
 * big count) no longer freezes every HTTP request (issue 15). This side keeps the one queue of
 * database work and sends the worker ONE operation at a time:
 *
 * - Order: the open transaction's statements first (nothing else may run inside it — PGlite's own
 *   transaction mutex did the same), then statements of HTTP requests, then background work
 *   (report jobs, apurações: "report jobs yield to interactive queries"), FIFO within each.
 * - Abandoned requests (lib/pedido-abortado.ts): a queued read (or any statement of a transaction)
 *   of a request whose client went away is dropped, never sent. A running statement cannot be
 *   interrupted on PGlite: the worker finishes it, its result is ignored.
 * - Time limits (`LimitesBanco`): a statement still queued at the limit is dropped; a running
 *   read (or a statement inside a transaction, which then rolls back) is no longer awaited — it
 *   fails with TempoLimiteExcedido while the worker finishes it in the background, and the queue
 *   moves on when it does. A stand-alone write already running is always awaited (a failed write
 *   must not have happened).
 * - `pendentes()`: statements waiting (not running) — security/sobrecarga.ts answers 503 past
 *   `maxFila`.
 * - A dead worker (an uncaught error; a WebAssembly abort such as out of memory — the worker
 *   rethrows its RuntimeError so that its thread dies; `terminate()`; never `close()`): the
 *   running statement and every statement queued at that moment fail with BancoReiniciado, and so
 *   does an open transaction (its later statements and its commit: its work is lost, as PostgreSQL
 *   rolls back the transaction of a dead backend). On a data folder a NEW worker opens the same
 *   folder at once (PGlite replays its WAL: committed work is kept); statements issued meanwhile
 *   are queued as usual and run on it. A stand-alone write running at the crash may or may not
 *   have committed, as with a connection lost on PostgreSQL. The pid-file lock stays held
 *   throughout; one console.error line per restart, with the exit code. A crash loop does not
 *   spin: past `MAX_REINICIOS` restarts within `JANELA_REINICIOS_MS` (a new worker failing to
 *   start counts too) the database stays stopped and every query fails with BancoParado, so
 *   `GET /saude` answers 503 until the server is restarted by hand. An in-memory database (tests)
 *   is never restarted: its content died with the worker (its `from` dump was transferred to the
 *   worker and is not kept — restarting from it would silently lose every write since), so it
 *   fails with BancoParado at once. lib/errors.ts answers both with HTTP 503 and the code-1
 *   envelope.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  contextoConsulta,
  PedidoAbortado,
  somenteLeitura,
  TempoLimiteExcedido,
  type ContextoConsulta,
} from '../lib/pedido-abortado.ts';
import { LIMITES_PADRAO, requestLimitMs, type Db, type LimitesBanco, type QueryResult } from './types.ts';

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

type Op = 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'snapshot' | 'close' | 'sonda';

interface Resposta {
  id: number;
  ok: boolean;
  rows?: unknown[];
  buf?: ArrayBuffer;
  erro?: Record<string, unknown>;
}

interface Tarefa {
  id: number;
  op: Op;
  sql?: string;
  params?: unknown[];
  tx?: number;
  /** No longer awaited once running (abandoned or past the limit). */
  abandonavel: boolean;
  resolve: (r: Resposta) => void;
  reject: (e: Error) => void;
  /** Settled already (dropped, timed out, abandoned): the answer is ignored. */
  fim: boolean;
  /** From an HTTP request (or a transaction opened by one). */
  interativa: boolean;
  limpar: () => void;
}

/**
 * A failure as the worker sent it. Not an Error: the Error is built in `pedir`, inside the async
 * call chain, so its stack shows the code that issued the statement (V8's async stack traces)
 * instead of the worker's message handler.
 */
class FalhaNoWorker {
  constructor(readonly dados: Record<string, unknown> | undefined) {}
}

/**
 * The worker thread died (see the file comment): the statement it was running, the statements
 * queued at that moment and the open transaction failed; a new worker is starting on the same
 * data folder, so the same call may simply be tried again. lib/errors.ts answers it with the
 * code-1 envelope and HTTP 503.
 */
export class BancoReiniciado extends Error {
  readonly code = 'PRH_BANCO_REINICIADO';
  constructor() {
    super('O banco de dados embutido foi reiniciado; tente novamente.');
    this.name = 'BancoReiniciado';
  }
}

/**
 * The worker thread died and is not restarted: an in-memory database (its content died with it)
 * or too many restarts in a row (`MAX_REINICIOS` within `JANELA_REINICIOS_MS`). Every later query
 * fails with it, so the health check (`GET /saude`) answers 503 until the server is restarted.
 */
export class BancoParado extends Error {
  readonly code = 'PRH_BANCO_PARADO';
  constructor(readonly motivo: string) {
    super('O banco de dados embutido parou e não pôde ser reiniciado; avise o administrador do sistema.');
    this.name = 'BancoParado';
  }
}

/** At most this many restarts of the worker within `JANELA_REINICIOS_MS`; past that it stays stopped. */
export const MAX_REINICIOS = 3;
export const JANELA_REINICIOS_MS = 60_000;

/** An error of the worker rebuilt with its PostgreSQL fields (code, detail, constraint…). */
function erroDe(d: Record<string, unknown> | undefined): Error {
  const { message, name, ...campos } = d ?? {};
  const e = new Error(typeof message === 'string' ? message : 'erro no banco de dados');
  if (typeof name === 'string') e.name = name;
  return Object.assign(e, campos);
}

class Fila {
  /** Undefined while a new worker starts (after a crash): the queue waits for it. */
  private worker: Worker | undefined;
  private seq = 0;
  private txSeq = 0;
  /** The transaction holding the session (its statements only may run). */
  private txAtiva: number | undefined;
  private readonly doTx: Tarefa[] = [];
  private readonly interativas: Tarefa[] = [];
  private readonly fundo: Tarefa[] = [];
  private emCurso: Tarefa | undefined;
  private readonly aguardando = new Map<number, Tarefa>();
  private morto: Error | undefined;
  /** `close()` called: the worker's exit is expected, never restarted. */
  private fechando = false;
  /** When the last restarts happened (crash-loop limit). */
  private reinicios: number[] = [];
  /** Transactions open when a worker died: their later statements fail, their rollback is a no-op. */
  private readonly perdidas = new Set<number>();
  /** The new worker starting after a crash. */
  private reinicio: Promise<void> | undefined;

  /** `reabrir`: starts a new worker on the same data; undefined (in memory) means no restart. */
  constructor(
    worker: Worker,
    private readonly limites: LimitesBanco,
    private readonly reabrir: (() => Promise<Worker>) | undefined,
  ) {
    this.adotar(worker);
  }

  private adotar(w: Worker) {
    this.worker = w;
    let erro: Error | undefined;
    w.on('message', (r: Resposta) => {
      if (this.worker === w) this.resposta(r);
    });
    // An uncaught error in the worker ('error' comes first, then 'exit').
    w.on('error', (e) => (erro = e));
    w.on('exit', (code) => {
      if (this.worker === w) this.caiu(code, erro);
    });
    w.unref();
  }

  pendentes(): number {
    return this.doTx.length + this.interativas.length + this.fundo.length;
  }

  novaTx(): number {
    return ++this.txSeq;
  }

  /** Sends `op` when its turn comes; see the file comment for dropping and time limits. */
  enviar(op: Op, o: { sql?: string; params?: unknown[]; tx?: number } = {}): Promise<Resposta> {
    // Closing a database that stopped: nothing left to close.
    if (this.morto) return op === 'close' ? Promise.resolve({ id: 0, ok: true }) : Promise.reject(this.morto);
    // A transaction the dead worker took with it: rolled back already.
    if (o.tx !== undefined && this.perdidas.has(o.tx))
      return op === 'rollback' ? Promise.resolve({ id: 0, ok: true }) : Promise.reject(new BancoReiniciado());
    const ctx: ContextoConsulta = contextoConsulta() ?? { origem: 'fundo' };
    const controle = op === 'query' || op === 'exec' || op === 'begin';
    const leitura = op === 'query' && somenteLeitura(o.sql ?? '');
    // A statement of an open transaction (its BEGIN is queued like any other statement).
    const noTx = o.tx !== undefined && op !== 'begin';
    const descartavel = controle && ctx.origem !== 'manutencao';
    // A running BEGIN is always awaited: abandoned, it would leave a transaction nobody closes.
    const abandonavel = descartavel && (leitura || noTx);
    const signal = descartavel ? ctx.signal : undefined;
    if (signal?.aborted && (leitura || noTx || op === 'begin')) return Promise.reject(new PedidoAbortado());
    const limiteMs =
      !controle || ctx.origem === 'manutencao'
        ? 0
        : ctx.origem === 'pedido'
          ? requestLimitMs(this.limites, ctx.upload)
          : this.limites.fundoMs;

    return new Promise<Resposta>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const t: Tarefa = {
        id: ++this.seq,
        op,
        sql: o.sql,
        params: o.params,
        tx: o.tx,
        abandonavel,
        fim: false,
        interativa: ctx.origem === 'pedido',
        resolve,
        reject,
        limpar: () => {
          if (timer) clearTimeout(timer);
          signal?.removeEventListener('abort', aoAbortar);
        },
      };
      // Give up on `t`: drop it if still queued, stop awaiting it if running and abandonable.
      const desistir = (e: Error, soSeLeitura: boolean) => {
        if (t.fim) return;
        if (this.emCurso === t) {
          if (!t.abandonavel) return;
        } else {
          if (soSeLeitura && !(leitura || noTx || op === 'begin')) return;
          this.retirar(t);
        }
        t.fim = true;
        t.limpar();
        reject(e);
      };
      const aoAbortar = () => desistir(new PedidoAbortado(), true);
      signal?.addEventListener('abort', aoAbortar, { once: true });
      if (limiteMs > 0) {
        timer = setTimeout(() => desistir(new TempoLimiteExcedido(limiteMs), false), limiteMs);
        timer.unref();
      }
      if (noTx) this.doTx.push(t);
      else if (ctx.origem === 'pedido') this.interativas.push(t);
      else this.fundo.push(t);
      this.bombear();
    });
  }

  /** A test hook answered at once, outside the queue (none while a new worker starts). */
  sonda(): Promise<Resposta> {
    const w = this.worker;
    if (!w) return Promise.reject(this.morto ?? new BancoReiniciado());
    return new Promise((resolve, reject) => {
      const t: Tarefa = {
        id: ++this.seq,
        op: 'sonda',
        abandonavel: false,
        fim: false,
        interativa: false,
        resolve,
        reject,
        limpar: () => undefined,
      };
      this.aguardando.set(t.id, t);
      w.ref();
      w.postMessage({ id: t.id, op: 'sonda' });
    });
  }

  private retirar(t: Tarefa) {
    for (const f of [this.doTx, this.interativas, this.fundo]) {
      const i = f.indexOf(t);
      if (i >= 0) f.splice(i, 1);
    }
  }

  private proxima(): Tarefa | undefined {
    if (this.txAtiva !== undefined) {
      const i = this.doTx.findIndex((t) => t.tx === this.txAtiva);
      return i >= 0 ? this.doTx.splice(i, 1)[0] : undefined;
    }
    return this.interativas.shift() ?? this.fundo.shift();
  }

  private bombear(depoisDe?: Tarefa) {
    const w = this.worker;
    if (this.emCurso || this.morto || !w) return;
    // A request usually sends its next statement as soon as it has the answer to this one (same
    // turn of the event loop): background work waits for that turn to end, so a request does not
    // queue behind an export page between each of its statements.
    if (depoisDe?.interativa && this.txAtiva === undefined && this.interativas.length === 0 && this.fundo.length > 0) {
      setImmediate(() => this.bombear());
      return;
    }
    const t = this.proxima();
    if (!t) return;
    this.emCurso = t;
    if (t.op === 'begin') this.txAtiva = t.tx;
    this.aguardando.set(t.id, t);
    w.ref();
    w.postMessage({ id: t.id, op: t.op, sql: t.sql, params: t.params, tx: t.tx });
  }

  private resposta(r: Resposta) {
    const t = this.aguardando.get(r.id);
    if (!t) return;
    this.aguardando.delete(r.id);
    if (this.emCurso === t) {
      this.emCurso = undefined;
      if (t.op === 'begin' && !r.ok) this.txAtiva = undefined;
      if (t.op === 'commit' || t.op === 'rollback') this.txAtiva = undefined;
    }
    if (this.aguardando.size === 0) this.worker?.unref();
    if (!t.fim) {
      t.fim = true;
      t.limpar();
      if (r.ok) t.resolve(r);
      else t.reject(new FalhaNoWorker(r.erro) as unknown as Error);
    }
    this.bombear(t);
  }

  /** Fails the running statement and every queued one with `e`; their transactions are lost. */
  private falharTodas(e: Error) {
    if (this.txAtiva !== undefined) this.perdidas.add(this.txAtiva);
    this.txAtiva = undefined;
    this.emCurso = undefined;
    for (const t of [...this.aguardando.values(), ...this.doTx, ...this.interativas, ...this.fundo]) {
      if (t.tx !== undefined) this.perdidas.add(t.tx);
      if (t.fim) continue;
      t.fim = true;
      t.limpar();
      t.reject(e);
    }
    this.aguardando.clear();
    this.doTx.length = this.interativas.length = this.fundo.length = 0;
  }

  /**
   * The worker exited without `close()` (`code` -1: a new worker failed to start): fail what it
   * had, then start a new one — unless in memory, closing, or past the crash-loop limit.
   */
  private caiu(code: number, erro: Error | undefined) {
    this.worker = undefined;
    const causa = `código ${code}${erro ? `: ${erro.message}` : ''}`;
    if (this.fechando) {
      this.morto = new Error(`o worker do PGlite terminou ao fechar (${causa})`);
      this.falharTodas(this.morto);
      return;
    }
    const agora = Date.now();
    this.reinicios = this.reinicios.filter((t) => agora - t < JANELA_REINICIOS_MS);
    const reabrir = this.reabrir;
    if (!reabrir || this.reinicios.length >= MAX_REINICIOS) {
      const motivo = reabrir ? `${MAX_REINICIOS} reinícios em ${JANELA_REINICIOS_MS / 1000} s` : 'banco em memória';
      this.morto = new BancoParado(motivo);
      this.falharTodas(this.morto);
      console.error(
        `Portal RH: o worker do banco embutido (PGlite) terminou (${causa}) e não será reiniciado (${motivo}); reinicie o servidor.`,
      );
      return;
    }
    this.falharTodas(new BancoReiniciado());
    this.reinicios.push(agora);
    console.error(
      `Portal RH: o worker do banco embutido (PGlite) terminou (${causa}); reiniciando-o na mesma pasta de dados (${this.reinicios.length}º reinício no último minuto).`,
    );
    this.reinicio = reabrir().then(
      async (w) => {
        this.reinicio = undefined;
        if (this.fechando) {
          await w.terminate();
          return;
        }
        this.adotar(w);
        this.bombear();
      },
      (e: unknown) => {
        this.reinicio = undefined;
        this.caiu(-1, e instanceof Error ? e : new Error(String(e)));
      },
    );
  }

  /** After `close` was answered (or failed): the worker's exit is no crash. */
  async terminar(): Promise<void> {
    this.fechando = true;
    await this.reinicio;
    await this.worker?.terminate();
  }

  /** TEST HOOK (`derrubarPglite`): kills the worker thread as a crash would. */
  async derrubar(): Promise<void> {
    await this.worker?.terminate();
  }
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
async function iniciarWorker(path: string | undefined, from: ArrayBuffer | string | undefined): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: typeof from === 'string' ? { path, fromFile: from } : { path, from },
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
    mkdirSync(path, { recursive: true });
    unlock = travarPasta(dataDir);
  }
  try {
    const worker = await iniciarWorker(path, from instanceof Blob ? await from.arrayBuffer() : from);
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
