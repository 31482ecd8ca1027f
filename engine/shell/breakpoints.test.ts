/**
 * Spec §9: breakpoints 600, 960, 1280, 1920, 2560; mobile below 1280. Every width a stylesheet of
 * the portal switches at is one of them: `min-width: B`, or `max-width: B` / `max-width: B − 1`
 * ("below B"). A rule at another width is a layout the spec does not know.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../gateway/lib/list-files.ts';
import { DRAWER_BREAKPOINT, MOBILE_BREAKPOINT } from './breakpoints.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SPEC_BREAKPOINTS = [600, 960, 1280, 1920, 2560];

describe('breakpoints (spec §9)', () => {
  it('every media query of the portal switches at a breakpoint of the spec', () => {
    let found = 0;
    for (const file of [...listFiles(join(ROOT, 'engine'), '.css'), ...listFiles(join(ROOT, 'portal'), '.css')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*(\d+)px\)/g)) {
        const width = Number(m[2]);
        const ok =
          m[1] === 'min'
            ? SPEC_BREAKPOINTS.includes(width)
            : SPEC_BREAKPOINTS.some((b) => width === b || width === b - 1);
        found++;
        expect(ok, `${relative(ROOT, file)}: ${m[0]}`).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('mobile is below 1280: the sidebar starts collapsed under it', () => {
    expect(MOBILE_BREAKPOINT).toBe(1280);
  });

  it('the sidebar becomes a drawer over the page at a breakpoint of the spec', () => {
    expect(SPEC_BREAKPOINTS).toContain(DRAWER_BREAKPOINT);
    expect(DRAWER_BREAKPOINT).toBeLessThan(MOBILE_BREAKPOINT);
  });
});
