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
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useDataProvider } from '../data.tsx';
import { answerOrFail, queryClientFor } from '../query/queryClients.ts';
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

/** The documents in force now, by id: what `loadScreen` opens instead of the shipped file. */
const inForce = new Map<string, ScreenDoc>();

export const publishedDoc = (id: string): ScreenDoc | undefined => inForce.get(id);

function takeInForce(docs: readonly ScreenDoc[]): void {
  inForce.clear();
  for (const d of docs) inForce.set(d.id, d);
}

const NONE: ScreenDoc[] = [];

/**
 * The published documents for a signed-in user with a unit (`enabled`); none before they arrive,
 * when there are none, and when the list could not be read — the shipped screens keep working.
 */
export function usePublishedScreens(enabled: boolean): ScreenDoc[] {
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
  // Before the screens below render in this pass: the route opens the document in force.
  useMemo(() => takeInForce(docs), [docs]);
  return docs;
}
