/**
 * The one query hook under every list the engine shows: the search results, the nested tables of
 * detail tabs, the options of selects and the rows of dashboard charts. It sends one catalogue call
 * through the data provider with paging, sort and filters — through the query cache (rowsCache.ts):
 * rows shown once paint at once when asked again (Back to a search, a tab opened again) while they
 * refresh, and a request already on its way is shared — and keeps rows, totals, loading, empty and
 * error. A newer query always wins over an older one still in flight, whose request is cancelled,
 * and nothing is set after unmount. Code 2 is an empty result, never an error; codes 1 and 4 go to `onError` (the error
 * dialogs) unless the query is a background one (auto-refresh), which keeps the last good rows.
 */
import { hashKey, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallResult } from '../../services/http/envelope.ts';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import type { SortState } from '../kinds/search/nextSort.ts';
import { answerOrFail, AUTO_REFRESH, isAnswer, queryClientFor } from './queryClients.ts';
import { fetchRows, keptRows, rowsKey } from './rowsCache.ts';
import { pageOfList } from './wholeList.ts';

export type Row = Record<string, unknown>;

export interface RowsQuery {
  /** Zero-based. */
  page: number;
  size: number;
  sort: SortState | null;
  filters?: Record<string, unknown>;
}

export interface RowsState {
  page: number;
  size: number;
  sort: SortState | null;
  rows: Row[];
  total: number;
  totalPages: number;
  /** The total is the gateway's count bound: there are more rows ('mais de 10.000 registros'). */
  totalLimited: boolean;
  loading: boolean;
  /** A query has answered (rows or no result). */
  loaded: boolean;
  /** The last answer had no rows (code 2 or an empty list). */
  empty: boolean;
  error: CallResult | null;
}

export interface RowsQueryOptions {
  /** Resolved fixed parameters (path parameters and the like). */
  params?: Record<string, unknown>;
  /** Called with a code 1 or 4 result of a foreground query. */
  onError?: (result: CallResult) => void;
  /** Initial page size and sort. */
  size?: number;
  sort?: SortState | null;
  /** The first state is loading (a table that loads as it mounts). */
  loadingFirst?: boolean;
  /**
   * The rows are shown a page at a time under a paging footer (the search results): a whole list,
   * answered without `paginacao`, is paged and sorted here (wholeList.ts). Nested tables show a
   * list whole, without a footer (NestedTable.tsx: a footer only for an endpoint that pages), like
   * options and charts — the twelve months of a bonus are one table.
   */
  paged?: boolean;
  /**
   * 'Atualizar automaticamente' asks for the rows shown again (refreshShown), behind them: no
   * spinner, no dialog, the last rows kept on failure. Search results and nested tables.
   */
  autoRefresh?: boolean;
}

export function useRowsQuery(endpoint: string, provider: DataProvider, opts: RowsQueryOptions = {}) {
  const [state, setState] = useState<RowsState>(() => ({
    page: 0,
    size: opts.size ?? 10,
    sort: opts.sort ?? null,
    rows: [],
    total: 0,
    totalPages: 0,
    totalLimited: false,
    loading: opts.loadingFirst === true,
    loaded: false,
    empty: false,
    error: null,
  }));
  const paramsKey = JSON.stringify(opts.params ?? {});
  const paged = opts.paged === true;
  const onError = useRef(opts.onError);
  onError.current = opts.onError;
  const seq = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const stateRef = useRef(state);
  stateRef.current = state;
  const client = queryClientFor(provider);
  /** The key of the query the list shows: a newer one cancels its request. */
  const shown = useRef<QueryKey | null>(null);
  const cancelShown = useCallback(() => {
    if (shown.current) void client.cancelQueries({ queryKey: shown.current, exact: true });
    shown.current = null;
  }, [client]);
  useEffect(() => cancelShown, [cancelShown]);
  const autoRefresh = opts.autoRefresh === true;
  /** Stops watching the rows shown (a newer query, 'Limpar', unmount). */
  const unwatch = useRef<() => void>(() => undefined);
  useEffect(() => () => unwatch.current(), []);

  /** The list as an answer (rows or no result) fills it. */
  const apply = useCallback(
    (result: CallResult<Row[]>, q: RowsQuery) => {
      const all = result.codigoMensagem === 0 && Array.isArray(result.data) ? result.data : [];
      const whole = paged && result.offset === undefined;
      const rows = whole ? pageOfList(all, q) : all;
      const total = result.offset ?? all.length;
      const totalPages = result.offsetPages ?? Math.ceil(total / q.size);
      setState((s) => ({
        ...s,
        page: q.page,
        size: q.size,
        sort: q.sort,
        rows,
        total,
        totalPages,
        totalLimited: result.totalLimitado === true,
        loading: false,
        loaded: true,
        empty: rows.length === 0,
        error: null,
      }));
    },
    [paged],
  );

  /**
   * Keeps the rows shown observed in the cache, so refreshShown asks for them again; each new answer
   * fills the list as a background query does, while this query is still the one shown.
   */
  const watch = useCallback(
    (key: QueryKey, q: RowsQuery, call: (signal: AbortSignal) => Promise<CallResult<Row[]>>, id: number) => {
      unwatch.current();
      const observer = new QueryObserver<CallResult<Row[]>>(client, {
        queryKey: key,
        queryFn: async ({ signal }) => answerOrFail(await call(signal)),
        // Asked again only when refreshed, or by the list itself (run): never because it is observed.
        staleTime: Infinity,
        meta: AUTO_REFRESH,
      });
      let seen = observer.getCurrentResult().dataUpdatedAt;
      const off = observer.subscribe((r) => {
        if (r.isFetching || !r.data || r.dataUpdatedAt === seen) return;
        seen = r.dataUpdatedAt;
        if (mounted.current && id === seq.current) apply(r.data, q);
      });
      unwatch.current = () => {
        off();
        unwatch.current = () => undefined;
      };
    },
    [client, apply],
  );

  /**
   * Runs a query; `background`: no spinner, no dialog, last rows kept on failure. Rows kept from an
   * earlier answer to the same query are shown at once and refreshed behind them, without a spinner.
   */
  const run = useCallback(
    async (q: RowsQuery, background = false): Promise<CallResult<Row[]>> => {
      const id = ++seq.current;
      const key = rowsKey(endpoint, paramsKey, q);
      if (shown.current && hashKey(shown.current) !== hashKey(key)) cancelShown();
      shown.current = key;
      const kept = background ? undefined : keptRows<Row[]>(client, key);
      if (kept) apply(kept, q);
      else if (!background) setState((s) => ({ ...s, page: q.page, size: q.size, sort: q.sort, loading: true }));
      // A screen's endpoint name is only known at run time, so the answer is `unknown` to the
      // compiler; schemas:check makes a rows query name an endpoint answering a page or a list.
      const call = (signal: AbortSignal) =>
        provider({
          endpoint,
          params: JSON.parse(paramsKey) as Record<string, unknown>,
          page: q.page,
          size: q.size,
          sort: q.sort?.field,
          order: q.sort?.order,
          filters: q.filters,
          signal,
        }) as Promise<CallResult<Row[]>>;
      const ask = () => fetchRows(client, key, call);
      if (!background) unwatch.current();
      let result = await ask();
      const current = () => mounted.current && id === seq.current;
      // Cancelled by another part that was waiting for the same rows and went away: asked again.
      if (result.cancelada && current()) result = await ask();
      if (!current()) return result; // a newer query owns the list
      if (isAnswer(result)) {
        apply(result, q);
        if (autoRefresh) watch(key, q, call, id);
      } else if (background || result.cancelada) setState((s) => ({ ...s, loading: false }));
      else {
        setState((s) => ({ ...s, loading: false, loaded: true, error: result }));
        onError.current?.(result);
      }
      return result;
    },
    [provider, endpoint, paramsKey, client, apply, cancelShown, autoRefresh, watch],
  );

  /** Forgets the rows (search 'Limpar'); an answer still in flight is dropped. */
  const reset = useCallback(
    (initial: Partial<RowsState> = {}) => {
      seq.current++;
      unwatch.current();
      cancelShown();
      setState((s) => ({
        ...s,
        rows: [],
        total: 0,
        totalPages: 0,
        totalLimited: false,
        loading: false,
        loaded: false,
        empty: false,
        error: null,
        ...initial,
      }));
    },
    [cancelShown],
  );

  return { state, run, reset, paramsKey, current: () => stateRef.current };
}
