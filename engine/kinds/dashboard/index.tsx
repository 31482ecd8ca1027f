/** The `dashboard` kind: a grid of echarts panels, each bound to an endpoint (loaded on demand with echarts). */
import type { ScreenKindProps } from '../../registry/screenKinds.ts';
import type { DashboardScreenDoc } from '../../screens/types.ts';
import { ChartPanel } from './ChartPanel.tsx';

export default function DashboardKind({ screen }: ScreenKindProps) {
  const doc = screen as DashboardScreenDoc;
  return (
    <div className="prh-dashboard" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 16 }}>
      {doc.panels.map((p) => (
        <ChartPanel key={p.title} panel={p} />
      ))}
    </div>
  );
}
