/**
 * Every screen document and the menu areas, bundled at build time. Adding a screen is adding a
 * JSON file: the glob picks it up, the router gives it a route and the sidebar an entry.
 */
import areasFile from '../../screens/areas.json';
import type { AreaDef, ScreenDoc } from './types.ts';

const files = import.meta.glob<ScreenDoc>('../../screens/**/*.screen.json', { eager: true, import: 'default' });

export const SCREENS: ScreenDoc[] = Object.values(files).sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));

export const AREAS: AreaDef[] = (areasFile as { areas: AreaDef[] }).areas;

/** Route keys the guard accepts for a screen: its menuKey and its route. */
export const routeKeys = (screen: Pick<ScreenDoc, 'menuKey' | 'route'>): string[] => [screen.menuKey, screen.route];
