import { describe, expect, it } from 'vitest';
import { labelOf } from './labels.ts';

describe('labelOf', () => {
  it('gives the words of a field name their accents back', () => {
    expect(labelOf('numeroFuncionario')).toBe('Número funcionário');
    expect(labelOf('instituicao')).toBe('Instituição');
    expect(labelOf('dataInicioVigencia')).toBe('Data início vigência');
    expect(labelOf('situacaoDescricao')).toBe('Situação descrição');
  });

  it('writes acronyms in capitals', () => {
    expect(labelOf('cpf')).toBe('CPF');
    expect(labelOf('cpfServidor')).toBe('CPF servidor');
    expect(labelOf('numeroMasp')).toBe('Número MASP');
  });

  it('reads enum-like values with underscores', () => {
    expect(labelOf('promocao_vertical')).toBe('Promoção vertical');
  });
});
