// @vitest-environment jsdom
/**
 * 'Detalhar' asks for the record as it is pressed: the servant record's screen, mounting a moment
 * later with the same route, paints that answer at once and sends no second call; an address of a
 * screen that is not a detail asks for nothing.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubProvider } from '../../services/http/dataProvider.ts';
import type { CallRequest } from '../../services/http/prepareCall.ts';
import { useDetailScreen } from '../kinds/detail/useDetailScreen.ts';
import { prefetchRecord } from './prefetchRecord.ts';
import { ok } from '../testing/callResults.ts';

function recordingProvider() {
  const calls: CallRequest[] = [];
  const provider = stubProvider((req) => {
    calls.push(req);
    return ok({ nome: 'HELENA SOUZA' });
  });
  return { provider, calls };
}

describe('prefetchRecord', () => {
  it("fetches the detail screen's record from its address, and the screen shows it without asking again", async () => {
    const { provider, calls } = recordingProvider();
    await prefetchRecord('/recursos-humanos/dados-servidor/42', provider);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ endpoint: 'admissoes.dadosPessoais', params: { id: '42' } });
    const source = { endpoint: 'admissoes.dadosPessoais', params: { id: ':id' } };
    const hook = renderHook(() => useDetailScreen(source, { id: '42' }, provider));
    // The first render already has the record: no skeleton.
    expect(hook.result.current.state).toMatchObject({ loading: false, data: { nome: 'HELENA SOUZA' } });
    expect(calls).toHaveLength(1);
  });

  it('asks for nothing for a screen that is not a detail, or an address no screen has', async () => {
    const { provider, calls } = recordingProvider();
    await prefetchRecord('/recursos-humanos/pesquisa-servidor/', provider);
    await prefetchRecord('/nao-existe/1', provider);
    expect(calls).toHaveLength(0);
  });
});
