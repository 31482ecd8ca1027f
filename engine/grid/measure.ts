/**
 * What each column of the engine's grid asks for, measured in the fonts the grid renders with:
 * the width its content wants and the width below which it would be cut or break a word. The
 * fitting itself (sharing the grid's width out) is engine/grid/fit.ts.
 */
import { formatValue } from '../../core/formatters.ts';
import { visibleFor } from '../registry/cells/actions.tsx';
import type { ActionDef, ColumnDef } from '../screens/types.ts';
import { type FitColumn, headerWords } from './fit.ts';

/** Widest word a wrapped column makes room for (px); a longer token (a URL) may still break. */
const MAX_WORD = 260;

/** Formats whose values are shown whole, never cut with '…' (numbers, dates, documents, statuses aside). */
const WHOLE_FORMATS = new Set([
  'cpf',
  'cnpj',
  'date',
  'moeda',
  'decimal',
  'percentual',
  'competencia',
  'cep',
  'pis',
  'telefone',
  'telefoneInternacional',
  'zeros2',
  'processo',
]);

/**
 * Width of the actions column: as many small icon buttons (26 px, 4 px apart, inside the cell's
 * padding) as the page's busiest row shows — room for buttons no row shows is room a name lacks —,
 * never narrower than 'Ações'.
 */
export function actionsWidthFor(actions: ActionDef[] | undefined, rows: Record<string, unknown>[]): number {
  if (!actions?.length) return 0;
  const most = Math.max(1, ...rows.map((r) => visibleFor(actions, r).length));
  return Math.max(72, 30 * most + 30);
}

/** Never narrower than a formatted CPF or date in full; other columns than 64 px. */
export const minWidthFor = (c: ColumnDef): number => (c.format === 'cpf' ? 130 : c.format === 'date' ? 105 : 64);

/** Display text of a plain cell: the formatted value, '-' when empty. */
export const cellText = (c: ColumnDef, value: unknown): string => {
  const text = formatValue(c.format, value, c.labels);
  return text === '' ? '-' : text;
};

/** The grid's rendered fonts and paddings (gridMetrics reads them from the page). */
export interface GridMetrics {
  headerFont: string;
  /** Header cell paddings and borders. */
  headerExtra: number;
  cellFont: string;
  /** Body cell paddings and borders. */
  cellExtra: number;
  /** Width of the sort arrow beside the sorted column's header. */
  sortIcon: number;
  /** Font of a status tag (engine/registry/cells/status.css: 600 12px) and its side paddings. */
  statusFont: string;
  statusExtra: number;
}

/**
 * Text that reads as a number, a date or a time ('12', '04/12/2026 14:30', '1.234,56', '8%'):
 * never cut, like a column declared with such a format.
 */
const NUMERIC_TEXT = /^[-+]?[\d.,:/%\s]*\d[\d.,:/%\s]*$/;

/**
 * A column's content width (header on one line, widest cell of the page), its whole width (every
 * value in full, the header wrapped between words; a wrapped column's longest word) and its minimum
 * (the header's longest word, a wrapped column's or status tag's longest word, a number or date in full). A
 * declared `width` is the most the column asks for beyond its values (a long header wraps to keep
 * to it): it gives way like any other when the table does not fit — never below that minimum —
 * and takes no spare width.
 */
export function measureColumn(
  c: ColumnDef,
  rows: Record<string, unknown>[],
  sorted: boolean,
  m: GridMetrics,
  textWidth: (text: string, font: string) => number,
): FitColumn {
  const sortIcon = sorted ? m.sortIcon : 0;
  const word = Math.max(...headerWords(c.header).map((w) => textWidth(w, m.headerFont)));
  const headerLine = textWidth(c.header, m.headerFont) + m.headerExtra + sortIcon;
  const status = c.cell === 'status';
  const texts = rows.map((r) => cellText(c, r[c.field]));
  const cells = texts.map((t) =>
    status
      ? textWidth(t.toLocaleUpperCase('pt-BR'), m.statusFont) + m.statusExtra + m.cellExtra
      : textWidth(t, m.cellFont) + m.cellExtra,
  );
  const widest = Math.max(0, ...cells);
  // A wrapped column breaks its text between words, never inside one ('maternida/de'): it is at
  // least as wide as its longest word (capped, so one long token cannot take the row). A status
  // tag breaks the same way, inside its tag ('AGUARDANDO APROVAÇÃO / DESBLOQUEIO'): never cut.
  const breaks = c.wrap || status;
  const wordWidth = (w: string) =>
    status
      ? textWidth(w.toLocaleUpperCase('pt-BR'), m.statusFont) + m.statusExtra
      : Math.min(MAX_WORD, textWidth(w, m.cellFont));
  const longestWord = breaks ? Math.max(0, ...texts.flatMap((t) => headerWords(t).map(wordWidth))) + m.cellExtra : 0;
  const shown = texts.filter((t) => t !== '-');
  const numeric = shown.length > 0 && shown.every((t) => NUMERIC_TEXT.test(t));
  const min = Math.max(
    minWidthFor(c),
    Math.ceil(word + m.headerExtra + sortIcon + 2),
    Math.ceil(longestWord),
    // A number, date or document is never cut (a cut amount misleads): only text gives way.
    (WHOLE_FORMATS.has(c.format ?? '') || numeric) && !breaks ? Math.ceil(widest) : 0,
  );
  const content = Math.ceil(Math.max(headerLine, widest));
  const line = Math.max(min, Math.ceil(widest));
  const whole = breaks ? Math.max(min, Math.ceil(longestWord)) : line;
  // Declared: no wider than asked, nor than its content (room left over goes to the other
  // columns) — but a value longer than asked is still shown whole while the table has room.
  if (c.width) {
    const asked = Math.max(Math.min(c.width, content), Math.ceil(breaks ? longestWord : widest));
    return { content: asked, line, whole, min, weight: 0 };
  }
  return { content, line, whole, min, weight: c.flex ?? 1 };
}

/** Fonts and paddings as rendered (header label, a body cell, a status tag), with fallbacks before any row. */
export function gridMetrics(host: HTMLElement): GridMetrics {
  const px = (v?: string) => parseFloat(v ?? '') || 0;
  const extraOf = (el: Element | null, fallback: number) => {
    if (!el) return fallback;
    const cs = getComputedStyle(el);
    return px(cs.paddingLeft) + px(cs.paddingRight) + px(cs.borderLeftWidth) + px(cs.borderRightWidth);
  };
  const fontOf = (el: Element | null, fallback: string) => (el ? getComputedStyle(el).font : '') || fallback;
  const anyCell = host.querySelector('.ag-grid-scrolling-rows .ag-cell');
  const cellFont = fontOf(anyCell, '14px sans-serif');
  const tag = host.querySelector('.prh-status');
  // The sort arrow as ag-grid draws it (its icon and padding), 24 px before any is shown.
  const arrow = host.querySelector('.ag-sort-indicator-container');
  return {
    headerFont: fontOf(host.querySelector('.ag-header-cell-text'), '600 14px sans-serif'),
    headerExtra: extraOf(host.querySelector('.ag-header-cell'), 32),
    cellFont,
    cellExtra: extraOf(anyCell, 34),
    sortIcon: Math.max(24, arrow?.getBoundingClientRect().width ?? 0),
    statusFont: fontOf(tag, `600 12px ${anyCell ? getComputedStyle(anyCell).fontFamily : 'sans-serif'}`),
    statusExtra: extraOf(tag, 16),
  };
}

let canvas: HTMLCanvasElement | undefined;
/** Width of a text in a CSS font (canvas), as the grid draws it. */
export function textWidth(text: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return text.length * 8;
  ctx.font = font;
  return ctx.measureText(text).width;
}
