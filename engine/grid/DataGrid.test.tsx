// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColumnDef } from '../screens/types.ts';
import { AGUARDANDO_VALIDACAO, isBatchSelectable, toggleAll, toggleRow } from './batch.ts';
import { DataGrid } from './DataGrid.tsx';
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
  { field: 'status', header: 'Status', cell: 'status', statusKeys: 'meus-relatorios' },
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
      batch={{ selected, onToggle: (r) => set(toggleRow(selected, undefined, r)), onToggleAll: () => set(toggleAll(selected, undefined, rows)) }}
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
  });

  it('the pure rules: a row without the status never enters the selection', () => {
    expect(rows.map((r) => isBatchSelectable(undefined, r))).toEqual([true, false, true]);
    expect([...toggleRow(new Set(), undefined, rows[1])]).toEqual([]);
    expect([...toggleRow(new Set(['1']), undefined, rows[0])]).toEqual([]);
  });
});

describe('grid states', () => {
  it("status cells carry the spec's colour keys; pt-BR locale", async () => {
    const errors = vi.spyOn(console, 'error');
    render(<DataGrid columns={columns} rows={rows} sort={{ field: 'nome', order: 'ASC' }} onSortClick={vi.fn()} />);
    const tags = await screen.findAllByText(/PROCESSANDO|CONCLUIDO|ERRO/);
    expect(tags.map((t) => [t.textContent, t.getAttribute('data-tone')])).toEqual([
      ['PROCESSANDO', 'warning'],
      ['CONCLUIDO', 'success'],
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
    rerender(<DataGrid columns={columns} rows={[]} sort={null} onSortClick={vi.fn()} emptyText="Sua busca não possui resultado. Tente novamente." />);
    expect(screen.getByRole('status').textContent).toBe('Sua busca não possui resultado. Tente novamente.');
  });
});

describe('table footer', () => {
  const mount = (over: Partial<Parameters<typeof Pagination>[0]> = {}) => {
    const onPage = vi.fn();
    const onSize = vi.fn();
    render(<Pagination page={0} size={5} total={47} totalPages={10} sizes={[5, 10, 15, 20]} onPage={onPage} onSize={onSize} {...over} />);
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
