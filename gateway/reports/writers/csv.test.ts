import { describe, expect, it } from 'vitest';
import { cellText } from '../definitions.ts';
import { csvField, csvLine } from './csv.ts';

describe('CSV', () => {
  it('quotes separators, quotes and line breaks', () =>
    expect(csvLine(['a;b', 'c"d', 'e\nf', 'g'])).toBe('"a;b";"c""d";"e\nf";g\r\n'));
  it('neutralises formulas', () => expect(csvField('=1+1')).toBe("'=1+1"));
});

describe("cell texts (the grid's formatters, core/formatters.ts)", () => {
  it('masks CPF and turns ISO dates into dd/mm/aaaa', () => {
    expect(cellText({ field: 'cpf', header: 'CPF', format: 'cpf' }, '52998224725')).toBe('529.982.247-25');
    expect(cellText({ field: 'd', header: 'D', format: 'date' }, '2019-03-07')).toBe('07/03/2019');
    expect(cellText({ field: 'x', header: 'X' }, null)).toBe('');
  });
  it('formats like the screen: title case, currency, numbers as they are', () => {
    expect(cellText({ field: 'nome', header: 'Nome', format: 'titleCase' }, 'MARIA DA SILVA')).toBe('Maria da Silva');
    expect(cellText({ field: 'v', header: 'V', format: 'moeda' }, 1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(cellText({ field: 'n', header: 'N' }, 0)).toBe('0');
  });
});
