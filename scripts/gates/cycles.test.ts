import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../lib/import-cycles.ts';

/**
 * The one import cycle the tree keeps on purpose: screens render screens. A detail section's nested
 * table opens a record with sections; a tab and the editor's preview render any kind; a grid's
 * action preloads its target's kind. All of it passes through the screen-kind registry, which
 * loads each kind with a dynamic import(), so no module is evaluated half-way.
 */
const SCREEN_RECURSION = [
  /^engine\/kinds\//,
  /^engine\/registry\/screenKinds\.ts$/,
  /^engine\/registry\/cells(\.ts|\/)/,
  /^engine\/grid\/DataGrid\.tsx$/,
  /^engine\/screens\/preload\.ts$/,
];
const intended = (file: string) => SCREEN_RECURSION.some((r) => r.test(file));

describe('import cycles', () => {
  it('the tree has none outside the screen recursion', () => {
    const outside = importCycles(importGraph(resolve(import.meta.dirname, '../..'))).filter((c) => !c.every(intended));
    expect(outside).toEqual([]);
  });

  it('finds a cycle, type-only or dynamic, and only the files in it (deliberately broken graph)', () => {
    const graph = new Map([
      ['gateway/seed/a.ts', ['gateway/routes/handlers/b.ts']],
      ['gateway/routes/handlers/b.ts', ['gateway/seed/a.ts', 'gateway/lib/c.ts']],
      ['gateway/lib/c.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['gateway/routes/handlers/b.ts', 'gateway/seed/a.ts']]);
  });
});
