/**
 * One dashboard panel: loads its endpoint with the applied filters it takes and draws the chart —
 * a spinner while loading, the panel's `emptyText` when there are no rows, a short failure text in the card (the error dialog tells the
 * details) when the call fails. 'PNG' saves the drawn chart (echarts getDataURL), 'CSV' its rows
 * (panelCsv); a click on a bar or slice opens the panel's drill-down search. Follows the theme
 * switch (`prh:theme`), since the canvas cannot read CSS variables.
 */
import { Button, ButtonGroup, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import type EChartsReactCore from 'echarts-for-react/esm/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isDarkMode, prefersReducedMotion, THEME_EVENT } from '../../../services/theme.ts';
import { useDataProvider } from '../../data.tsx';
import type { PanelDef } from '../../screens/types.ts';
import { saveBlob } from '../../registry/actions/lib/files.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { fillParams } from '../../placeholders.ts';
import { useRowsQuery } from '../../query/useRowsQuery.ts';
import { chartOption } from './chartOption.ts';
import { echarts } from './echarts.ts';
import { drillHref, panelCsv, panelFileName, panelFilterParams, type Filters } from './panelData.ts';

/**
 * Spec §9: dashboards page by 5 — a panel over a paged endpoint draws its first 5 rows (a "top 5").
 * The size travels only to a paged endpoint: an unpaged one (`paging: none`, every indicator of the
 * reference back end) answers its whole series and the chart draws all of it, since a pie of some
 * situations would misstate the whole (ARCHITECTURE.md, "Where the portal departs from the
 * specification").
 */
export const DASHBOARD_PAGE_SIZE = 5;

/** Default text of a panel without rows (the spec's no-result message). */
export const MSG_SEM_RESULTADO_PAINEL = 'Sua busca não possui resultado. Tente novamente.';
export const MSG_FALHA_PAINEL = 'Não foi possível carregar este indicador.';

/** Card backgrounds of the themes: the saved PNG is opaque, like the card it was drawn on. */
const FUNDO = { light: '#FFFFFF', dark: '#2F343C' };

/** A `data:` URL as a Blob, decoded here (the portal's CSP does not let fetch() read data: URLs). */
function dataUrlBlob(url: string): Blob {
  const [head, b64] = url.split(',');
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream' });
}

function useDarkMode(): boolean {
  const [dark, setDark] = useState(isDarkMode);
  useEffect(() => {
    const on = (e: Event) => setDark((e as CustomEvent<boolean>).detail === true);
    window.addEventListener(THEME_EVENT, on);
    return () => window.removeEventListener(THEME_EVENT, on);
  }, []);
  return dark;
}

export function ChartPanel({
  panel,
  applied = {},
  notApplied = [],
}: {
  panel: PanelDef;
  applied?: Filters;
  notApplied?: string[];
}) {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const dark = useDarkMode();
  const route = useParams();
  const params = { ...fillParams(panel.params, { route }), ...panelFilterParams(panel, applied) };
  const paramsKey = JSON.stringify(params);
  const q = useRowsQuery(panel.endpoint, provider, {
    params,
    onError: (r) => showResultError(r),
    loadingFirst: true,
  });
  const { run } = q;
  useEffect(() => {
    void run({ page: 0, size: DASHBOARD_PAGE_SIZE, sort: null });
  }, [run, paramsKey]);
  const rows = !q.state.loaded || q.state.loading ? null : q.state.error ? 'erro' : q.state.rows;
  const chartRef = useRef<EChartsReactCore>(null);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onEvents = useMemo(
    () =>
      panel.drill
        ? {
            click: (e: { dataIndex?: number; data?: { row?: number } }) => {
              const list = rowsRef.current;
              if (!Array.isArray(list)) return;
              // a pie leaves its zero slices out, so each slice carries the index of its row
              const i = e.data?.row ?? e.dataIndex;
              const href = drillHref(panel, i === undefined ? undefined : list[i], appliedRef.current);
              if (href) navigate(href);
            },
          }
        : undefined,
    [panel, navigate],
  );

  const savePng = () => {
    const chart = chartRef.current?.getEchartsInstance();
    if (!chart) return;
    const url = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: dark ? FUNDO.dark : FUNDO.light });
    saveBlob(dataUrlBlob(url), panelFileName(panel.title, 'png'));
  };
  const saveCsv = () => {
    if (Array.isArray(rows))
      saveBlob(
        new Blob([panelCsv(panel, rows)], { type: 'text/csv;charset=utf-8' }),
        panelFileName(panel.title, 'csv'),
      );
  };
  const hasRows = Array.isArray(rows) && rows.length > 0;

  const height = panel.horizontal && Array.isArray(rows) ? Math.max(280, rows.length * 36 + 48) : 280;
  return (
    <Card className={`prh-chart prh-chart-w${panel.width ?? 1}`} compact aria-busy={rows === null}>
      <div className="prh-chart-head">
        <H3 className="prh-section-title">{panel.title}</H3>
        <ButtonGroup variant="minimal" size="small">
          <Button
            icon="download"
            text="PNG"
            disabled={!hasRows}
            onClick={savePng}
            aria-label={`PNG — baixar imagem: ${panel.title}`}
          />
          <Button
            icon="download"
            text="CSV"
            disabled={!hasRows}
            onClick={saveCsv}
            aria-label={`CSV — baixar dados: ${panel.title}`}
          />
        </ButtonGroup>
      </div>
      {notApplied.length > 0 && <p className="prh-muted prh-chart-note">Não filtrado por: {notApplied.join(', ')}.</p>}
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
          ref={chartRef}
          key={dark ? 'dark' : 'light'}
          echarts={echarts}
          option={chartOption(panel, rows, dark, !prefersReducedMotion())}
          onEvents={onEvents}
          style={{ height }}
          notMerge
          lazyUpdate
          role="img"
          aria-label={panel.drill ? `${panel.title} (clique em uma categoria para ver os registros)` : panel.title}
        />
      )}
    </Card>
  );
}
