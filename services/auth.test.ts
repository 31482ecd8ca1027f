// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuthUrl, buildLogoutUrl, handleIndexRoute } from './auth.ts';
import { DEFAULT_CONFIG } from './config.ts';
import { loginObjeto, UNIDADES_ANA } from './session/fixtures.ts';
import { currentUnit, isLogged } from './session/session.ts';

describe('urls', () => {
  it('builds the authorisation URL of the spec', () => {
    expect(buildAuthUrl(DEFAULT_CONFIG, 'http://h:3000')).toBe(
      '/rest/oidc/auth?response_type=code&client_id=portalrh-frontend&contexto=portalrh-frontend&scope=openid%20profile%20unidade%20papeis%20recursos_operacoes&redirect_uri=http%3A%2F%2Fh%3A3000%2Findex&logout_uri=http%3A%2F%2Fh%3A3000%2Flogin',
    );
  });
  it('builds the logout URL with the return page and the session id', () => {
    expect(buildLogoutUrl('s1', DEFAULT_CONFIG, 'http://h')).toBe('/rest/oidc/logout?logout_page=http%3A%2F%2Fh%2Flogin&tokenSSCId=s1');
  });
});

describe('handleIndexRoute (spec section 4)', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('no code → /login', async () => {
    expect(await handleIndexRoute(null)).toEqual({ redirect: '/login' });
  });

  it('the code already stored → /home without a new exchange', async () => {
    Cookies.set('code', 'abc', { path: '/' });
    const exchange = vi.fn();
    expect(await handleIndexRoute('abc', exchange)).toEqual({ redirect: '/home' });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('one unit: exchanges, stores the session and selects the unit at once; sets the modal markers', async () => {
    const exchange = vi.fn(async () => loginObjeto([UNIDADES_ANA[1]]));
    expect(await handleIndexRoute('c1', exchange)).toEqual({ redirect: '/home' });
    expect(exchange).toHaveBeenCalledWith('c1', `${window.location.origin}/index`);
    expect(isLogged()).toBe(true);
    expect(currentUnit()?.sigla).toBe('SEE');
    expect(Cookies.get('abrirModal')).toBe('true');
    expect(Cookies.get('modalAtualizacaoTermoUso')).toBe('1.00');
    expect(Cookies.get('code')).toBe('c1');
  });

  it('several units: no unit yet (the dialog will ask)', async () => {
    await handleIndexRoute('c2', async () => loginObjeto());
    expect(isLogged()).toBe(true);
    expect(currentUnit()).toBeNull();
  });

  it('a user without unidade is logged out', async () => {
    expect(await handleIndexRoute('c3', async () => loginObjeto(UNIDADES_ANA, { unidade: undefined }))).toMatchObject({ logout: true });
  });

  it('any failure logs out', async () => {
    expect(
      await handleIndexRoute('c4', async () => {
        throw new Error('invalid_grant');
      }),
    ).toEqual({ logout: true, reason: 'invalid_grant' });
  });
});
