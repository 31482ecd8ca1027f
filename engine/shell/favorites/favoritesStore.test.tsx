// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasicFn } from '../../../services/http/dataProvider.ts';
import { failureResult, unwrap } from '../../../services/http/envelope.ts';
import { loginObjeto, UNIDADES_ANA } from '../../../services/session/fixtures.ts';
import { selectUnit, setSession } from '../../../services/session/session.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { dialogStore } from '../dialogs/dialogStore.ts';
import { createFavoritesStore, sortFavorites, visibleCount } from './favoritesStore.ts';

type Call = BasicFn;

/** A fake gateway keeping the list, like /favorito/v1. */
function fakeGateway(initial: string[] = [], fail?: 'listar' | 'incluir' | 'remover') {
  let rotas = [...initial];
  const calls: { endpoint: string; params?: Record<string, unknown> }[] = [];
  const call = (async (req) => {
    calls.push(req);
    const op = req.endpoint.split('.')[1];
    if (op === fail) return { content: failureResult('Falha de rede'), errors: null };
    const rota = String(req.params?.rota ?? '');
    if (op === 'incluir') rotas = [...new Set([...rotas, rota])];
    if (op === 'remover') rotas = rotas.filter((r) => r !== rota);
    return { content: unwrap({ codigoMensagem: 0, objeto: rotas.map((r) => ({ rota: r })) }), errors: null };
  }) as Call;
  return { call, calls };
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  setSession(loginObjeto());
  selectUnit(UNIDADES_ANA[0].unidade);
  dialogStore.closeAll();
});
afterEach(cleanup);

describe('favourites', () => {
  it('sorted by name case-insensitively; the bar shows floor(width/160) − 1', () => {
    expect(
      sortFavorites([
        { rota: '/b', nome: 'beta', icone: 'star' },
        { rota: '/a', nome: 'Alfa', icone: 'star' },
        { rota: '/c', nome: 'Ágora', icone: 'star' },
      ]).map((f) => f.nome),
    ).toEqual(['Ágora', 'Alfa', 'beta']);
    expect(visibleCount(1000)).toBe(5);
    expect(visibleCount(479)).toBe(1);
    expect(visibleCount(100)).toBe(0);
  });

  it('lists, adds and removes with the own cpf and unit code', async () => {
    const gw = fakeGateway(['/home']);
    const s = createFavoritesStore({
      call: gw.call,
      pageOf: (r) =>
        r === '/home' ? { nome: 'Início', icone: 'home' } : { nome: 'Pesquisar servidor', icone: 'search' },
    });
    await s.load();
    expect(gw.calls[0]).toEqual({ endpoint: 'favorito.listar', params: { cpf: '52998224725', codigoUnidadeSsc: '1' } });
    expect(s.getSnapshot()).toEqual([{ rota: '/home', nome: 'Início', icone: 'home' }]);
    expect(await s.toggle('/recursos-humanos/pesquisa-servidor/')).toBe(true);
    expect(gw.calls[1]).toEqual({
      endpoint: 'favorito.incluir',
      params: { cpf: '52998224725', codigoUnidadeSsc: '1', rota: '/recursos-humanos/pesquisa-servidor' },
    });
    expect(s.isFavorite('/recursos-humanos/pesquisa-servidor/')).toBe(true);
    expect(JSON.parse(localStorage.getItem('favoritePages')!)).toHaveLength(2);
    expect(await s.toggle('/home')).toBe(false);
    expect(gw.calls[2].endpoint).toBe('favorito.remover');
    expect(s.getSnapshot().map((f) => f.rota)).toEqual(['/recursos-humanos/pesquisa-servidor']);
  });

  it('at 10, adding opens the limit dialog and is cancelled (no call)', async () => {
    const gw = fakeGateway(Array.from({ length: 10 }, (_, i) => `/p${i}`));
    const s = createFavoritesStore({ call: gw.call });
    await s.load();
    render(<DialogHost />);
    let added: boolean | undefined;
    await act(async () => {
      added = await s.toggle('/novo');
    });
    expect(added).toBe(false);
    expect(gw.calls.map((c) => c.endpoint)).toEqual(['favorito.listar']);
    expect(s.getSnapshot()).toHaveLength(10);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Número máximo de favoritos!');
    expect(dialog.textContent).toContain('Esse usuário já possui 10 favoritos adicionados.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('failures adding, removing or listing appear in a browser alert', async () => {
    for (const op of ['listar', 'incluir', 'remover'] as const) {
      const browserAlert = vi.fn();
      const gw = fakeGateway(['/home'], op);
      const s = createFavoritesStore({ call: gw.call, browserAlert });
      if (op !== 'listar') await s.load();
      if (op === 'listar') await s.load();
      if (op === 'incluir') await s.toggle('/x');
      if (op === 'remover') await s.toggle('/home');
      expect(browserAlert, op).toHaveBeenCalledTimes(1);
      expect(browserAlert.mock.calls[0][0]).toContain('Falha de rede');
    }
  });
});
