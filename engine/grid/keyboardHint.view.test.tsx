// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ActionDef, ColumnDef } from '../screens/types.ts';
import { DataGrid } from './DataGrid.tsx';

afterEach(cleanup);

it("the grid is described by its keyboard help, which names the row's main action", async () => {
  const columns: ColumnDef[] = [{ field: 'nome', header: 'Nome' }];
  const actions: ActionDef[] = [{ action: 'navigate', label: 'Detalhar', to: '/x/{id}' }];
  render(
    <DataGrid
      columns={columns}
      rows={[{ id: 1, nome: 'Helena Souza' }]}
      sort={null}
      onSortClick={vi.fn()}
      rowActions={actions}
      onAction={vi.fn()}
      ariaLabel="Resultados"
    />,
  );
  await screen.findAllByRole('button', { name: 'Detalhar' });
  const grid = document.querySelector('[role="grid"],[role="treegrid"]')!;
  const hint = document.getElementById(grid.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toContain("Enter na linha: 'Detalhar'");
  expect(hint?.textContent).toContain('Tab sai da tabela.');
});
