/** Lists read whole and paged in memory (`paginateItems`): the same answers a paged search gives. */
import { describe, expect, it } from 'vitest';
import type { PagingInput } from '../lib/sql-paging.ts';
import { paginateItems } from './list.ts';

const pagina = (page: number, size: number, sort?: string, order: 'ASC' | 'DESC' = 'ASC'): PagingInput => ({
  page,
  size,
  offset: page * size,
  sort,
  order,
  orders: order.split('~') as ('ASC' | 'DESC')[],
});

const itens = [
  { nome: 'Bia', data: '02/01/2025', dias: 10 },
  { nome: 'Ana', data: '15/12/2024', dias: 9 },
  { nome: 'Caio', data: '01/03/2024', dias: 100 },
];

type Item = (typeof itens)[number];
const objeto = (a: { body: { objeto?: unknown } }) => a.body.objeto as Item[];

describe('paginateItems', () => {
  it('sorts a DD/MM/AAAA field by its day and numbers as numbers, not as text', () => {
    expect(objeto(paginateItems(pagina(0, 5, 'data'), itens)).map((i) => i.nome)).toEqual(['Caio', 'Ana', 'Bia']);
    expect(objeto(paginateItems(pagina(0, 5, 'dias', 'DESC'), itens)).map((i) => i.dias)).toEqual([100, 10, 9]);
  });

  it('uses the default order only when the request names no sort, and pages with paginacao', () => {
    const a = paginateItems(pagina(1, 2), itens, [['nome', 'DESC']]);
    expect(a.body.objeto).toEqual([itens[1]]);
    expect(a.body.paginacao).toEqual({ pagina: 1, tamanhoPagina: 2, totalRegistros: 3, totalPaginas: 2 });
    expect(paginateItems(pagina(0, 1, 'nome'), itens, [['nome', 'DESC']]).body.objeto).toEqual([itens[1]]);
  });

  it('answers code 2 with the paginacao when empty or past the last page', () => {
    expect(paginateItems(pagina(0, 5), []).body).toMatchObject({ codigoMensagem: 2, paginacao: { totalRegistros: 0 } });
    expect(paginateItems(pagina(3, 2), itens).body).toMatchObject({
      codigoMensagem: 2,
      paginacao: { totalRegistros: 3 },
    });
  });
});
