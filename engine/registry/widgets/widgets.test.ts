import { describe, expect, it } from 'vitest';
import { periodOptions, TODOS_OS_ANOS, yearOptions } from './lib/choices.ts';
import { maskDate } from './date.tsx';
import { maskCep, maskCnpj, maskCompetencia, maskTelefone } from './lib/masks.ts';

describe('widget masks', () => {
  it('date dd/MM/yyyy', () => expect(maskDate('01022024')).toBe('01/02/2024'));
  it('CNPJ', () => expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81'));
  it('phones', () => {
    expect(maskTelefone('3132221111')).toBe('(31) 3222-1111');
    expect(maskTelefone('31999998888')).toBe('(31) 99999-8888');
  });
  it('CEP 00000-000, as typed', () =>
    expect(['3072', '307200', '30720000', '30720-0009'].map(maskCep)).toEqual([
      '3072',
      '30720-0',
      '30720-000',
      '30720-000',
    ]));
  it('competence MM/AAAA', () => expect(maskCompetencia('112026')).toBe('11/2026'));
});

describe('year list and period helper', () => {
  const today = new Date(2026, 0, 15);
  it('years descending, optional Todos os anos', () => {
    const y = yearOptions({ todos: true, min: 2024 }, today);
    expect(y.map((o) => o.label)).toEqual([TODOS_OS_ANOS, '2026', '2025', '2024']);
    expect(yearOptions({}, today).at(-1)!.value).toBe('1900');
  });
  it('previous, current and next month across a year boundary', () =>
    expect(periodOptions(today).map((p) => p.valor)).toEqual(['12/2025', '01/2026', '02/2026']));
});
