import { describe, expect, it } from 'vitest';
import { rowName } from './rowName.ts';

describe('the name of a row (its actions cell says whose actions they are)', () => {
  it('is the first column shown as text, through its formatter', () => {
    const columns = [
      { field: 'nome', header: 'Nome', format: 'titleCase' },
      { field: 'cpf', header: 'CPF', format: 'cpf' },
    ];
    expect(rowName(columns, { nome: 'HELENA SOUZA', cpf: '52998224725' })).toBe('Helena Souza');
  });

  it('skips dates, amounts, drawn cells and empty values', () => {
    const columns = [
      { field: 'dataSolicitacao', header: 'Data', format: 'date' },
      { field: 'valor', header: 'Valor', format: 'moeda' },
      { field: 'situacao', header: 'Situação', cell: 'status' },
      { field: 'apelido', header: 'Apelido' },
      { field: 'nome', header: 'Nome' },
    ];
    const row = { dataSolicitacao: '2026-03-01', valor: 10, situacao: 'PENDENTE', apelido: '', nome: 'Patrícia Lima' };
    expect(rowName(columns, row)).toBe('Patrícia Lima');
  });

  it('keeps an identifying code (a process number, a competência); undefined when nothing names the row', () => {
    expect(
      rowName([{ field: 'competencia', header: 'Competência', format: 'competencia' }], { competencia: 202603 }),
    ).toBe('03/2026');
    expect(rowName([{ field: 'data', header: 'Data', format: 'date' }], { data: '2026-03-01' })).toBeUndefined();
  });
});
