import { describe, expect, it } from 'vitest';
import { fileNameFrom } from '../../../services/http/fileName.ts';
import { initialValues } from './command.ts';
import { matchesRule } from './lib/rowRule.ts';

describe('fileNameFrom (content-disposition)', () => {
  it('reads the quoted name', () =>
    expect(fileNameFrom('attachment; filename="relatorio-1.xlsx"')).toBe('relatorio-1.xlsx'));
  it('prefers filename*', () =>
    expect(fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''relat%C3%B3rio.csv`)).toBe('relatório.csv'));
  it("falls back to 'arquivo'", () => {
    expect(fileNameFrom(undefined)).toBe('arquivo');
    expect(fileNameFrom('attachment')).toBe('arquivo');
  });
  it('never yields a path', () => expect(fileNameFrom('attachment; filename="../x/y.pdf"')).toBe('.._x_y.pdf'));
});

describe('disabledWhen', () => {
  const rule = { field: 'statusGeracao', in: ['PENDENTE', 'PROCESSANDO', 'ERRO'] };
  it.each([
    ['PENDENTE', true],
    ['PROCESSANDO', true],
    ['ERRO', true],
    ['CONCLUIDO', false],
  ])('%s → %s', (status, disabled) => expect(matchesRule(rule, { statusGeracao: status })).toBe(disabled));
  it('no rule, never disabled', () => expect(matchesRule(undefined, {})).toBe(false));
});

describe('input.initial', () => {
  const initial = {
    cumprimento: '{cumprimento}',
    parecer: '{parecer}',
    dataDecisao: '{dataDecisao}',
    versao: '{versao}',
  };
  it('fills the fields from the record with their types, leaving out empty values', () =>
    expect(
      initialValues(initial, { record: { cumprimento: 'IMPLANTAR', parecer: null, dataDecisao: '', versao: 3 } }),
    ).toEqual({
      cumprimento: 'IMPLANTAR',
      versao: 3,
    }));
  it('none declared, nothing filled', () => expect(initialValues(undefined, { record: { a: 1 } })).toEqual({}));
});
