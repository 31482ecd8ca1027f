/** The `dashboard` kind: a grid of echarts panels, each bound to an endpoint (loaded on demand with echarts). */
import type { ScreenKindProps } from '../../registry/screenKinds.ts';
import type { DashboardScreenDoc } from '../../screens/types.ts';
import { ChartPanel } from './ChartPanel.tsx';
import './dashboard.css';

export default function DashboardKind({ screen }: ScreenKindProps) {
  const doc = screen as DashboardScreenDoc;
  return (
    <div className="prh-dashboard">
      {doc.panels.map((p) => (
        <ChartPanel key={p.title} panel={p} />
      ))}
    </div>
  );
}
