/**
 * Version check (spec sections 7 and 9): the deployed-version manifest is read with no-cache at
 * start and every 180000 ms; the first version read is remembered and a different one later
 * reloads the page, so nobody keeps running an old build against a new gateway. A failed read is
 * only logged. On the Vite dev server `solucaox.json` is read (the spec's local-host variant),
 * which normally does not exist, so development never reloads by itself.
 */
import { reloadPage } from './navigation.ts';

export const VERSION_POLL_MS = 180_000;

export interface VersionCheckDeps {
  fetcher?: typeof fetch;
  reload?: () => void;
  dev?: boolean;
}

export async function readVersion(fetcher: typeof fetch, dev: boolean): Promise<string | null> {
  const res = await fetcher(dev ? '/solucaox.json' : '/solucao.json', {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!res.ok) throw new Error(`solucao.json: HTTP ${res.status}`);
  const body = (await res.json()) as { app?: { versaoaplicacao?: string } };
  return body.app?.versaoaplicacao ?? null;
}

/** Creates the checker; `check()` is one poll. */
export function createVersionChecker({
  fetcher = fetch,
  reload = reloadPage,
  dev = import.meta.env.DEV,
}: VersionCheckDeps = {}) {
  let first: string | null = null;
  return {
    async check(): Promise<void> {
      try {
        const version = await readVersion(fetcher, dev);
        if (!version) return;
        if (first === null) first = version;
        else if (version !== first) reload();
      } catch (err) {
        console.warn('Portal RH: não foi possível verificar a versão.', err);
      }
    },
  };
}

/** Starts polling; returns a function that stops it. */
export function startVersionCheck(deps?: VersionCheckDeps): () => void {
  const checker = createVersionChecker(deps);
  void checker.check();
  const timer = setInterval(() => void checker.check(), VERSION_POLL_MS);
  return () => clearInterval(timer);
}
