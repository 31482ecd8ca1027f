// @vitest-environment jsdom
/**
 * An endpoint without paging answers its whole list with no `paginacao`: a paged view (the search
 * results) shows one page of it and the footer's totals; nested tables, options and charts take it whole.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import type { CallResult } from '../../services/http/envelope.ts';
import { useRowsQuery } from './useRowsQuery.ts';

const lista = Array.from({ length: 24 }, (_, i) => ({ codigo: i + 1, descricao: `Assunto ${i + 1}` }));
const provider = (async () =>
  ({ codigoMensagem: 0, mensagem: '', data: lista }) as CallResult) as unknown as DataProvider;

describe('useRowsQuery over a whole list', () => {
  it('pages and sorts it when the view is paged', async () => {
    const hook = renderHook(() => useRowsQuery('processosServidores.assuntos', provider, { paged: true }));
    await act(() => hook.result.current.run({ page: 0, size: 10, sort: null }));
    expect(hook.result.current.state).toMatchObject({ total: 24, totalPages: 3 });
    expect(hook.result.current.state.rows.map((r) => r.codigo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await act(() => hook.result.current.run({ page: 2, size: 10, sort: null }));
    expect(hook.result.current.state.rows.map((r) => r.codigo)).toEqual([21, 22, 23, 24]);
    await act(() => hook.result.current.run({ page: 0, size: 10, sort: { field: 'codigo', order: 'DESC' } }));
    expect(hook.result.current.state.rows[0].codigo).toBe(24);
  });

  it('keeps it whole for nested tables, options and charts', async () => {
    const hook = renderHook(() => useRowsQuery('processosServidores.assuntos', provider));
    await act(() => hook.result.current.run({ page: 0, size: 10, sort: null }));
    expect(hook.result.current.state.rows).toHaveLength(24);
  });
});
