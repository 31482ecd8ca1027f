// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProviderContext } from '../engine/data.tsx';
import { publishedStore } from '../engine/screens/published.ts';
import type { ScreenDoc } from '../engine/screens/types.ts';
import { preloadScreenIcons } from '../engine/shell/icons.ts';
import pesquisaServidor from '../screens/recursos-humanos/pesquisa-servidor.screen.json';
import { stubProvider } from '../services/http/dataProvider.ts';
import { loginObjeto, UNIDADES_ANA } from '../services/session/fixtures.ts';
import { selectUnit, setSession } from '../services/session/session.ts';
import { portalRouter } from './router.tsx';

/** The portal's router at `path`, on a memory history (returned, to read where it went). */
function go(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(portalRouter(history, 'portalrh'));
  return history;
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  // No gateway here: the layout's favourites list fails and would call the browser's alert.
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(cleanup);
// The screens' icons (one chunk of many modules) that a page here started loading must arrive before
// the test environment goes away, or Vitest reports the import it cut short.
afterAll(() => preloadScreenIcons());

describe('routes', () => {
  it('/login: the public layout with Registrar and Entrar, and the footer', () => {
    go('/login');
    expect(screen.getAllByRole('button', { name: /Entrar/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Registrar' })).toBeTruthy();
    expect(screen.getByText(/Rodovia Papa João Paulo II, 4001/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aspectos legais e responsabilidades' })).toBeTruthy();
  });

  it('unknown paths go to /login when signed out and to /home when signed in', async () => {
    const r1 = go('/nao/existe');
    await waitFor(() => expect(r1.location.pathname).toBe('/login'));
    cleanup();
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
    const r2 = go('/nao/existe');
    await waitFor(() => expect(r2.location.pathname).toBe('/home'));
    expect(await screen.findByText('Olá, Ana Administradora!')).toBeTruthy();
  });

  it('signed in without a unit: the undismissable unit dialog lists sigla - nome', async () => {
    setSession(loginObjeto());
    go('/home');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Selecione uma unidade para efetuar o login');
    expect(screen.getByRole('button', { name: 'SEE - Secretaria de Educação' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a screen the unit does not grant → Acesso não autorizado', async () => {
    const noSearch = [{ ...UNIDADES_ANA[1], papeis: [{ codigo: 'X', recursos: [] }] }];
    setSession(loginObjeto(noSearch));
    selectUnit(noSearch[0].unidade);
    const r = go('/recursos-humanos/pesquisa-servidor/');
    await waitFor(() => expect(r.location.pathname).toBe('/nao-autorizado'));
    expect(await screen.findByText('Acesso não autorizado')).toBeTruthy();
  });

  it('a screen after the token cookie is gone → Sua sessão expirou', async () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
    Cookies.remove('tokenId', { path: '/' });
    const r = go('/recursos-humanos/pesquisa-servidor/');
    await waitFor(() => expect(r.location.pathname).toBe('/login-expirado'));
    expect(await screen.findByText('Sua sessão expirou')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar novamente' })).toBeTruthy();
  });

  it('the permitted screen renders in its card with the title; no required note where no field is required', async () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    go('/recursos-humanos/pesquisa-servidor/');
    expect(await screen.findByRole('heading', { name: 'Pesquisar servidor' })).toBeTruthy();
    expect(screen.queryByText('*Campos de preenchimento obrigatório')).toBeNull();
    // the screen's document and its kind are chunks of their own, loaded on opening (slow under a loaded test run)
    expect(await screen.findByLabelText('CPF', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it("the access request opened directly: 'Carregando…' in the visitors' layout until its code arrives", async () => {
    go('/login/usuario/solicitacao/');
    expect(screen.getByText('Carregando…').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Registrar' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Solicitações de cadastros' })).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it("'Registrar' on /login: the login page stays until the form's code has arrived", async () => {
    const r = go('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(screen.getByRole('heading', { name: 'Portal RH' })).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Solicitações de cadastros' })).toBeTruthy();
    expect(r.location.pathname).toBe('/login/usuario/solicitacao/');
  });
});

describe('screens published at run time', () => {
  afterEach(() => publishedStore.set([]));

  /** A gateway that publishes `docs` (telas.telasPublicadas) and has nothing else to answer. */
  const publishing = (docs: ScreenDoc[]) =>
    stubProvider(async (request) => ({
      codigoMensagem: request.endpoint === 'telas.telasPublicadas' ? 0 : 2,
      mensagem: '',
      dataServidor: '',
      listaCriticas: [],
      data:
        request.endpoint === 'telas.telasPublicadas'
          ? docs.map((d, i) => ({ telaId: d.id, numero: i + 1, documento: d }))
          : [],
    }));

  it('a new id gets its route and its menu entry; a published document replaces the shipped one of its id', async () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shipped = pesquisaServidor as unknown as ScreenDoc;
    const replaced = { ...shipped, title: 'Pesquisar servidor (publicada)' };
    const added = {
      ...shipped,
      id: 'pesquisa-nova',
      route: '/recursos-humanos/pesquisa-nova/',
      title: 'Pesquisa nova',
    };
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/home'], v5Compat: true });
    render(
      <DataProviderContext value={publishing([replaced, added])}>
        {portalRouter(history, 'portalrh')}
      </DataProviderContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Recursos humanos' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Pesquisa nova' }));
    expect(history.location.pathname).toBe('/recursos-humanos/pesquisa-nova/');
    expect(await screen.findByRole('heading', { name: 'Pesquisa nova' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Pesquisar servidor (publicada)' }));
    expect(await screen.findByRole('heading', { name: 'Pesquisar servidor (publicada)' })).toBeTruthy();
  });

  it('a published screen opened by its address (a reload, a favourite) waits for the list instead of going to /home', async () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const added = {
      ...(pesquisaServidor as unknown as ScreenDoc),
      id: 'pesquisa-nova',
      route: '/recursos-humanos/pesquisa-nova/',
      title: 'Pesquisa nova',
    };
    let release = () => {};
    const arrived = new Promise<void>((done) => (release = done));
    const gateway = publishing([added]);
    const held = stubProvider(async (request) => {
      if (request.endpoint === 'telas.telasPublicadas') await arrived;
      return gateway(request);
    });
    const history = UNSAFE_createMemoryHistory({
      initialEntries: ['/recursos-humanos/pesquisa-nova/'],
      v5Compat: true,
    });
    render(<DataProviderContext value={held}>{portalRouter(history, 'portalrh')}</DataProviderContext>);
    expect(await screen.findByText('Carregando…')).toBeTruthy();
    expect(history.location.pathname).toBe('/recursos-humanos/pesquisa-nova/');
    release();
    expect(await screen.findByRole('heading', { name: 'Pesquisa nova' })).toBeTruthy();
    expect(history.location.pathname).toBe('/recursos-humanos/pesquisa-nova/');
  });
});
