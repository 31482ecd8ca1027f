/** Tabs of a detail screen; only the open tab is rendered, so its tables load when it opens. */
import { Tab, Tabs } from '@blueprintjs/core';
import type { TabDef } from '../../screens/types.ts';
import { SectionView } from './SectionView.tsx';

export function DetailTabs({ id, tabs, data }: { id: string; tabs: TabDef[]; data: Record<string, unknown> }) {
  return (
    <Tabs id={`${id}-abas`} renderActiveTabPanelOnly large={false}>
      {tabs.map((tab, i) => (
        <Tab
          key={tab.title}
          id={`${id}-aba-${i}`}
          title={tab.title}
          panel={
            <div className="prh-detail-tab">
              {tab.sections.map((s, j) => (
                <SectionView key={j} section={s} data={data} />
              ))}
            </div>
          }
        />
      ))}
    </Tabs>
  );
}
