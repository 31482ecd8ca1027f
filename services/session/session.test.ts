// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_COOKIES } from './cookies.ts';
import { decryptJson } from './crypto.ts';
import { loginObjeto, UNIDADES_ANA } from './fixtures.ts';
import {
  clearSession,
  currentUnit,
  currentUser,
  displayName,
  isLogged,
  MissingRolesError,
  permittedKeys,
  selectUnit,
  setSession,
} from './session.ts';

const clearAll = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
};

describe('session', () => {
  beforeEach(clearAll);

  it('setSession stores the tokenId cookie and the user; the user is logged in without a unit', () => {
    setSession(loginObjeto());
    expect(Cookies.get('tokenId')).toBe('sess-123');
    expect(isLogged()).toBe(true);
    expect(currentUnit()).toBeNull();
    expect(JSON.parse(localStorage.getItem('sessionSsc')!).usuario.cpf).toBe('52998224725');
  });

  it("the roles of every unit are kept in the 'papeisRecursos' entry until a unit is chosen (spec §3, §4 login)", () => {
    setSession(loginObjeto());
    const kept = JSON.parse(localStorage.getItem('papeisRecursos')!);
    expect(kept.map((u: { unidade: { sigla: string } }) => u.unidade.sigla)).toEqual(
      UNIDADES_ANA.map((u) => u.unidade.sigla),
    );
    selectUnit(UNIDADES_ANA[1].unidade);
    expect(currentUnit()?.sigla).toBe('SEE');
    clearSession();
    expect(localStorage.getItem('papeisRecursos')).toBeNull();
  });

  it('selectUnit stores the unit cookies and the encrypted roles and permitted keys of that unit only', () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[1].unidade);
    expect(currentUnit()).toEqual({ codigo: '2', nome: 'Secretaria de Educação', sigla: 'SEE' });
    expect(decryptJson(Cookies.get('papeis')!, '52998224725')).toEqual(['CONSULTA_RH']);
    expect(permittedKeys()).toEqual(['pesquisa-servidor', '/recursos-humanos/pesquisa-servidor/']);
    expect(JSON.parse(localStorage.getItem('userUnit')!)).toMatchObject({ sigla: 'SEE' });
  });

  it('selectUnit of a unit the user does not have is refused', () => {
    setSession(loginObjeto());
    expect(() => selectUnit({ codigo: '99', nome: 'X', sigla: 'X' })).toThrow(MissingRolesError);
  });

  it('clearSession removes every listed cookie and session entry and sets the flag false', () => {
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
    Cookies.set('abrirModal', 'true', { path: '/' });
    localStorage.setItem('favoritePages', '[]');
    localStorage.setItem('darkMode', 'true');
    clearSession();
    for (const name of ALL_COOKIES) expect(Cookies.get(name), name).toBeUndefined();
    for (const key of ['sessionSsc', 'userUnit', 'favoritePages', 'token'])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('isLogged')).toBe('false');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(isLogged()).toBe(false);
  });

  it('names: social name, then name, then nome, else Usuario', () => {
    expect(displayName({ nome_social: 'Aninha', name: 'Ana' })).toBe('Aninha');
    expect(displayName({ nome_social: '', name: 'Ana' })).toBe('Ana');
    expect(displayName({ nome: 'Ana N.' })).toBe('Ana N.');
    expect(displayName(null)).toBe('Usuario');
    setSession(loginObjeto());
    expect(currentUser()?.name).toBe('Ana Administradora');
  });

  it("the user's cpf falls back to the token's subject (spec §3, session user)", () => {
    setSession(loginObjeto(UNIDADES_ANA, { cpf: '52998224725', sub: '11144477735' }));
    expect(currentUser()?.cpf).toBe('52998224725');
    setSession(loginObjeto(UNIDADES_ANA, { cpf: undefined, sub: '11144477735' }));
    expect(currentUser()?.cpf).toBe('11144477735');
  });
});
