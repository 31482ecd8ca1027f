import { describe, expect, it } from 'vitest';
import { FORMATS, formatMessage, isCnpj, isDataNaoFutura, isInicioAntesDoFim, isMaiusculas } from './formats.ts';

describe('formats added for spec section 5', () => {
  const today = new Date(2026, 10, 22);
  it('a date must not be in the future', () => {
    expect(isDataNaoFutura('22/11/2026', today)).toBe(true);
    expect(isDataNaoFutura('23/11/2026', today)).toBe(false);
    expect(isDataNaoFutura('31/02/2020', today)).toBe(false);
    expect(isDataNaoFutura('', today)).toBe(true);
    expect(formatMessage('dataNaoFutura', '01/01/2999')).toBe('A data não pode ser futura.');
  });
  it('start strictly before end', () => {
    expect(isInicioAntesDoFim('01/01/2024', '02/01/2024')).toBe(true);
    expect(isInicioAntesDoFim('02/01/2024', '02/01/2024')).toBe(false);
    expect(isInicioAntesDoFim('', '02/01/2024')).toBe(true);
  });
  it('uppercase only', () => {
    expect(isMaiusculas('SECRETARIA DE ESTADO - SEÇÃO 2/B')).toBe(true);
    expect(isMaiusculas('Secretaria')).toBe(false);
  });
  it('CNPJ', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000182')).toBe(false);
    expect(FORMATS.cnpj.validate('')).toBe(true);
  });
});
