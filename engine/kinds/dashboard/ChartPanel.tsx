/**
 * One dashboard panel: loads its endpoint (page size 5 is for tables; panels ask for all rows) and
 * draws the chart — a spinner while loading, the panel's `emptyText` when there are no rows, a
 * short failure text in the card (the error dialog tells the details) when the call fails. Follows
 * the theme switch (`prh:theme`), since the canvas cannot read CSS variables.
 */
import { Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isDarkMode, THEME_EVENT } from '../../../services/theme.ts';
import { useDataProvider } from '../../data.tsx';
import type { PanelDef } from '../../screens/types.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { fillParams } from '../../placeholders.ts';
import { useRowsQuery } from '../../query/useRowsQuery.ts';
import { chartOption } from './chartOption.ts';
import { echarts } from './echarts.ts';

/** Default text of a panel without rows (the spec's no-result message). */
export const MSG_SEM_RESULTADO_PAINEL = 'Sua busca não possui resultado. Tente novamente.';
export const MSG_FALHA_PAINEL = 'Não foi possível carregar este indicador.';

function useDarkMode(): boolean {
  const [dark, setDark] = useState(isDarkMode);
  useEffect(() => {
    const on = (e: Event) => setDark((e as CustomEvent<boolean>).detail === true);
    window.addEventListener(THEME_EVENT, on);
    return () => window.removeEventListener(THEME_EVENT, on);
  }, []);
  return dark;
}

export function ChartPanel({ panel }: { panel: PanelDef }) {
  const provider = useDataProvider();
  const dark = useDarkMode();
  const q = useRowsQuery(panel.endpoint, provider, {
    params: fillParams(panel.params, { route: useParams() }),
    onError: (r) => showResultError(r),
    loadingFirst: true,
  });
  const { run } = q;
  useEffect(() => {
    void run({ page: 0, size: 100, sort: null });
  }, [run]);
  const rows = !q.state.loaded ? null : q.state.error ? 'erro' : q.state.rows;

  const height = panel.horizontal && Array.isArray(rows) ? Math.max(280, rows.length * 36 + 48) : 280;
  return (
    <Card className={`prh-chart prh-chart-w${panel.width ?? 1}`} compact>
      <H3 className="prh-section-title">{panel.title}</H3>
      {rows === null ? (
        <div className="prh-chart-state" style={{ height }}>
          <Spinner size={32} aria-label="Carregando" />
        </div>
      ) : rows === 'erro' ? (
        <NonIdealState className="prh-chart-state" icon="error" title={MSG_FALHA_PAINEL} />
      ) : rows.length === 0 ? (
        <NonIdealState className="prh-chart-state" icon="chart" title={panel.emptyText ?? MSG_SEM_RESULTADO_PAINEL} />
      ) : (
        <ReactEChartsCore
          key={dark ? 'dark' : 'light'}
          echarts={echarts}
          option={chartOption(panel, rows, dark)}
          style={{ height }}
          notMerge
          lazyUpdate
          role="img"
          aria-label={panel.title}
        />
      )}
    </Card>
  );
}
