// @vitest-environment jsdom
/**
 * An endpoint without paging answers its whole list with no `paginacao`: a paged view (the search
 * results) shows one page of it and the footer's totals; nested tables, options and charts take it whole.
 * A newer query wins over one still in flight, whose request is cancelled, as is one that 'Limpar'
 * or closing the screen leaves behind.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import type { CallResult } from '../../services/http/envelope.ts';
import { answer, ok } from '../testing/callResults.ts';
import { heldProvider } from '../testing/heldProvider.ts';
import { refreshShown } from './queryClients.ts';
import { useRowsQuery } from './useRowsQuery.ts';

const lista = Array.from({ length: 24 }, (_, i) => ({ codigo: i + 1, descricao: `Assunto ${i + 1}` }));
const provider = (async () => ok(lista)) as unknown as DataProvider;

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

describe('useRowsQuery with queries in flight', () => {
  /** Each call answers one row named after its page, when the test releases it. */
  const held = () => heldProvider((req) => [{ codigo: req.page }]);

  it('shows the newest query whichever answer arrives last, and cancels the older request', async () => {
    const { provider, pending } = held();
    const hook = renderHook(() => useRowsQuery('processosServidores.assuntos', provider));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => void (first = hook.result.current.run({ page: 0, size: 10, sort: null })));
    act(() => void (second = hook.result.current.run({ page: 1, size: 10, sort: null })));
    expect(pending.map((p) => p.signal?.aborted)).toEqual([true, false]);
    await act(async () => {
      pending[1].release();
      await second;
    });
    await act(async () => {
      pending[0].release();
      await first;
    });
    expect(hook.result.current.state.rows).toEqual([{ codigo: 1 }]);
  });

  it("cancels the query in flight on 'Limpar' and when the screen closes", async () => {
    const { provider, pending } = held();
    const hook = renderHook(() => useRowsQuery('processosServidores.assuntos', provider));
    act(() => void hook.result.current.run({ page: 0, size: 10, sort: null }));
    act(() => hook.result.current.reset());
    expect(pending[0].signal?.aborted).toBe(true);
    act(() => void hook.result.current.run({ page: 0, size: 10, sort: null }));
    expect(pending[1].signal?.aborted).toBe(false);
    hook.unmount();
    expect(pending[1].signal?.aborted).toBe(true);
  });
});

describe('useRowsQuery through the query cache', () => {
  /** Each call answers its page and its rank among the answers (1 for the first released), when the test releases it. */
  function countingProvider() {
    let answers = 0;
    const { provider, pending } = heldProvider((req) => [{ codigo: req.page, resposta: ++answers }]);
    return { provider, pending, calls: () => pending.length };
  }

  it('paints the rows shown before at once when the same query runs again, and refreshes them behind', async () => {
    const { provider, pending } = countingProvider();
    const q = { page: 0, size: 10, sort: null };
    const first = renderHook(() => useRowsQuery('processosServidores.assuntos', provider));
    let running!: Promise<unknown>;
    act(() => void (running = first.result.current.run(q)));
    await act(async () => {
      pending[0].release();
      await running;
    });
    first.unmount();
    // Back to the screen: its search runs again.
    const back = renderHook(() => useRowsQuery('processosServidores.assuntos', provider));
    act(() => void (running = back.result.current.run(q)));
    expect(back.result.current.state).toMatchObject({ loading: false, rows: [{ codigo: 0, resposta: 1 }] });
    await act(async () => {
      pending[1].release();
      await running;
    });
    expect(back.result.current.state.rows).toEqual([{ codigo: 0, resposta: 2 }]);
  });

  it('sends one request when two lists ask the same rows at once', async () => {
    const { provider, pending, calls } = countingProvider();
    const q = { page: 0, size: 10, sort: null };
    const a = renderHook(() => useRowsQuery('processosServidores.assuntos', provider));
    const b = renderHook(() => useRowsQuery('processosServidores.assuntos', provider));
    let ra!: Promise<unknown>;
    let rb!: Promise<unknown>;
    act(() => void (ra = a.result.current.run(q)));
    act(() => void (rb = b.result.current.run(q)));
    expect(calls()).toBe(1);
    await act(async () => {
      pending[0].release();
      await Promise.all([ra, rb]);
    });
    expect(a.result.current.state.rows).toEqual(b.result.current.state.rows);
  });
});

describe("useRowsQuery and 'Atualizar automaticamente' (refreshShown)", () => {
  /** A provider answering `rows()` as they are now, or a failure while `falha` is on; calls counted. */
  function liveProvider() {
    const live = { rows: [{ id: 1 }], falha: false, calls: 0 };
    const p = (async () => {
      live.calls++;
      return live.falha ? answer({ codigoMensagem: 1, mensagem: 'falhou', data: undefined }) : ok(live.rows);
    }) as unknown as DataProvider;
    return { live, p };
  }

  it('asks again for the rows shown, behind them; a failed refresh keeps them without a dialog', async () => {
    const { live, p } = liveProvider();
    const errors: CallResult[] = [];
    const hook = renderHook(() => useRowsQuery('x.lista', p, { autoRefresh: true, onError: (r) => errors.push(r) }));
    await act(() => hook.result.current.run({ page: 0, size: 10, sort: null }));
    live.rows = [{ id: 1 }, { id: 2 }];
    await act(() => refreshShown(p));
    await waitFor(() => expect(hook.result.current.state.rows).toHaveLength(2));
    live.falha = true;
    await act(() => refreshShown(p));
    expect(live.calls).toBe(3);
    expect(hook.result.current.state).toMatchObject({ loading: false, error: null });
    expect(hook.result.current.state.rows).toHaveLength(2);
    expect(errors).toEqual([]);
    // The next tick asks again.
    live.falha = false;
    live.rows = [{ id: 3 }];
    await act(() => refreshShown(p));
    await waitFor(() => expect(hook.result.current.state.rows).toEqual([{ id: 3 }]));
  });

  it('leaves alone lists that do not ask for it (options, charts), nothing before a query, and lists closed', async () => {
    const { live, p } = liveProvider();
    const options = renderHook(() => useRowsQuery('x.opcoes', p));
    await act(() => options.result.current.run({ page: 0, size: 10, sort: null }));
    const search = renderHook(() => useRowsQuery('x.lista', p, { autoRefresh: true }));
    await act(() => refreshShown(p));
    expect(live.calls).toBe(1);
    await act(() => search.result.current.run({ page: 0, size: 10, sort: null }));
    search.unmount();
    await act(() => refreshShown(p));
    expect(live.calls).toBe(2);
  });
});
