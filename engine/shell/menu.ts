/**
 * The sidebar's items, built from screens/areas.json and every screen document the user may see
 * (spec section 2): 'Início' first and the product entry last regardless of permissions; an area
 * (or sub-group) only when at least one of its screens is permitted; hidden screens and screens
 * with route parameters never listed.
 */
import type { AreaDef, ScreenMeta } from '../screens/types.ts';

export interface MenuItem {
  key: string;
  title: string;
  icon?: string;
  href?: string;
  /** Route prefix of an area: pages below it (hidden detail screens too) open the area. */
  path?: string;
  children?: MenuItem[];
}

export const HOME_ITEM: MenuItem = { key: 'home', title: 'Início', icon: 'home', href: '/home' };

export function productItem(produto: string): MenuItem {
  return { key: 'produto', title: 'Sobre o Portal RH', icon: 'application', href: `/${produto}` };
}

const isListed = (s: ScreenMeta, permitted: Set<string>): boolean =>
  !s.hidden && !s.route.includes(':') && (permitted.has(s.menuKey) || permitted.has(s.route));

export function buildMenu(
  areas: AreaDef[],
  screens: ScreenMeta[],
  permitted: readonly string[] | null,
  produto: string,
): MenuItem[] {
  const allowed = new Set(permitted ?? []);
  const items: MenuItem[] = [HOME_ITEM];
  for (const area of areas) {
    // The screens' menuOrder first (the spec's order), then file order (a stable sort).
    const visible = screens
      .filter((s) => s.area === area.key && isListed(s, allowed))
      .sort((a, b) => (a.menuOrder ?? Number.MAX_SAFE_INTEGER) - (b.menuOrder ?? Number.MAX_SAFE_INTEGER));
    if (visible.length === 0) continue;
    // The screens of no group before the groups, whatever their order: a group's heading is a
    // label, so a screen listed after it reads as one of the group's (a new screen without a
    // menuOrder came last, under the area's last group).
    const leaves: MenuItem[] = [];
    const groups = new Map<string, MenuItem>();
    for (const s of visible) {
      const leaf: MenuItem = { key: s.id, title: s.title, icon: s.icon, href: s.route };
      if (!s.group) {
        leaves.push(leaf);
        continue;
      }
      let group = groups.get(s.group);
      if (!group) {
        group = { key: `${area.key}/${s.group}`, title: s.group, children: [] };
        groups.set(s.group, group);
      }
      group.children!.push(leaf);
    }
    const children = [...leaves, ...groups.values()];
    items.push({ key: area.key, title: area.title, icon: area.icon, path: area.path, children });
  }
  items.push(productItem(produto));
  return items;
}

const norm = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** True when `pathname` is the item's page or below it. */
export const isActive = (item: MenuItem, pathname: string): boolean =>
  Boolean(item.href) && (norm(pathname) === norm(item.href!) || norm(pathname).startsWith(`${norm(item.href!)}/`));

/** Key of the top-level group holding the active item (the one the sidebar opens), or null. */
export function activeGroupKey(items: MenuItem[], pathname: string): string | null {
  const contains = (item: MenuItem): boolean => isActive(item, pathname) || (item.children ?? []).some(contains);
  const underPath = (item: MenuItem): boolean => Boolean(item.path) && isActive({ ...item, href: item.path }, pathname);
  return (
    items.find((i) => i.children && contains(i))?.key ?? items.find((i) => i.children && underPath(i))?.key ?? null
  );
}
