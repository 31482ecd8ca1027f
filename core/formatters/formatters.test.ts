import { describe, expect, it } from 'vitest';
import { formatValue } from '../formatters.ts';
import { isProfessor } from './text.ts';

const f = formatValue;

describe('formatters of spec section 5', () => {
  it('CNPJ', () => expect(f('cnpj', '11222333000181')).toBe('11.222.333/0001-81'));
  it('process number, 20 and 13 digits', () => {
    expect(f('processo', '00012345620248130024')).toBe('0001234-56.2024.8.13.0024');
    expect(f('processo', '0024123456789')).toBe('0024.12.345678-9');
    expect(f('processo', '123')).toBe('123');
  });
  it('phones with the area code in brackets, and international', () => {
    expect(f('telefone', '3132221111')).toBe('(31) 3222-1111');
    expect(f('telefone', '31999998888')).toBe('(31) 99999-8888');
    expect(f('telefoneInternacional', '5531999998888')).toBe('+55 31 99999-8888');
    expect(f('telefoneInternacional', '14155550100')).toBe('+14155550100');
  });
  it('BRL, percent, comma decimals, zero padding', () => {
    expect(f('moeda', 1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(f('percentual', 12.5)).toBe('12,50%');
    expect(f('decimal', '1234.5')).toBe('1.234,50');
    expect(f('zeros2', 7)).toBe('07');
  });
  it('title case, dates cut to 10, underscore, line breaks, Espécie', () => {
    expect(f('titleCase', 'JOÃO DOS SANTOS')).toBe('João dos Santos');
    expect(f('corte10', '2024-01-02T00:00:00')).toBe('2024-01-02');
    expect(f('underscore', 'AGUARDANDO_APROVACAO')).toBe('AGUARDANDO APROVACAO');
    expect(f('quebraLinha', 'a|b\r\nc')).toBe('a\nb\nc');
    expect(f('especie', 'Tipo: A\nEspécie: Licença')).toBe('Tipo: A\n★ Espécie: Licença');
  });
  it("§8 a name that cannot be formatted yields 'erro formatarNome'", () => {
    for (const value of [42, true, ['JOÃO'], { nome: 'JOÃO' }]) expect(f('titleCase', value)).toBe('erro formatarNome');
    // a name, and no name at all, are not errors
    expect(f('titleCase', 'MARIA DE SOUZA')).toBe('Maria de Souza');
    expect(f('titleCase', null)).toBe('');
  });
  it('teacher rule: PEB prefix or PROFESSOR', () => {
    expect([isProfessor('PEB II'), isProfessor('Professor de educação básica'), isProfessor('Analista')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(f('professor', 'PEB')).toBe('Sim');
  });
});

describe('CPF and dates', () => {
  it('CPF 000.000.000-00; other lengths as they came', () => {
    expect(f('cpf', '52998224725')).toBe('529.982.247-25');
    expect(f('cpf', '123')).toBe('123');
  });
  it('ISO dates cut to 10 characters and shown dd/MM/yyyy; empty stays empty', () => {
    expect(f('date', '2024-03-07T10:00:00-03:00')).toBe('07/03/2024');
    expect(f('date', '')).toBe('');
  });
});

describe('CEP, competence and code → label (raw values in the servant record)', () => {
  it('CEP 00000-000; other lengths as they came', () => {
    expect(f('cep', '30112000')).toBe('30112-000');
    expect(f('pis', '16553494857')).toBe('165.53494.85-7');
    expect(f('pis', '165.53494.85-7')).toBe('165.53494.85-7');
    expect(f('pis', '1655')).toBe('1655');
    expect(f('cep', '30112-000')).toBe('30112-000');
    expect(f('cep', '3011')).toBe('3011');
  });
  it('competence from YYYYMM (text or number) or YYYY-MM to MM/yyyy; MM/yyyy stays', () => {
    expect(f('competencia', '202503')).toBe('03/2025');
    expect(f('competencia', 202512)).toBe('12/2025');
    expect(f('competencia', '2025-03')).toBe('03/2025');
    expect(f('competencia', '03/2025')).toBe('03/2025');
    expect(f('competencia', '202513')).toBe('202513'); // not a month: as it came
  });
  it('a column or field label table shows the label of a listed code; other values go to the formatter', () => {
    const sexo = { F: 'Feminino', M: 'Masculino' };
    expect(f(undefined, 'F', sexo)).toBe('Feminino');
    expect(f(undefined, 'X', sexo)).toBe('X');
    expect(f('uppercase', 'x', sexo)).toBe('X');
    expect(f(undefined, '', sexo)).toBe('');
  });
});
