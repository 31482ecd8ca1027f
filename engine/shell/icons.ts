/**
 * Blueprint icon paths. By default Blueprint fetches the paths of *every* icon (≈105 KB gzip per
 * size) the first time any icon renders; the login page would pay for that. Instead the icons the
 * shell, the kinds and the current screen documents use are bundled here (a few KB) and loaded
 * before the first render; any other name (a new screen's icon) falls back to Blueprint's loader.
 * Keep the list in step with new icons to avoid that fallback download.
 */
import { Icons, type IconName, type IconPaths, IconSize } from '@blueprintjs/icons';

const P16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{download,export,trash,add,bank-account,history,calculator,exchange,edit,settings,play,key,inbox,bold,italic,underline,properties,numbered-list,floppy-disk,application,arrow-left,arrow-right,automatic-updates,caret-down,cross,flash,manual,moon,send-message,small-cross,star,star-empty,stop,swap-horizontal,chevron-down,chevron-left,chevron-right,chevron-up,disable,document,dot,double-chevron-left,double-chevron-right,duplicate,eraser,error,eye-open,folder-close,home,id-number,info-sign,lock,log-in,log-out,menu,new-person,notifications,office,people,refresh,search,shield,take-action,th-list,tick,tick-circle,time,timeline-bar-chart,user,warning-sign,document-open,print,unlock,upload}.js',
  { eager: true, import: 'default' },
);
const P20 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,inbox,key,application,chart,disable,document,error,eye-open,id-number,info-sign,lock,new-person,notifications,office,people,search,shield,take-action,th-list,tick-circle,time,user,warning-sign}.js',
  { eager: true, import: 'default' },
);

const byName = (files: Record<string, IconPaths>): Map<string, IconPaths> =>
  new Map(Object.entries(files).map(([file, paths]) => [file.slice(file.lastIndexOf('/') + 1, -3), paths]));

const BUNDLED = { [IconSize.STANDARD]: byName(P16), [IconSize.LARGE]: byName(P20) } as Record<number, Map<string, IconPaths>>;

/** Names bundled at 16 px (tests check the screens' icons are among them). */
export const BUNDLED_ICONS: string[] = [...BUNDLED[IconSize.STANDARD].keys()];

async function loader(name: IconName, size: IconSize): Promise<IconPaths> {
  const hit = BUNDLED[size]?.get(name);
  if (hit) return hit;
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader.js');
  return splitPathsBySizeLoader(name, size);
}

/** Installs the loader and preloads the bundled icons so the first render has them. */
export async function setupIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader });
  await Promise.all([
    Icons.load([...BUNDLED[IconSize.STANDARD].keys()] as IconName[], IconSize.STANDARD),
    Icons.load([...BUNDLED[IconSize.LARGE].keys()] as IconName[], IconSize.LARGE),
  ]);
}
