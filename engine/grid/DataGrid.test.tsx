// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainActionOf } from '../registry/cells/actions.tsx';
import type { ActionDef, ColumnDef } from '../screens/types.ts';
import { AGUARDANDO_VALIDACAO, isBatchSelectable, toggleAll, toggleRow } from './batch.ts';
import { DataGrid } from './DataGrid.tsx';
import { cellText } from './measure.ts';
import { GRID_DARK, GRID_LIGHT, gridTheme } from './theme.ts';
import { GRID_LOCALE_PT_BR } from './locale.ts';
import { Pagination } from './Pagination.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const rows = [
  { id: 1, nome: 'ANA', situacaoValidacao: AGUARDANDO_VALIDACAO, status: 'Processando' },
  { id: 2, nome: 'BRUNO', situacaoValidacao: 'Validado', status: 'Concluido' },
  { id: 3, nome: 'CARLA', situacaoValidacao: AGUARDANDO_VALIDACAO, status: 'Erro' },
];
const columns: ColumnDef[] = [
  { field: 'nome', header: 'Nome' },
  {
    field: 'status',
    header: 'Status',
    cell: 'status',
    statusKeys: 'meus-relatorios',
    labels: { Concluido: 'Concluído' },
  },
];

function BatchTable({ onSelection }: { onSelection: (keys: string[]) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const set = (s: Set<string>) => {
    setSelected(s);
    onSelection([...s]);
  };
  return (
    <DataGrid
      columns={columns}
      rows={rows}
      sort={null}
      onSortClick={vi.fn()}
      batch={{
        selected,
        onToggle: (r) => set(toggleRow(selected, undefined, r)),
        onToggleAll: () => set(toggleAll(selected, undefined, rows)),
      }}
    />
  );
}

describe('batch selection (spec §4)', () => {
  it("only 'Aguardando validação' rows get a checkbox; select-all takes only those", async () => {
    const onSelection = vi.fn();
    render(<BatchTable onSelection={onSelection} />);
    const checks = await screen.findAllByRole('checkbox', { name: 'Selecionar linha' });
    expect(checks).toHaveLength(2);
    fireEvent.click(checks[1]);
    expect(onSelection).toHaveBeenLastCalledWith(['3']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todas as linhas aguardando validação' }));
    expect(onSelection).toHaveBeenLastCalledWith(['1', '3']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todas as linhas aguardando validação' }));
    expect(onSelection).toHaveBeenLastCalledWith([]);
    // Keyboard: the checkboxes are out of the Tab order; Space on the focused cell ticks its row.
    expect(checks.every((c) => c.tabIndex === -1)).toBe(true);
    const cell = document.querySelector<HTMLElement>('.ag-row[row-index="0"] .ag-cell[col-id="__batch"]')!;
    fireEvent.keyDown(cell, { key: ' ' });
    expect(onSelection).toHaveBeenLastCalledWith(['1']);
    // Enter moves into the checkbox (it takes the focus); Esc comes back to the cell.
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    const box = cell.querySelector('input[type="checkbox"]');
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box!, { key: 'Escape' });
    expect(document.activeElement).toBe(cell);
  });

  it('the pure rules: a row without the status never enters the selection', () => {
    expect(rows.map((r) => isBatchSelectable(undefined, r))).toEqual([true, false, true]);
    expect([...toggleRow(new Set(), undefined, rows[1])]).toEqual([]);
    expect([...toggleRow(new Set(['1']), undefined, rows[0])]).toEqual([]);
  });
});

describe('grid states', () => {
  it("status cells carry the spec's colour keys, show the column's labels upper case; pt-BR locale", async () => {
    const errors = vi.spyOn(console, 'error');
    render(<DataGrid columns={columns} rows={rows} sort={{ field: 'nome', order: 'ASC' }} onSortClick={vi.fn()} />);
    const tags = await screen.findAllByText(/PROCESSANDO|CONCLU[IÍ]DO|ERRO/);
    expect(tags.map((t) => [t.textContent, t.getAttribute('data-tone')])).toEqual([
      ['PROCESSANDO', 'warning'],
      ['CONCLUÍDO', 'success'],
      ['ERRO', 'accent'],
    ]);
    expect(GRID_LOCALE_PT_BR.ariaSortableColumn).toBe('Pressione ENTER para ordenar');
    // the pt-BR texts need ag-grid's LocaleModule: without it the grid logs error #200 and stays in English
    expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('#200'))).toEqual([]);
    errors.mockRestore();
    expect(GRID_LOCALE_PT_BR.decimalSeparator).toBe(',');
  });

  it('loading shows the spinner and Carregando…; an empty result shows its text', () => {
    const { rerender } = render(<DataGrid columns={columns} rows={[]} sort={null} onSortClick={vi.fn()} loading />);
    expect(screen.getByRole('status').textContent).toContain('Carregando…');
    rerender(
      <DataGrid
        columns={columns}
        rows={[]}
        sort={null}
        onSortClick={vi.fn()}
        emptyText="Sua busca não possui resultado. Tente novamente."
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Sua busca não possui resultado. Tente novamente.');
  });
});

describe('table footer', () => {
  const mount = (over: Partial<Parameters<typeof Pagination>[0]> = {}) => {
    const onPage = vi.fn();
    const onSize = vi.fn();
    render(
      <Pagination
        page={0}
        size={5}
        total={47}
        totalPages={10}
        sizes={[5, 10, 15, 20]}
        onPage={onPage}
        onSize={onSize}
        {...over}
      />,
    );
    return { onPage, onSize, input: screen.getByLabelText('Página') as HTMLInputElement };
  };

  it('page sizes 5/10/15/20', () => {
    const { onSize } = mount();
    const select = screen.getByLabelText('Registros por página') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['5', '10', '15', '20']);
    fireEvent.change(select, { target: { value: '15' } });
    expect(onSize).toHaveBeenCalledWith(15);
  });

  it('a typed page number applies after 500 ms, only within range; otherwise it reverts', () => {
    vi.useFakeTimers();
    const { onPage, input } = mount();
    fireEvent.change(input, { target: { value: '7' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onPage).toHaveBeenCalledWith(6);
    fireEvent.change(input, { target: { value: '11' } });
    act(() => vi.advanceTimersByTime(500));
    expect(onPage).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '0' } });
    act(() => vi.advanceTimersByTime(500));
    expect(onPage).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('1');
  });
});

describe('keyboard: the grid is one Tab stop; Enter opens the row, the actions are reachable', () => {
  const actions = [
    { action: 'navigate', label: 'Detalhar', icon: 'eye-open' },
    { action: 'download', label: 'Baixar', icon: 'download', disabledWhen: { field: 'status', in: ['Processando'] } },
    { action: 'command', label: 'Aprovar', visibleWhen: { field: 'situacaoValidacao', in: [AGUARDANDO_VALIDACAO] } },
  ] as ActionDef[];
  const mount = () => {
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
    const cell = (row: number, col: string) =>
      document.querySelector<HTMLElement>(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`)!;
    return { onAction, cell };
  };

  it('Enter on a cell runs the row main action (its first enabled one); Tab is left to the browser', async () => {
    const { onAction, cell } = mount();
    await screen.findAllByRole('button', { name: 'Detalhar' });
    fireEvent.keyDown(cell(1, 'nome'), { key: 'Enter' });
    expect(onAction).toHaveBeenCalledWith(actions[0], rows[1]);
    // Tab leaves the grid (ag-grid's tabToNextCell answers false): it never moves to the next cell.
    cell(1, 'nome').focus();
    fireEvent.keyDown(cell(1, 'nome'), { key: 'Tab' });
    expect(document.activeElement).not.toBe(cell(1, 'status'));
    expect(document.activeElement?.closest('.ag-grid-scrolling-rows')).toBeNull();
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('row action buttons are out of the page Tab order; Enter on the actions cell moves into them, arrows move, Esc goes back', async () => {
    const { onAction, cell } = mount();
    const buttons = await screen.findAllByRole('button', { name: 'Detalhar' });
    expect(document.querySelectorAll('.prh-row-action').length).toBeGreaterThan(0);
    expect([...document.querySelectorAll<HTMLElement>('.ag-root-wrapper button')].every((b) => b.tabIndex === -1)).toBe(
      true,
    );
    const actionsCell = cell(0, '__actions');
    actionsCell.focus();
    fireEvent.keyDown(actionsCell, { key: 'Enter' });
    expect(document.activeElement).toBe(actionsCell); // not yet: a Blueprint button would click on this Enter's keyup
    fireEvent.keyUp(actionsCell, { key: 'Enter' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(onAction).not.toHaveBeenCalled();
    // Row 0 is 'Processando': 'Baixar' is disabled and skipped; 'Aprovar' is shown (awaiting validation).
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Aprovar');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Detalhar');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(actionsCell);
  });

  it('rows without an id (the users of Relatório de usuários) open with Enter and reach their actions too', async () => {
    const users = [
      { cpf: '39053344705', nome: 'Ana "Adm"', unidade: 'SEPLAG & cia' },
      { cpf: '27408155570', nome: 'Bruno', unidade: 'SEPLAG' },
    ];
    const onAction = vi.fn();
    const alterar = [{ action: 'navigate', label: 'Alterar permissões', icon: 'key' }] as ActionDef[];
    render(
      <DataGrid
        columns={[{ field: 'nome', header: 'Nome' }]}
        rows={users}
        sort={null}
        onSortClick={vi.fn()}
        rowActions={alterar}
        onAction={onAction}
      />,
    );
    const [button] = await screen.findAllByRole('button', { name: 'Alterar permissões' });
    const cell = (col: string) =>
      document.querySelector<HTMLElement>(`.ag-row[row-index="0"] .ag-cell[col-id="${col}"]`)!;
    fireEvent.keyDown(cell('nome'), { key: 'Enter' });
    expect(onAction).toHaveBeenCalledWith(alterar[0], users[0]);
    cell('__actions').focus();
    fireEvent.keyDown(cell('__actions'), { key: 'Enter' });
    fireEvent.keyUp(cell('__actions'), { key: 'Enter' });
    expect(document.activeElement).toBe(button);
  });

  it("with the screen's rowKey, a refresh that changes a row's values updates that row in place", async () => {
    const laudas = (situacao: string) => [{ idGestaoLauda: 3, numeroLauda: '3/2026', situacao }];
    const onAction = vi.fn();
    const detalhar = [{ action: 'navigate', label: 'Detalhar', icon: 'eye-open' }] as ActionDef[];
    const grid = (situacao: string) => (
      <DataGrid
        columns={[
          { field: 'numeroLauda', header: 'Lauda' },
          { field: 'situacao', header: 'Situação' },
        ]}
        rowKey="idGestaoLauda"
        rows={laudas(situacao)}
        sort={null}
        onSortClick={vi.fn()}
        rowActions={detalhar}
        onAction={onAction}
      />
    );
    const { rerender } = render(grid('EM GERAÇÃO'));
    await screen.findByText('EM GERAÇÃO');
    rerender(grid('CONCLUÍDA'));
    await screen.findByText('CONCLUÍDA');
    const rowsShown = document.querySelectorAll('.ag-grid-scrolling-rows .ag-row');
    expect([...rowsShown].map((r) => r.getAttribute('row-id'))).toEqual(['3']);
    fireEvent.keyDown(rowsShown[0].querySelector('.ag-cell[col-id="numeroLauda"]')!, { key: 'Enter' });
    expect(onAction).toHaveBeenCalledWith(detalhar[0], laudas('CONCLUÍDA')[0]);
  });

  it('the main action skips a disabled or hidden one', () => {
    expect(mainActionOf(actions, rows[1])).toBe(actions[0]);
    expect(mainActionOf(actions.slice(1), rows[0])).toBe(actions[2]); // 'Baixar' disabled while Processando
    expect(mainActionOf(actions.slice(1, 2), rows[0])).toBeUndefined();
  });
});

describe('plain cells and dark theme', () => {
  it("a plain column is text through its formatter, '-' when empty, and gets the value as tooltip when cut", async () => {
    render(
      <DataGrid
        columns={[
          { field: 'cpf', header: 'CPF', format: 'cpf' },
          { field: 'vazio', header: 'Vazio' },
        ]}
        rows={[{ id: 9, cpf: '52998224725', vazio: '' }]}
        sort={null}
        onSortClick={vi.fn()}
      />,
    );
    expect((await screen.findByText('529.982.247-25')).closest('.ag-cell')?.getAttribute('col-id')).toBe('cpf');
    expect(cellText({ field: 'x', header: 'X' }, null)).toBe('-');
  });

  it('the grid theme has a dark mode switched by data-ag-theme-mode, with AA contrast', async () => {
    render(<DataGrid columns={columns} rows={rows} sort={null} onSortClick={vi.fn()} />);
    await screen.findAllByText('ANA');
    // The theme's parameter CSS (what ag-grid injects in the browser): the dark values apply under the mode attribute.
    const css = (gridTheme as unknown as { _getParamsCss(): string })._getParamsCss();
    expect(css).toContain('data-ag-theme-mode="dark"');
    expect(css.toLowerCase()).toContain(GRID_DARK.backgroundColor.toLowerCase());
    for (const [fg, bg] of [
      [GRID_DARK.foregroundColor, GRID_DARK.backgroundColor],
      [GRID_DARK.headerTextColor, GRID_DARK.headerBackgroundColor],
      [GRID_DARK.iconColor, GRID_DARK.backgroundColor],
      [GRID_DARK.foregroundColor, GRID_DARK.rowHoverColor],
      [GRID_LIGHT.foregroundColor, GRID_LIGHT.backgroundColor],
      [GRID_LIGHT.headerTextColor, GRID_LIGHT.headerBackgroundColor],
    ])
      expect(contrast(fg, bg), `${fg} sobre ${bg}`).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG contrast ratio of two '#RRGGBB' colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
