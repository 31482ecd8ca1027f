import { IconSize } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { shippedIcons } from '../../scripts/lib/schema-check.ts';
import { AREAS } from '../screens/catalogue.ts';
import { BUNDLED_ICONS } from './icons.ts';
import { SCREEN_ICONS } from './screenIcons.ts';

describe('bundled icons', () => {
  // Which icons a screen may use is the checker's rule now (core/screen-check/icon-check.ts); it
  // reads these lists from the files' text, as the Node scripts cannot run Vite's globs.
  it('are the names the checker reads from the two files', () => {
    const shipped = shippedIcons(resolve(import.meta.dirname, '../..'))!;
    const sorted = (names: readonly string[]) => [...names].sort();
    expect(sorted(shipped.menu)).toEqual(sorted(BUNDLED_ICONS));
    expect(sorted(shipped.all)).toEqual(sorted([...BUNDLED_ICONS, ...SCREEN_ICONS[IconSize.STANDARD]]));
  });

  it('cover the areas of the menu (the checker sees the screens)', () => {
    expect(AREAS.map((a) => a.icon).filter((name) => name && !BUNDLED_ICONS.includes(name))).toEqual([]);
  });

  it('list each 16 px icon once: in the first page or in the screens chunk', () => {
    expect(BUNDLED_ICONS.filter((name) => SCREEN_ICONS[IconSize.STANDARD].includes(name))).toEqual([]);
  });
});
