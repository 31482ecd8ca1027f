/**
 * Column widths of the engine's grid: each column as wide as its content (header on one line,
 * widest cell), within the width the grid has. Pure, so the rule is tested without a browser.
 *
 * - Everything fits: the spare width is shared out in proportion to each column's weight (the
 *   screen's `flex`, default 1; 0 for a column of declared width) times its content width, so the
 *   table fills its card.
 * - It does not fit: the widest columns give way first ("water filling": every column wider than a
 *   common cap is cut to it), never below their minimum (the header's longest word, a CPF or a
 *   date in full); narrow columns keep their whole content. A cut cell shows '…' and its full
 *   value in a tooltip.
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

export function fitWidths(cols: FitColumn[], available: number): number[] {
  if (cols.length === 0) return [];
  const desired = cols.map((c) => Math.ceil(Math.max(c.content, c.min)));
  const mins = cols.map((c) => Math.ceil(c.min));
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
  // Even the minimums do not fit: the grid scrolls sideways anyway, so no column needs to be cut
  // to its minimum ('Alessa…') to save room; each shows its content, a long text up to SCROLL_CAP.
  if (sum(mins) >= available) return desired.map((d, i) => Math.max(mins[i], Math.min(d, SCROLL_CAP)));
  // The cap L with Σ max(min, min(desired, L)) = available: binary search (widths are pixels).
  const widthAt = (cap: number) => sum(desired.map((d, i) => Math.max(mins[i], Math.min(d, cap))));
  let lo = 0;
  let hi = Math.max(...desired);
  for (let k = 0; k < 40 && hi - lo > 0.01; k++) {
    const mid = (lo + hi) / 2;
    if (widthAt(mid) > available) hi = mid;
    else lo = mid;
  }
  return roundTo(
    desired.map((d, i) => Math.max(mins[i], Math.min(d, lo))),
    available,
  );
}
