/**
 * Overload (issue 14): with @fastify/under-pressure the gateway answers at once — HTTP 503 with
 * Retry-After and the spec's envelope (code 1, in Portuguese) — instead of queueing requests it
 * cannot serve in time, when the process is truly overloaded: the heap near V8's limit
 * (`maxHeapUsedBytes`) and, on PostgreSQL, the event loop stuck for seconds (`maxEventLoopDelay`).
 * The event-loop check is off on PGlite: the embedded database runs its queries synchronously on
 * the event loop, so a long query (or another app's seed in the same test process) is a delay that
 * says nothing about overload. The thresholds are far above anything a normal request or test
 * reaches; `saudavel` (tests) lets a test force the state.
 */
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import { error } from '../lib/envelope.ts';

export const MSG_SOBRECARGA = 'O serviço está sobrecarregado no momento. Tente novamente em alguns segundos.';
/** Seconds the client is told to wait (Retry-After). */
export const ESPERA_SOBRECARGA_S = 10;

export interface OpcoesSobrecarga {
  /** Whether a stuck event loop counts as overload (PostgreSQL: yes; PGlite blocks the loop by design). */
  porAtrasoDoLaco?: boolean;
  /** Event-loop delay (ms) beyond which the process is overloaded (with `porAtrasoDoLaco`). */
  maxEventLoopDelay?: number;
  /** Heap in use (bytes) beyond which the process is overloaded (default: 95 % of V8's limit). */
  maxHeapUsedBytes?: number;
  /** TEST ONLY: false forces the overloaded state (checked every `intervaloMs`). */
  saudavel?: () => boolean;
  intervaloMs?: number;
}

export async function registrarSobrecarga(app: FastifyInstance, o: OpcoesSobrecarga = {}): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: o.porAtrasoDoLaco ? (o.maxEventLoopDelay ?? 10_000) : 0,
    maxHeapUsedBytes: o.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.95),
    retryAfter: ESPERA_SOBRECARGA_S,
    ...(o.saudavel ? { healthCheck: async () => o.saudavel!(), healthCheckInterval: o.intervaloMs ?? 20 } : {}),
    // The plugin sends what the handler returns (index.js `handlePressure`: a value that is neither
    // null nor a promise is `reply.send(value)`, and the request stops there); its types only say void.
    pressureHandler: ((_req: FastifyRequest, reply: FastifyReply) => {
      const a = error(503, MSG_SOBRECARGA);
      void reply.code(a.status).header('retry-after', String(ESPERA_SOBRECARGA_S));
      return a.body;
    }) as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>,
  });
}
