// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../services/http/callEndpoint.ts';
import { DataProviderContext } from '../../data.tsx';
import type { DashboardScreenDoc, PanelDef } from '../../screens/types.ts';
import { chartOption } from './chartOption.ts';

// echarts needs a canvas; jsdom has none. The mock records the option it was given.
vi.mock('echarts-for-react/esm/core', () => ({
  default: (p: { option: { series: { type: string }[] }; 'aria-label': string }) => (
    <div data-testid="chart" data-series={p.option.series.map((s) => s.type).join(',')}>
      {p['aria-label']}
    </div>
  ),
}));

afterEach(cleanup);

const bar: PanelDef = { title: 'Por mês', endpoint: 'x.y', chart: 'bar', x: 'mes', y: ['total', 'ativos'], seriesNames: ['Total'] };

describe('chartOption', () => {
  it('bar/line: categories from x, one series per y, names from seriesNames', () => {
    const o = chartOption(bar, [{ mes: 'Jan', total: 3, ativos: '1,5' }]) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(o.xAxis.data).toEqual(['Jan']);
    expect(o.series.map((s) => [s.name, s.data])).toEqual([
      ['Total', [3]],
      ['ativos', [1.5]],
    ]);
  });
  it('pie: one slice per row', () => {
    const o = chartOption({ ...bar, chart: 'pie' }, [
      { mes: 'A', total: 1 },
      { mes: 'B', total: 2 },
    ]) as { series: { data: unknown[] }[] };
    expect(o.series[0].data).toEqual([
      { name: 'A', value: 1 },
      { name: 'B', value: 2 },
    ]);
  });
});

describe('dashboard kind', () => {
  it('draws one chart per panel from its endpoint', async () => {
    const { default: DashboardKind } = await import('./index.tsx');
    const provider = (async () => ({
      codigoMensagem: 0,
      mensagem: '',
      dataServidor: '',
      listaCriticas: [],
      data: [{ mes: 'Jan', total: 1, ativos: 1 }],
    })) as unknown as DataProvider;
    const doc: DashboardScreenDoc = {
      id: 'd',
      kind: 'dashboard',
      title: 'Indicadores',
      area: 'gestao-avisos',
      route: '/d',
      menuKey: 'd',
      panels: [bar, { ...bar, title: 'Pizza', chart: 'pie' }],
    };
    render(
      <MemoryRouter>
        <DataProviderContext value={provider}>
          <DashboardKind screen={doc} />
        </DataProviderContext>
      </MemoryRouter>,
    );
    const charts = await screen.findAllByTestId('chart');
    expect(charts.map((c) => c.getAttribute('data-series'))).toEqual(['bar,bar', 'pie']);
  });
});
