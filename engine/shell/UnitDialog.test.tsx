// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../../services/navigation.ts';
import { loginObjeto, UNIDADES_ANA } from '../../services/session/fixtures.ts';
import { setSession } from '../../services/session/session.ts';
import { UnitDialog } from './UnitDialog.tsx';

const clearAll = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
};

beforeEach(clearAll);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the unit dialog', () => {
  it('picking a unit stores it and goes on', () => {
    setSession(loginObjeto());
    const onPicked = vi.fn();
    render(<UnitDialog units={UNIDADES_ANA} onPicked={onPicked} atual={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'SEE - Secretaria de Educação' }));
    expect(onPicked).toHaveBeenCalledTimes(1);
    expect(Cookies.get('unidadeSigla')).toBe('SEE');
  });

  it('missing cached roles after the unit choice clear the cookies and go to logout (spec §8, session)', () => {
    // The dialog was drawn with the units, then the cached roles and the claim lost them.
    setSession(loginObjeto([]));
    Cookies.set('code', 'abc', { path: '/' });
    const redirect = vi.spyOn(navigation, 'redirectTo').mockImplementation(() => {});
    const onPicked = vi.fn();
    render(<UnitDialog units={UNIDADES_ANA} onPicked={onPicked} atual={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'SEE - Secretaria de Educação' }));
    expect(onPicked).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect.mock.calls[0][0]).toMatch(/logout_page=.*%2Flogin&tokenSSCId=sess-123$/);
    for (const name of ['tokenId', 'code', 'unidadeSigla', 'papeis']) expect(Cookies.get(name), name).toBeUndefined();
    expect(localStorage.getItem('sessionSsc')).toBeNull();
    expect(localStorage.getItem('papeisRecursos')).toBeNull();
  });
});
