/**
 * Screens published at run time ('Editor de telas' → an administrator publishes): the documents
 * `telas.telasPublicadas` answers for the user (those whose menu key the user's roles grant),
 * laid over the shipped screens — a published screen replaces the shipped one of the same id, a
 * new id adds one; a withdrawn one is no longer answered, so the shipped screen is back. No build,
 * no restart: the list is asked at each page load and again at a navigation once it is a minute
 * old, through the query cache. What a user may call is still each endpoint's resource against
 * the token (docs/ARCHITECTURE.md, "Published screens").
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useDataProvider } from '../data.tsx';
import { answerOrFail, queryClientFor } from '../query/queryClients.ts';
import { allowRunTimeSchemas } from '../form/runTimeSchemas.ts';
import type { ScreenDoc, ScreenMeta } from './types.ts';

/** How long the list counts as current: a navigation after it asks again. */
export const PUBLISHED_FRESH_MS = 60_000;

export const publishedKey = ['telas.telasPublicadas'] as const;

interface Published {
  telaId: string;
  numero: number;
  documento: Record<string, unknown>;
}

/** The shipped screens with the published ones laid over them, in the menu's order (by title). */
export function mergeScreens(shipped: readonly ScreenMeta[], published: readonly ScreenDoc[]): ScreenMeta[] {
  if (published.length === 0) return shipped as ScreenMeta[];
  const byId = new Map(published.map((d) => [d.id, d]));
  const merged = shipped.map((s) => byId.get(s.id) ?? s);
  const known = new Set(shipped.map((s) => s.id));
  merged.push(...published.filter((d) => !known.has(d.id)));
  return merged.sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
}

/**
 * The documents in force now: a small store fed by the query's answer (usePublishedFeed, once, at
 * the route table) and read by the route table, the menu (usePublished) and `loadScreen`
 * (publishedDoc), so all of them see one list, set in an effect rather than during a render.
 */
let inForce: readonly ScreenDoc[] = [];
/** Whether the list in force is the answer (or the failure) of the session's request. */
let settled = false;
const byId = new Map<string, ScreenDoc>();
const listeners = new Set<() => void>();

export const publishedStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ScreenDoc[] => inForce,
  isSettled: (): boolean => settled,
  /**
   * Puts `docs` in force (a new list replaces the whole previous one) and tells the readers;
   * `known` false while the first answer is on its way.
   */
  set(docs: readonly ScreenDoc[], known = true): void {
    if (docs === inForce && known === settled) return;
    settled = known;
    inForce = docs;
    byId.clear();
    for (const d of docs) {
      byId.set(d.id, d);
      // Written after the build: its forms have no compiled validator (runTimeSchemas.ts).
      allowRunTimeSchemas(d);
    }
    for (const l of listeners) l();
  },
};

/** The published document of an id in force now: what `loadScreen` opens instead of the shipped file. */
export const publishedDoc = (id: string): ScreenDoc | undefined => byId.get(id);

/**
 * Whether the published list is known (answered or failed) and in force: an address no route
 * matches waits for it — a published screen opened directly (a reload, a favourite) has its route
 * only once the list has arrived — before going to /home. The store says it in the same step that
 * gives the routes (so the fallback never runs between the answer and its routes); the query's own
 * state keeps a store left settled by an earlier session from answering too soon. For a signed-in
 * user with a unit only: the route table asks for the list in its render, before this is read.
 */
export function usePublishedSettled(): boolean {
  const client = queryClientFor(useDataProvider());
  const inStore = useSyncExternalStore(publishedStore.subscribe, publishedStore.isSettled, publishedStore.isSettled);
  const asked = useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => client.getQueryState(publishedKey)?.status ?? 'pending',
    () => 'pending',
  );
  return inStore && asked !== 'pending';
}

/** The published documents in force, re-rendering the caller when they change. */
export function usePublished(): readonly ScreenDoc[] {
  return useSyncExternalStore(publishedStore.subscribe, publishedStore.getSnapshot, publishedStore.getSnapshot);
}

const NONE: ScreenDoc[] = [];

/**
 * Feeds the store with the published documents for a signed-in user with a unit (`enabled`);
 * none before they arrive, when there are none, and when the list could not be read — the shipped
 * screens keep working. Called once, by the route table: one observer of the query.
 */
export function usePublishedFeed(enabled: boolean): void {
  const provider = useDataProvider();
  const { pathname } = useLocation();
  const query = useQuery(
    {
      queryKey: publishedKey,
      queryFn: async ({ signal }) => {
        const result = answerOrFail(await provider({ endpoint: 'telas.telasPublicadas', signal }));
        const list = (Array.isArray(result.data) ? result.data : []) as Published[];
        return list.map((p) => p.documento as unknown as ScreenDoc);
      },
      enabled,
      staleTime: PUBLISHED_FRESH_MS,
    },
    queryClientFor(provider),
  );
  const { refetch, isStale } = query;
  // A navigation asks again once the list is older than PUBLISHED_FRESH_MS.
  useEffect(() => {
    if (enabled && isStale) void refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  const docs = enabled ? (query.data ?? NONE) : NONE;
  const known = !enabled || query.isSuccess || query.isError;
  // Before the paint: the readers redraw at once, and the route opens the document in force.
  useLayoutEffect(() => publishedStore.set(docs, known), [docs, known]);
}
