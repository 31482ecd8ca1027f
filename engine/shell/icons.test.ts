import { describe, expect, it } from 'vitest';
import { AREAS, SCREENS } from '../screens/catalogue.ts';
import { BUNDLED_ICONS } from './icons.ts';

describe('bundled icons', () => {
  it('cover the icons of the areas, screens and row actions (no fallback download)', () => {
    const used = new Set<string>(
      [
        ...AREAS.map((a) => a.icon),
        ...SCREENS.flatMap((s) => [s.icon, ...((s as { rowActions?: { icon?: string }[] }).rowActions ?? []).map((a) => a.icon)]),
      ].filter((x): x is string => Boolean(x)),
    );
    const missing = [...used].filter((name) => !BUNDLED_ICONS.includes(name));
    expect(missing, 'add these names to engine/shell/icons.ts').toEqual([]);
  });
});
