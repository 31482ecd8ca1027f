// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import type { DashboardScreenDoc, PanelDef } from '../../screens/types.ts';
import { chartOption } from './chartOption.ts';
// Imported with the file, not inside a test: the kind's first import (echarts included) took over
// the 30 s of a test on a machine busy with the e2e stress run.
import DashboardKind from './index.tsx';
import { ok } from '../../testing/callResults.ts';

// echarts needs a canvas; jsdom has none. The mock records the option it was given, and its
// button stands for a click on the second category (echarts' 'click' event).
vi.mock('echarts-for-react/esm/core', () => ({
  default: (p: {
    option: { series: { type: string }[] };
    'aria-label': string;
    onEvents?: { click?: (e: { dataIndex: number }) => void };
  }) => (
    <div data-testid="chart" data-series={p.option.series.map((s) => s.type).join(',')}>
      {p['aria-label']}
      {p.onEvents?.click && <button onClick={() => p.onEvents!.click!({ dataIndex: 1 })}>categoria 2</button>}
    </div>
  ),
}));

afterEach(cleanup);

const bar: PanelDef = {
  title: 'Por mês',
  endpoint: 'x.y',
  chart: 'bar',
  x: 'mes',
  y: ['total', 'ativos'],
  seriesNames: ['Total'],
};

describe('chartOption', () => {
  it('bar/line: categories from x, one series per y, names from seriesNames', () => {
    const o = chartOption(bar, [{ mes: 'Jan', total: 3, ativos: '1,5' }]) as {
      xAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
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
      { name: 'A', value: 1, row: 0 },
      { name: 'B', value: 2, row: 1 },
    ]);
  });
});

describe('chartOption: labels and theme', () => {
  const one: PanelDef = {
    title: 'Por órgão',
    endpoint: 'x.y',
    chart: 'bar',
    x: 'sigla',
    y: ['quantidade'],
    horizontal: true,
  };
  it('horizontal bar: categories on the vertical axis, value labels, no legend for one series', () => {
    const o = chartOption(one, [{ sigla: 'FJP', quantidade: 3 }]) as {
      yAxis: { type: string; data: string[] };
      xAxis: { type: string };
      legend: { show: boolean };
      series: { label: { show: boolean; position: string } }[];
    };
    expect([o.yAxis.type, o.yAxis.data, o.xAxis.type]).toEqual(['category', ['FJP'], 'value']);
    expect((o.yAxis as unknown as { axisLabel: { overflow: string } }).axisLabel.overflow).toBe('truncate');
    expect(o.legend.show).toBe(false);
    expect(o.series[0].label).toMatchObject({ show: true, position: 'right' });
  });
  it('dark theme: light text and the light palette on a transparent background', () => {
    const light = chartOption(one, []) as { textStyle: { color: string }; color: string[] };
    const dark = chartOption(one, [], true) as {
      textStyle: { color: string };
      color: string[];
      backgroundColor: string;
    };
    expect(light.textStyle.color).toBe('#1C2127');
    expect(dark.textStyle.color).toBe('#F6F7F9');
    expect(dark.color[0]).not.toBe(light.color[0]);
    expect(dark.backgroundColor).toBe('transparent');
  });
  it('animates unless the user asked for less motion', () => {
    expect(chartOption(one, [])).toMatchObject({ animation: true });
    expect(chartOption(one, [], false, false)).toMatchObject({ animation: false });
  });
});

async function renderDashboard(provider: DataProvider, panels: PanelDef[]) {
  return render(
    <MemoryRouter>
      <DataProviderContext value={provider}>
        <DashboardKind
          screen={
            {
              id: 'd',
              kind: 'dashboard',
              title: 'Indicadores',
              area: 'gestao-avisos',
              route: '/d',
              menuKey: 'd',
              panels,
            } as DashboardScreenDoc
          }
        />
      </DataProviderContext>
    </MemoryRouter>,
  );
}

describe('dashboard kind: states of a panel', () => {
  it('spinner while loading, then the panel emptyText (or the default) when there are no rows', async () => {
    let answer!: (v: unknown) => void;
    const pending = new Promise((r) => (answer = r));
    const provider = (() => pending) as unknown as DataProvider;
    await renderDashboard(provider, [
      { ...bar, emptyText: 'Nenhuma solicitação de acesso para esta unidade.' },
      { ...bar, title: 'Outro' },
    ]);
    expect(screen.getAllByLabelText('Carregando')).toHaveLength(2);
    answer({ codigoMensagem: 2, mensagem: '', dataServidor: '', listaCriticas: [], data: [] });
    await screen.findByText('Nenhuma solicitação de acesso para esta unidade.');
    expect(screen.getByText('Sua busca não possui resultado. Tente novamente.')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });
  it('a failed call shows the error dialog and a failure text in the card, not "no result"', async () => {
    const dialogs = await import('../../shell/dialogs/errorDialogs.ts');
    const spy = vi.spyOn(dialogs, 'showResultError').mockImplementation(() => true);
    const provider = (async () => ({
      codigoMensagem: 1,
      mensagem: 'Falhou',
      dataServidor: '',
      listaCriticas: [],
      hashErro: 'abc',
    })) as unknown as DataProvider;
    await renderDashboard(provider, [bar]);
    await screen.findByText('Não foi possível carregar este indicador.');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Sua busca não possui resultado. Tente novamente.')).toBeNull();
    spy.mockRestore();
  });
});

describe('dashboard kind', () => {
  it('draws one chart per panel from its endpoint', async () => {
    const provider = (async () => ok([{ mes: 'Jan', total: 1, ativos: 1 }])) as unknown as DataProvider;
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

describe('dashboard kind: filters and drill-down', () => {
  const doc = (panels: PanelDef[]): DashboardScreenDoc =>
    ({
      id: 'd',
      kind: 'dashboard',
      title: 'Indicadores',
      area: 'gestao-avisos',
      route: '/d',
      menuKey: 'd',
      filters: {
        schema: {
          type: 'object',
          properties: {
            orgaoEntidade: { type: 'string', title: 'Órgão/entidade', default: '2011' },
            dataInicial: { type: 'string', title: 'De' },
          },
        },
      },
      panels,
    }) as unknown as DashboardScreenDoc;

  it('each panel sends the applied filters it takes and names the others; Limpar goes back to the defaults', async () => {
    const { useDashboard } = await import('./useDashboard.ts');
    const { renderHook, act } = await import('@testing-library/react');
    const d = doc([bar]);
    const hook = renderHook(() => useDashboard(d));
    expect(hook.result.current.applied).toEqual({ orgaoEntidade: '2011' });
    act(() => hook.result.current.setFilters({ orgaoEntidade: '2011', dataInicial: '01/01/2025' }));
    expect(hook.result.current.applied).toEqual({ orgaoEntidade: '2011' }); // not until 'Pesquisar'
    act(() => hook.result.current.apply());
    expect(hook.result.current.applied).toEqual({ orgaoEntidade: '2011', dataInicial: '01/01/2025' });
    expect(hook.result.current.titles).toEqual({ orgaoEntidade: 'Órgão/entidade', dataInicial: 'De' });
    act(() => hook.result.current.clear());
    expect(hook.result.current.applied).toEqual({ orgaoEntidade: '2011' });
  });

  it('an invalid form applies nothing', async () => {
    const { useDashboard } = await import('./useDashboard.ts');
    const { renderHook, act } = await import('@testing-library/react');
    const onInvalid = vi.fn();
    const hook = renderHook(() => useDashboard(doc([bar]), { validate: () => false, onInvalid }));
    act(() => hook.result.current.setFilters({ dataInicial: 'x' }));
    act(() => hook.result.current.apply());
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(hook.result.current.applied).toEqual({ orgaoEntidade: '2011' });
  });

  it('a click on a category of a panel with a drill opens its search with the clicked value', async () => {
    const calls: { endpoint: string; params?: Record<string, unknown> }[] = [];
    const provider = (async (req: { endpoint: string; params?: Record<string, unknown> }) => {
      calls.push(req);
      return ok([
        { mes: 'Jan', total: 1, cod: 'A' },
        { mes: 'Fev', total: 2, cod: 'B' },
      ]);
    }) as unknown as DataProvider;
    const { Routes, Route, useLocation } = await import('react-router-dom');
    const Where = () => <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
    const panels: PanelDef[] = [
      {
        ...bar,
        y: ['total'],
        filters: ['orgaoEntidade'],
        drill: { route: '/busca/', filter: 'codigo', field: 'cod', filters: { orgao: 'orgaoEntidade' } },
      },
      { ...bar, title: 'Sem filtro', y: ['total'] },
    ];
    render(
      <MemoryRouter initialEntries={['/d']}>
        <DataProviderContext value={provider}>
          <Routes>
            {/* no filter form here: rjsf needs the precompiled validators of a real screen */}
            <Route path="/d" element={<DashboardKind screen={{ ...doc(panels), filters: undefined }} />} />
            <Route path="/busca/" element={<Where />} />
          </Routes>
        </DataProviderContext>
      </MemoryRouter>,
    );
    await screen.findAllByTestId('chart');
    // The two panels read the same rows: one request, shared by the query cache.
    expect(calls).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'categoria 2' })).toHaveLength(1); // only the panel with a drill
    screen.getByRole('button', { name: 'categoria 2' }).click();
    expect((await screen.findByTestId('where')).textContent).toBe('/busca/?codigo=B');
  });
});
