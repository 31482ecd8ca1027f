/**
 * Headless controller of a nested paged table (detail tabs): its own page, size (default 5, spec
 * §9 "5 for detail tables"), sort and rows, loaded from its endpoint with the route parameters.
 * 'Atualizar automaticamente' reloads the page, size and sort being shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider } from '../../../services/http/callEndpoint.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { onRefresh } from '../../../services/autoRefresh.ts';
import type { TableDef } from '../../screens/types.ts';
import { nextSort, type SortState } from '../search/nextSort.ts';
import { resolveParams } from './useDetailScreen.ts';

export interface TableState {
  page: number;
  size: number;
  sort: SortState | null;
  rows: Record<string, unknown>[];
  total: number;
  totalPages: number;
  loading: boolean;
  empty: boolean;
}

export function useTable(
  def: TableDef,
  routeParams: Record<string, string | undefined>,
  provider: DataProvider,
  onError?: (r: CallResult) => void,
  record?: Record<string, unknown>,
) {
  const [state, setState] = useState<TableState>({
    page: 0,
    size: def.pageSize ?? 5,
    sort: def.sort ?? null,
    rows: [],
    total: 0,
    totalPages: 0,
    loading: true,
    empty: false,
  });
  const params = JSON.stringify(resolveParams(def.params, routeParams, record));
  const seq = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const load = useCallback(
    async (page: number, size: number, sort: SortState | null) => {
      const id = ++seq.current;
      setState((s) => ({ ...s, page, size, sort, loading: true }));
      const r = await provider<Record<string, unknown>[]>({
        endpoint: def.endpoint,
        params: JSON.parse(params) as Record<string, string>,
        page,
        size,
        sort: sort?.field,
        order: sort?.order,
      });
      if (id !== seq.current) return;
      if (r.codigoMensagem === 0 || r.codigoMensagem === 2) {
        const rows = r.codigoMensagem === 0 && Array.isArray(r.data) ? r.data : [];
        const total = r.offset ?? rows.length;
        setState((s) => ({ ...s, rows, total, totalPages: r.offsetPages ?? Math.ceil(total / size), loading: false, empty: rows.length === 0 }));
      } else {
        setState((s) => ({ ...s, rows: [], loading: false, empty: true }));
        onErrorRef.current?.(r);
      }
    },
    [provider, def.endpoint, params],
  );

  useEffect(() => {
    void load(0, def.pageSize ?? 5, def.sort ?? null);
  }, [load, def.pageSize, def.sort]);

  const shown = useRef(state);
  shown.current = state;
  useEffect(() => onRefresh(() => void load(shown.current.page, shown.current.size, shown.current.sort)), [load]);

  return {
    state,
    setPage: (page: number) => void load(page, state.size, state.sort),
    setSize: (size: number) => void load(0, size, state.sort),
    toggleSort: (field: string) => void load(0, state.size, nextSort(state.sort, field)),
  };
}
