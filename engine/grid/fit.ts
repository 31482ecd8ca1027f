/**
 * Column widths of the engine's grid: each column as wide as its content (header on one line,
 * widest cell), within the width the grid has. Pure, so the rule is tested without a browser.
 *
 * - Everything fits: the spare width is shared out in proportion to each column's weight (the
 *   screen's `flex`, default 1; 0 for a column of declared width) times its content width, so the
 *   table fills its card.
 * - It fits once headers wrap between words (down to `line`), then once wrapped columns break
 *   their text (down to `whole`): the widest columns give way first, every value still in full,
 *   so no value is cut while the table has room for all of them.
 * - It does not fit even so: the widest columns give way first ("water filling": every column
 *   wider than a common cap is cut to it), never below their minimum (the header's longest word, a
 *   CPF or a date in full); narrow columns keep their whole content. A cut cell shows '…' and its
 *   full value in a tooltip.
 * - Even the minimums do not fit: the grid scrolls sideways (engine/grid/sideScroll.ts shows it),
 *   and every column shows its content again, a long text up to SCROLL_CAP.
 */

/** Words of a header that may not be broken: only spaces separate them (browsers keep 'Órgão/entidade' whole). */
export const headerWords = (header: string): string[] => header.split(/\s+/).filter(Boolean);

export interface FitColumn {
  /** Width the content asks for (header on one line, widest cell). */
  content: number;
  /** Never narrower than this. */
  min: number;
  /**
   * Narrowest width at which nothing is cut: the header wrapped between words, every value in
   * full (a wrapped column: its longest word). Default: `content`.
   */
  whole?: number;
  /** Narrowest width with every value on one line (the header wrapped). Default: `whole`. */
  line?: number;
  /** Share of spare width (screen's `flex`); default 1; 0 takes none (a declared width). */
  weight?: number;
}

/** Widest a text column gets when the grid scrolls sideways (px): a name or a unit in full, mostly. */
export const SCROLL_CAP = 280;

const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

/** Integer widths that add up to `total` (largest remainders get the spare pixels). */
function roundTo(widths: number[], total: number): number[] {
  const floors = widths.map(Math.floor);
  let rest = Math.round(total) - sum(floors);
  const order = widths.map((w, i) => [w - Math.floor(w), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    floors[i] += 1;
    rest -= 1;
  }
  return floors;
}

/** Widths within `ceil` and `floor` adding up to `available`: the widest give way first, to a common cap. */
function waterFill(ceil: number[], floor: number[], available: number): number[] {
  const widthAt = (cap: number) => sum(ceil.map((d, i) => Math.max(floor[i], Math.min(d, cap))));
  // The cap L with Σ max(floor, min(ceil, L)) = available: binary search (widths are pixels).
  let lo = 0;
  let hi = Math.max(...ceil);
  for (let k = 0; k < 40 && hi - lo > 0.01; k++) {
    const mid = (lo + hi) / 2;
    if (widthAt(mid) > available) hi = mid;
    else lo = mid;
  }
  return roundTo(
    ceil.map((d, i) => Math.max(floor[i], Math.min(d, lo))),
    available,
  );
}

export function fitWidths(cols: FitColumn[], available: number): number[] {
  if (cols.length === 0) return [];
  const desired = cols.map((c) => Math.ceil(Math.max(c.content, c.min)));
  const mins = cols.map((c) => Math.ceil(c.min));
  const wholes = cols.map((c, i) => Math.min(desired[i], Math.ceil(Math.max(c.whole ?? c.content, c.min))));
  const lines = cols.map((c, i) => Math.min(desired[i], Math.max(wholes[i], Math.ceil(c.line ?? 0))));
  const total = sum(desired);
  if (available <= 0) return desired;
  if (total <= available) {
    const weights = cols.map((c, i) => (c.weight ?? 1) * desired[i]);
    const w = sum(weights);
    // Only columns of declared width (weight 0): each keeps its width, the rest stays empty.
    if (w === 0) return desired;
    const spare = available - total;
    return roundTo(
      desired.map((d, i) => d + (spare * weights[i]) / w),
      available,
    );
  }
  // Headers wrapping make room; then wrapped columns breaking their lines: nothing is cut.
  if (sum(lines) <= available) return waterFill(desired, lines, available);
  if (sum(wholes) <= available) return waterFill(lines, wholes, available);
  // Even the minimums do not fit: the grid scrolls sideways anyway, so no column needs to be cut
  // to its minimum ('Alessa…') to save room; each shows its content, a long text up to SCROLL_CAP.
  if (sum(mins) >= available) return desired.map((d, i) => Math.max(mins[i], Math.min(d, SCROLL_CAP)));
  return waterFill(wholes, mins, available);
}

/**
 * The widths with the columns of `pinnable` (the status columns of a grid with row actions) pinned
 * beside the actions when the table must scroll sideways: the status says which action applies,
 * so it stays in view next to them instead of scrolling under them. `pinned` is the width they
 * take (0: none pinned — the table fits, or they would take more than half of it).
 */
export function layoutWidths(
  cols: FitColumn[],
  pinnable: boolean[],
  available: number,
): { widths: number[]; pinned: number } {
  const scrolls = available > 0 && sum(cols.map((c) => Math.ceil(c.min))) >= available;
  const own = cols.map((c) => Math.ceil(Math.max(c.content, c.min)));
  const pinned = sum(own.filter((_, i) => pinnable[i]));
  const rest = cols.filter((_, i) => !pinnable[i]);
  if (!scrolls || pinned === 0 || rest.length === 0 || pinned > available / 2)
    return { widths: fitWidths(cols, available), pinned: 0 };
  const restWidths = fitWidths(rest, available - pinned);
  let r = 0;
  return { widths: cols.map((_, i) => (pinnable[i] ? own[i] : restWidths[r++])), pinned };
}
