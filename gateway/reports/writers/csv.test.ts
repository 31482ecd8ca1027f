import { describe, expect, it } from 'vitest';
import { cellText } from '../definitions.ts';
import { csvField, csvLine, openCsv } from './csv.ts';

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

describe('the CSV file', () => {
  it("writes a status as the grid's tag and the XLSX and PDF do: 'PAGA', not 'Paga'", async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'csv-test-'));
    try {
      const file = join(dir, 'r.csv');
      const w = await openCsv(file, {} as never, [
        { field: 'nome', header: 'Nome' },
        { field: 'situacao', header: 'Situação', status: true },
      ]);
      await w.write([{ nome: 'Maria', situacao: 'Paga' }]);
      await w.close();
      expect(readFileSync(file, 'utf8')).toContain('Maria;PAGA\r\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
