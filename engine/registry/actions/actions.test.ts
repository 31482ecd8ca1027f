import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './fileName.ts';
import { fillParams, fillText } from './fill.ts';
import { matchesRule } from './rowRule.ts';

describe('fileNameFrom (content-disposition)', () => {
  it('reads the quoted name', () => expect(fileNameFrom('attachment; filename="relatorio-1.xlsx"')).toBe('relatorio-1.xlsx'));
  it('prefers filename*', () => expect(fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''relat%C3%B3rio.csv`)).toBe('relatório.csv'));
  it("falls back to 'arquivo'", () => {
    expect(fileNameFrom(undefined)).toBe('arquivo');
    expect(fileNameFrom('attachment')).toBe('arquivo');
  });
  it('never yields a path', () => expect(fileNameFrom('attachment; filename="../x/y.pdf"')).toBe('.._x_y.pdf'));
});

describe('declarative placeholders', () => {
  const row = { idRelatorio: 7, nomeRelatorioSolicitado: 'Relatório de servidores', dataDoPedido: '22/11/2026 10:00:00' };
  it('fills texts', () =>
    expect(fillText('Tem certeza que deseja excluir o relatório {nomeRelatorioSolicitado} solicitado em {dataDoPedido}?', row)).toBe(
      'Tem certeza que deseja excluir o relatório Relatório de servidores solicitado em 22/11/2026 10:00:00?',
    ));
  it('keeps the type of a whole-value parameter', () =>
    expect(fillParams({ idRelatorio: '{idRelatorio}', q: 'id-{idRelatorio}' }, row)).toEqual({ idRelatorio: 7, q: 'id-7' }));
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
