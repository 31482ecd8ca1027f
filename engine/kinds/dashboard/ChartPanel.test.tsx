// @vitest-environment jsdom
/**
 * A panel whose filters change while its first answer is still coming draws the newest answer,
 * whichever arrives last: the older request is cancelled and its late answer never reaches the chart.
 */
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataProviderContext } from '../../data.tsx';
import type { PanelDef } from '../../screens/types.ts';
import { heldProvider } from '../../testing/heldProvider.ts';
import { ChartPanel } from './ChartPanel.tsx';

/** The categories of the last option the chart was given (echarts needs a canvas; jsdom has none). */
let drawn: unknown[] = [];
vi.mock('echarts-for-react/esm/core', () => ({
  default: (p: { option: { xAxis?: { data?: unknown[] } } }) => {
    drawn = p.option.xAxis?.data ?? [];
    return <div data-testid="chart" />;
  },
}));

afterEach(cleanup);

const panel: PanelDef = { title: 'Por mês', endpoint: 'x.y', chart: 'bar', x: 'mes', y: ['total'], filters: ['ano'] };

/** Held answers: each answers one category named after its year. */
const held = () => heldProvider((req) => [{ mes: `Jan ${String(req.params?.ano)}`, total: 1 }]);

describe('a chart panel with a query in flight', () => {
  it('draws the newest filters whichever answer arrives last, and cancels the older request', async () => {
    const { provider, pending } = held();
    const view = (ano: number) => (
      <MemoryRouter>
        <DataProviderContext value={provider}>
          <ChartPanel panel={panel} applied={{ ano }} />
        </DataProviderContext>
      </MemoryRouter>
    );
    const ui = render(view(2025));
    ui.rerender(view(2026));
    expect(pending.map((p) => [p.request.params?.ano, p.signal?.aborted])).toEqual([
      [2025, true],
      [2026, false],
    ]);
    await act(async () => pending[1].release());
    await act(async () => pending[0].release());
    expect(drawn).toEqual(['Jan 2026']);
  });
});
