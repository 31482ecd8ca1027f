// @vitest-environment jsdom
/**
 * A panel whose filters change while its first answer is still coming draws the newest answer,
 * whichever arrives last: the older request is cancelled and its late answer never reaches the chart.
 */
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { DataProviderContext } from '../../data.tsx';
import type { PanelDef } from '../../screens/types.ts';
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

/** A provider whose answers the test releases: each answers one category named after its year. */
function heldProvider() {
  const pending: { ano: unknown; signal?: AbortSignal; release: () => void }[] = [];
  const provider = ((req: { params?: { ano?: unknown }; signal?: AbortSignal }) =>
    new Promise<CallResult>((resolve) =>
      pending.push({
        ano: req.params?.ano,
        signal: req.signal,
        release: () =>
          resolve({
            codigoMensagem: 0,
            mensagem: '',
            dataServidor: '',
            listaCriticas: [],
            data: [{ mes: `Jan ${String(req.params?.ano)}`, total: 1 }],
          }),
      }),
    )) as unknown as DataProvider;
  return { provider, pending };
}

describe('a chart panel with a query in flight', () => {
  it('draws the newest filters whichever answer arrives last, and cancels the older request', async () => {
    const { provider, pending } = heldProvider();
    const view = (ano: number) => (
      <MemoryRouter>
        <DataProviderContext value={provider}>
          <ChartPanel panel={panel} applied={{ ano }} />
        </DataProviderContext>
      </MemoryRouter>
    );
    const ui = render(view(2025));
    ui.rerender(view(2026));
    expect(pending.map((p) => [p.ano, p.signal?.aborted])).toEqual([
      [2025, true],
      [2026, false],
    ]);
    await act(async () => pending[1].release());
    await act(async () => pending[0].release());
    expect(drawn).toEqual(['Jan 2026']);
  });
});
