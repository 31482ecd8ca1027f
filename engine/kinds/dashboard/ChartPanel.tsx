/** One dashboard panel: loads its endpoint (page size 5 is for tables; panels ask for all rows) and draws the chart. */
import { Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import type { PanelDef } from '../../screens/types.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { resolveParams } from '../detail/useDetailScreen.ts';
import { chartOption } from './chartOption.ts';
import { echarts } from './echarts.ts';

export function ChartPanel({ panel }: { panel: PanelDef }) {
  const provider = useDataProvider();
  const params = JSON.stringify(resolveParams(panel.params, useParams()));
  const [rows, setRows] = useState<Record<string, unknown>[] | null>(null);
  useEffect(() => {
    let live = true;
    void provider<Record<string, unknown>[]>({ endpoint: panel.endpoint, params: JSON.parse(params) as Record<string, string> }).then((r) => {
      if (!live) return;
      if (r.codigoMensagem !== 0 && r.codigoMensagem !== 2) showResultError(r);
      setRows(r.codigoMensagem === 0 && Array.isArray(r.data) ? r.data : []);
    });
    return () => void (live = false);
  }, [provider, panel.endpoint, params]);

  return (
    <Card className={`prh-chart prh-chart-w${panel.width ?? 1}`} compact>
      <H3 className="prh-section-title">{panel.title}</H3>
      {rows === null ? (
        <Spinner size={32} aria-label="Carregando" />
      ) : rows.length === 0 ? (
        <NonIdealState icon="chart" title="Sua busca não possui resultado. Tente novamente." />
      ) : (
        <ReactEChartsCore echarts={echarts} option={chartOption(panel, rows)} style={{ height: 280 }} notMerge lazyUpdate aria-label={panel.title} />
      )}
    </Card>
  );
}
