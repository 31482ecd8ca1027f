/**
 * The grid's keys beyond ag-grid's own model (engine/grid/DataGrid.tsx): Enter on a cell runs the
 * row's main action, Enter/Space on the actions cell moves into its buttons, Space on the
 * selection cell ticks the row and Enter moves into its checkbox; Home/End stay in the row.
 */
import type { GridApi, SuppressHeaderKeyboardEventParams, SuppressKeyboardEventParams } from 'ag-grid-community';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { focusFirstAction, mainActionOf } from '../registry/cells/actions.tsx';
import type { ActionDef } from '../screens/types.ts';
import { gridRowId } from './rowId.ts';

export const ACTIONS = '__actions';
export const BATCH = '__batch';

export interface GridKeys {
  rows: Record<string, unknown>[];
  keyField?: string;
  rowActions?: ActionDef[];
  onAction?: (action: ActionDef, row: Record<string, unknown>) => void;
  /** The grid's api once ready (Home/End move the focus with it). */
  api?: GridApi | null;
  /** The column ids in the order shown (selection first, actions last: both are pinned there). */
  colIds?: string[];
}

const isHomeEnd = (e: KeyboardEvent | ReactKeyboardEvent) => (e.key === 'Home' || e.key === 'End') && !e.altKey;
const onCellItself = (t: EventTarget | null) => t instanceof HTMLElement && t.classList.contains('ag-cell');

/**
 * Home/End on a body cell or a header are the grid's (moveHomeEnd), not ag-grid's: ag-grid's go
 * to the first/last ROW, so End on one person's row, then Enter, acted on another person's row.
 */
export const suppressHomeEnd = (p: SuppressKeyboardEventParams): boolean =>
  onCellItself(p.event.target) && isHomeEnd(p.event);
export const suppressHeaderHomeEnd = (p: SuppressHeaderKeyboardEventParams): boolean => isHomeEnd(p.event);

/**
 * Keys the grid leaves to the actions and selection cells: inside them, those of their controls
 * (row action buttons, the checkbox); on the cell itself, Enter and Space (onCellKey).
 */
const INNER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' ', 'Escape']);
export const suppressInnerKeys = (p: SuppressKeyboardEventParams): boolean => {
  const target = p.event.target as HTMLElement | null;
  if (!target) return false;
  return target.classList.contains('ag-cell')
    ? p.event.key === 'Enter' || p.event.key === ' ' || isHomeEnd(p.event)
    : INNER_KEYS.has(p.event.key);
};

/**
 * Home/End as the WAI-ARIA grid pattern has them: the first/last cell of the focused cell's row
 * (of the header row, on a header); Ctrl+Home the first cell of the first row of data, Ctrl+End
 * the last cell of the last row. Ctrl+Home on a header stays in the header row (the data's first
 * row is one ↓ away). False when there is nowhere to go.
 */
export function moveHomeEnd(target: HTMLElement, key: string, ctrl: boolean, grid: GridKeys): boolean {
  const { api, colIds = [], rows } = grid;
  const col = key === 'Home' ? colIds[0] : colIds.at(-1);
  if (!api || !col) return false;
  const last = rows.length - 1;
  const onHeader = target.classList.contains('ag-header-cell');
  if (onHeader && !(ctrl && key === 'End' && last >= 0)) {
    api.ensureColumnVisible(col);
    api.setFocusedHeader(col);
    return true;
  }
  const rowIndex = ctrl ? (key === 'Home' ? 0 : last) : Number(target.closest('.ag-row')?.getAttribute('row-index'));
  if (!Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex > last) return false;
  api.ensureIndexVisible(rowIndex);
  api.ensureColumnVisible(col);
  api.setFocusedCell(rowIndex, col);
  return true;
}

/**
 * Enter/Space and Home/End on a focused body cell (the cell itself, not a control inside it), and
 * Home/End on a header. Handled here, in the keydown's own turn (ag-grid hands its cellKeyDown
 * event to React later, too late to prevent the key's default), from the row id and column id
 * ag-grid wrote on the cell.
 */
export function onCellKey(ev: ReactKeyboardEvent<HTMLDivElement>, grid: GridKeys): void {
  const { rows, keyField, rowActions, onAction } = grid;
  const target = ev.target as HTMLElement;
  if (isHomeEnd(ev) && !ev.defaultPrevented) {
    const onCell = onCellItself(target) || target.classList.contains('ag-header-cell');
    if (onCell && moveHomeEnd(target, ev.key, ev.ctrlKey || ev.metaKey, grid)) ev.preventDefault();
    return;
  }
  if (ev.defaultPrevented || (ev.key !== 'Enter' && ev.key !== ' ') || !target.classList.contains('ag-cell')) return;
  const colId = target.getAttribute('col-id');
  const id = target.closest('.ag-row')?.getAttribute('row-id');
  const row = rows.find((r) => gridRowId(r, keyField) === id);
  if (!row) return;
  if (colId === ACTIONS) {
    ev.preventDefault();
    // Into the first button once the key is released: a Blueprint button clicks on keyup, so
    // moving the focus now would press the action with this same Enter.
    target.addEventListener('keyup', () => focusFirstAction(target), { once: true });
  } else if (colId === BATCH) {
    // Space ticks the row from the cell; Enter moves into its checkbox, where Space
    // ticks it too and Esc comes back to the cell (BatchCell).
    const box = target.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (box) {
      ev.preventDefault();
      if (ev.key === ' ') box.click();
      else box.focus();
    }
  } else if (ev.key === 'Enter') {
    const main = mainActionOf(rowActions, row);
    if (main && onAction) {
      ev.preventDefault();
      onAction(main, row);
    }
  }
}
