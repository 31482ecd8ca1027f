import { describe, expect, it } from 'vitest';
import {
  digitosCnj,
  FORMATS,
  formatMessage,
  isCnj,
  isCnpj,
  isDataNaoFutura,
  isInicioAntesDoFim,
  isMaiusculas,
  isNomePessoa,
} from './formats.ts';

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
  it('CNJ process number (ISO 7064 mod 97-10, Resolução CNJ 65/2008)', () => {
    // A real-shaped example: 0001234-??.2024.8.13.0024 with its computed check digits.
    const dd = digitosCnj('0001234', '2024', '8', '13', '0024');
    expect(isCnj(`0001234-${dd}.2024.8.13.0024`)).toBe(true);
    expect(isCnj(`0001234${dd}20248130024`)).toBe(true);
    // Cross-checked with big-integer arithmetic: DD = 98 − (N·A·J·TR·O × 100 mod 97).
    const grande = 98n - ((BigInt('0001234' + '2024' + '8' + '13' + '0024') * 100n) % 97n);
    expect(dd).toBe(String(grande).padStart(2, '0'));
    const errado = String((Number(dd) + 1) % 100).padStart(2, '0');
    expect(isCnj(`0001234-${errado}.2024.8.13.0024`)).toBe(false);
    expect(isCnj('0001234-00.2024.8.13')).toBe(false);
    expect(isCnj('0001234 00.2024.8.13.0024')).toBe(false);
    expect(isCnj('abc')).toBe(false);
    expect(FORMATS.cnj.validate('')).toBe(true);
    expect(formatMessage('cnj', 'x')).toBe(
      'Número de processo inválido. Use o formato NNNNNNN-DD.AAAA.J.TR.OOOO do CNJ.',
    );
  });
  it("a person's name is letters, spaces, apostrophes, hyphens and periods", () => {
    for (const nome of ['Maria da Silva', "Joana D'Arc", 'Ana-Clara Müller', 'José Jr.', 'Øystein Ñúñez', 'Zoë', ''])
      expect(isNomePessoa(nome), nome).toBe(true);
    for (const nome of [
      "<img src=x onerror=alert('N0')>",
      'Ana 2',
      'Ana_Maria',
      'Ana;DROP',
      '-Ana',
      'Jo',
      'Ana\u0000Maria',
      '=HYPERLINK("x")',
    ])
      expect(isNomePessoa(nome), nome).toBe(false);
    expect(formatMessage('nomePessoa', '<b>oi</b>')).toBe(
      'Nome inválido: use somente letras, espaços, apóstrofo, hífen e ponto.',
    );
    expect(formatMessage('nomePessoa', 'Jo')).toBe('Informe ao menos 3 caracteres.');
    // One character class: a long near-miss is refused at once (no backtracking).
    const t0 = performance.now();
    expect(isNomePessoa(`${'a '.repeat(50_000)}1`)).toBe(false);
    expect(performance.now() - t0).toBeLessThan(200);
  });
});
