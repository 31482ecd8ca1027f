import { describe, expect, it } from 'vitest';
import { pageOfList, sortRows } from './wholeList.ts';

const rows = [
  { nome: 'Órgão B', n: 10 },
  { nome: 'orgao a', n: 2 },
  { nome: '', n: null },
  { nome: 'Órgão C', n: 2 },
];

describe('a whole list shown a page at a time', () => {
  it('sorts text as pt-BR reads it and numbers by value, empty values last in both orders', () => {
    expect(sortRows(rows, { field: 'nome', order: 'ASC' }).map((r) => r.nome)).toEqual([
      'orgao a',
      'Órgão B',
      'Órgão C',
      '',
    ]);
    expect(sortRows(rows, { field: 'nome', order: 'DESC' }).map((r) => r.nome)).toEqual([
      'Órgão C',
      'Órgão B',
      'orgao a',
      '',
    ]);
    expect(sortRows(rows, { field: 'n', order: 'DESC' }).map((r) => r.n)).toEqual([10, 2, 2, null]);
  });

  it("keeps the gateway's order between equal rows and without a sort", () => {
    expect(sortRows(rows, { field: 'n', order: 'ASC' }).map((r) => r.nome)).toEqual([
      'orgao a',
      'Órgão C',
      'Órgão B',
      '',
    ]);
    expect(sortRows(rows, null)).toBe(rows);
  });

  it('cuts the page asked for, the last one short', () => {
    const muitas = Array.from({ length: 24 }, (_, i) => ({ i }));
    expect(pageOfList(muitas, { page: 0, size: 10, sort: null }).map((r) => r.i)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(pageOfList(muitas, { page: 2, size: 10, sort: null }).map((r) => r.i)).toEqual([20, 21, 22, 23]);
  });
});
