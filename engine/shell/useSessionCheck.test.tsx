// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubProvider, type CallRequest } from '../../services/http/dataProvider.ts';
import { loginObjeto, UNIDADES_ANA } from '../../services/session/fixtures.ts';
import { permittedKeys, selectUnit, setSession } from '../../services/session/session.ts';
import type { UnidadePapeis } from '../../services/session/types.ts';
import { DataProviderContext } from '../data.tsx';
import { queryClientFor } from '../query/queryClients.ts';
import { checksOnReturn, HIDDEN_MS, useSessionCheck } from './useSessionCheck.ts';
import { ok } from '../testing/callResults.ts';

/** A gateway whose security service answers the session with `units()` as they are at each call. */
function gateway(units: () => UnidadePapeis[]) {
  const asked: CallRequest[] = [];
  const provider = stubProvider(async (request) => {
    asked.push(request);
    return ok(loginObjeto(units()), { mensagem: 'ok' });
  });
  return { provider, asked };
}

let visibility: DocumentVisibilityState = 'visible';
const show = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** A shell that draws the permitted keys it reads on each render, as the menu does. */
function Shell({ enabled = true }: { enabled?: boolean }) {
  useSessionCheck(enabled);
  return <p>{(permittedKeys() ?? []).join(',')}</p>;
}

const mount = (provider: ReturnType<typeof stubProvider>, enabled = true) =>
  render(
    <DataProviderContext value={provider}>
      <Shell enabled={enabled} />
    </DataProviderContext>,
  );

describe('the session checked at page load and on a return to a hidden tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2027-03-03T12:00:00Z'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    visibility = 'visible';
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks once per page load, after the first paint, and redraws the shell when the roles changed', async () => {
    const withNewKey: UnidadePapeis[] = [
      {
        ...UNIDADES_ANA[0],
        papeis: [
          ...UNIDADES_ANA[0].papeis,
          { codigo: 'NOVO', recursos: [{ codigo: 'R9', chaveMenu: 'chave-nova', url: '/portal/nova/' }] },
        ],
      },
      UNIDADES_ANA[1],
    ];
    const { provider, asked } = gateway(() => withNewKey);
    const view = mount(provider);
    // The first paint does not wait for it.
    expect(asked).toHaveLength(0);
    expect(view.container.textContent).not.toContain('chave-nova');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toEqual([expect.objectContaining({ endpoint: 'seguranca.sessao' })]);
    expect(view.container.textContent).toContain('chave-nova');
  });

  it('changed roles drop the answers kept for screens not on view; an unchanged session keeps them', async () => {
    const kept = ['lauda.detalheLauda', { idLauda: '3' }];
    const rolesTaken = () => [{ ...UNIDADES_ANA[0], papeis: [] }, UNIDADES_ANA[1]];
    for (const [units, stays] of [
      [() => UNIDADES_ANA, true],
      [rolesTaken, false],
    ] as const) {
      const { provider } = gateway(units);
      queryClientFor(provider).setQueryData(kept, { versao: 1 });
      mount(provider);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(queryClientFor(provider).getQueryData(kept) !== undefined).toBe(stays);
      cleanup();
    }
  });

  it('a tab shown again after more than a minute hidden asks again; a shorter absence does not', async () => {
    const { provider, asked } = gateway(() => UNIDADES_ANA);
    mount(provider);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toHaveLength(1);
    show('hidden');
    await act(() => vi.advanceTimersByTimeAsync(HIDDEN_MS - 1_000));
    show('visible');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toHaveLength(1);
    show('hidden');
    await act(() => vi.advanceTimersByTimeAsync(HIDDEN_MS + 1_000));
    show('visible');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toHaveLength(2);
  });

  it('a visitor who is not signed in is not checked (the layout sends them to /login)', async () => {
    const { provider, asked } = gateway(() => UNIDADES_ANA);
    mount(provider, false);
    await act(() => vi.advanceTimersByTimeAsync(HIDDEN_MS));
    expect(asked).toHaveLength(0);
  });

  it('only an absence longer than a minute counts', () => {
    expect(checksOnReturn(null, 1_000_000)).toBe(false);
    expect(checksOnReturn(1_000_000, 1_000_000 + HIDDEN_MS)).toBe(false);
    expect(checksOnReturn(1_000_000, 1_000_000 + HIDDEN_MS + 1)).toBe(true);
  });
});
