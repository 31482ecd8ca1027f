// @vitest-environment jsdom
/**
 * The query cache under the data provider: one per provider, and after a write no screen paints a
 * record the write may have made old — a record on screen is marked stale (its screen refreshes
 * it), one kept for a return is dropped, so the return waits for the record as it is now.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubProvider } from '../../services/http/dataProvider.ts';
import { useDetailScreen } from '../kinds/detail/useDetailScreen.ts';
import { afterWrite, queryClientFor } from './queryClients.ts';
import { answer, ok } from '../testing/callResults.ts';

const source = { endpoint: 'lauda.detalheLauda', params: { idLauda: ':idLauda' } };

function versionedProvider() {
  let versao = 0;
  let calls = 0;
  const provider = stubProvider(() => {
    calls++;
    return ok({ versao: ++versao });
  });
  return { provider, calls: () => calls };
}

describe('queryClientFor', () => {
  it('gives each data provider a cache of its own', () => {
    const a = stubProvider(() => answer({ codigoMensagem: 2 }));
    const b = stubProvider(() => answer({ codigoMensagem: 2 }));
    expect(queryClientFor(a)).toBe(queryClientFor(a));
    expect(queryClientFor(a)).not.toBe(queryClientFor(b));
  });
});

describe('afterWrite', () => {
  it('drops the records kept for a return: coming back waits for the record as it is now', async () => {
    const { provider } = versionedProvider();
    const first = renderHook(() => useDetailScreen(source, { idLauda: '3' }, provider));
    await waitFor(() => expect(first.result.current.state.data).toEqual({ versao: 1 }));
    first.unmount();
    afterWrite(provider);
    const back = renderHook(() => useDetailScreen(source, { idLauda: '3' }, provider));
    expect(back.result.current.state).toMatchObject({ loading: true, data: null });
    await waitFor(() => expect(back.result.current.state.data).toEqual({ versao: 2 }));
  });

  it('leaves the record on screen in place, marked stale, and sends nothing itself', async () => {
    const { provider, calls } = versionedProvider();
    const shown = renderHook(() => useDetailScreen(source, { idLauda: '3' }, provider));
    await waitFor(() => expect(shown.result.current.state.data).toEqual({ versao: 1 }));
    afterWrite(provider);
    const [query] = queryClientFor(provider).getQueryCache().getAll();
    expect(query.isStale()).toBe(true);
    expect(shown.result.current.state.data).toEqual({ versao: 1 });
    expect(calls()).toBe(1);
  });
});
