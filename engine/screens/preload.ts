/**
 * Loading a screen ahead of its route: the document and its kind's chunk start downloading on the
 * user's intent (pointer over or focus on a row action that navigates) or, at the latest, when
 * the route renders — both at once, so the first data call is not waiting on one after the other.
 */
import { matchPath } from 'react-router-dom';
import { preloadKind } from '../registry/screenKinds.ts';
import { loadScreen, SCREENS } from './catalogue.ts';
import type { ScreenMeta } from './types.ts';

const started = new Set<string>();

/** The screen whose route matches `path` (a filled address such as `/x/dados-servidor/42`), with its route's values. */
export function matchScreen(
  path: string,
): { screen: ScreenMeta; params: Record<string, string | undefined> } | undefined {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  for (const screen of SCREENS) {
    const match = matchPath({ path: screen.route.replace(/\/+$/, '') || '/', end: true }, pathname);
    if (match) return { screen, params: match.params };
  }
  return undefined;
}

/** The screen whose route matches `path`. */
export const screenAt = (path: string): ScreenMeta | undefined => matchScreen(path)?.screen;

/** Starts loading `screen`'s document and kind (once per screen; failures are left to the route). */
export function preloadScreen(screen: Pick<ScreenMeta, 'id' | 'kind'>): void {
  if (started.has(screen.id)) return;
  started.add(screen.id);
  preloadKind(screen.kind);
  loadScreen(screen.id).catch(() => undefined);
}

/** Preloads the screen of an address; false when no screen has that route. */
export function preloadRoute(path: string): boolean {
  const screen = screenAt(path);
  if (screen) preloadScreen(screen);
  return Boolean(screen);
}
