// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionDef, ColumnDef } from '../screens/types.ts';
import { DataGrid } from './DataGrid.tsx';

afterEach(cleanup);

/** 'Solicitações': three pending requests, each with its own 'Aprovar'. */
const rows = [
  { id: 1, nome: 'Helena Souza', cpf: '52998224725', situacao: 'PENDENTE' },
  { id: 2, nome: 'Otávio Prado', cpf: '11144477735', situacao: 'PENDENTE' },
  { id: 3, nome: 'Patrícia Lima', cpf: '39053344705', situacao: 'PENDENTE' },
];
const columns: ColumnDef[] = [
  { field: 'nome', header: 'Nome' },
  { field: 'cpf', header: 'CPF', format: 'cpf' },
  { field: 'situacao', header: 'Situação' },
];
const actions = [
  { action: 'navigate', label: 'Detalhar', icon: 'eye-open' },
  { action: 'command', label: 'Aprovar', icon: 'tick' },
] as ActionDef[];

async function mount() {
  const onAction = vi.fn();
  render(
    <DataGrid
      columns={columns}
      rows={rows}
      sort={null}
      onSortClick={vi.fn()}
      rowActions={actions}
      onAction={onAction}
    />,
  );
  await screen.findAllByRole('button', { name: 'Aprovar' });
  const cell = (row: number, col: string) =>
    document.querySelector<HTMLElement>(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`)!;
  const header = (col: string) => document.querySelector<HTMLElement>(`.ag-header-cell[col-id="${col}"]`)!;
  /** Presses a key where the focus is; says where it went (row, column). */
  const press = async (key: string, init: Partial<KeyboardEventInit> = {}) => {
    const from = document.activeElement!;
    fireEvent.keyDown(from, { key, ...init });
    await waitFor(() => expect(document.activeElement).not.toBe(from));
    return at();
  };
  return { onAction, cell, header, press };
}

const at = () => {
  const el = document.activeElement;
  return [
    Number(el?.closest('.ag-row')?.getAttribute('row-index') ?? -1),
    el?.closest('[col-id]')?.getAttribute('col-id'),
  ];
};

describe('Home/End in the grid (WAI-ARIA grid): they stay in the row', () => {
  it("End on Helena's row goes to her actions cell, never to the last row; Enter there reaches her own 'Aprovar'", async () => {
    const { onAction, cell, press } = await mount();
    cell(0, 'nome').focus();
    expect(await press('End')).toEqual([0, '__actions']);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyUp(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Aprovar');
    expect(document.activeElement?.closest('.ag-row')?.getAttribute('row-index')).toBe('0');
    fireEvent.click(document.activeElement!);
    expect(onAction).toHaveBeenCalledWith(actions[1], rows[0]);
  });

  it("Home goes to the row's first cell; Ctrl+End to the last cell of the last row, Ctrl+Home to the first of the first", async () => {
    const { cell, press } = await mount();
    cell(1, 'situacao').focus();
    expect(await press('Home')).toEqual([1, 'nome']);
    expect(await press('End')).toEqual([1, '__actions']);
    expect(await press('End', { ctrlKey: true })).toEqual([2, '__actions']);
    expect(await press('Home', { ctrlKey: true })).toEqual([0, 'nome']);
  });

  it('on a header, Home/End move within the header row', async () => {
    const { header, press } = await mount();
    header('cpf').focus();
    expect(await press('End')).toEqual([-1, '__actions']);
    expect(document.activeElement?.closest('.ag-header-cell')).not.toBeNull();
    expect(await press('Home')).toEqual([-1, 'nome']);
    expect(document.activeElement?.closest('.ag-header-cell')).not.toBeNull();
    expect(await press('End', { ctrlKey: true })).toEqual([2, '__actions']);
  });

  it('inside the actions cell, Home/End still move between its buttons', async () => {
    const { cell } = await mount();
    const actionsCell = cell(2, '__actions');
    actionsCell.focus();
    fireEvent.keyDown(actionsCell, { key: 'Enter' });
    fireEvent.keyUp(actionsCell, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Aprovar');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Detalhar');
    expect(document.activeElement?.closest('.ag-row')?.getAttribute('row-index')).toBe('2');
  });
});

describe('the actions cell says whose actions they are', () => {
  it("'Ações de Helena Souza' names her actions cell and its group of buttons; each button keeps its label", async () => {
    const { cell } = await mount();
    expect(cell(0, '__actions').getAttribute('aria-label')).toBe('Ações de Helena Souza');
    const group = screen.getByRole('group', { name: 'Ações de Patrícia Lima' });
    expect(group.closest('.ag-row')?.getAttribute('row-index')).toBe('2');
    expect([...group.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Detalhar',
      'Aprovar',
    ]);
  });

  it("a row that no column names is named by its position ('Ações de linha 2')", async () => {
    render(
      <DataGrid
        columns={[{ field: 'data', header: 'Data', format: 'date' }]}
        rows={[
          { id: 1, data: '2026-03-01' },
          { id: 2, data: '2026-03-02' },
        ]}
        sort={null}
        onSortClick={vi.fn()}
        rowActions={actions}
        onAction={vi.fn()}
      />,
    );
    expect(await screen.findByRole('group', { name: 'Ações de linha 2' })).toBeTruthy();
  });
});
