/**
 * Auto-refresh (spec sections 2 and 9): while on, a 15-second countdown runs; at zero it calls
 * `fire` and starts again. The shell's `fire` asks the query cache for what is shown again
 * (engine/query/queryClients.ts, refreshShown), so it needs no knowledge of what a screen shows.
 */
export const AUTO_REFRESH_SECONDS = 15;

export const autoRefreshLabel = (running: boolean, remaining: number): string =>
  running ? `Parar atualização automática (${remaining})` : 'Atualizar automaticamente';

type Listener = (state: { running: boolean; remaining: number }) => void;

/** The countdown; `tick` is driven by a 1-second interval (fake timers in the tests). */
export function createAutoRefresh({ seconds = AUTO_REFRESH_SECONDS, fire }: { seconds?: number; fire: () => void }) {
  let running = false;
  let remaining = seconds;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l({ running, remaining });
  };
  const tick = () => {
    remaining -= 1;
    if (remaining <= 0) {
      fire();
      remaining = seconds;
    }
    emit();
  };
  return {
    subscribe(l: Listener) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get state() {
      return { running, remaining };
    },
    start() {
      if (running) return;
      running = true;
      remaining = seconds;
      timer = setInterval(tick, 1000);
      emit();
    },
    stop() {
      running = false;
      remaining = seconds;
      if (timer) clearInterval(timer);
      timer = null;
      emit();
    },
    toggle() {
      if (running) this.stop();
      else this.start();
    },
  };
}
