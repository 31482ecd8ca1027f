/**
 * The engine's table: ag-grid showing one page of server rows. Sorting happens on the server, so
 * the grid keeps the column sort indicators (driven by the controller's sort) but never reorders
 * rows itself; a header click is reported to `onSortClick` and the controller decides the order.
 *
 * Keyboard (ag-grid's own model, WAI-ARIA grid pattern): the grid is ONE Tab stop — Tab and
 * Shift+Tab leave it from any header or cell (`tabToNextHeader`/`tabToNextCell` answer false);
 * inside, the arrows move between headers and cells, Enter on a header sorts, Enter on a cell runs
 * the row's main (first enabled) action, and Enter/Space on the actions cell moves into its buttons
 * (engine/registry/cells/actions.tsx). Space on the selection cell ticks the row, Enter moves into
 * its checkbox (engine/grid/BatchCell.tsx). Home/End go to the first/last cell of the row (of the
 * header row on a header), Ctrl+Home/Ctrl+End to the first cell of the first row / the last cell of
 * the last row. Those beyond ag-grid's own are engine/grid/keys.ts.
 *
 * Columns are sized to their content within the width the grid has (engine/grid/fit.ts); headers
 * wrap between words, never inside one; a cut cell shows its full value in a tooltip.
 */
import { Spinner } from '@blueprintjs/core';
import type { ColDef, GridApi, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  type CSSProperties,
  useCallback,
  useMemo,
  useRef,
  useId,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useCells } from '../registry/cells.ts';
import type { ActionDef, ColumnDef, RowRule } from '../screens/types.ts';
import type { SortState } from '../kinds/search/nextSort.ts';
import { BatchCell, BatchHeader } from './BatchCell.tsx';
import { isBatchSelectable, rowKey } from './batch.ts';
import { type BatchActions, useBatchStore } from './batchStore.ts';
import { layoutWidths } from './fit.ts';
import { screenColumnDefs } from './columnDefs.tsx';
import { actionsWidthFor, gridMetrics, measureColumn, textWidth } from './measure.ts';
import { ACTIONS, BATCH, onCellKey, suppressHeaderHomeEnd, suppressHomeEnd, suppressInnerKeys } from './keys.ts';
import { keyboardHint } from './keyboardHint.ts';
import { gridRowId } from './rowId.ts';
import { rowName } from './rowName.ts';
import { GRID_LOCALE_PT_BR } from './locale.ts';
import './modules.ts';
import { SideScrollbar } from './SideScrollbar.tsx';
import { hiddenSides, useSideScroll } from './sideScroll.ts';
import { gridTheme } from './theme.ts';
import './sideScroll.css';

export interface DataGridProps {
  columns: ColumnDef[];
  rows: Record<string, unknown>[];
  sort: SortState | null;
  onSortClick: (field: string) => void;
  rowActions?: ActionDef[];
  /** Runs a row action; a promise keeps its button busy until the action's work is done. */
  onAction?: (action: ActionDef, row: Record<string, unknown>) => void | Promise<void>;
  loading?: boolean;
  /** Shown over the empty table (e.g. the no-result text). */
  emptyText?: string;
  ariaLabel?: string;
  /** The field that identifies a row across refreshes (the screen's `rowKey`; 'id' by default). */
  rowKey?: string;
  /** Batch selection: a first column with a checkbox on the rows the rule allows. */
  batch?: BatchActions & { rule?: RowRule };
}

const BATCH_WIDTH = 56;

export function DataGrid({
  columns,
  rows,
  sort,
  onSortClick,
  rowActions,
  onAction,
  loading,
  emptyText,
  ariaLabel,
  rowKey: keyField,
  batch,
}: DataGridProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const apiRef = useRef<GridApi | null>(null);
  const actionsWidth = actionsWidthFor(rowActions, rows);
  const pinnedWidth = actionsWidth + (batch ? BATCH_WIDTH : 0);
  // Width of the status columns pinned beside the actions while the table scrolls (fit.ts layoutWidths).
  const [pinnedStatus, setPinnedStatus] = useState(0);
  const pinStatus = pinnedStatus > 0 && actionsWidth > 0;
  // Whether a status column is narrower than its tags on one line: they break (and rows grow) then.
  const [breakStatus, setBreakStatus] = useState(false);
  const cells = useCells();
  const side = useSideScroll(hostRef);
  const { before, after } = hiddenSides(side.state);
  const bar = side.state.overlay && (before || after);
  // The selection reaches the column through its store, so a tick leaves the definitions alone.
  const batchStore = useBatchStore(batch);
  const hasBatch = batch !== undefined;
  const batchRule = batch?.rule;
  const columnDefs = useMemo<ColDef[]>(() => {
    const eligible = hasBatch ? rows.filter((r) => isBatchSelectable(batchRule, r)).map(rowKey) : [];
    const batchDefs: ColDef[] = hasBatch
      ? [
          {
            colId: BATCH,
            headerName: 'Seleção',
            width: BATCH_WIDTH,
            sortable: false,
            pinned: 'left',
            suppressKeyboardEvent: suppressInnerKeys,
            headerComponent: BatchHeader,
            headerComponentParams: { eligible, store: batchStore },
            cellRenderer: BatchCell,
            cellRendererParams: { rule: batchRule, store: batchStore },
          },
        ]
      : [];
    const defs = screenColumnDefs(columns, sort, cells, { pinStatus, breakStatus });
    if (rowActions && rowActions.length > 0) {
      defs.push({
        colId: ACTIONS,
        headerName: 'Ações',
        sortable: false,
        width: actionsWidth,
        pinned: 'right',
        suppressKeyboardEvent: suppressInnerKeys,
        cellRenderer: cells.get('actions'),
        cellRendererParams: {
          actions: rowActions,
          onAction: onAction ?? (() => undefined),
          rowName: (row: Record<string, unknown>) => rowName(columns, row),
        },
      });
    }
    return [...batchDefs, ...defs];
  }, [
    columns,
    sort,
    rowActions,
    onAction,
    hasBatch,
    batchRule,
    batchStore,
    rows,
    actionsWidth,
    cells,
    pinStatus,
    breakStatus,
  ]);

  /**
   * Sizes the screen's columns to their content within the grid's width: the header on one line
   * and the widest formatted cell of the page, measured in the grid's own fonts (synchronously:
   * ag-grid's auto-size runs later and would undo the fitting). A declared width is a preference
   * that gives way too, so a table fits its card before it needs to scroll sideways.
   */
  const fit = useCallback(
    (api: GridApi) => {
      const host = hostRef.current;
      const wrapper = host?.querySelector<HTMLElement>('.ag-root-wrapper');
      // The grid's inner width less the pinned columns (selection, actions).
      const available = (wrapper?.clientWidth ?? 0) - pinnedWidth;
      if (!host || !wrapper || available <= 0 || columns.length === 0 || api.isDestroyed()) return;
      const measured = columns.map((c) =>
        measureColumn(c, rows, sort?.field === (c.sortField ?? c.field), gridMetrics(host), textWidth),
      );
      const statusAt = columns.map((c) => c.cell === 'status');
      const { widths, pinned } = layoutWidths(
        measured,
        statusAt.map((s) => s && actionsWidth > 0),
        available,
      );
      setPinnedStatus(pinned);
      setBreakStatus(statusAt.some((s, i) => s && widths[i] < (measured[i].line ?? 0)));
      // Wrapped cells grow their row by themselves: ag-grid's auto height (RowAutoHeightModule)
      // watches the size of each wrapped cell, so new widths need no call. `resetRowHeights` is
      // not one to add: it belongs to a module not registered (AG Grid error #200 on every grid with
      // a wrapped column) and ag-grid ignores it under auto height anyway.
      api.setColumnWidths(columns.map((c, i) => ({ key: c.sortField ?? c.field, newWidth: widths[i] })));
      // The scroller takes the new widths in ag-grid's next frame.
      requestAnimationFrame(side.refresh);
    },
    [columns, rows, pinnedWidth, actionsWidth, sort, side.refresh],
  );
  // ag-grid's events call the latest fit (this render's rows and columns), whenever they fire.
  const fitRef = useRef(fit);
  fitRef.current = fit;

  const handleSortChanged = (e: SortChangedEvent) => {
    if (e.source !== 'uiColumnSorted') return;
    const clicked = e.columns?.find((col) => col.getSort());
    if (clicked) onSortClick(clicked.getColId());
  };

  const handleKeyDown = (ev: ReactKeyboardEvent<HTMLDivElement>) =>
    onCellKey(ev, {
      rows,
      keyField,
      rowActions,
      onAction,
      api: apiRef.current,
      colIds: columnDefs.map((c) => c.colId ?? ''),
    });

  return (
    <>
      {/* The grid's cells (ag-grid, role gridcell) take the focus; this only listens to their keys. */}
      <div
        ref={hostRef}
        className={[
          'prh-grid',
          rows.length > 0 && 'prh-grid--filled',
          before && 'prh-grid--more-before',
          after && 'prh-grid--more-after',
          bar && 'prh-grid--bar',
        ]
          .filter(Boolean)
          .join(' ')}
        // Where the shadows of hidden columns fall: at the inner edges of the pinned columns.
        style={
          {
            '--prh-pinned-left': `${batch ? BATCH_WIDTH : 0}px`,
            '--prh-pinned-right': `${actionsWidth + (pinStatus ? pinnedStatus : 0)}px`,
          } as CSSProperties
        }
        aria-label={ariaLabel}
        aria-busy={loading || undefined}
        onKeyDown={handleKeyDown}
      >
        <AgGridReact
          theme={gridTheme}
          localeText={GRID_LOCALE_PT_BR}
          rowData={rows}
          columnDefs={columnDefs}
          defaultColDef={{
            sortingOrder: ['asc', 'desc'],
            resizable: false,
            suppressMovable: true,
            wrapHeaderText: true,
            autoHeaderHeight: true,
            suppressKeyboardEvent: suppressHomeEnd,
            suppressHeaderKeyboardEvent: suppressHeaderHomeEnd,
          }}
          domLayout="autoHeight"
          suppressMultiSort
          suppressNoRowsOverlay
          suppressColumnVirtualisation
          loading={false}
          suppressCellFocus={false}
          tabToNextCell={() => false}
          tabToNextHeader={() => false}
          tooltipShowMode="whenTruncated"
          tooltipShowDelay={400}
          onSortChanged={handleSortChanged}
          onGridReady={(e) => {
            apiRef.current = e.api;
            hostRef.current?.querySelector('[role="grid"],[role="treegrid"]')?.setAttribute('aria-describedby', hintId);
            fitRef.current(e.api);
          }}
          onFirstDataRendered={(e) => fitRef.current(e.api)}
          onRowDataUpdated={(e) => fitRef.current(e.api)}
          onGridSizeChanged={(e) => fitRef.current(e.api)}
          onBodyScroll={side.refresh}
          getRowId={(p) => gridRowId(p.data as Record<string, unknown>, keyField)}
        />
        {bar && (
          <SideScrollbar
            state={side.state}
            pinnedLeft={batch ? BATCH_WIDTH : 0}
            pinnedRight={actionsWidth + (pinStatus ? pinnedStatus : 0)}
            scrollTo={side.scrollTo}
          />
        )}
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
      {/* Seen while a keyboard user is in the grid (portal/styles.css), read as the grid's description. */}
      <p id={hintId} className="prh-grid-hint">
        {keyboardHint({ rowActions, batch: hasBatch, sortable: columns.some((c) => c.sortable !== false) })}
      </p>
    </>
  );
}
