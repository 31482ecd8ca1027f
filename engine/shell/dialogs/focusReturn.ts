/**
 * Where the focus goes when a dialog closes (WCAG 2.4.3): back to the control that opened it.
 * Blueprint's Overlay gives the focus back only when a dialog plays its closing transition, and
 * the dialog stack (DialogHost) removes a closed dialog at once; nor could it find a control drawn
 * again meanwhile — ag-grid draws a row's cell anew when the row is refreshed, and a record's
 * toolbar is drawn again with the record. The focus fell to <body>, and the next Tab went to
 * 'Ir para o conteúdo', some thirty stops away from the grid.
 *
 * So the opener is described when a dialog opens (dialogStore.open, here), with what finds its
 * replacement: in a grid (engine/grid/DataGrid.tsx) the grid, the row's id and position and the
 * column; elsewhere its accessible name and its place among the controls of that name. The
 * dialog stack gives it back (focusRestore.ts, loaded with the stack, not with the first page).
 */

/** A described opener. */
export interface FocusReturn {
  element: HTMLElement;
  /** Its accessible name: aria-label, else its text. */
  name: string;
  /** Its place among the page's controls of the same tag and name; -1 inside a dialog (it goes with it). */
  nth: number;
  /** Where it sat in a grid. */
  cell?: { grid: HTMLElement; gridLabel: string | null; rowId: string; rowIndex: number; colId: string };
}

export const GRID = '.prh-grid';
const DIALOG = '[role="dialog"], .bp6-overlay';
export const nameOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';

/** Controls of a tag and name on the page, outside dialogs (a dialog's own are going away with it). */
export const namesakes = (tag: string, name: string): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>(tag)].filter((e) => nameOf(e) === name && !e.closest(DIALOG));

/** `el` described, with what finds its replacement. */
function describe(el: HTMLElement): FocusReturn {
  const name = nameOf(el);
  const tag = el.tagName.toLowerCase();
  const ret: FocusReturn = { element: el, name, nth: el.closest(DIALOG) ? -1 : namesakes(tag, name).indexOf(el) };
  const grid = el.closest<HTMLElement>(GRID);
  const row = el.closest('.ag-row');
  const colId = el.closest('.ag-cell')?.getAttribute('col-id');
  if (grid && row && colId)
    ret.cell = {
      grid,
      gridLabel: grid.getAttribute('aria-label'),
      rowId: row.getAttribute('row-id') ?? '',
      rowIndex: Number(row.getAttribute('row-index')),
      colId,
    };
  return ret;
}

/**
 * The last control that had the focus, described as it got it. A
 * dialog may open after the focus was lost: the failure of a file opened in a new tab, or of a row
 * action whose row the grid drew again meanwhile, arrives with the focus on <body>; that dialog
 * then gives the focus back to the control the person last used.
 */
let lastControl: FocusReturn | undefined;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof HTMLElement && e.target !== document.body) lastControl = describe(e.target);
    },
    true,
  );

/** The element that has the focus now, described; when nothing has it, the last control that had it. */
export function captureFocus(): FocusReturn | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return lastControl;
  return describe(el);
}
