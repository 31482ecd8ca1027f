import { describe, expect, it } from 'vitest';
import { dropEmpty, pagingParams, toQueryString } from './params.ts';

describe('dropEmpty', () => {
  it('drops empty strings, nulls, undefined and empty arrays, keeps 0 and false', () => {
    expect(dropEmpty({ a: '', b: null, c: undefined, d: [], e: 0, f: false, g: 'x', h: ['', 'y'], i: '  ' })).toEqual({
      e: 0,
      f: false,
      g: 'x',
      h: ['y'],
    });
  });
});

describe('toQueryString', () => {
  it('sends arrays as repeated keys', () => {
    expect(toQueryString({ orgao: ['1', '2'], nome: 'ana', vazio: '' })).toBe('orgao=1&orgao=2&nome=ana');
  });
});

describe('pagingParams', () => {
  const req = { page: 2, size: 10, sort: 'nome', order: 'ASC' as const };
  it('zero-based keeps the page', () =>
    expect(pagingParams('zero-based', req)).toEqual({ page: 2, size: 10, sort: 'nome', order: 'ASC' }));
  it('one-based adds one', () => expect(pagingParams('one-based', req).page).toBe(3));
  it('none sends no paging keys', () => expect(pagingParams('none', req)).toEqual({}));
  it('time-counting renames the keys', () => {
    expect(pagingParams('time-counting', req)).toEqual({
      pagina: 2,
      tamanhoPagina: 10,
      campoOrdenacao: 'nome',
      tipoOrdenacaoAscDesc: 'ASC',
    });
  });
  it('§7 a list defaults to page 0, size 10 and drops an absent sort', () => {
    expect(toQueryString(pagingParams('zero-based', {}))).toBe('page=0&size=10');
    expect(toQueryString(pagingParams('one-based', {}))).toBe('page=1&size=10');
  });
  it('§9 a time-counting call defaults to page 0, size 5', () => {
    expect(toQueryString(pagingParams('time-counting', {}))).toBe('pagina=0&tamanhoPagina=5');
  });
});
