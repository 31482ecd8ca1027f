// @vitest-environment jsdom
/**
 * The record shown is the one the route asks for now: a detail screen keeps its instance when only
 * its parameter changes (routes are keyed by screen), so the answer for the record left behind can
 * arrive after the one for the record opened — it must not replace it, and its request is cancelled.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubProvider } from '../../../services/http/dataProvider.ts';
import { FRESH_MS } from '../../query/queryClients.ts';
import { ok } from '../../testing/callResults.ts';
import { heldProvider } from '../../testing/heldProvider.ts';
import { useDetailScreen } from './useDetailScreen.ts';

/**
 * Held answers, one record per call named after its id; an aborted call answers at once as
 * cancelled, as the data provider does.
 */
function held() {
  const { provider, pending } = heldProvider(
    (req) => ({ id: req.params?.id, nome: `Servidor ${String(req.params?.id)}` }),
    { cancelOnAbort: true },
  );
  const release = (id: unknown) => act(() => pending.find((p) => p.request.params?.id === id)!.release());
  return { provider, pending, release };
}

describe('useDetailScreen', () => {
  it('shows the record the route names now, whichever answer arrives last', async () => {
    const { provider, pending, release } = held();
    const source = { endpoint: 'admissoes.dadosPessoais', params: { id: ':id' } };
    const hook = renderHook(({ id }) => useDetailScreen(source, { id }, provider), { initialProps: { id: '1' } });
    hook.rerender({ id: '2' });
    await waitFor(() => expect(pending.map((p) => p.request.params?.id)).toEqual(['1', '2']));
    // The record left behind: its request is cancelled, the one opened goes on.
    expect(pending.map((p) => p.signal?.aborted)).toEqual([true, false]);
    await release('2');
    await waitFor(() => expect(hook.result.current.state.data).toMatchObject({ id: '2' }));
    await release('1');
    expect(hook.result.current.state.data).toMatchObject({ id: '2' });
    expect(hook.result.current.state.loading).toBe(false);
  });

  it('cancels the load in flight when the screen closes, and shows no error for it', async () => {
    const { provider, pending } = held();
    const onError = vi.fn();
    const source = { endpoint: 'admissoes.dadosPessoais', params: { id: ':id' } };
    const hook = renderHook(() => useDetailScreen(source, { id: '7' }, provider, onError));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0].signal?.aborted).toBe(false);
    hook.unmount();
    expect(pending[0].signal?.aborted).toBe(true);
    await act(() => Promise.resolve());
    expect(onError).not.toHaveBeenCalled();
  });

  it('a record shown once paints at once when the user comes back, and is refreshed behind it', async () => {
    let versao = 0;
    const provider = stubProvider(() => ok({ versao: ++versao }));
    const source = { endpoint: 'admissoes.dadosPessoais', params: { id: ':id' } };
    const first = renderHook(() => useDetailScreen(source, { id: '1' }, provider));
    await waitFor(() => expect(first.result.current.state.data).toEqual({ versao: 1 }));
    first.unmount();
    // Back after the answer stopped being fresh: the kept record at once, no skeleton, then the new one.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + FRESH_MS + 1);
    try {
      const back = renderHook(() => useDetailScreen(source, { id: '1' }, provider));
      expect(back.result.current.state).toMatchObject({ loading: false, data: { versao: 1 } });
      await waitFor(() => expect(back.result.current.state.data).toEqual({ versao: 2 }));
    } finally {
      clock.mockRestore();
    }
  });
});
