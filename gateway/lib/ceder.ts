/**
 * Long synchronous work in the gateway's one thread (a report's rows, the seed's batches) gives the
 * event loop back now and then, so the requests that arrived meanwhile are answered between two
 * slices instead of after the whole batch: a clerk's search during an export waits for one slice,
 * not for the export's next two thousand rows.
 */

/** Lets the event loop run: pending I/O (a request, a database answer) is handled, then the work goes on. */
export const ceder = (): Promise<void> => new Promise((ok) => setImmediate(ok));

/**
 * How long a slice of background work may hold the thread. Small against a search's own time
 * (milliseconds) and large against the cost of a yield (microseconds), on a slow machine too: a
 * slice is measured in time, not in rows, so it does not grow with a slower CPU.
 */
export const FATIA_MS = 4;

/**
 * A running slice: `vencida()` says whether the work has held the thread for `ms` since the last
 * yield; `ceder()` yields and starts a new slice. `agora` is the clock (a test passes its own).
 */
export function fatia(ms = FATIA_MS, agora: () => number = () => performance.now()) {
  let inicio = agora();
  return {
    vencida: (): boolean => agora() - inicio >= ms,
    async ceder(): Promise<void> {
      await ceder();
      inicio = agora();
    },
  };
}
