import { IconNames as Real } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { SLIM_ICON_NAMES, slimIconNames } from './slim-icon-names.ts';

const slim = (await import(`data:text/javascript,${encodeURIComponent(SLIM_ICON_NAMES)}`)) as {
  IconNames: Record<string, string | undefined>;
  IconNamesSet: { has: (n: unknown) => boolean };
};

describe('slim IconNames', () => {
  it("derives every key of the installed Blueprint's IconNames (legacy and Pascal) to the same name", () => {
    const keys = Object.keys(Real);
    expect(keys.length).toBeGreaterThan(1000);
    const wrong = keys.filter((k) => slim.IconNames[k] !== (Real as Record<string, string>)[k]);
    expect(wrong).toEqual([]);
  });

  it('accepts every real name and refuses what is not a name', () => {
    for (const name of Object.values(Real)) expect(slim.IconNamesSet.has(name)).toBe(true);
    for (const bad of ['', 'Eye-Open', 'eye open', '<svg>', 'eye--open', undefined, 3])
      expect(slim.IconNamesSet.has(bad)).toBe(false);
    expect(slim.IconNames.then).toBeUndefined();
  });

  it('replaces only Blueprint’s iconNames module', () => {
    const load = slimIconNames().load as (id: string) => string | null;
    expect(load('/x/node_modules/@blueprintjs/icons/lib/esm/iconNames.js')).toBe(SLIM_ICON_NAMES);
    expect(load('/x/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js')).toBeNull();
  });
});
