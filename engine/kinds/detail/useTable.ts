/**
 * Headless controller of a nested paged table (detail tabs): its own page, size (default 5, spec
 * §9 "5 for detail tables"), sort and rows, loaded from its endpoint with the placeholders filled
 * from the route and the enclosing record, and its chosen filters. 'Atualizar automaticamente' reloads the page, size and
 * sort being shown, in the background. Built on the engine's one query hook.
 */
import { useCallback, useEffect } from 'react';
import type { CallResult } from '../../../services/http/envelope.ts';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import { fillParams, type RouteValues } from '../../placeholders.ts';
import { useRowsQuery, type RowsState } from '../../query/useRowsQuery.ts';
import type { TableDef } from '../../screens/types.ts';
import { nextSort } from '../search/nextSort.ts';

export type TableState = RowsState;

export function useTable(
  def: TableDef,
  routeParams: RouteValues,
  provider: DataProvider,
  onError?: (r: CallResult) => void,
  record?: Record<string, unknown>,
  /** The table's chosen filters (TableFilters.tsx), over its fixed parameters; a change reloads from page 0. */
  filters?: Record<string, unknown>,
) {
  const q = useRowsQuery(def.endpoint, provider, {
    params: { ...fillParams(def.params, { record, route: routeParams }), ...filters },
    size: def.pageSize ?? 5,
    sort: def.sort ?? null,
    onError,
    loadingFirst: true,
    autoRefresh: true,
  });
  const { run, current } = q;

  useEffect(() => {
    void run({ page: 0, size: def.pageSize ?? 5, sort: def.sort ?? null });
  }, [run, def.pageSize, def.sort]);

  const reload = useCallback(
    (background = false) => {
      const s = current();
      void run({ page: s.page, size: s.size, sort: s.sort }, background);
    },
    [run, current],
  );

  const s = q.state;
  return {
    state: s,
    reload,
    setPage: (page: number) => void run({ page, size: s.size, sort: s.sort }),
    setSize: (size: number) => void run({ page: 0, size, sort: s.sort }),
    toggleSort: (field: string) => void run({ page: 0, size: s.size, sort: nextSort(s.sort, field) }),
  };
}
