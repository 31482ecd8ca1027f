import { describe, expect, it } from 'vitest';
import {
  competenciaError,
  competenciaToNumber,
  formatMessage,
  isAno,
  isCelular,
  isCpf,
  isDataBR,
  isDigitos19,
  isEmail,
  isNome,
  isTelefone,
} from './formats.ts';

describe('CPF (spec §5)', () => {
  it('accepts a valid CPF with or without mask, and empty', () => {
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('')).toBe(true);
  });
  it('rejects wrong check digits, all-equal digits and wrong length', () => {
    expect(isCpf('52998224724')).toBe(false);
    expect(isCpf('52998224715')).toBe(false);
    expect(isCpf('11111111111')).toBe(false);
    expect(isCpf('5299822472')).toBe(false);
    expect(formatMessage('cpf', 'x')).toBe('CPF inválido.');
  });
});

describe('dates DD/MM/YYYY', () => {
  it('accepts real dates only', () => {
    expect(isDataBR('29/02/2024')).toBe(true);
    expect(isDataBR('29/02/2023')).toBe(false);
    expect(isDataBR('31/04/2024')).toBe(false);
    expect(isDataBR('1/1/2024')).toBe(false);
    expect(isDataBR('')).toBe(true);
  });
});

describe('competence MM/YYYY', () => {
  it('gives the spec messages', () => {
    expect(competenciaError('13/2024')).toBe('Mês preenchido inválido');
    expect(competenciaError('00/2024')).toBe('Mês preenchido inválido');
    expect(competenciaError('12/0999')).toBe('Ano preenchido inválido');
    expect(competenciaError('12/2024')).toBeNull();
  });
  it('converts to YYYYMM only with a 2-digit month and 4-digit year', () => {
    expect(competenciaToNumber('03/2024')).toBe(202403);
    expect(competenciaToNumber('3/2024')).toBeNull();
    expect(competenciaToNumber('03/24')).toBeNull();
  });
});

describe('other rules', () => {
  it('name: empty or at least 3 characters', () => {
    expect(isNome('')).toBe(true);
    expect(isNome('Al')).toBe(false);
    expect(isNome('Ana')).toBe(true);
  });
  it('19-digit numbers', () => {
    expect(isDigitos19('1234567890123456789')).toBe(true);
    expect(isDigitos19('123456789012345678')).toBe(false);
    expect(isDigitos19('123456789012345678a')).toBe(false);
  });
  it('phones and mobiles', () => {
    expect(isTelefone('(31) 3915-0000')).toBe(true);
    expect(isTelefone('3915-0000')).toBe(false);
    expect(isCelular('(31) 99999-0000')).toBe(true);
    expect(isCelular('(31) 89999-0000')).toBe(false);
    expect(isCelular('3199999000')).toBe(false);
  });
  it('years between 1900 and 2099', () => {
    expect(isAno('1900')).toBe(true);
    expect(isAno('2099')).toBe(true);
    expect(isAno('1899')).toBe(false);
    expect(isAno('2100')).toBe(false);
  });
  it('e-mail ending in 2 to 4 letters', () => {
    expect(isEmail('ana@mg.gov.br')).toBe(true);
    expect(isEmail('ana@mg.gov.b')).toBe(false);
    expect(isEmail('ana@mg')).toBe(false);
  });
});
