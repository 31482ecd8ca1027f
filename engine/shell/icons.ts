/**
 * Blueprint icon paths. By default Blueprint fetches the paths of *every* icon (≈105 KB gzip per
 * size) the first time any icon renders; the login page would pay for that. Instead:
 *
 * - the icons the first page draws — the two top bars, the sidebar (every area's and every listed
 *   screen's icon), 'Início' (its counts and shortcuts) and the user menu — are bundled here and
 *   loaded before the first render (SHELL_P16 below);
 * - every other icon the kinds and the screen documents use (row actions, toolbars, the 20 px icons
 *   of empty states) is in `screenIcons.ts`, ONE chunk, loaded the first time such an icon is asked
 *   for and, ahead of that, when a screen route renders (`preloadScreenIcons`, ScreenRoute), so a
 *   screen's icons arrive with its kind's chunk and never show empty;
 * - any other name (an icon in neither list) falls back to Blueprint's loader (one file per icon).
 *
 * `schemas:check` and the screen editor check a screen document's icons are in one of the two lists,
 * and a menu screen's here (core/screen-check/icon-check.ts reads the lists from these files' text).
 * A new screen's icon: add it to SCREEN_P16 in screenIcons.ts, or to SHELL_P16 here when the screen
 * is listed in the menu.
 */
import { Icons, type IconName, type IconPaths, IconSize } from '@blueprintjs/icons';

const SHELL_P16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{application,automatic-updates,bank-account,calculator,caret-down,chevron-down,chevron-up,disable,document,document-open,dot,edit,exchange,flash,folder-close,history,home,id-number,inbox,lock,log-in,log-out,manual,menu,moon,new-person,notifications,office,people,search,send-message,settings,shield,star,star-empty,stop,swap-horizontal,take-action,th-list,tick,time,timeline-bar-chart,unlock,user}.js',
  { eager: true, import: 'default' },
);

const byName = (files: Record<string, IconPaths>): Map<string, IconPaths> =>
  new Map(Object.entries(files).map(([file, paths]) => [file.slice(file.lastIndexOf('/') + 1, -3), paths]));

const BUNDLED = { [IconSize.STANDARD]: byName(SHELL_P16) } as Record<number, Map<string, IconPaths> | undefined>;

/** Names bundled in the first page at 16 px (the rest of the portal's icons: SCREEN_ICONS in screenIcons.ts). */
export const BUNDLED_ICONS: string[] = [...BUNDLED[IconSize.STANDARD]!.keys()];

type ScreenIcons = typeof import('./screenIcons.ts');
let screenIcons: Promise<ScreenIcons> | null = null;

/**
 * Loads the screens' icon chunk once and puts its paths in Blueprint's cache, so every icon of a
 * screen renders at once from then on. Called by a screen route as it renders, and by the loader.
 */
export function preloadScreenIcons(): Promise<ScreenIcons> {
  screenIcons ??= import('./screenIcons.ts').then(async (m) => {
    await Promise.all([
      Icons.load(m.SCREEN_ICONS[IconSize.STANDARD] as IconName[], IconSize.STANDARD),
      Icons.load(m.SCREEN_ICONS[IconSize.LARGE] as IconName[], IconSize.LARGE),
    ]);
    return m;
  });
  return screenIcons;
}

async function loader(name: IconName, size: IconSize): Promise<IconPaths> {
  const hit = BUNDLED[size]?.get(name);
  if (hit) return hit;
  const m = await import('./screenIcons.ts');
  void preloadScreenIcons();
  const lazy = m.screenIconPaths(name, size);
  if (lazy) return lazy;
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader.js');
  return splitPathsBySizeLoader(name, size);
}

/** Installs the loader and preloads the bundled icons so the first render has them. */
export async function setupIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader });
  await Icons.load(BUNDLED_ICONS as IconName[], IconSize.STANDARD);
}
