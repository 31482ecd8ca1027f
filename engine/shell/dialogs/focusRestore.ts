/**
 * Gives the focus back to a dialog's opener (focusReturn.ts describes it when the dialog opens):
 * the opener itself while it is on the page; in a grid, its replacement in the same row, that
 * row's cell, or the cell at the row's place; elsewhere the control of the same name at its place;
 * with none of these on the page, the page's heading.
 */
import { Classes } from '@blueprintjs/core';
import { type FocusReturn, GRID, nameOf, namesakes } from './focusReturn.ts';

const usable = (el: Element | null | undefined): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[inert]');

/** Where a dialog still open parks the focus it finds outside itself (Blueprint's focus traps). */
const TRAPS = `.${Classes.OVERLAY_START_FOCUS_TRAP}, .${Classes.OVERLAY_END_FOCUS_TRAP}`;

/** Whether the focus is nowhere (on <body>, an element taken out of the page, a dialog's focus trap). */
export function focusLost(): boolean {
  const el = document.activeElement;
  return !el || el === document.body || el === document.documentElement || !el.isConnected || el.matches(TRAPS);
}

/** How long an opener busy with its own work (a submit button 'loading') is waited for. */
const BUSY_WAIT_MS = 60_000;

/**
 * An opener still there but disabled — the input dialog's submit button is busy while the
 * confirmation it opened is answered — gets the focus once enabled, if nothing took it meanwhile.
 */
function whenEnabled(el: HTMLElement): void {
  const watch = new MutationObserver(() => {
    if ((el as HTMLButtonElement).disabled) return;
    stop();
    if (el.isConnected && focusLost()) el.focus();
  });
  const timer = setTimeout(() => stop(), BUSY_WAIT_MS);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(el, { attributes: true, attributeFilter: ['disabled'] });
}

/** The grid the opener sat in, or the grid drawn again in its place (the one of the same name). */
function gridOf(cell: NonNullable<FocusReturn['cell']>): HTMLElement | undefined {
  if (cell.grid.isConnected) return cell.grid;
  const same = [...document.querySelectorAll<HTMLElement>(GRID)].filter(
    (g) => g.getAttribute('aria-label') === cell.gridLabel,
  );
  return cell.gridLabel !== null && same.length === 1 ? same[0] : undefined;
}

/**
 * In the grid: the opener's replacement in the same row (a button of the same name in the same
 * cell), else that cell, else the row's first cell. A row gone (approved off a list of pending
 * ones) leaves the focus where it was: the cell of that column in the row now at its place, or in
 * the last row, else the column's header. Never a button of another row: its cell tells whose it is.
 */
function inGrid(ret: FocusReturn, cell: NonNullable<FocusReturn['cell']>): HTMLElement | undefined {
  const grid = gridOf(cell);
  if (!grid) return undefined;
  const rows = [...grid.querySelectorAll<HTMLElement>('.ag-row')];
  const cellsOf = (list: Element[]) =>
    list
      .flatMap((r) => [...r.querySelectorAll<HTMLElement>('.ag-cell')])
      .filter((c) => c.getAttribute('col-id') === cell.colId);
  const sameRow = rows.filter((r) => r.getAttribute('row-id') === cell.rowId);
  const own = cellsOf(sameRow)[0];
  if (own) {
    const twin = [...own.querySelectorAll<HTMLElement>(ret.element.tagName)].find((e) => nameOf(e) === ret.name);
    return usable(twin) ? twin : own;
  }
  const first = sameRow.map((r) => r.querySelector<HTMLElement>('.ag-cell')).find(Boolean);
  if (first) return first;
  const index = (r: Element) => Number(r.getAttribute('row-index'));
  const last = Math.max(-1, ...rows.map(index));
  const at = Math.min(cell.rowIndex, last);
  return (
    cellsOf(rows.filter((r) => index(r) === at))[0] ??
    [...grid.querySelectorAll<HTMLElement>('.ag-header-cell')].find((h) => h.getAttribute('col-id') === cell.colId) ??
    grid.querySelector<HTMLElement>('.ag-header-cell') ??
    undefined
  );
}

/** Gives the focus back to the opener or its replacement; returns where it went (undefined: nowhere found). */
export function restoreFocus(ret: FocusReturn): HTMLElement | undefined {
  if (ret.element.isConnected && (ret.element as HTMLButtonElement).disabled) {
    whenEnabled(ret.element);
    return ret.element;
  }
  let target: HTMLElement | undefined = usable(ret.element) ? ret.element : undefined;
  if (!target && ret.cell) target = inGrid(ret, ret.cell);
  if (!target && !ret.cell && ret.name && ret.nth >= 0) {
    const same = namesakes(ret.element.tagName.toLowerCase(), ret.name).filter(usable);
    target = same[ret.nth] ?? same[0];
  }
  // Nothing of the opener is on this page — a dialog that a page opened as it loaded (its search
  // refused), after a navigation whose last control is gone: the page's heading, where the
  // navigation itself puts the focus (routeFocus.ts), not <body>.
  if (!target && focusLost()) target = document.querySelector<HTMLElement>('main h1[tabindex]') ?? undefined;
  target?.focus();
  return target;
}
