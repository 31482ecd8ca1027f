// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginObjeto, UNIDADES_ANA } from './fixtures.ts';
import { checkRoute, guardRoute } from './guard.ts';
import { selectUnit, setSession } from './session.ts';

describe('checkRoute (spec section 6)', () => {
  it('no token cookie → /login-expirado, before anything else', () => {
    expect(checkRoute(['pesquisa-servidor'], { hasToken: false, permitted: ['pesquisa-servidor'] })).toBe(
      '/login-expirado',
    );
  });
  it('route key not permitted → /nao-autorizado', () => {
    expect(checkRoute(['pesquisa-servidor'], { hasToken: true, permitted: ['outra'] })).toBe('/nao-autorizado');
    expect(checkRoute(['pesquisa-servidor'], { hasToken: true, permitted: null })).toBe('/nao-autorizado');
  });
  it('menuKey or route permitted → pass', () => {
    expect(
      checkRoute(['x', '/recursos-humanos/pesquisa-servidor/'], {
        hasToken: true,
        permitted: ['/recursos-humanos/pesquisa-servidor/'],
      }),
    ).toBeNull();
  });
});

describe('guardRoute with the real session', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
  });
  it('reads the encrypted permissions of the chosen unit', () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[1].unidade);
    expect(guardRoute(['pesquisa-servidor'])).toBeNull();
    expect(guardRoute(['solicitacoes'])).toBe('/nao-autorizado');
    Cookies.remove('tokenId', { path: '/' });
    expect(guardRoute(['pesquisa-servidor'])).toBe('/login-expirado');
  });
});
