/**
 * The handler registry (routes/handlers/index.ts) reads the families from the folder and holds them
 * to the catalogue: proven on the real folder (every endpoint served, each by the module named as
 * its family) and on fixture folders that break each rule.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import { catalogueFamilies } from '../../schemas/catalogue.ts';
import { exportEndpoints } from '../reports/request.ts';
import { familyModules, HANDLERS, loadHandlers } from './handlers/index.ts';

const HANDLERS_DIR = join(import.meta.dirname, 'handlers');

describe('the handlers of the folder', () => {
  it('serve every catalogue endpoint but the app-built security service, each family from its module', async () => {
    const families = catalogueFamilies();
    const exports = new Set(exportEndpoints());
    for (const [family, endpoints] of families)
      for (const e of endpoints) if (family !== 'seguranca') expect(HANDLERS[e.name], e.name).toBeTypeOf('function');
    const modules = new Set(familyModules(HANDLERS_DIR).map((m) => m.family));
    // A family without a module is one whose every endpoint is an export (served by the report jobs).
    for (const [family, endpoints] of families)
      if (!modules.has(family))
        expect(
          endpoints.every((e) => exports.has(e.name)),
          family,
        ).toBe(true);
    expect([...modules].filter((m) => !families.has(m))).toEqual([]);
  });
});

describe('a folder that disagrees with the catalogue is refused', () => {
  const root = mkdtempSync(join(tmpdir(), 'portalrh-registro-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const families = new Map([
    ['fam', [{ name: 'fam.a' }, { name: 'fam.b' }]],
    ['outra', [{ name: 'outra.c' }]],
  ]) as unknown as Map<string, CatalogueEndpoint[]>;
  let n = 0;

  /** A fixture folder with `files` (path → the names its default export serves). */
  function folder(files: Record<string, string[]>): string {
    const dir = join(root, String(n++));
    for (const [path, names] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      const entries = names.map((name) => `'${name}': async () => ({ status: 200, body: {} })`).join(', ');
      writeFileSync(join(dir, path), `export default { ${entries} };\n`);
    }
    return dir;
  }
  const load = (dir: string) => loadHandlers(dir, families, {});

  it('accepts a family as a file or as a folder of parts, tests aside', async () => {
    const dir = folder({ 'fam/um.ts': ['fam.a'], 'fam/dois.ts': ['fam.b'], 'outra.ts': ['outra.c'] });
    writeFileSync(join(dir, 'fam', 'um.test.ts'), 'throw new Error("a test is not a part");\n');
    const { handlers } = await load(dir);
    expect(Object.keys(handlers).sort()).toEqual(['fam.a', 'fam.b', 'outra.c']);
  });

  it.each([
    [
      'a module named as no family',
      { 'fam.ts': ['fam.a', 'fam.b'], 'outra.ts': ['outra.c'], 'nada.ts': [] },
      /nada: nenhuma família/,
    ],
    [
      'a name of another family',
      { 'fam.ts': ['fam.a', 'fam.b', 'outra.c'], 'outra.ts': ['outra.c'] },
      /fam\.ts: serve 'outra\.c'/,
    ],
    ['a name without its handler', { 'fam.ts': ['fam.a'], 'outra.ts': ['outra.c'] }, /fam: 'fam\.b' sem handler/],
    [
      'a name served twice',
      { 'fam/um.ts': ['fam.a', 'fam.b'], 'fam/dois.ts': ['fam.b'], 'outra.ts': ['outra.c'] },
      /'fam\.b' servido duas vezes/,
    ],
    ['a family without a module', { 'fam.ts': ['fam.a', 'fam.b'] }, /outra: família do catálogo sem módulo/],
  ])('%s', async (_what, files, problem) => {
    await expect(load(folder(files))).rejects.toThrow(problem);
  });
});
