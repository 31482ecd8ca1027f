/**
 * Pure helpers of a dashboard panel: the parameters it sends for the applied filters, the filters
 * it does not take (named under its title), the search screen a click opens (drill-down), and its
 * data as a pt-BR CSV. No React, no echarts: tested directly.
 */
import type { PanelDef } from '../../screens/types.ts';

export type Filters = Record<string, unknown>;

const filled = (v: unknown): boolean =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The applied filters the panel takes (`panel.filters`), empty ones left out. */
export function panelFilterParams(panel: PanelDef, applied: Filters): Filters {
  return Object.fromEntries((panel.filters ?? []).filter((k) => filled(applied[k])).map((k) => [k, applied[k]]));
}

/**
 * Titles of the screen's filters that are filled but that this panel does not take, so its card
 * can say 'Não filtrado por …' (a snapshot of today has no period; an audit row has no institution).
 */
export function filtersNotApplied(panel: PanelDef, applied: Filters, titles: Record<string, string>): string[] {
  const takes = new Set(panel.filters ?? []);
  return Object.keys(titles)
    .filter((k) => filled(applied[k]) && !takes.has(k))
    .map((k) => titles[k]);
}

/**
 * The link a click on a category opens: the search screen of `panel.drill.route` with the clicked
 * row's value in `drill.filter`, plus the applied filters mapped by `drill.filters`. Null without a
 * drill or a value.
 */
export function drillHref(panel: PanelDef, row: Record<string, unknown> | undefined, applied: Filters): string | null {
  const d = panel.drill;
  if (!d || !row) return null;
  const value = row[d.field ?? panel.x];
  if (!filled(value)) return null;
  const q = new URLSearchParams();
  q.set(d.filter, String(value));
  for (const [target, source] of Object.entries(d.filters ?? {}))
    if (filled(applied[source])) q.set(target, String(applied[source]));
  return `${d.route}?${q.toString()}`;
}

/** One CSV cell: numbers with a decimal comma; quoted when it holds the separator, a quote or a line break. */
function cell(v: unknown): string {
  const s = typeof v === 'number' ? String(v).replace('.', ',') : v === undefined || v === null ? '' : String(v);
  return /[;"\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** UTF-8 byte order mark: spreadsheet programs then read the accents right. */
export const BOM = '\uFEFF';

/** The panel's rows as the CSV a pt-BR spreadsheet opens: BOM, ';' separator, CRLF, category then one column per series. */
export function panelCsv(panel: PanelDef, rows: Record<string, unknown>[]): string {
  const header = [panel.xTitle ?? 'Categoria', ...panel.y.map((f, i) => panel.seriesNames?.[i] ?? f)];
  const lines = [header, ...rows.map((r) => [r[panel.x], ...panel.y.map((f) => r[f])])].map((l) =>
    l.map(cell).join(';'),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name from the panel's title: 'Processos por órgão' → 'processos-por-orgao.png'. */
export function panelFileName(title: string, ext: 'png' | 'csv'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'indicador'}.${ext}`;
}
