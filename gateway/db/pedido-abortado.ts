/**
 * What the database layer knows about the code that issues a query ("a server that
 * never freezes"), carried with AsyncLocalStorage so no handler has to pass it along:
 *
 * - `origem`: 'pedido' (an HTTP request — the interactive time limit, first in the PGlite queue,
 *   the interactive PostgreSQL pool), 'fundo' (anything outside a request: report jobs, apurações
 *   — the longer limit, after interactive work) or 'manutencao' (migrations, seeds — no limit).
 *   Code outside any context is 'fundo'.
 * - `signal`: fires when the HTTP client went away before the answer was sent (the response's
 *   'close' before it finished). The database then drops the request's queued queries and, on
 *   PostgreSQL, cancels its running one (gateway/db/pglite.ts, gateway/db/pg.ts).
 * - `upload`: the request uploads files (`markUpload`) — a longer time limit (db/types.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type OrigemConsulta = 'pedido' | 'fundo' | 'manutencao';

export interface ContextoConsulta {
  origem: OrigemConsulta;
  signal?: AbortSignal;
  /** A request that uploads files: its statements get `LimitesBanco.uploadMs` (db/types.ts). */
  upload?: boolean;
}

const als = new AsyncLocalStorage<ContextoConsulta>();

/** The context of the running code (undefined outside any: treated as 'fundo'). */
export const contextoConsulta = (): ContextoConsulta | undefined => als.getStore();

/** Runs `fn` (and everything it starts) in `ctx`. */
export const comContexto = <R>(ctx: ContextoConsulta, fn: () => R): R => als.run(ctx, fn);

/**
 * Work a request starts but does not wait for (a lauda's generation woken by a call): background
 * work, not the request's — it must not be dropped when that request ends or its client leaves.
 */
export const emSegundoPlano = <R>(fn: () => R): R => als.run({ origem: 'fundo' }, fn);

/** Migrations and seeds: queries without a time limit, never dropped. */
export const semLimiteDeTempo = <R>(fn: () => R): R => als.run({ origem: 'manutencao' }, fn);

/** A query of a request whose client went away: never sent (or no longer awaited). */
export class PedidoAbortado extends Error {
  readonly code = 'PRH_PEDIDO_ABORTADO';
  constructor() {
    super('Consulta descartada: o cliente encerrou a requisição.');
    this.name = 'PedidoAbortado';
  }
}

export const MSG_TEMPO_LIMITE = 'A consulta excedeu o tempo limite. Refine os filtros e tente novamente.';
/** The time-limit answer of an upload: nothing was stored, and there is no filter to refine. */
export const MSG_UPLOAD_TIME_LIMIT = 'Não foi possível enviar o arquivo agora. Tente novamente.';

/**
 * A query past its time limit (PGlite: the gateway stopped waiting; PostgreSQL answers SQLSTATE
 * 57014 itself). lib/errors.ts answers both with the code-1 envelope and MSG_TEMPO_LIMITE.
 */
export class TempoLimiteExcedido extends Error {
  readonly code = 'PRH_TEMPO_LIMITE';
  constructor(readonly limiteMs: number) {
    super(`A consulta excedeu o tempo limite de ${limiteMs} ms.`);
    this.name = 'TempoLimiteExcedido';
  }
}

/**
 * Whether a statement only reads. A request that went away loses its queued and running READS and
 * anything inside a transaction (rolled back as a whole); a stand-alone write outside a transaction
 * still runs to the end — dropping it could leave half of a handler's change.
 */
export function somenteLeitura(sql: string): boolean {
  const s = sql.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  if (/^(SELECT|FETCH|SHOW|EXPLAIN|VALUES|TABLE)\b/i.test(s))
    return !/\b(nextval|setval|pg_advisory)/i.test(s) && !/\bFOR\s+(UPDATE|NO KEY|SHARE|KEY)\b/i.test(s);
  if (/^WITH\b/i.test(s)) return !/\b(INSERT|UPDATE|DELETE|MERGE)\b/i.test(s);
  return false;
}

const CTX = Symbol('contextoConsulta');
type ComContexto = FastifyRequest & { [CTX]?: ContextoConsulta };

/**
 * Marks `req` as an upload (the catalogue router, for endpoints with `files`, as the request
 * arrives): its statements get the upload time limit, and a time-limit failure the upload message.
 */
export function markUpload(req: FastifyRequest): void {
  const ctx = (req as ComContexto)[CTX];
  if (ctx) ctx.upload = true;
}

/** Whether `req` was marked as an upload (lib/errors.ts picks the time-limit message by it). */
export const isUpload = (req: FastifyRequest): boolean => (req as ComContexto)[CTX]?.upload === true;

/**
 * Gives every HTTP request its context and AbortSignal. The context is entered again before
 * validation and before the handler: a body is read in the socket's own async context, which
 * would otherwise lose it (the same two hooks @fastify/request-context uses).
 */
export function registrarPedidoAbortado(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    const ac = new AbortController();
    // Each waiting statement listens to the signal: a handler with a dozen queries in a
    // Promise.all (the indicator panels) must not print Node's "possible memory leak" warning.
    setMaxListeners(1000, ac.signal);
    const ctx: ContextoConsulta = { origem: 'pedido', signal: ac.signal };
    (req as ComContexto)[CTX] = ctx;
    // A static file's answer already carries ten 'close' listeners (send, compression, the stream
    // pipeline, Fastify's await of the reply); this one made Node warn of a leak on every such
    // answer. A fixed number per answer, not a leak: the response may hold a few more.
    reply.raw.setMaxListeners(20);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) ac.abort(new PedidoAbortado());
    });
    als.run(ctx, done);
  });
  const reentrar = (req: FastifyRequest, _reply: unknown, done: () => void) => {
    const ctx = (req as ComContexto)[CTX];
    if (ctx) als.run(ctx, done);
    else done();
  };
  app.addHook('preValidation', reentrar);
  app.addHook('preHandler', reentrar);
}
