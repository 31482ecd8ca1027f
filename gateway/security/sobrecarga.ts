/**
 * Overload: with @fastify/under-pressure the gateway answers at once — HTTP 503
 * with Retry-After and the spec's envelope (code 1, in Portuguese) — instead of queueing requests
 * it cannot serve in time, when the process is truly overloaded: the heap near V8's limit
 * (`maxHeapUsedBytes`), the event loop stuck for seconds (`maxEventLoopDelay`, on both engines
 * since PGlite runs in its own worker thread — `porAtrasoDoLaco: false` turns it off), or more
 * statements waiting for the database than `maxFilaBanco` (`filaBanco`: the PGlite worker's queue,
 * or requests waiting for a PostgreSQL pool connection). The queue check is this file's own
 * `onRequest` hook, read on every request (under-pressure's `healthCheck` is polled on a timer,
 * so a burst would get through between two polls). The thresholds are far above anything a
 * normal request or test reaches; `saudavel` (tests) lets a test force the state.
 */
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { error } from '../lib/envelope.ts';

export const MSG_SOBRECARGA = 'O serviço está sobrecarregado no momento. Tente novamente em alguns segundos.';
/** Seconds the client is told to wait (Retry-After). */
export const ESPERA_SOBRECARGA_S = 10;

export interface OpcoesSobrecarga {
  /** Whether a stuck event loop counts as overload (default yes). */
  porAtrasoDoLaco?: boolean;
  /** Event-loop delay (ms) beyond which the process is overloaded (with `porAtrasoDoLaco`). */
  maxEventLoopDelay?: number;
  /** Heap in use (bytes) beyond which the process is overloaded (default: 95 % of V8's limit). */
  maxHeapUsedBytes?: number;
  /** Statements waiting for the database now (`Db.pendentes`). */
  filaBanco?: () => number;
  /** Past this many waiting statements new requests get the 503 at once (default 200). */
  maxFilaBanco?: number;
  /** TEST ONLY: false forces the overloaded state (checked every `intervaloMs`). */
  saudavel?: () => boolean;
  intervaloMs?: number;
}

/** The 503 envelope of overload, with Retry-After. */
function sobrecarregado(reply: FastifyReply) {
  const a = error(503, MSG_SOBRECARGA);
  void reply.code(a.status).header('retry-after', String(ESPERA_SOBRECARGA_S));
  return a.body;
}

export async function registrarSobrecarga(app: FastifyInstance, o: OpcoesSobrecarga = {}): Promise<void> {
  const { filaBanco } = o;
  const maxFila = o.maxFilaBanco ?? 200;
  const maxAtraso = o.porAtrasoDoLaco === false ? 0 : (o.maxEventLoopDelay ?? 10_000);
  // The event-loop delay is measured here rather than by under-pressure, and only once the app is
  // ready: building the app (compiling every endpoint's schemas, seeding an empty database) blocks
  // the loop for seconds — under-pressure's first sample then read as overload and the first
  // requests after start-up (every test's) got a 503.
  const atraso = { ms: 0 };
  if (maxAtraso > 0) {
    const RESOLUCAO = 10;
    const h = monitorEventLoopDelay({ resolution: RESOLUCAO });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', (done) => {
      h.enable();
      timer = setInterval(() => {
        atraso.ms = h.count === 0 ? 0 : Math.max(0, h.mean / 1e6 - RESOLUCAO);
        h.reset();
      }, 1000);
      timer.unref();
      done();
    });
    app.addHook('onClose', (_app, done) => {
      clearInterval(timer);
      h.disable();
      done();
    });
  }
  if (filaBanco || maxAtraso > 0)
    app.addHook('onRequest', (_req, reply, done) => {
      if ((maxAtraso > 0 && atraso.ms > maxAtraso) || (filaBanco && filaBanco() > maxFila))
        void reply.send(sobrecarregado(reply));
      else done();
    });
  await app.register(underPressure, {
    maxEventLoopDelay: 0,
    maxHeapUsedBytes: o.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.95),
    retryAfter: ESPERA_SOBRECARGA_S,
    ...(o.saudavel ? { healthCheck: async () => o.saudavel!(), healthCheckInterval: o.intervaloMs ?? 20 } : {}),
    // The plugin sends what the handler returns (index.js `handlePressure`: a value that is neither
    // null nor a promise is `reply.send(value)`, and the request stops there); its types only say void.
    pressureHandler: ((_req: FastifyRequest, reply: FastifyReply) => sobrecarregado(reply)) as unknown as NonNullable<
      FastifyUnderPressureOptions['pressureHandler']
    >,
  });
}
