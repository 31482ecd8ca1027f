// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokenCache } from '../../services/http/token.ts';
import { loginObjeto, UNIDADES_ANA } from '../../services/session/fixtures.ts';
import { selectUnit, setSession } from '../../services/session/session.ts';
import { HomePage } from './pages/HomePage.tsx';
import { LoggedInLayout } from './LoggedInLayout.tsx';
import { UNIT_DIALOG_TITLE } from './UnitDialog.tsx';

/** The requests the page sent (the network answers 404: nothing here needs an answer). */
const fetchMock = vi.fn(async (_url: string) => new Response('', { status: 404 }));
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

/** A window of `width` px as matchMedia sees it. */
function windowOf(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) >= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  clearTokenCache();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  setSession(loginObjeto());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function shell() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route element={<LoggedInLayout />}>
          <Route path="/home" element={<HomePage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('signed in, before a unit is chosen', () => {
  it('the unit dialog is open and nothing of a unit is asked: no token, counts, favourites, notices or photo', async () => {
    windowOf(1366);
    shell();
    await screen.findByRole('dialog', { name: UNIT_DIALOG_TITLE });
    await new Promise((r) => setTimeout(r, 50));
    // The session fetch (at every page load) names no unit: the session's own id is its credential.
    expect(asked().filter((url) => url.includes('/gw/') && !url.startsWith('/gw/exame/seguranca/v1/sess-'))).toEqual(
      [],
    );
  });

  it('once a unit is chosen the unit-scoped calls start (the photo, favourites, counts)', async () => {
    windowOf(1366);
    selectUnit(UNIDADES_ANA[0].unidade);
    shell();
    await waitFor(() =>
      expect(asked().some((url) => url.startsWith('/gw/exame/seguranca/v1/getWso2Token?codigoUnidadeSsc=1'))).toBe(
        true,
      ),
    );
    expect(asked().some((url) => url.includes('codigoUnidadeSsc=&') || url.endsWith('codigoUnidadeSsc='))).toBe(false);
  });
});

describe('the top bar', () => {
  it('the logo goes to home from any page (spec §2, logged-in layout)', async () => {
    windowOf(1366);
    selectUnit(UNIDADES_ANA[0].unidade);
    render(
      <MemoryRouter initialEntries={['/outra']}>
        <Routes>
          <Route element={<LoggedInLayout />}>
            <Route path="/outra" element={<p>Outra página</p>} />
            <Route path="/home" element={<p>Página inicial</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Outra página')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Portal RH — Início' }));
    expect(await screen.findByText('Página inicial')).toBeTruthy();
  });
});

describe('the menu button by width', () => {
  it('wide (1366 px): the sidebar is beside the page and the button collapses it to icons', () => {
    windowOf(1366);
    selectUnit(UNIDADES_ANA[0].unidade);
    shell();
    fireEvent.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(document.querySelector('.prh-app.is-collapsed .prh-sidebar.is-collapsed')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('narrow (390 px): the button opens the menu as a drawer over the page (its code loaded then); Esc closes it', async () => {
    windowOf(390);
    selectUnit(UNIDADES_ANA[0].unidade);
    shell();
    expect(document.querySelector('.prh-app.is-narrow')).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Abrir menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.querySelector('nav.prh-sidebar:not(.is-collapsed)')).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
