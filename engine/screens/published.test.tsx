// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubProvider, type CallRequest } from '../../services/http/dataProvider.ts';
import { DataProviderContext } from '../data.tsx';
import {
  mergeScreens,
  PUBLISHED_FRESH_MS,
  publishedDoc,
  publishedStore,
  usePublished,
  usePublishedFeed,
} from './published.ts';
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

describe('the published screens in force (usePublishedFeed → publishedStore → usePublished)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    publishedStore.set([]);
  });

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
    return { asked, provider };
  }

  /** The feed, as the route table holds it, with a way to navigate. */
  function Feed({ enabled, go }: { enabled: boolean; go: { navigate?: (to: string) => void } }) {
    usePublishedFeed(enabled);
    go.navigate = useNavigate();
    return null;
  }

  /** A reader apart from the feed, as the menu is: it redraws only when the store tells it to. */
  function Menu() {
    const docs = usePublished();
    return (
      <ul>
        {docs.map((d) => (
          <li key={d.id}>{d.title}</li>
        ))}
      </ul>
    );
  }

  function mount(provider: ReturnType<typeof stubProvider>, enabled = true) {
    const go: { navigate?: (to: string) => void } = {};
    const view = render(
      <MemoryRouter>
        <DataProviderContext value={provider}>
          <Feed enabled={enabled} go={go} />
          <Menu />
        </DataProviderContext>
      </MemoryRouter>,
    );
    const titles = () => [...view.container.querySelectorAll('li')].map((li) => li.textContent);
    return { titles, navigate: (to: string) => act(() => go.navigate!(to)) };
  }

  it('asks once; the readers get the list and the route opens the published document of an id', async () => {
    const doc = meta('nova-tela', 'Nova tela') as ScreenDoc;
    const { asked, provider } = gateway(() => [doc]);
    const { titles } = mount(provider);
    await waitFor(() => expect(titles()).toEqual(['Nova tela']));
    expect(asked.map((r) => r.endpoint)).toEqual(['telas.telasPublicadas']);
    expect(publishedDoc('nova-tela')).toBe(doc);
    expect(publishedStore.getSnapshot()).toEqual([doc]);
  });

  it('a withdrawn screen is no longer in force once the list is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let docs = [meta('nova-tela', 'Nova tela') as ScreenDoc];
    const { asked, provider } = gateway(() => docs);
    const { titles, navigate } = mount(provider);
    await waitFor(() => expect(titles()).toEqual(['Nova tela']));
    docs = [];
    // A navigation within the minute does not ask again; one after it does.
    navigate('/home');
    expect(asked).toHaveLength(1);
    vi.setSystemTime(Date.now() + PUBLISHED_FRESH_MS + 1);
    navigate('/outra');
    await waitFor(() => expect(titles()).toEqual([]));
    expect(asked).toHaveLength(2);
    expect(publishedDoc('nova-tela')).toBeUndefined();
  });

  it('asks nothing before a unit is chosen, and nothing published is in force', async () => {
    publishedStore.set([meta('antiga', 'Antiga') as ScreenDoc]);
    const { asked, provider } = gateway(() => []);
    const { titles } = mount(provider, false);
    expect(titles()).toEqual([]);
    expect(publishedDoc('antiga')).toBeUndefined();
    expect(asked).toHaveLength(0);
  });
});
