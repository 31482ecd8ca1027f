import { IconSize } from '@blueprintjs/icons';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
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

/** Every source file of the browser's code under `dir`, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('icons named in the code', () => {
  // An icon in neither list falls back to Blueprint's loader, which downloads the paths of every
  // icon (~93 KB gzip): a 'list' icon on 'Início' did so, and the first page went over its budget
  // (only the e2e gate saw it, at the end of a run); the date field's 'calendar' did so on every
  // screen with a date. Written literally (icon="x", icon: 'x', or a default or choice inside icon={…}).
  it('are all in the first page or in the screens chunk', () => {
    const root = resolve(import.meta.dirname, '../..');
    const shipped = new Set([...BUNDLED_ICONS, ...SCREEN_ICONS[IconSize.STANDARD], ...SCREEN_ICONS[IconSize.LARGE]]);
    const missing: string[] = [];
    for (const file of [...sources(join(root, 'engine')), ...sources(join(root, 'portal'))]) {
      const text = readFileSync(file, 'utf8');
      const uses = [
        ...text.matchAll(/\bicon=["']([a-z0-9-]+)["']/g),
        ...text.matchAll(/\bicon: ["']([a-z0-9-]+)["']/g),
        ...[...text.matchAll(/\bicon=\{([^}]*)\}/g)].flatMap((m) => [...m[1].matchAll(/'([a-z0-9-]+)'/g)]),
      ].map((m) => m[1]);
      for (const name of uses) if (!shipped.has(name)) missing.push(`${relative(root, file)}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
