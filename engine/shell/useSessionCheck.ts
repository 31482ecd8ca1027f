/**
 * The session confirmed with the security service (seguranca.sessao, the spec's token fetch) at
 * every page load and whenever a tab hidden for more than a minute is shown again: a session ended
 * elsewhere goes to /login-expirado, roles granted or taken since the login replace the kept ones,
 * and a unit the user lost is cleared (services/session/conferir.ts). Through the query cache
 * (one request however many parts ask at once), and only once the browser is idle after the
 * page's first paint: the page's own data go first; the check changes nothing on screen unless
 * the roles really changed.
 */
import { useEffect, useReducer } from 'react';
import { conferirSessao } from '../../services/session/conferir.ts';
import { useDataProvider } from '../data.tsx';
import { dropAnswersNotShown, queryClientFor } from '../query/queryClients.ts';

/** A tab hidden for longer than this checks the session again when it is shown. */
export const HIDDEN_MS = 60_000;

export const sessionKey = ['seguranca.sessao'] as const;

/** Whether a tab shown at `now`, hidden since `hiddenSince` (null: it was not hidden), checks again. */
export const checksOnReturn = (hiddenSince: number | null, now: number): boolean =>
  hiddenSince !== null && now - hiddenSince > HIDDEN_MS;

/** Runs `task` when the browser has nothing else to do (within a second at most). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/** Checks the session of a signed-in user (`enabled`); the caller redraws when the roles changed. */
export function useSessionCheck(enabled: boolean): void {
  const provider = useDataProvider();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!enabled) return;
    const client = queryClientFor(provider);
    const check = () =>
      void client
        .fetchQuery({ queryKey: sessionKey, queryFn: () => conferirSessao(provider.basic), staleTime: 0, gcTime: 0 })
        .then((result) => {
          if (result !== 'mudou') return;
          // Answers kept for screens not on view were read with the old roles.
          dropAnswersNotShown(client);
          redraw();
        });
    const cancel = whenIdle(check);
    let hiddenSince: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince = Date.now();
        return;
      }
      if (checksOnReturn(hiddenSince, Date.now())) check();
      hiddenSince = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, provider]);
}
