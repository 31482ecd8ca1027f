import { IconSize } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { AREAS, SCREENS } from '../screens/catalogue.ts';
import { BUNDLED_ICONS } from './icons.ts';
import { SCREEN_ICONS } from './screenIcons.ts';

describe('bundled icons', () => {
  it('cover the icons of the areas, screens and row actions (no fallback download)', () => {
    const used = new Set<string>(
      [
        ...AREAS.map((a) => a.icon),
        ...SCREENS.flatMap((s) => [
          s.icon,
          ...((s as { rowActions?: { icon?: string }[] }).rowActions ?? []).map((a) => a.icon),
        ]),
      ].filter((x): x is string => Boolean(x)),
    );
    const all = new Set([...BUNDLED_ICONS, ...SCREEN_ICONS[IconSize.STANDARD]]);
    const missing = [...used].filter((name) => !all.has(name));
    expect(
      missing,
      'add these names to engine/shell/screenIcons.ts (or icons.ts when the menu lists the screen)',
    ).toEqual([]);
  });

  it('bundle in the first page every icon the sidebar and the shortcuts of Início draw (no empty icon there)', () => {
    const menu = new Set<string>(
      [
        ...AREAS.map((a) => a.icon),
        ...SCREENS.filter((s) => !s.hidden && !s.route.includes(':')).map((s) => s.icon),
      ].filter((x): x is string => Boolean(x)),
    );
    const missing = [...menu].filter((name) => !BUNDLED_ICONS.includes(name));
    expect(missing, 'add these names to SHELL_P16 in engine/shell/icons.ts').toEqual([]);
  });

  it('list each 16 px icon once: in the first page or in the screens chunk', () => {
    expect(BUNDLED_ICONS.filter((name) => SCREEN_ICONS[IconSize.STANDARD].includes(name))).toEqual([]);
  });
});
