/**
 * Headless controller of a search screen: filters, page, size, sort, rows, total, loading, empty
 * and error, and the commands the view binds to buttons. No ag-grid, rjsf or Blueprint here, so
 * the behaviour is tested with a stub data provider and the view stays thin.
 */
import { useCallback, useRef, useState } from 'react';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { useRowsQuery, type RowsState } from '../../query/useRowsQuery.ts';
import type { SearchScreenDoc } from '../../screens/types.ts';
import type { SavedSearch } from './history.ts';
import { nextSort } from './nextSort.ts';

/** Spec section 9: page sizes offered by the table footer; the table default is 5. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 5;

/** The footer's choices: the spec's sizes plus the screen's own (60 for 'Meus relatórios'). */
export const pageSizesFor = (screen: SearchScreenDoc): number[] =>
  [...new Set<number>([...PAGE_SIZES, screen.source.pageSize ?? DEFAULT_PAGE_SIZE])].sort((a, b) => a - b);

export type Filters = Record<string, unknown>;
export type { Row } from '../../query/useRowsQuery.ts';

export interface SearchOptions {
  provider: DataProvider;
  /** Validates the filter form (and shows the errors under the fields); true when valid. */
  validate?: () => boolean;
  /** Called when 'Pesquisar' is pressed with invalid filters; no call is made. */
  onInvalid?: () => void;
  /** Called with a code 1 or 4 result. */
  onError?: (result: CallResult) => void;
  /** Filter values the screen opens with, over the defaults (from the query string); 'Limpar' drops them. */
  initialFilters?: Filters;
  /** A search to come back to (Back to the page, engine/kinds/search/history.ts): its filters are the form's. */
  saved?: SavedSearch;
  /** Told of every search, page, size or sort that runs (null after 'Limpar'), so the page can keep it. */
  onSearched?: (query: Omit<SavedSearch, 'screen'> | null) => void;
}

export interface SearchState extends Omit<RowsState, 'loaded'> {
  filters: Filters;
  /** A search ran (the table shows results or the no-result text). */
  searched: boolean;
  /** Bumped by 'Limpar' so the view can remount the form (dropping its error marks). */
  resetKey: number;
}

/**
 * The filters a search starts with (and 'Limpar' returns to): the `default` of each filter, so a
 * search on load sends what the form shows (a required select preset to its one option).
 */
export function filterDefaults(screen: SearchScreenDoc): Filters {
  const props = (screen.filters?.schema.properties ?? {}) as Record<string, { default?: unknown }>;
  return Object.fromEntries(
    Object.entries(props).flatMap(([k, p]) => (p.default === undefined ? [] : [[k, p.default]])),
  );
}

/**
 * Filters given in the page's query string (`?situacao=PENDENTE&codigoAssunto=3`, how a dashboard's
 * drill-down or the home page's counts open a search): only names the screen's filters declare,
 * converted to the filter's type (integer, number, boolean, array of strings split at ',').
 */
export function filtersFromQuery(screen: SearchScreenDoc, query: URLSearchParams): Filters {
  const props = (screen.filters?.schema.properties ?? {}) as Record<
    string,
    { type?: string; items?: { type?: string } }
  >;
  const out: Filters = {};
  for (const [k, p] of Object.entries(props)) {
    const raw = query.get(k);
    if (raw === null || raw === '') continue;
    if (p.type === 'integer' || p.type === 'number') {
      const n = Number(raw);
      if (Number.isFinite(n) && (p.type === 'number' || Number.isInteger(n))) out[k] = n;
    } else if (p.type === 'boolean') out[k] = raw === 'true';
    else if (p.type === 'array') out[k] = raw.split(',').filter(Boolean);
    else out[k] = raw;
  }
  return out;
}

export function useSearchScreen(screen: SearchScreenDoc, options: SearchOptions) {
  const optsRef = useRef(options);
  optsRef.current = options;
  const size0 = screen.source.pageSize ?? DEFAULT_PAGE_SIZE;
  const sort0 = screen.source.sort ?? null;
  const q = useRowsQuery(screen.source.endpoint, options.provider, {
    params: screen.source.params,
    size: size0,
    sort: sort0,
    onError: (r) => optsRef.current.onError?.(r),
    paged: true,
    // 'Atualizar automaticamente' re-runs the last search on the same page, in the background.
    autoRefresh: true,
  });
  const [filters, setFiltersState] = useState<Filters>(
    () => options.saved?.filters ?? { ...filterDefaults(screen), ...options.initialFilters },
  );
  const [resetKey, setResetKey] = useState(0);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  /** Filters of the last search: paging and sorting re-run it, not the half-edited form. */
  const applied = useRef<Filters | null>(null);
  const { run: runRows, reset, current } = q;
  /** Runs a query of the search (not a background refresh) and tells the page, which keeps it. */
  const run = useCallback(
    (query: { filters: Filters; page: number; size: number; sort: RowsState['sort'] }) => {
      applied.current = query.filters;
      optsRef.current.onSearched?.(query);
      return runRows(query);
    },
    [runRows],
  );

  const setFilters = useCallback((f: Filters) => setFiltersState(f), []);

  /** 'Pesquisar' (and Enter): validate, then first page with the current filters. */
  const search = useCallback(() => {
    const { validate, onInvalid } = optsRef.current;
    if (validate && !validate()) {
      onInvalid?.();
      return;
    }
    const s = current();
    void run({ filters: filtersRef.current, page: 0, size: s.size, sort: s.sort });
  }, [run, current]);

  /** Runs the saved search again as it was (Back to the page): no validation, it ran before. */
  const restore = useCallback(() => {
    const saved = optsRef.current.saved;
    if (saved) void run({ filters: saved.filters, page: saved.page, size: saved.size, sort: saved.sort });
  }, [run]);

  /** 'Limpar': empties the fields (back to their defaults) and the table. */
  const clear = useCallback(() => {
    applied.current = null;
    optsRef.current.onSearched?.(null);
    setFiltersState(filterDefaults(screen));
    reset({ page: 0, size: size0, sort: sort0 });
    setResetKey((k) => k + 1);
  }, [reset, size0, sort0, screen]);

  const setPage = useCallback(
    (page: number) => {
      const s = current();
      if (!applied.current || page < 0 || (s.totalPages > 0 && page >= s.totalPages) || page === s.page) return;
      void run({ filters: applied.current, page, size: s.size, sort: s.sort });
    },
    [run, current],
  );

  /** Changing the page size goes back to the first page. */
  const setSize = useCallback(
    (size: number) => {
      if (!applied.current) return reset({ size, page: 0 });
      void run({ filters: applied.current, page: 0, size, sort: current().sort });
    },
    [run, reset, current],
  );

  const toggleSort = useCallback(
    (field: string) => {
      const s = current();
      const sort = nextSort(s.sort, field);
      if (!applied.current) return reset({ sort });
      void run({ filters: applied.current, page: 0, size: s.size, sort });
    },
    [run, reset, current],
  );

  /** Re-runs the last search on the same page (after a delete or a command; auto-refresh in the background). */
  const refresh = useCallback(
    (background = false) => {
      const s = current();
      if (!applied.current) return;
      void runRows({ filters: applied.current, page: s.page, size: s.size, sort: s.sort }, background);
    },
    [runRows, current],
  );

  /** The query of the last search (what an export replays), or null before any search. */
  const currentQuery = useCallback(() => {
    const s = current();
    return applied.current
      ? { filters: applied.current, page: s.page, size: s.size, sort: s.sort?.field, order: s.sort?.order }
      : null;
  }, [current]);

  const { loaded, ...rest } = q.state;
  const state: SearchState = { ...rest, filters, searched: loaded, resetKey };
  return { state, setFilters, search, restore, clear, setPage, setSize, toggleSort, refresh, currentQuery };
}

export type SearchController = ReturnType<typeof useSearchScreen>;
