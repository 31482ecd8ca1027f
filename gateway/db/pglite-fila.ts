/**
 * The one queue of database work in front of PGlite's worker thread (pglite.ts starts it,
 * pglite-worker.mjs runs it, so a long statement never freezes the HTTP requests). It sends the
 * worker ONE operation at a time; what may be done to each is pglite-tarefa.ts's `classificar`.
 *
 * - Order: the open transaction's statements first (nothing else may run inside it), then those
 *   of HTTP requests, then background work (report jobs, apurações), FIFO within each.
 * - Abandoned requests (db/pedido-abortado.ts): a queued read (or any statement of a transaction)
 *   of a request whose client went away is dropped, never sent; a running one cannot be
 *   interrupted on PGlite — the worker finishes it, its result is ignored.
 * - Time limits (`LimitesBanco`): a statement still queued at the limit is dropped; a running read
 *   (or a statement inside a transaction, which then rolls back) fails with TempoLimiteExcedido
 *   while the worker finishes it, and the queue moves on when it does. A stand-alone write already
 *   running is always awaited (a failed write must not have happened).
 * - `pendentes()`: statements waiting (not running) — security/sobrecarga.ts answers 503 past it.
 * - A dead worker (an uncaught error; a WebAssembly abort, rethrown so that its thread dies;
 *   `terminate()`; never `close()`): the running statement, every queued one and an open
 *   transaction fail with BancoReiniciado (its work is lost, as PostgreSQL rolls back a dead
 *   backend's). On a data folder a NEW worker opens the same folder at once (PGlite replays its
 *   WAL); statements issued meanwhile run on it. A stand-alone write running at the crash may or may
 *   not have committed, as with a lost connection on PostgreSQL. The pid-file lock stays held; one
 *   console.error line per restart. Past `MAX_REINICIOS` restarts within `JANELA_REINICIOS_MS` (a
 *   new worker failing to start counts too) the database stays stopped: every query fails with
 *   BancoParado and `GET /saude` answers 503 until a restart by hand. An in-memory database (tests)
 *   is never restarted — its content died with the worker — and fails with BancoParado at once.
 *   lib/errors.ts answers both with HTTP 503 and the code-1 envelope.
 */
import { Worker } from 'node:worker_threads';
import { contextoConsulta, PedidoAbortado, TempoLimiteExcedido, type ContextoConsulta } from './pedido-abortado.ts';
import { BancoParado, BancoReiniciado, FalhaNoWorker } from './pglite-erros.ts';
import { classificar, type Op, type Resposta, type Tarefa } from './pglite-tarefa.ts';
import type { LimitesBanco } from './types.ts';

export type { Op, Resposta };

/** At most this many restarts of the worker within `JANELA_REINICIOS_MS`; past that it stays stopped. */
export const MAX_REINICIOS = 3;
export const JANELA_REINICIOS_MS = 60_000;

export class Fila {
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
    const { largadoSemPedido, noTx, abandonavel, signal, limiteMs } = classificar(op, o, ctx, this.limites);
    if (signal?.aborted && largadoSemPedido) return Promise.reject(new PedidoAbortado());

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
          if (soSeLeitura && !largadoSemPedido) return;
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
