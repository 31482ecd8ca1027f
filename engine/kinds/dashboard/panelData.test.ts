import { describe, expect, it } from 'vitest';
import type { PanelDef } from '../../screens/types.ts';
import { BOM, drillHref, filtersNotApplied, panelCsv, panelFileName, panelFilterParams } from './panelData.ts';

const panel: PanelDef = {
  title: 'Processos por assunto',
  endpoint: 'x.y',
  chart: 'bar',
  x: 'assunto',
  xTitle: 'Assunto',
  y: ['quantidade'],
  seriesNames: ['Processos'],
  filters: ['orgaoEntidade', 'dataInicial', 'dataFinal'],
  drill: {
    route: '/processos/',
    filter: 'codigoAssunto',
    field: 'codigoAssunto',
    filters: { dataInicio: 'dataInicial', orgaoEntidade: 'orgaoEntidade' },
  },
};

describe('panelData', () => {
  it('sends the filled filters the panel takes, and names the filled ones it does not', () => {
    const applied = { orgaoEntidade: '2011', dataInicial: '', dataFinal: '31/12/2025', outro: 'x' };
    expect(panelFilterParams(panel, applied)).toEqual({ orgaoEntidade: '2011', dataFinal: '31/12/2025' });
    expect(panelFilterParams({ ...panel, filters: undefined }, applied)).toEqual({});
    const titles = { orgaoEntidade: 'Órgão/entidade', dataInicial: 'Período de', dataFinal: 'Até' };
    expect(filtersNotApplied({ ...panel, filters: ['dataInicial', 'dataFinal'] }, applied, titles)).toEqual([
      'Órgão/entidade',
    ]);
    expect(filtersNotApplied(panel, applied, titles)).toEqual([]);
  });

  it('a click opens the search with the clicked value and the mapped filters (URL-encoded)', () => {
    const row = { assunto: 'Férias prêmio', codigoAssunto: 3 };
    expect(drillHref(panel, row, { dataInicial: '01/01/2025', orgaoEntidade: '' })).toBe(
      '/processos/?codigoAssunto=3&dataInicio=01%2F01%2F2025',
    );
    expect(drillHref({ ...panel, drill: { route: '/s/', filter: 'situacao' } }, { assunto: 'A B' }, {})).toBe(
      '/s/?situacao=A+B',
    );
    expect(drillHref({ ...panel, drill: undefined }, row, {})).toBeNull();
    expect(drillHref(panel, { assunto: 'x' }, {})).toBeNull();
  });

  it('CSV: BOM, ";" separator, CRLF, headers from xTitle and seriesNames, decimal comma, quoted cells', () => {
    const csv = panelCsv({ ...panel, y: ['quantidade', 'valor'], seriesNames: ['Processos'] }, [
      { assunto: 'Férias; prêmio', quantidade: 3, valor: 1.5 },
      { assunto: 'Diz "não"', quantidade: 0, valor: null },
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Assunto;Processos;valor',
      '"Férias; prêmio";3;1,5',
      '"Diz ""não""";0;',
      '',
    ]);
    expect(panelCsv({ ...panel, xTitle: undefined }, []).slice(1)).toBe('Categoria;Processos\r\n');
  });

  it('file names without accents or spaces', () => {
    expect(panelFileName('Processos por órgão/entidade', 'png')).toBe('processos-por-orgao-entidade.png');
    expect(panelFileName('???', 'csv')).toBe('indicador.csv');
  });
});
