/**
 * Sidebar (290 px, collapsed 65 px): one group open at a time; the active item opens its parent.
 * Plain links and disclosure buttons, so it is keyboard- and screen-reader-friendly. In the drawer
 * of a narrow screen (MenuDrawer.tsx) choosing an entry tells the drawer to close (`onNavigate`).
 */
import { Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './Link.tsx';
import { activeGroupKey, isActive, type MenuItem } from './menu.ts';
import { Tip } from './Tip.tsx';

export interface SidebarProps {
  items: MenuItem[];
  collapsed: boolean;
  onExpand: () => void;
  /** An entry was chosen (called as its link is followed). */
  onNavigate?: () => void;
  /**
   * The open group, kept by the layout (useOpenGroup): the sidebar is swapped for the drawer's copy
   * whenever the window crosses the drawer's width — also for an instant while Chromium takes a
   * full-page screenshot — and a group the user opened must still be open afterwards.
   */
  openGroup?: OpenGroup;
}

/** The key of the one open group, and how to change it. */
export type OpenGroup = [string | null, (key: string | null) => void];

/** One open group at a time; the current page's group opens whenever the page changes. */
export function useOpenGroup(items: MenuItem[]): OpenGroup {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(() => activeGroupKey(items, pathname));
  useEffect(() => {
    const key = activeGroupKey(items, pathname);
    if (key) setOpen(key);
  }, [items, pathname]);
  return [open, setOpen];
}

function Leaf({
  item,
  collapsed,
  pathname,
  nested,
  onNavigate,
}: {
  item: MenuItem;
  collapsed: boolean;
  pathname: string;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const active = isActive(item, pathname);
  const link = (
    <Link
      to={item.href!}
      className={`prh-nav-item${active ? ' is-active' : ''}${nested ? ' is-nested' : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.title : undefined}
      onClick={onNavigate}
    >
      <Icon icon={(item.icon ?? 'dot') as IconName} aria-hidden />
      {!collapsed && <span className="prh-nav-text">{item.title}</span>}
    </Link>
  );
  return (
    <li>
      {collapsed ? (
        <Tip content={item.title} placement="right">
          {link}
        </Tip>
      ) : (
        link
      )}
    </li>
  );
}

export function Sidebar({ items, collapsed, onExpand, onNavigate, openGroup }: SidebarProps) {
  const { pathname } = useLocation();
  const own = useOpenGroup(items);
  const [open, setOpen] = openGroup ?? own;

  const renderGroup = (item: MenuItem, depth: number) => {
    const expanded = depth === 0 ? open === item.key : true;
    const panelId = `menu-${item.key.replace(/\W/g, '-')}`;
    if (depth > 0) {
      return (
        <li key={item.key} className="prh-nav-subgroup">
          <span className="prh-nav-subgroup-title">{item.title}</span>
          <ul>
            {item.children!.map((c) =>
              c.children ? (
                renderGroup(c, depth + 1)
              ) : (
                <Leaf key={c.key} item={c} collapsed={false} pathname={pathname} nested onNavigate={onNavigate} />
              ),
            )}
          </ul>
        </li>
      );
    }
    const button = (
      <button
        type="button"
        className={`prh-nav-item prh-nav-group${expanded ? ' is-open' : ''}`}
        // Collapsed (icons only, below 1280 px) the group's list is not rendered: nothing to point at.
        aria-expanded={!collapsed && expanded}
        aria-controls={!collapsed && expanded ? panelId : undefined}
        aria-label={collapsed ? item.title : undefined}
        onClick={() => {
          if (collapsed) {
            onExpand();
            setOpen(item.key);
          } else setOpen(expanded ? null : item.key);
        }}
      >
        <Icon icon={(item.icon ?? 'folder-close') as IconName} aria-hidden />
        {!collapsed && <span className="prh-nav-text">{item.title}</span>}
        {!collapsed && <Icon icon={expanded ? 'chevron-up' : 'chevron-down'} className="prh-nav-caret" aria-hidden />}
      </button>
    );
    return (
      <li key={item.key}>
        {collapsed ? (
          <Tip content={item.title} placement="right">
            {button}
          </Tip>
        ) : (
          button
        )}
        {!collapsed && expanded && (
          <ul id={panelId} className="prh-nav-children">
            {item.children!.map((c) =>
              c.children ? (
                renderGroup(c, depth + 1)
              ) : (
                <Leaf key={c.key} item={c} collapsed={false} pathname={pathname} nested onNavigate={onNavigate} />
              ),
            )}
          </ul>
        )}
      </li>
    );
  };

  return (
    <nav className={`prh-sidebar${collapsed ? ' is-collapsed' : ''}`} aria-label="Menu principal">
      <ul>
        {items.map((item) =>
          item.children ? (
            renderGroup(item, 0)
          ) : (
            <Leaf key={item.key} item={item} collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} />
          ),
        )}
      </ul>
    </nav>
  );
}
