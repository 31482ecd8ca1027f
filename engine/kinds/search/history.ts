/**
 * A search kept in its history entry: each search, page, size or sort writes the query
 * into the browser's history state of the page, so Back from a record opened from the results
 * comes to the same filters, page and order, searched again. History state, not the address: a
 * CPF typed as a filter stays out of the URL (and of any log that records addresses).
 *
 * react-router keeps its own `location.state` in `history.state.usr`; the search is one key of it,
 * written with `replaceState` (the same entry, no navigation, no render).
 */
import type { SortState } from './nextSort.ts';

const KEY = 'prhBusca';

export interface SavedSearch {
  /** The screen that searched (another screen on the same entry never takes it). */
  screen: string;
  filters: Record<string, unknown>;
  /** Zero-based. */
  page: number;
  size: number;
  sort: SortState | null;
}

/** The search saved in a location state for `screen`, if any. */
export function savedSearch(state: unknown, screen: string): SavedSearch | undefined {
  const saved = (state as Record<string, unknown> | null)?.[KEY] as SavedSearch | undefined;
  return saved && saved.screen === screen && typeof saved.filters === 'object' ? saved : undefined;
}

/** Writes (or, with null, removes) the search of the current history entry. */
export function keepSearch(search: SavedSearch | null): void {
  const h = (window.history.state ?? {}) as { usr?: Record<string, unknown> | null };
  const usr = { ...(h.usr ?? {}) };
  if (search) usr[KEY] = search;
  else delete usr[KEY];
  window.history.replaceState({ ...h, usr }, '');
}
