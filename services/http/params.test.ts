import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogueFile } from '../../core/generated/catalogue.ts';
import { dropEmpty, pagingParams, placeValues, toQueryString } from './params.ts';

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
  it("a combined sort gets one order per field: career evolution's 'dataInicio~dataFim' goes DESC~DESC (call catalogue, cargosCarreiras)", () => {
    expect(pagingParams('zero-based', { sort: 'dataInicio~dataFim', order: 'DESC' })).toMatchObject({
      sort: 'dataInicio~dataFim',
      order: 'DESC~DESC',
    });
    expect(pagingParams('time-counting', { sort: 'a~b~c', order: 'ASC' }).tipoOrdenacaoAscDesc).toBe('ASC~ASC~ASC');
    expect(pagingParams('zero-based', { sort: 'nome', order: 'DESC' }).order).toBe('DESC');
  });
  it('§9 a time-counting call defaults to page 0, size 5', () => {
    expect(toQueryString(pagingParams('time-counting', {}))).toBe('pagina=0&tamanhoPagina=5');
  });
});

describe('the time-counting area (spec §7; call catalogue: career, supreme officials, legislation, laudas)', () => {
  // The spec's list of the area's paths, not the catalogue's own marker: an endpoint of the area
  // that lost its destination would be missed by a test that selects by destination.
  const AREA = [
    '/cargosCarreiras/v1/progressaoPromocao/',
    '/grupoAtividade/v1',
    '/progressaoPromocao/v1/',
    '/dirigenteMaximo/v1/',
    '/legislacao/v1/',
    '/lauda/v1/',
    '/gestaoLauda/v1/',
    '/laudasConsolidadas/v1/',
  ];
  const dir = resolve(import.meta.dirname, '../../schemas/endpoints');
  const endpoints = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as CatalogueFile).endpoints)
    .filter((e) => AREA.some((p) => e.path.startsWith(p)));

  it('every call carries codigoUnidadeUsuarioLogado and the time-counting marker', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    for (const e of endpoints) {
      expect(e.destino, e.name).toBe('CONTAGEM_TEMPO');
      const { query } = placeValues(e, {}, { unidade: '1234', cpf: '52998224725' }, {});
      expect(query.codigoUnidadeUsuarioLogado, e.name).toBe('1234');
    }
  });

  it('a call of another area does not', () => {
    const def = { method: 'GET', paging: 'zero-based' as const };
    expect(placeValues(def, {}, { unidade: '1234', cpf: '' }, {}).query).not.toHaveProperty(
      'codigoUnidadeUsuarioLogado',
    );
  });
});
