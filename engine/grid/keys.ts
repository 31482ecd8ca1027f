/**
 * The grid's keys beyond ag-grid's own model (engine/grid/DataGrid.tsx): Enter on a cell runs the
 * row's main action, Enter/Space on the actions cell moves into its buttons, Space on the
 * selection cell ticks the row and Enter moves into its checkbox.
 */
import type { SuppressKeyboardEventParams } from 'ag-grid-community';
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
}

/**
 * Keys the grid leaves to the actions and selection cells: inside them, those of their controls
 * (row action buttons, the checkbox); on the cell itself, Enter and Space (onCellKey).
 */
const INNER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' ', 'Escape']);
export const suppressInnerKeys = (p: SuppressKeyboardEventParams): boolean => {
  const target = p.event.target as HTMLElement | null;
  if (!target) return false;
  return target.classList.contains('ag-cell')
    ? p.event.key === 'Enter' || p.event.key === ' '
    : INNER_KEYS.has(p.event.key);
};

/**
 * Enter/Space on a focused body cell (the cell itself, not a control inside it). Handled here, in
 * the keydown's own turn (ag-grid hands its cellKeyDown event to React later, too late to
 * prevent the key's default), from the row id and column id ag-grid wrote on the cell.
 */
export function onCellKey(ev: ReactKeyboardEvent<HTMLDivElement>, grid: GridKeys): void {
  const { rows, keyField, rowActions, onAction } = grid;
  const target = ev.target as HTMLElement;
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
