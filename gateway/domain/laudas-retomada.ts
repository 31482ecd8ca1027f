/**
 * Lauda generations resume without a visitor. The runner (`acordar`) also wakes on every gestaoLauda
 * call, but a generation a stop left PROCESSANDO must not wait for someone to open the list: it
 * wakes at start-up and then every `intervalMs`: on PGlite a PROCESSANDO row found by its own worker was left by a stop and is taken
 * at once; on PostgreSQL another instance's job is taken once its signal is older than PARADO_MS
 * (lib/tarefa-parada.ts), which this periodic wake then notices. Report and bonus jobs poll already.
 */
import type { Db } from '../db/types.ts';
import { acordar } from './gestao-lauda.ts';

export interface Laudas {
  /** Stops waking the runner and waits for the generation under way. */
  stop(): Promise<void>;
}

export function startLaudas(db: Db, log?: { error(o: unknown, m: string): void }, intervalMs = 30_000): Laudas {
  let ultima = acordar(db, log);
  const timer = setInterval(() => {
    ultima = acordar(db, log);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await ultima;
    },
  };
}
