// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
import type { SearchScreenDoc } from '../../screens/types.ts';
import { keepSearch, savedSearch } from './history.ts';
import { useSearchScreen } from './useSearchScreen.ts';
import { answer, ok } from '../../testing/callResults.ts';

const screenDoc = {
  id: 't',
  kind: 'search',
  title: 'T',
  area: 'a',
  route: '/t/',
  menuKey: 't',
  filters: { schema: { type: 'object', properties: {} } },
  source: { endpoint: 'admissoes.listaServidores', pageSize: 10, sort: { field: 'nome', order: 'ASC' } },
  columns: [{ field: 'nome', header: 'Nome' }],
} as SearchScreenDoc;

function setup(validate = () => true) {
  const calls: CallRequest[] = [];
  const provider = vi.fn(async (req: CallRequest) => {
    calls.push(req);
    return ok([{ id: 1 }], { offset: 47, offsetPages: 5 });
  }) as unknown as DataProvider;
  const onInvalid = vi.fn();
  const hook = renderHook(() => useSearchScreen(screenDoc, { provider, validate, onInvalid }));
  return { hook, calls, onInvalid };
}

describe('useSearchScreen', () => {
  it("starts from the filters' defaults (what the form shows is what a search on load sends) and 'Limpar' returns to them", async () => {
    const doc = {
      ...screenDoc,
      filters: {
        schema: { type: 'object', properties: { id: { type: 'integer', default: 1 }, nome: { type: 'string' } } },
      },
    } as SearchScreenDoc;
    const calls: CallRequest[] = [];
    const provider = vi.fn(async (req: CallRequest) => {
      calls.push(req);
      return answer({ codigoMensagem: 2, data: [] });
    }) as unknown as DataProvider;
    const hook = renderHook(() => useSearchScreen(doc, { provider }));
    act(() => hook.result.current.search());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].filters).toEqual({ id: 1 });
    act(() => hook.result.current.setFilters({ id: 2, nome: 'ana' }));
    act(() => hook.result.current.clear());
    expect(hook.result.current.state.filters).toEqual({ id: 1 });
  });

  it('searches page 0 with the screen size and sort; pages; size change resets to page 0', async () => {
    const { hook, calls } = setup();
    act(() => hook.result.current.setFilters({ nome: 'ana' }));
    act(() => hook.result.current.search());
    await waitFor(() => expect(hook.result.current.state.total).toBe(47));
    expect(calls[0]).toMatchObject({ page: 0, size: 10, sort: 'nome', order: 'ASC', filters: { nome: 'ana' } });
    act(() => hook.result.current.setPage(3));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].page).toBe(3);
    // paging re-runs the searched filters, not what is being typed
    act(() => hook.result.current.setFilters({ nome: 'bruno' }));
    act(() => hook.result.current.setSize(20));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ page: 0, size: 20, filters: { nome: 'ana' } });
    expect(hook.result.current.state.page).toBe(0);
  });

  it('sort: same column flips, a new column starts ASC, both from page 0', async () => {
    const { hook, calls } = setup();
    act(() => hook.result.current.search());
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => hook.result.current.toggleSort('nome'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ sort: 'nome', order: 'DESC', page: 0 });
    act(() => hook.result.current.toggleSort('cpf'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ sort: 'cpf', order: 'ASC' });
  });

  it('invalid filters: onInvalid and no call; pages out of range are ignored', async () => {
    const { hook, calls, onInvalid } = setup(() => false);
    act(() => hook.result.current.search());
    expect(onInvalid).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    act(() => hook.result.current.setPage(2));
    expect(calls).toHaveLength(0);
  });
});

describe('filters from the query string', () => {
  const doc = {
    ...screenDoc,
    filters: {
      schema: {
        type: 'object',
        properties: {
          codigoAssunto: { type: 'integer' },
          situacao: { type: 'string', default: 'PENDENTE' },
          nomes: { type: 'array', items: { type: 'string' } },
          ativo: { type: 'boolean' },
        },
      },
    },
  } as unknown as SearchScreenDoc;

  it("reads only the screen's filters, typed as declared; a bad number is left out", async () => {
    const { filtersFromQuery } = await import('./useSearchScreen.ts');
    const q = new URLSearchParams('codigoAssunto=3&situacao=ANALISADO&nomes=a,b&ativo=true&outro=x');
    expect(filtersFromQuery(doc, q)).toEqual({
      codigoAssunto: 3,
      situacao: 'ANALISADO',
      nomes: ['a', 'b'],
      ativo: true,
    });
    expect(filtersFromQuery(doc, new URLSearchParams('codigoAssunto=3.5&situacao='))).toEqual({});
  });

  it('a search starts from them over the defaults and sends them; Limpar goes back to the defaults', async () => {
    const calls: CallRequest[] = [];
    const provider = vi.fn(async (req: CallRequest) => {
      calls.push(req);
      return answer({ codigoMensagem: 2, data: [] });
    }) as unknown as DataProvider;
    const hook = renderHook(() => useSearchScreen(doc, { provider, initialFilters: { codigoAssunto: 7 } }));
    expect(hook.result.current.state.filters).toEqual({ situacao: 'PENDENTE', codigoAssunto: 7 });
    act(() => hook.result.current.search());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].filters).toEqual({ situacao: 'PENDENTE', codigoAssunto: 7 });
    act(() => hook.result.current.clear());
    expect(hook.result.current.state.filters).toEqual({ situacao: 'PENDENTE' });
  });

  it('tells the page every query it runs (Back restores it) and comes back to a saved one as it was', async () => {
    const { hook, calls } = setup();
    const seen: unknown[] = [];
    const provider = vi.fn(async (req: CallRequest) => {
      calls.push(req);
      return ok([{ id: 1 }], { offset: 47, offsetPages: 5 });
    }) as unknown as DataProvider;
    hook.unmount();
    const first = renderHook(() => useSearchScreen(screenDoc, { provider, onSearched: (q) => seen.push(q) }));
    act(() => first.result.current.setFilters({ nome: 'ana' }));
    act(() => first.result.current.search());
    await waitFor(() => expect(first.result.current.state.searched).toBe(true));
    act(() => first.result.current.setPage(2));
    expect(seen.at(-1)).toEqual({ filters: { nome: 'ana' }, page: 2, size: 10, sort: { field: 'nome', order: 'ASC' } });
    act(() => first.result.current.clear());
    expect(seen.at(-1)).toBeNull();

    calls.length = 0;
    const saved = {
      screen: 't',
      filters: { nome: 'bia' },
      page: 3,
      size: 20,
      sort: { field: 'nome', order: 'DESC' as const },
    };
    const back = renderHook(() => useSearchScreen(screenDoc, { provider, saved }));
    expect(back.result.current.state.filters).toEqual({ nome: 'bia' });
    act(() => back.result.current.restore());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ filters: { nome: 'bia' }, page: 3, size: 20, sort: 'nome', order: 'DESC' });
  });

  it('keeps the search in the history entry, beside the router state, for its screen only', () => {
    window.history.replaceState({ usr: { from: 'menu' }, key: 'k1', idx: 4 }, '');
    const busca = { screen: 't', filters: { cpf: '52998224725' }, page: 0, size: 10, sort: null };
    keepSearch(busca);
    expect(window.history.state).toEqual({ usr: { from: 'menu', prhBusca: busca }, key: 'k1', idx: 4 });
    expect(window.location.search).toBe(''); // never in the address
    expect(savedSearch(window.history.state.usr, 't')).toEqual(busca);
    expect(savedSearch(window.history.state.usr, 'outra')).toBeUndefined();
    keepSearch(null);
    expect(window.history.state.usr).toEqual({ from: 'menu' });
  });
});
