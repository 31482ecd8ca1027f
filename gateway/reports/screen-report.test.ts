/**
 * A report is what a screen exports (screen-report.ts): the screen named by `tela` must export
 * through the endpoint; its source, columns, report name and fixed order make the file.
 */
import { describe, expect, it } from 'vitest';
import { screenDocuments, type ScreenDocument } from '../screens.ts';
import { cellText } from './definitions.ts';
import { findReport, reportNames } from './screen-report.ts';

const nova: ScreenDocument = {
  id: 'servidores-por-situacao',
  kind: 'search',
  title: 'Servidores por situação',
  route: '/recursos-humanos/servidores-por-situacao/',
  menuKey: 'servidores-por-situacao',
  file: 'recursos-humanos/servidores-por-situacao.screen.json',
  source: { endpoint: 'admissoes.listaServidores' },
  columns: [
    { field: 'nome', header: 'Nome' },
    { field: 'cpf', header: 'CPF', format: 'cpf' },
    { field: 'sexo', header: 'Sexo', labels: { F: 'Feminino', M: 'Masculino' } },
  ],
  toolbar: [{ action: 'export', label: 'Exportar', endpoint: 'relatorios.solicitaRelatorioServidores' }],
};

describe('reports from the screen documents', () => {
  it('the two exports of the repository keep their names, sources and order', () => {
    expect(findReport('pesquisa-servidor', 'relatorios.solicitaRelatorioServidores')).toMatchObject({
      nome: 'Relatório de servidores',
      source: 'admissoes.listaServidores',
    });
    expect(findReport('pesquisa-servidor', 'relatorios.solicitaRelatorioServidores')!.sort).toBeUndefined();
    expect(findReport('relatorio-usuarios', 'usuario.exportar')).toMatchObject({
      nome: 'Relatório de usuários',
      source: 'usuario.relatorio',
      sort: { field: 'nome', order: 'ASC' },
    });
    expect(reportNames()).toEqual(expect.arrayContaining(['Relatório de servidores', 'Relatório de usuários']));
  });

  it('a new screen is a new report: its columns and, without reportName, its title', () => {
    const screens = [...screenDocuments(), nova];
    expect(findReport('servidores-por-situacao', 'relatorios.solicitaRelatorioServidores', screens)).toEqual({
      tela: 'servidores-por-situacao',
      endpoint: 'relatorios.solicitaRelatorioServidores',
      nome: 'Servidores por situação',
      source: 'admissoes.listaServidores',
      columns: [
        { field: 'nome', header: 'Nome' },
        { field: 'cpf', header: 'CPF', format: 'cpf' },
        { field: 'sexo', header: 'Sexo', labels: { F: 'Feminino', M: 'Masculino' } },
      ],
    });
    expect(reportNames(screens)).toContain('Servidores por situação');
    // the file shows what the grid shows: the CPF mask and the code's label
    const [, cpf, sexo] = findReport(
      'servidores-por-situacao',
      'relatorios.solicitaRelatorioServidores',
      screens,
    )!.columns;
    expect([cellText(cpf, '39053344705'), cellText(sexo, 'F'), cellText(sexo, 'X')]).toEqual([
      '390.533.447-05',
      'Feminino',
      'X',
    ]);
  });

  it('an unknown screen, or one that does not export through the endpoint, is no report', () => {
    expect(findReport('nao-existe', 'relatorios.solicitaRelatorioServidores')).toBeUndefined();
    expect(findReport('relatorio-usuarios', 'relatorios.solicitaRelatorioServidores')).toBeUndefined();
    expect(findReport('pesquisar-relatorios', 'relatorios.solicitaRelatorioServidores')).toBeUndefined();
  });

  it('a job stored before jobs kept their screen takes the first screen exporting through its endpoint', () => {
    expect(findReport(null, 'usuario.exportar')?.tela).toBe('relatorio-usuarios');
  });
});
