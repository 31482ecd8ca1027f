/** The typed value of a report cell by its screen column (typed-cells.ts) and the totals. */
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from './definitions.ts';
import { holdsNumbers, kindOf, Totals, typedCell } from './typed-cells.ts';

const col = (format?: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  field: 'v',
  header: 'V',
  ...(format ? { format } : {}),
  ...extra,
});
const typed = (c: ReportColumn, v: unknown) => typedCell(c, kindOf(c), v);

describe('typed report cells', () => {
  it('money, decimals and percentages are numbers (a percentage as its fraction)', () => {
    expect(typed(col('moeda'), 2958.62)).toBe(2958.62);
    expect(typed(col('moeda'), '2958.62')).toBe(2958.62);
    expect(typed(col('moeda'), '1.234,5')).toBe(1234.5);
    expect(typed(col('decimal'), 7)).toBe(7);
    expect(typed(col('percentual'), 12.5)).toBe(0.125);
  });

  it('dates are UTC midnights; a competence is the first day of its month', () => {
    expect(typed(col('date'), '2017-12-15')).toEqual(new Date(Date.UTC(2017, 11, 15)));
    expect(typed(col('date'), '2017-12-15T10:30:00-03:00')).toEqual(new Date(Date.UTC(2017, 11, 15)));
    expect(typed(col('corte10'), '2024-01-02T00:00:00')).toEqual(new Date(Date.UTC(2024, 0, 2)));
    expect(typed(col('competencia'), 202503)).toEqual(new Date(Date.UTC(2025, 2, 1)));
    expect(typed(col('competencia'), '03/2025')).toEqual(new Date(Date.UTC(2025, 2, 1)));
  });

  it('documents and names stay text with their masks and zeros; a number without format stays a number', () => {
    expect(typed(col('cpf'), '01234567890')).toBe('012.345.678-90');
    expect(typed(col(), '0012345')).toBe('0012345');
    expect(typed(col(), 12)).toBe(12);
    expect(typed(col('titleCase'), 'MARIA DA SILVA')).toBe('Maria da Silva');
    expect(typed(col(undefined, { status: true }), 'Apurada')).toBe('APURADA');
    expect(typed(col(undefined, { labels: { S: 'Sim' } }), 'S')).toBe('Sim');
  });

  it('keeps what its kind cannot read as the grid shows it, and an empty value empty', () => {
    expect(typed(col('moeda'), 'n/d')).toBe('n/d');
    expect(typed(col('date'), '2019-02-30')).toBe('30/02/2019');
    expect(typed(col('date'), '1850-01-01')).toBe('01/01/1850');
    expect(typed(col('moeda'), null)).toBeNull();
    expect(typed(col('moeda'), '')).toBeNull();
  });

  it('a column without format holds numbers when its sampled values are numbers', () => {
    const c = col();
    expect(holdsNumbers(c, 'valor', [{ v: 1 }, { v: null }, { v: 12 }])).toBe(true);
    expect(holdsNumbers(c, 'valor', [{ v: 1 }, { v: '2' }])).toBe(false);
    expect(holdsNumbers(c, 'valor', [{ v: null }])).toBe(false);
    expect(holdsNumbers(col('moeda'), 'moeda', [])).toBe(true);
  });

  it('totals money in cents (no float drift) and counts as they are, only where the screen asks', () => {
    const cols = [col('moeda', { total: true }), col(undefined, { total: true }), col('moeda')];
    const t = new Totals(cols, cols.map(kindOf));
    for (let i = 0; i < 10_000; i++) t.add([0.1, 1, 5]);
    expect([t.value(0), t.value(1), t.value(2)]).toEqual([1000, 10_000, null]);
    expect(new Totals([col('moeda', { total: true })], ['moeda']).value(0)).toBeNull();
  });
});
