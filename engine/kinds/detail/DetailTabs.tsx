/**
 * Tabs of a detail screen; only the open tab is rendered, so its tables load when it opens.
 *
 * Tabs with a `group` (the servant record's 21 tabs: 'Dados pessoais', 'Vida funcional',
 * 'Financeiro', 'Afastamentos e férias') are listed under their group names, groups in the order
 * they first appear: each group a labelled row of tabs above the open tab, so its tables keep the
 * card's width, and on wide screens (1920 px and up, a breakpoint of spec §9) a vertical list
 * beside it (detail.css). It stays one tab list (engine/components/Tabs.tsx): ←/→ and ↑/↓ move
 * across every tab of every group, Home/End to the first/last, Enter/Space open; each tab carries
 * its group as its accessible description. A screen without groups is one strip (←/→).
 *
 * A tab with a `resource` is shown only when the user's unit grants it (the servant record's
 * 'Acessos a este registro': the data officer's); the gateway refuses its calls to anyone else.
 */
import { useId } from 'react';
import { permittedKeys } from '../../../services/session/session.ts';
import { Tabs, type TabEntry, type TabItem } from '../../components/Tabs.tsx';
import type { TabDef } from '../../screens/types.ts';
import { SectionView } from './SectionView.tsx';

/** Tabs by group, groups in first-appearance order (tabs without a group come under an unnamed one). */
export function groupTabs(tabs: TabDef[]): { group: string; tabs: { tab: TabDef; index: number }[] }[] {
  const groups = new Map<string, { tab: TabDef; index: number }[]>();
  tabs.forEach((tab, index) => {
    const key = tab.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), { tab, index }]);
  });
  return [...groups].map(([group, list]) => ({ group, tabs: list }));
}

export function DetailTabs({
  id,
  tabs,
  data,
  permitted = permittedKeys(),
  skeleton,
}: {
  id: string;
  tabs: TabDef[];
  data: Record<string, unknown>;
  /** The record is still loading: the tabs and the open tab's sections take their place, without calls. */
  skeleton?: boolean;
  /** The user's permitted keys (the session's, by default). */
  permitted?: string[] | null;
}) {
  const uid = useId();
  const shown = (t: TabDef) => !t.resource || (permitted ?? []).includes(t.resource);
  const grouped = tabs.some((t) => t.group);
  const tab = (t: TabDef, i: number, describedBy?: string): TabItem => ({
    id: `${id}-aba-${i}`,
    title: t.title,
    describedBy,
    panel: (
      <div className="prh-detail-tab">
        {t.sections.map((s, j) => (
          <SectionView key={j} section={s} data={data} skeleton={skeleton} />
        ))}
      </div>
    ),
  });
  if (!grouped) return <Tabs id={`${id}-abas`} entries={tabs.flatMap((t, i) => (shown(t) ? [tab(t, i)] : []))} />;
  const entries = groupTabs(tabs).flatMap(({ group, tabs: all }, g): TabEntry[] => {
    const labelId = `${uid}-grupo-${g}`;
    const list = all.filter(({ tab: t }) => shown(t));
    if (list.length === 0) return [];
    const items = list.map(({ tab: t, index }) => tab(t, index, group ? labelId : undefined));
    return group ? [{ labelId, label: group }, ...items] : items;
  });
  return <Tabs id={`${id}-abas`} className="prh-detail-tabs--grouped" entries={entries} vertical animate={false} />;
}
