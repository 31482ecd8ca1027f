import { describe, expect, it } from 'vitest';
import { nextSort } from './nextSort.ts';

describe('nextSort', () => {
  it('a new column starts ASC', () => {
    expect(nextSort(null, 'nome')).toEqual({ field: 'nome', order: 'ASC' });
    expect(nextSort({ field: 'cpf', order: 'DESC' }, 'nome')).toEqual({ field: 'nome', order: 'ASC' });
  });
  it('the same column cycles ASC → DESC → ASC', () => {
    const a = nextSort(null, 'nome');
    const b = nextSort(a, 'nome');
    const c = nextSort(b, 'nome');
    expect([a.order, b.order, c.order]).toEqual(['ASC', 'DESC', 'ASC']);
  });
});
