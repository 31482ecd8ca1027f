/**
 * Long work in the gateway's one thread (a report's rows, the seed's batches) gives the event loop
 * back now and then, so the requests that arrived meanwhile are answered between two slices
 * instead of after the whole batch — and background work (a report job) waits while people's
 * requests are being answered: a clerk's search during an export runs as if the export were not
 * there, instead of sharing the two cores with it.
 */
import type { FastifyInstance } from 'fastify';

/** Lets the event loop run: pending I/O (a request, a database answer) is handled, then the work goes on. */
export const ceder = (): Promise<void> => new Promise((ok) => setImmediate(ok));

/**
 * How long a slice of background work may hold the thread. Small against a search's own time
 * (milliseconds) and large against the cost of a yield (microseconds), on a slow machine too: a
 * slice is measured in time, not in rows, so it does not grow with a slower CPU.
 */
export const FATIA_MS = 4;

/**
 * The longest background work waits for the requests in flight at each yield: under a stream of
 * requests that never ends an export still gets a slice every 25 ms (it slows down, it never stops).
 */
export const ESPERA_MAX_MS = 25;

let emCurso = 0;
let aguardando: (() => void)[] = [];

/** A person's request started; the function returned says it ended (idempotent). */
export function pedidoInterativo(): () => void {
  emCurso++;
  let terminou = false;
  return () => {
    if (terminou) return;
    terminou = true;
    if (--emCurso > 0) return;
    const liberar = aguardando;
    aguardando = [];
    for (const f of liberar) f();
  };
}

/** Requests in flight now. */
export const pedidosEmCurso = (): number => emCurso;

/** Background work's yield: the event loop runs, then it waits while requests are in flight (at most `maxMs`). */
export async function cederAosPedidos(maxMs = ESPERA_MAX_MS): Promise<void> {
  await ceder();
  if (emCurso === 0) return;
  await new Promise<void>((ok) => {
    const timer = setTimeout(ok, maxMs);
    aguardando.push(() => {
      clearTimeout(timer);
      ok();
    });
  });
}

/** Every request the gateway answers counts as a person's, from its arrival to its last byte (or the client leaving). */
export function registrarPedidosInterativos(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.raw.once('close', pedidoInterativo());
    done();
  });
}

/**
 * A running slice of background work: `vencida()` says whether it has held the thread for `ms`
 * since the last yield; `ceder()` yields to the requests (cederAosPedidos) and starts a new slice.
 * `agora` is the clock (a test passes its own).
 */
export function fatia(ms = FATIA_MS, agora: () => number = () => performance.now()) {
  let inicio = agora();
  return {
    vencida: (): boolean => agora() - inicio >= ms,
    async ceder(): Promise<void> {
      await cederAosPedidos();
      inicio = agora();
    },
  };
}
