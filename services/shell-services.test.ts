// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildUnitChangeUrl,
  changeUnit,
  finishReauth,
  finishUnitChange,
  openReauthPopup,
  REAUTH_FLAG,
} from './auth.ts';
import { AUTO_REFRESH_SECONDS, autoRefreshLabel, createAutoRefresh } from './autoRefresh.ts';
import { DEFAULT_CONFIG } from './config.ts';
import { toBasicResult } from './http/basicCall.ts';
import * as navigation from './navigation.ts';
import { loginObjeto, UNIDADES_ANA } from './session/fixtures.ts';
import { currentUnit, isLogged, permittedKeys, selectUnit, setSession } from './session/session.ts';
import { applyTheme, initTheme, isDarkMode, setDarkMode } from './theme.ts';
import { createVersionChecker, startVersionCheck, VERSION_POLL_MS } from './version.ts';

const clearAll = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
};
beforeEach(clearAll);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('basicCall results (spec section 8)', () => {
  it('an envelope becomes content (content.data is objeto) with no errors', () => {
    const r = toBasicResult({
      status: 200,
      statusText: 'OK',
      data: { codigoMensagem: 0, objeto: [{ rota: '/home' }] },
    });
    expect(r.errors).toBeNull();
    expect(r.content?.data).toEqual([{ rota: '/home' }]);
  });
  it('no body and a status other than 200 → errors with status and statusText', () => {
    expect(toBasicResult({ status: 502, statusText: 'Bad Gateway', data: '' })).toEqual({
      content: null,
      errors: { status: 502, statusText: 'Bad Gateway' },
    });
  });
  it('an error envelope keeps the body and reports the status', () => {
    const r = toBasicResult({
      status: 403,
      statusText: 'Forbidden',
      data: { codigoMensagem: 1, mensagem: 'Proibido', hashErro: 'h' },
    });
    expect(r.content?.mensagem).toBe('Proibido');
    expect(r.errors).toEqual({ status: 403, statusText: 'Forbidden' });
  });
});

describe('theme (dark mode)', () => {
  it('light by default; setDarkMode remembers darkMode and sets bp6-dark on html and body', () => {
    expect(initTheme()).toBe(false);
    expect(document.body.classList.contains('bp6-dark')).toBe(false);
    setDarkMode(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(isDarkMode()).toBe(true);
    expect(document.documentElement.classList.contains('bp6-dark')).toBe(true);
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.getAttribute('data-ag-theme-mode')).toBe('dark'); // the results grid follows (engine/grid/theme.ts)
    applyTheme(false);
    expect(document.documentElement.getAttribute('data-ag-theme-mode')).toBe('light');
    expect(initTheme()).toBe(true); // the remembered choice wins at start
    setDarkMode(false);
    expect(document.body.classList.contains('bp6-dark')).toBe(false);
  });

  it("a first visit follows the system's dark preference; a choice made in the portal wins over it", () => {
    const dark = { matchMedia: (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' }) } as never;
    localStorage.removeItem('darkMode');
    expect(isDarkMode(dark)).toBe(true);
    expect(isDarkMode({ matchMedia: () => ({ matches: false }) } as never)).toBe(false);
    setDarkMode(false);
    expect(isDarkMode(dark)).toBe(false);
  });
});

describe('auto-refresh', () => {
  it('counts down 15 s, fires the refresh and restarts; labels alternate', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    const c = createAutoRefresh({ fire: fired });
    expect(autoRefreshLabel(c.state.running, c.state.remaining)).toBe('Atualizar automaticamente');
    c.start();
    expect(autoRefreshLabel(c.state.running, c.state.remaining)).toBe(
      `Parar atualização automática (${AUTO_REFRESH_SECONDS})`,
    );
    vi.advanceTimersByTime(5000);
    expect(autoRefreshLabel(c.state.running, c.state.remaining)).toBe('Parar atualização automática (10)');
    vi.advanceTimersByTime(10_000);
    expect(fired).toHaveBeenCalledTimes(1);
    expect(c.state.remaining).toBe(15);
    vi.advanceTimersByTime(15_000);
    expect(fired).toHaveBeenCalledTimes(2);
    c.toggle();
    vi.advanceTimersByTime(30_000);
    expect(fired).toHaveBeenCalledTimes(2);
    expect(c.state).toEqual({ running: false, remaining: 15 });
  });
});

describe('change unit (spec section 4)', () => {
  it('goes to the IdP front end with a return address and sets the redirect flag', () => {
    const redirect = vi.spyOn(navigation, 'redirectTo').mockImplementation(() => {});
    expect(buildUnitChangeUrl(DEFAULT_CONFIG, 'http://h')).toBe('/rest/oidc/unidade?return_url=http%3A%2F%2Fh%2Fhome');
    changeUnit();
    expect(redirect).toHaveBeenCalledWith(
      `/rest/oidc/unidade?return_url=${encodeURIComponent(`${window.location.origin}/home`)}`,
    );
    expect(localStorage.getItem('redirecionarTrocaUnidade')).toBe('true');
  });
  it('on the way back the unit and its roles are cleared (the unit dialog shows), the session stays', () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
    expect(finishUnitChange()).toBe(false);
    expect(currentUnit()).not.toBeNull();
    localStorage.setItem('redirecionarTrocaUnidade', 'true');
    expect(finishUnitChange()).toBe(true);
    expect(currentUnit()).toBeNull();
    expect(permittedKeys()).toBeNull();
    expect(isLogged()).toBe(true);
    expect(localStorage.getItem('redirecionarTrocaUnidade')).toBeNull();
  });
});

describe('/reauth popup', () => {
  it('the popup posts the outcome to its opener on the same origin and closes', () => {
    const opener = { postMessage: vi.fn() };
    const win = { sessionStorage, opener, location: { origin: 'http://h' }, close: vi.fn() } as unknown as Window;
    expect(finishReauth(true, win)).toBe(false); // not a reauth popup
    sessionStorage.setItem(REAUTH_FLAG, '1');
    expect(finishReauth(true, win)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith({ tipo: 'prh-reauth', ok: true }, 'http://h');
    expect(win.close).toHaveBeenCalled();
  });
  it('the opener resolves with the message of its own origin only', async () => {
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const p = openReauthPopup();
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'http://evil', data: { tipo: 'prh-reauth', ok: true } }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: { tipo: 'prh-reauth', ok: true } }),
    );
    expect(await p).toBe(true);
    expect(window.open).toHaveBeenCalledWith('/reauth', 'prh-reauth', expect.any(String));
  });
});

describe('version check timing', () => {
  it('reads at start and every 180000 ms; solucaox.json on the dev server', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(
      async () => ({ ok: true, status: 200, json: async () => ({ app: { versaoaplicacao: '1' } }) }) as Response,
    );
    const stop = startVersionCheck({ fetcher: fetcher as unknown as typeof fetch, reload: vi.fn(), dev: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toEqual([
      '/solucaox.json',
      expect.objectContaining({ cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } }),
    ]);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    stop();
    expect(VERSION_POLL_MS).toBe(180_000);
  });
  it('a version without app.versaoaplicacao is ignored', async () => {
    const reload = vi.fn();
    const c = createVersionChecker({
      fetcher: (async () => ({ ok: true, json: async () => ({}) })) as unknown as typeof fetch,
      reload,
      dev: false,
    });
    await c.check();
    await c.check();
    expect(reload).not.toHaveBeenCalled();
  });
});
