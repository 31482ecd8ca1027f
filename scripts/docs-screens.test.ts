import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryNames } from './lib/registry-names.ts';
import { checkScreensDoc, DOC_FILE, generateScreensDoc } from './docs-screens.ts';

const root = resolve(import.meta.dirname, '..');
type Schema = { properties?: Record<string, Schema>; $defs?: Record<string, Schema>; items?: Schema };
const meta = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')) as Schema;
let doc: string;
let copy: string;

beforeAll(() => {
  doc = generateScreensDoc(root);
  // A copy of the sources the generator reads, to change one and see the document go stale.
  copy = mkdtempSync(join(tmpdir(), 'docs-screens-'));
  for (const dir of ['schemas', 'screens', 'engine/registry', 'engine/kinds', 'core'])
    cpSync(join(root, dir), join(copy, dir), { recursive: true });
  mkdirSync(join(copy, 'docs'));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The lines of one `## ` section of the document. */
const section = (title: string) => {
  const start = doc.indexOf(`\n## ${title}\n`);
  expect(start, title).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
};

describe('docs:screens', () => {
  it('lists every registry name in its section, each with a description and an example', () => {
    const sections = {
      screenKinds: 'Screen kinds',
      widgets: 'Widgets',
      formatters: 'Formatters',
      cells: 'Cells',
      actions: 'Actions',
      statusKeys: 'Status colour groups',
    };
    for (const [kind, title] of Object.entries(sections)) {
      const text = section(title);
      for (const name of registryNames(root)[kind as keyof ReturnType<typeof registryNames>]) {
        const row = text.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
        expect(row, `${kind} ${name}`).toBeDefined();
        const [, what, example] = row!.split(/ (?<!\\)\| /);
        // The 'editor' kind (the screen editor) has no block in the meta-schema; the kind's own description covers it.
        if (kind !== 'screenKinds' || name !== 'editor')
          expect(what.trim().length, `${kind} ${name} description`).toBeGreaterThan(0);
        expect(example.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('documents every property of the common part, of every kind and of every building block, with an example', () => {
    const rows = new Set(doc.split('\n').filter((l) => l.startsWith('| `')));
    const has = (name: string) =>
      [...rows].some((r) => r.startsWith(`| \`${name}\``) && / — screens\/|\(written\)/.test(r));
    for (const p of Object.keys(meta.properties!)) expect(has(p), p).toBe(true);
    for (const [def, s] of Object.entries(meta.$defs!))
      for (const p of Object.keys(s.properties ?? {})) expect(has(p), `${def}.${p}`).toBe(true);
    // Real examples name their file.
    expect(doc).toMatch(/"format":"cpf".*` — screens\/[\w/-]+\.screen\.json/);
  });

  it('is deterministic, and stale as soon as a source changes', () => {
    const fresh = generateScreensDoc(copy);
    expect(generateScreensDoc(copy)).toBe(fresh);
    writeFileSync(join(copy, DOC_FILE), fresh);
    expect(checkScreensDoc(copy).stale).toBe(false);
    // A description added to the meta-schema…
    const schemaFile = join(copy, 'schemas/screen.schema.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
    schema.$defs.column.properties.header.description = 'Título da coluna (alterado no teste).';
    writeFileSync(schemaFile, JSON.stringify(schema));
    expect(checkScreensDoc(copy).stale).toBe(true);
    expect(checkScreensDoc(copy).text).toContain('Título da coluna (alterado no teste).');
    // …or a missing file.
    rmSync(join(copy, DOC_FILE));
    expect(checkScreensDoc(copy).stale).toBe(true);
  });
});
