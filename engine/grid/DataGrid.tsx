/**
 * The engine's table: ag-grid showing one page of server rows. Sorting happens on the server, so
 * the grid keeps the column sort indicators (driven by the controller's sort) but never reorders
 * rows itself; a header click is reported to `onSortClick` and the controller decides the order.
 */
import { Spinner } from '@blueprintjs/core';
import type { ColDef, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { cells } from '../registry/cells.ts';
import { UnknownEntry } from '../registry/UnknownEntry.tsx';
import type { ActionDef, ColumnDef, RowRule } from '../screens/types.ts';
import type { SortState } from '../kinds/search/nextSort.ts';
import { BatchCell, BatchHeader } from './BatchCell.tsx';
import { isBatchSelectable, rowKey } from './batch.ts';
import { GRID_LOCALE_PT_BR } from './locale.ts';
import './modules.ts';
import { gridTheme } from './theme.ts';

export interface DataGridProps {
  columns: ColumnDef[];
  rows: Record<string, unknown>[];
  sort: SortState | null;
  onSortClick: (field: string) => void;
  rowActions?: ActionDef[];
  onAction?: (action: ActionDef, row: Record<string, unknown>) => void;
  loading?: boolean;
  /** Shown over the empty table (e.g. the no-result text). */
  emptyText?: string;
  ariaLabel?: string;
  /** Batch selection: a first column with a checkbox on the rows the rule allows. */
  batch?: { rule?: RowRule; selected: ReadonlySet<string>; onToggle: (row: Record<string, unknown>) => void; onToggleAll: () => void };
}

const keepOrder = () => 0;

/**
 * Wide enough for a formatted CPF or date; headers wrap instead of widening columns, so a search
 * with seven columns fits a 1280 px screen beside the sidebar without a horizontal scroll.
 */
const minWidthFor = (c: ColumnDef): number => (c.format === 'cpf' ? 130 : c.format === 'date' ? 105 : 90);

function UnknownCell({ name }: { name: string }) {
  return <UnknownEntry kind="célula" name={name} compact />;
}

export function DataGrid({ columns, rows, sort, onSortClick, rowActions, onAction, loading, emptyText, ariaLabel, batch }: DataGridProps) {
  const columnDefs = useMemo<ColDef[]>(() => {
    const eligible = batch ? rows.filter((r) => isBatchSelectable(batch.rule, r)).map(rowKey) : [];
    const batchDefs: ColDef[] = batch
      ? [
          {
            colId: '__batch',
            headerName: 'Seleção',
            width: 56,
            sortable: false,
            pinned: 'left',
            headerComponent: BatchHeader,
            headerComponentParams: {
              allSelected: eligible.length > 0 && eligible.every((k) => batch.selected.has(k)),
              someSelected: eligible.some((k) => batch.selected.has(k)),
              disabled: eligible.length === 0,
              onToggleAll: batch.onToggleAll,
            },
            cellRenderer: BatchCell,
            cellRendererParams: { rule: batch.rule, selected: batch.selected, onToggle: batch.onToggle },
          },
        ]
      : [];
    const defs: ColDef[] = columns.map((c) => {
      const cellName = c.cell ?? 'text';
      const cell = cells.get(cellName);
      return {
        colId: c.sortField ?? c.field,
        field: c.field,
        headerName: c.header,
        flex: c.width ? undefined : (c.flex ?? 1),
        width: c.width,
        minWidth: minWidthFor(c),
        sortable: c.sortable !== false,
        comparator: keepOrder,
        sort: sort?.field === (c.sortField ?? c.field) ? (sort.order === 'ASC' ? 'asc' : 'desc') : null,
        ...(c.wrap ? { wrapText: true, autoHeight: true, cellClass: 'prh-cell-wrap' } : {}),
        cellRenderer: cell ?? UnknownCell,
        cellRendererParams: cell ? { columnDef: c } : { name: cellName },
      };
    });
    if (rowActions && rowActions.length > 0) {
      defs.push({
        colId: '__actions',
        headerName: 'Ações',
        sortable: false,
        width: Math.max(90, 44 * rowActions.length + 24),
        pinned: 'right',
        cellRenderer: cells.get('actions'),
        cellRendererParams: { actions: rowActions, onAction: onAction ?? (() => undefined) },
      });
    }
    return [...batchDefs, ...defs];
  }, [columns, sort, rowActions, onAction, batch, rows]);

  const handleSortChanged = (e: SortChangedEvent) => {
    if (e.source !== 'uiColumnSorted') return;
    const clicked = e.columns?.find((col) => col.getSort());
    if (clicked) onSortClick(clicked.getColId());
  };

  return (
    <div className={rows.length > 0 ? 'prh-grid prh-grid--filled' : 'prh-grid'} aria-label={ariaLabel} aria-busy={loading || undefined}>
      <AgGridReact
        theme={gridTheme}
        localeText={GRID_LOCALE_PT_BR}
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={{ sortingOrder: ['asc', 'desc'], resizable: false, suppressMovable: true, wrapHeaderText: true, autoHeaderHeight: true }}
        domLayout="autoHeight"
        suppressMultiSort
        suppressNoRowsOverlay
        loading={false}
        suppressCellFocus={false}
        onSortChanged={handleSortChanged}
        getRowId={(p) => String((p.data as Record<string, unknown>).id ?? JSON.stringify(p.data))}
      />
      {loading && (
        <div className="prh-grid-overlay" role="status" aria-live="polite">
          <Spinner size={32} aria-label="Carregando" />
          <span>Carregando…</span>
        </div>
      )}
      {!loading && rows.length === 0 && emptyText && (
        <div className="prh-grid-empty" role="status">
          {emptyText}
        </div>
      )}
    </div>
  );
}
