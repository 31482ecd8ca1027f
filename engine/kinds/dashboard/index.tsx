/**
 * The `dashboard` kind: the screen's filters (institution, period …) over a grid of echarts panels,
 * each bound to an endpoint (loaded on demand with echarts). Behaviour in useDashboard and
 * panelData; this view wires them to rjsf and Blueprint.
 */
import { H2 } from '@blueprintjs/core';
import { useRef } from 'react';
import { FilterForm } from '../../form/FilterForm.tsx';
import type { SchemaFormHandle } from '../../form/SchemaForm.tsx';
import type { ScreenKindProps } from '../../screens/types.ts';
import type { DashboardScreenDoc } from '../../screens/types.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { MSG } from '../search/messages.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { filtersNotApplied } from './panelData.ts';
import { useDashboard } from './useDashboard.ts';
import './dashboard.css';

export default function DashboardKind({ screen }: ScreenKindProps) {
  const doc = screen as DashboardScreenDoc;
  const formRef = useRef<SchemaFormHandle>(null);
  const ctl = useDashboard(doc, {
    validate: () => formRef.current?.validate() ?? true,
    onInvalid: () => alert({ tipo: 'atencao', titulo: MSG.invalidTitle, texto: MSG.invalidText, botao: 'Fechar' }),
  });
  return (
    <>
      {doc.filters && (
        <section aria-labelledby={`${doc.id}-filtros`} className="prh-section prh-dashboard-filters">
          <H2 id={`${doc.id}-filtros`} className="prh-section-title">
            Filtros
          </H2>
          <FilterForm
            ref={formRef}
            key={ctl.resetKey}
            filters={doc.filters}
            values={ctl.filters}
            onChange={ctl.setFilters}
            onSearch={ctl.apply}
            onClear={ctl.clear}
            idPrefix={doc.id}
          />
        </section>
      )}
      <div className="prh-dashboard">
        {doc.panels.map((p) => (
          <ChartPanel
            key={p.title}
            panel={p}
            applied={ctl.applied}
            notApplied={filtersNotApplied(p, ctl.applied, ctl.titles)}
          />
        ))}
      </div>
    </>
  );
}
