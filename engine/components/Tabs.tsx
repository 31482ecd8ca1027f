/**
 * Every tab list the engine draws (the detail kind's tabs, the `tabs` kind), with the keyboard of
 * the WAI-ARIA APG tabs pattern on Blueprint's Tabs: ←/→ move the focus across every shown tab and
 * wrap around (↑/↓ too in a vertical list), Home/End go to the first/last tab, Enter or Space opens
 * the focused tab, and the open tab is the list's one Tab stop (Blueprint's tabindex).
 *
 * The keys are handled here rather than by Blueprint: its handler moves only among tabs marked
 * aria-disabled="false" (none, unless every tab says `disabled={false}`) and knows no Home/End.
 *
 * Manual activation (the APG's choice when opening a tab is slow): the arrows only move the focus,
 * and Enter/Space open. Opening a tab draws its panel and loads its data (a record's tables call
 * their endpoints, a `tabs` screen loads its screen), so a tab opened as the focus passes would
 * fire a call for every tab on the way to the one wanted.
 */
import { Tab, Tabs as BlueprintTabs } from '@blueprintjs/core';
import { type KeyboardEvent, type ReactElement, type ReactNode, useState } from 'react';

export interface TabItem {
  /** Unique within the list. */
  id: string;
  title: ReactNode;
  /** Drawn only while the tab is open. */
  panel: ReactElement;
  /** Id of the element describing the tab (its group's label). */
  describedBy?: string;
}

/**
 * A label between the tabs of one list (a group's name): not a tab, so it has no role. Drawn as
 * `.prh-tab-group`, styled where grouped lists are drawn (engine/kinds/detail/detail.css).
 */
export interface TabLabel {
  labelId: string;
  label: ReactNode;
}

export type TabEntry = TabItem | TabLabel;

const isLabel = (e: TabEntry): e is TabLabel => 'labelId' in e;

/**
 * What a key does on the tab at `at` of `count`: the index to move the focus to, 'open', or
 * undefined (not a key of the list). ↑/↓ only in a vertical list: in a row they scroll the page.
 */
export function tabKey(key: string, at: number, count: number, vertical: boolean): number | 'open' | undefined {
  if (count === 0 || at < 0) return undefined;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return (at + 1) % count;
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'Enter' || key === ' ') return 'open';
  return undefined;
}

export interface TabsProps {
  id: string;
  /** The tabs, in order, with group labels among them; labels do not take the focus. */
  entries: TabEntry[];
  /** A vertical list (the grouped one): ↑/↓ move as well as ←/→. */
  vertical?: boolean;
  className?: string;
  /** The sliding indicator under the open tab (Blueprint's; off for lists drawn by the screen's CSS). */
  animate?: boolean;
}

export function Tabs({ id, entries, vertical = false, className, animate = true }: TabsProps) {
  const ids = entries.filter((e): e is TabItem => !isLabel(e)).map((t) => t.id);
  const [chosen, setChosen] = useState<string>();
  // A tab no longer shown (a grant gone) leaves the first one open.
  const open = chosen !== undefined && ids.includes(chosen) ? chosen : ids[0];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const tab = e.currentTarget;
    const list = tab.closest('[role="tablist"]');
    const tabs = list ? [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')] : [];
    const move = tabKey(e.key, tabs.indexOf(tab), tabs.length, vertical);
    if (move === undefined) return;
    // Blueprint's own handler on the list would act on the same key.
    e.preventDefault();
    e.stopPropagation();
    if (move === 'open') setChosen(tab.dataset.tabId);
    else tabs[move]?.focus();
  };

  return (
    <BlueprintTabs
      id={id}
      className={className}
      selectedTabId={open}
      onChange={(next) => setChosen(String(next))}
      renderActiveTabPanelOnly
      vertical={vertical}
      animate={animate}
    >
      {/* One flat list of children: Blueprint finds its Tab elements among them (not inside fragments). */}
      {entries.map((e) =>
        isLabel(e) ? (
          <div key={e.labelId} id={e.labelId} className="prh-tab-group">
            {e.label}
          </div>
        ) : (
          <Tab
            key={e.id}
            id={e.id}
            title={e.title}
            aria-describedby={e.describedBy}
            onKeyDown={onKeyDown}
            panel={e.panel}
          />
        ),
      )}
    </BlueprintTabs>
  );
}
