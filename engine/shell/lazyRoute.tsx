/**
 * A route whose page is a chunk of its own, without the data router's `lazy`: the route's element
 * shows `fallback` until the chunk has arrived (a page opened directly), and `handle.preload`
 * lets the history hold a navigation until then (guardedHistory.ts' `prepare`), so a page left for
 * this one stays on screen meanwhile, as before. Not React.lazy: a lazy component suspends on its
 * first render even when its module is there, and React then keeps a Suspense fallback for at
 * least 300 ms. A chunk that fails to arrive is thrown at render, for the route's error page.
 */
import { useEffect, useReducer, type ReactNode } from 'react';
import { matchRoutes, type Path, type RouteObject } from 'react-router-dom';

export interface LazyHandle {
  /** Starts (or joins) the download; never rejects. */
  preload: () => Promise<void> | null;
}

export function lazyRoute(
  load: () => Promise<ReactNode>,
  fallback: ReactNode,
): { element: ReactNode; handle: LazyHandle } {
  let outcome: { page: ReactNode } | { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    outcome
      ? null
      : (loading ??= load().then(
          (page) => void (outcome = { page }),
          (error: unknown) => void (outcome = { error }),
        ));

  function LazyPage() {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const waiting = !outcome;
    // The chunk may have arrived between this render and the effect: then render again at once.
    useEffect(() => {
      if (waiting) void (preload() ?? Promise.resolve()).then(arrived);
    }, [waiting]);
    if (!outcome) return fallback;
    if ('error' in outcome) throw outcome.error;
    return outcome.page;
  }

  return { element: <LazyPage />, handle: { preload } };
}

/** What a navigation to `to` waits for: the chunks of the lazy routes it opens (guardedHistory.ts' `prepare`). */
export function routeCode(routes: RouteObject[]) {
  return (to: Path): Promise<unknown> | null => {
    const pending = (matchRoutes(routes, to) ?? [])
      .map((m) => (m.route.handle as LazyHandle | undefined)?.preload())
      .filter((p) => p != null);
    return pending.length ? Promise.all(pending) : null;
  };
}
