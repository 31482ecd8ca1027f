// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubProvider, type CallRequest } from '../../services/http/dataProvider.ts';
import { DataProviderContext } from '../data.tsx';
import { mergeScreens, PUBLISHED_FRESH_MS, publishedDoc, usePublishedScreens } from './published.ts';
import type { ScreenDoc, ScreenMeta } from './types.ts';

const meta = (id: string, title: string): ScreenMeta =>
  ({ id, title, kind: 'search', route: `/${id}/`, menuKey: id, area: 'relatorios' }) as ScreenMeta;

describe('mergeScreens', () => {
  it('a published screen replaces the shipped one of its id; a new id adds one, in the order of titles', () => {
    const shipped = [meta('b', 'Beta'), meta('d', 'Delta')];
    const published = [
      { ...meta('d', 'Delta publicada'), columns: [] } as unknown as ScreenDoc,
      meta('a', 'Alfa nova') as ScreenDoc,
    ];
    expect(mergeScreens(shipped, published).map((s) => [s.id, s.title])).toEqual([
      ['a', 'Alfa nova'],
      ['b', 'Beta'],
      ['d', 'Delta publicada'],
    ]);
  });

  it('without published screens the shipped list is the list', () => {
    const shipped = [meta('b', 'Beta')];
    expect(mergeScreens(shipped, [])).toBe(shipped);
  });
});

describe('usePublishedScreens', () => {
  afterEach(() => vi.useRealTimers());

  /** A gateway answering these documents as telas.telasPublicadas (code 2 when none). */
  function gateway(docs: () => ScreenDoc[]) {
    const asked: CallRequest[] = [];
    const provider = stubProvider(async (request) => {
      asked.push(request);
      const list = docs();
      return {
        codigoMensagem: list.length ? 0 : 2,
        mensagem: '',
        dataServidor: '',
        listaCriticas: [],
        data: list.map((d, i) => ({ telaId: d.id, numero: i + 1, documento: d })),
      };
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <DataProviderContext value={provider}>{children}</DataProviderContext>
      </MemoryRouter>
    );
    return { asked, wrapper };
  }

  it('asks once, and the route opens the published document of an id', async () => {
    const doc = meta('nova-tela', 'Nova tela') as ScreenDoc;
    const { asked, wrapper } = gateway(() => [doc]);
    const hook = renderHook(() => usePublishedScreens(true), { wrapper });
    await waitFor(() => expect(hook.result.current).toEqual([doc]));
    expect(asked.map((r) => r.endpoint)).toEqual(['telas.telasPublicadas']);
    expect(publishedDoc('nova-tela')).toBe(doc);
  });

  it('a withdrawn screen is no longer in force once the list is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let docs = [meta('nova-tela', 'Nova tela') as ScreenDoc];
    const { asked, wrapper } = gateway(() => docs);
    const hook = renderHook(
      () => {
        const navigate = useNavigate();
        return { docs: usePublishedScreens(true), navigate };
      },
      { wrapper },
    );
    await waitFor(() => expect(hook.result.current.docs).toHaveLength(1));
    docs = [];
    // A navigation within the minute does not ask again; one after it does.
    act(() => void hook.result.current.navigate('/home'));
    expect(asked).toHaveLength(1);
    vi.setSystemTime(Date.now() + PUBLISHED_FRESH_MS + 1);
    act(() => void hook.result.current.navigate('/outra'));
    await waitFor(() => expect(hook.result.current.docs).toEqual([]));
    expect(asked).toHaveLength(2);
    expect(publishedDoc('nova-tela')).toBeUndefined();
  });

  it('asks nothing before a unit is chosen', async () => {
    const { asked, wrapper } = gateway(() => []);
    const hook = renderHook(() => usePublishedScreens(false), { wrapper });
    expect(hook.result.current).toEqual([]);
    expect(asked).toHaveLength(0);
  });
});
