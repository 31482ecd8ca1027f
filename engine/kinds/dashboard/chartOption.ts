/**
 * Turns a panel declaration and its rows into an echarts option: `x` is the category field, each
 * `y` field one series (pie: the first `y` only). Pure, so it is tested without a canvas. The
 * canvas cannot read the portal's CSS variables, so the text and grid colours of each theme are
 * chosen here (`dark`).
 */
import type { PanelDef } from '../../screens/types.ts';

export const PALETTE = ['#123F6D', '#E83F4B', '#2D72D2', '#238551', '#C87619', '#7961DB'];
/** Lighter tones for the dark theme: #123F6D on a dark card is not visible. */
export const PALETTE_DARK = ['#4C90F0', '#FA7F87', '#8ABBFF', '#72CA9B', '#FBB360', '#BDADFF'];

/** The portal's font (canvas text cannot 'inherit'). */
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const THEME = {
  light: { text: '#1C2127', muted: '#5F6B7C', line: '#DCE0E5', border: '#FFFFFF' },
  dark: { text: '#F6F7F9', muted: '#ABB3BF', line: '#404854', border: '#2F343C' },
};

/** Widest category label, in pixels (horizontal bars: beside the bars; vertical: under each bar). */
export const LABEL_WIDTH = { horizontal: 180, vertical: 120 };

/** `animate`: false when the user asked for less motion (services/theme.ts prefersReducedMotion). */
export function chartOption(
  panel: PanelDef,
  rows: Record<string, unknown>[],
  dark = false,
  animate = true,
): Record<string, unknown> {
  const t = dark ? THEME.dark : THEME.light;
  const categories = rows.map((r) => String(r[panel.x] ?? ''));
  const name = (i: number) => panel.seriesNames?.[i] ?? panel.y[i];
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(String(v ?? '').replace(',', '.')) || 0);
  const base = {
    color: dark ? PALETTE_DARK : PALETTE,
    animation: animate,
    backgroundColor: 'transparent',
    textStyle: { color: t.text, fontFamily: FONT, fontSize: 12 },
    legend: { bottom: 0, textStyle: { color: t.text }, type: 'scroll' },
  };
  if (panel.chart === 'pie') {
    // Each slice is labelled with its name and value, so the legend would only repeat them.
    return {
      ...base,
      legend: { show: false },
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      series: [
        {
          type: 'pie',
          name: name(0),
          radius: ['34%', '58%'],
          center: ['50%', '50%'],
          avoidLabelOverlap: true,
          minShowLabelAngle: 1,
          itemStyle: { borderColor: t.border, borderWidth: 2 },
          // Labels aligned to the card's edges get the whole side for long names ('Recrutamento amplo').
          label: {
            color: t.text,
            fontSize: 12,
            formatter: '{b}: {c}',
            alignTo: 'edge',
            edgeDistance: 12,
            minMargin: 4,
            overflow: 'none',
          },
          labelLine: { lineStyle: { color: t.muted } },
          // A zero slice has no arc, only a label stacked on its neighbour's: left out.
          // `row`: the index of the slice's row (the drill-down reads it; zero slices are left out).
          data: rows
            .map((r, i) => ({ name: categories[i], value: num(r[panel.y[0]]), row: i }))
            .filter((d) => d.value !== 0),
        },
      ],
    };
  }
  const axisCommon = {
    axisLabel: { color: t.muted },
    axisLine: { lineStyle: { color: t.line } },
    splitLine: { lineStyle: { color: t.line } },
  };
  const category = { ...axisCommon, type: 'category', data: categories, axisTick: { alignWithLabel: true } };
  const value = { ...axisCommon, type: 'value', minInterval: 1 };
  const horizontal = panel.chart === 'bar' && panel.horizontal === true;
  const single = panel.y.length === 1;
  return {
    ...base,
    legend: single ? { show: false } : base.legend,
    tooltip: { trigger: 'axis', axisPointer: { type: panel.chart === 'bar' ? 'shadow' : 'line' } },
    grid: { left: 16, right: horizontal ? 48 : 16, top: 24, bottom: single ? 8 : 40, containLabel: true },
    // Horizontal: long names ('Reajuste de remuneração, proventos ou pensão') are cut at a third of
    // the card so the bars keep their room (the tooltip has the whole name). Vertical: up to eight
    // categories all labelled (echarts would skip every other one), broken into lines when long;
    // more (a long period's months) as many as fit.
    xAxis: horizontal
      ? value
      : {
          ...category,
          axisLabel: {
            ...category.axisLabel,
            interval: categories.length <= 8 ? 0 : 'auto',
            width: LABEL_WIDTH.vertical,
            overflow: 'break',
          },
        },
    yAxis: horizontal
      ? {
          ...category,
          inverse: true,
          axisLabel: { ...category.axisLabel, width: LABEL_WIDTH.horizontal, overflow: 'truncate' },
        }
      : value,
    series: panel.y.map((field, i) => ({
      type: panel.chart,
      name: name(i),
      data: rows.map((r) => num(r[field])),
      ...(panel.chart === 'bar'
        ? { barMaxWidth: 48, label: { show: single, position: horizontal ? 'right' : 'top', color: t.text } }
        : {}),
    })),
  };
}
