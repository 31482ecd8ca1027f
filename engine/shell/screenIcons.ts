/**
 * The icon paths of the screens, loaded in one chunk on first need (engine/shell/icons.ts): the
 * kinds' and the screen documents' icons at 16 px that the first page does not draw, and every
 * 20 px icon (empty states, large buttons). A screen's new icon goes in SCREEN_P16 (or in the
 * shell's list when the screen is listed in the menu); `schemas:check` checks it.
 */
import { type IconPaths, IconSize } from '@blueprintjs/icons';

const SCREEN_P16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,arrow-left,arrow-right,bold,calendar,chevron-left,chevron-right,comparison,cross,double-chevron-left,double-chevron-right,download,duplicate,eraser,error,export,eye-open,floppy-disk,info-sign,italic,key,numbered-list,play,print,properties,refresh,small-cross,tick-circle,trash,underline,upload,warning-sign}.js',
  { eager: true, import: 'default' },
);
const SCREEN_P20 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,inbox,key,application,chart,disable,document,error,eye-open,id-number,info-sign,lock,new-person,notifications,office,people,search,shield,take-action,th-list,tick-circle,time,user,warning-sign}.js',
  { eager: true, import: 'default' },
);

const byName = (files: Record<string, IconPaths>): Map<string, IconPaths> =>
  new Map(Object.entries(files).map(([file, paths]) => [file.slice(file.lastIndexOf('/') + 1, -3), paths]));

const PATHS = { [IconSize.STANDARD]: byName(SCREEN_P16), [IconSize.LARGE]: byName(SCREEN_P20) } as Record<
  number,
  Map<string, IconPaths> | undefined
>;

/** Names in this chunk, per size. */
export const SCREEN_ICONS = {
  [IconSize.STANDARD]: [...PATHS[IconSize.STANDARD]!.keys()],
  [IconSize.LARGE]: [...PATHS[IconSize.LARGE]!.keys()],
} as Record<IconSize, string[]>;

export const screenIconPaths = (name: string, size: IconSize): IconPaths | undefined => PATHS[size]?.get(name);
