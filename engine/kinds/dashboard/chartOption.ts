/**
 * Turns a panel declaration and its rows into an echarts option: `x` is the category field, each
 * `y` field one series (pie: the first `y` only). Pure, so it is tested without a canvas.
 */
import type { PanelDef } from '../../screens/types.ts';

export const PALETTE = ['#123F6D', '#E83F4B', '#2D72D2', '#238551', '#C87619', '#7961DB'];

export function chartOption(panel: PanelDef, rows: Record<string, unknown>[]): Record<string, unknown> {
  const categories = rows.map((r) => String(r[panel.x] ?? ''));
  const name = (i: number) => panel.seriesNames?.[i] ?? panel.y[i];
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(String(v ?? '').replace(',', '.')) || 0);
  if (panel.chart === 'pie') {
    return {
      color: PALETTE,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', name: name(0), radius: ['35%', '65%'], data: rows.map((r, i) => ({ name: categories[i], value: num(r[panel.y[0]]) })) }],
    };
  }
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: categories },
    yAxis: { type: 'value' },
    series: panel.y.map((field, i) => ({ type: panel.chart, name: name(i), data: rows.map((r) => num(r[field])) })),
  };
}
