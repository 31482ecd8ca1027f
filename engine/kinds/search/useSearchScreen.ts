/**
 * Headless controller of a search screen: filters, page, size, sort, rows, total, loading, empty
 * and error, and the commands the view binds to buttons. No ag-grid, rjsf or Blueprint here, so
 * the behaviour is tested with a stub data provider and the view stays thin.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider } from '../../../services/http/callEndpoint.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import type { SearchScreenDoc } from '../../screens/types.ts';
import { nextSort, type SortState } from './nextSort.ts';

/** Spec section 9: page sizes offered by the table footer; the table default is 5. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 5;

/** The footer's choices: the spec's sizes plus the screen's own (60 for 'Meus relatórios'). */
export const pageSizesFor = (screen: SearchScreenDoc): number[] =>
  [...new Set<number>([...PAGE_SIZES, screen.source.pageSize ?? DEFAULT_PAGE_SIZE])].sort((a, b) => a - b);

export type Filters = Record<string, unknown>;
export type Row = Record<string, unknown>;

export interface SearchOptions {
  provider: DataProvider;
  /** Validates the filter form (and shows the errors under the fields); true when valid. */
  validate?: () => boolean;
  /** Called when 'Pesquisar' is pressed with invalid filters; no call is made. */
  onInvalid?: () => void;
  /** Called with a code 1 or 4 result. */
  onError?: (result: CallResult) => void;
}

export interface SearchState {
  filters: Filters;
  /** Zero-based, as on the wire. */
  page: number;
  size: number;
  sort: SortState | null;
  rows: Row[];
  total: number;
  totalPages: number;
  loading: boolean;
  /** A search ran (the table shows results or the no-result text). */
  searched: boolean;
  /** The last search answered code 2 (no result). */
  empty: boolean;
  error: CallResult | null;
  /** Bumped by 'Limpar' so the view can remount the form (dropping its error marks). */
  resetKey: number;
}

interface Query {
  filters: Filters;
  page: number;
  size: number;
  sort: SortState | null;
}

export function initialState(screen: SearchScreenDoc): SearchState {
  return {
    filters: {},
    page: 0,
    size: screen.source.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: screen.source.sort ?? null,
    rows: [],
    total: 0,
    totalPages: 0,
    loading: false,
    searched: false,
    empty: false,
    error: null,
    resetKey: 0,
  };
}

export function useSearchScreen(screen: SearchScreenDoc, options: SearchOptions) {
  const [state, setState] = useState<SearchState>(() => initialState(screen));
  const optsRef = useRef(options);
  optsRef.current = options;
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Filters of the last search: paging and sorting re-run it, not the half-edited form. */
  const applied = useRef<Filters | null>(null);
  const seq = useRef(0);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const run = useCallback(
    async (q: Query) => {
      const id = ++seq.current;
      setState((s) => ({ ...s, page: q.page, size: q.size, sort: q.sort, loading: true }));
      const result = await optsRef.current.provider<Row[]>({
        endpoint: screen.source.endpoint,
        params: screen.source.params,
        page: q.page,
        size: q.size,
        sort: q.sort?.field,
        order: q.sort?.order,
        filters: q.filters,
      });
      if (!mounted.current || id !== seq.current) return; // a newer request owns the table
      if (result.codigoMensagem === 0) {
        const rows = Array.isArray(result.data) ? result.data : [];
        const total = result.offset ?? rows.length;
        const totalPages = result.offsetPages ?? Math.ceil(total / q.size);
        setState((s) => ({ ...s, rows, total, totalPages, loading: false, searched: true, empty: rows.length === 0, error: null }));
      } else if (result.codigoMensagem === 2) {
        setState((s) => ({ ...s, rows: [], total: 0, totalPages: 0, loading: false, searched: true, empty: true, error: null }));
      } else {
        setState((s) => ({ ...s, loading: false, error: result }));
        optsRef.current.onError?.(result);
      }
    },
    [screen.source.endpoint, screen.source.params],
  );

  const setFilters = useCallback((filters: Filters) => setState((s) => ({ ...s, filters })), []);

  /** 'Pesquisar' (and Enter): validate, then first page with the current filters. */
  const search = useCallback(() => {
    const { validate, onInvalid } = optsRef.current;
    if (validate && !validate()) {
      onInvalid?.();
      return;
    }
    const s = stateRef.current;
    applied.current = s.filters;
    void run({ filters: s.filters, page: 0, size: s.size, sort: s.sort });
  }, [run]);

  /** 'Limpar': empties the fields and the table. */
  const clear = useCallback(() => {
    seq.current++;
    applied.current = null;
    setState((s) => ({ ...initialState(screen), resetKey: s.resetKey + 1 }));
  }, [screen]);

  const setPage = useCallback(
    (page: number) => {
      const s = stateRef.current;
      if (!applied.current || page < 0 || (s.totalPages > 0 && page >= s.totalPages) || page === s.page) return;
      void run({ filters: applied.current, page, size: s.size, sort: s.sort });
    },
    [run],
  );

  /** Changing the page size goes back to the first page. */
  const setSize = useCallback(
    (size: number) => {
      const s = stateRef.current;
      if (!applied.current) return setState((st) => ({ ...st, size, page: 0 }));
      void run({ filters: applied.current, page: 0, size, sort: s.sort });
    },
    [run],
  );

  const toggleSort = useCallback(
    (field: string) => {
      const s = stateRef.current;
      const sort = nextSort(s.sort, field);
      if (!applied.current) return setState((st) => ({ ...st, sort }));
      void run({ filters: applied.current, page: 0, size: s.size, sort });
    },
    [run],
  );

  /** Re-runs the last search on the same page (after a delete, or 'refresh' polling a status). */
  const refresh = useCallback(() => {
    const s = stateRef.current;
    if (!applied.current) return;
    void run({ filters: applied.current, page: s.page, size: s.size, sort: s.sort });
  }, [run]);

  /** The query of the last search (what an export replays), or null before any search. */
  const currentQuery = useCallback(() => {
    const s = stateRef.current;
    return applied.current ? { filters: applied.current, page: s.page, size: s.size, sort: s.sort?.field, order: s.sort?.order } : null;
  }, []);

  return { state, setFilters, search, clear, setPage, setSize, toggleSort, refresh, currentQuery };
}

export type SearchController = ReturnType<typeof useSearchScreen>;
