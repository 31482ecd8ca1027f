import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMATS } from '../../schemas/formats.ts';
import { registryNames, widgetFormats } from '../../scripts/lib/registry-names.ts';
import { generateScreensDoc } from '../../scripts/docs-screens.ts';
import { runtimeNames } from './runtimeNames.ts';
import { formatDefaultsOf, widgetOfFormat, widgetsOf, type WidgetModule } from './widgets.ts';

const root = resolve(import.meta.dirname, '../..');
const sorted = (names: readonly string[]) => [...names].sort();

describe('registry names: the runtime and the scripts read the same files', () => {
  const onDisk = registryNames(root);
  const loaded = runtimeNames();
  it.each(Object.keys(loaded) as (keyof typeof loaded)[])('%s', (kind) => {
    expect(sorted(onDisk[kind])).toEqual(sorted(loaded[kind]));
    expect(loaded[kind].length).toBeGreaterThan(0);
  });

  it("widgets' format defaults: the same read as text and as modules, each a format of schemas/formats.ts", () => {
    expect(widgetFormats(root)).toEqual(widgetOfFormat);
    for (const format of Object.keys(widgetOfFormat)) expect(FORMATS, format).toHaveProperty(format);
    expect(widgetOfFormat).toMatchObject({
      cpf: 'cpf',
      dataBR: 'date',
      dataNaoFutura: 'date',
      digitos: 'digits',
      competencia: 'competencia',
    });
  });

  it('a format claimed by two widgets is refused', () => {
    const w = () => null;
    expect(() =>
      formatDefaultsOf({ './a.tsx': { default: w, formats: ['cpf'] }, './b.tsx': { default: w, formats: ['cpf'] } }),
    ).toThrow(/'a' e 'b'/);
  });
});

describe('a new widget is one file', () => {
  const fixture = import.meta.glob<WidgetModule>('./fixtures/widgets/*.tsx', { eager: true });
  const copy = mkdtempSync(join(tmpdir(), 'prh-widget-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('the runtime registers it by its file name, as the default widget of the formats it declares', () => {
    expect(widgetsOf(fixture).names()).toEqual(['processoCnj']);
    expect(formatDefaultsOf(fixture)).toEqual({ cnj: 'processoCnj' });
  });

  it('dropped into the widgets folder, the checker, the docs and the format defaults know it', () => {
    for (const dir of ['schemas', 'screens', 'core', 'engine/registry', 'engine/kinds'])
      cpSync(join(root, dir), join(copy, dir), { recursive: true });
    mkdirSync(join(copy, 'docs'), { recursive: true });
    copyFileSync(
      join(root, 'engine/registry/fixtures/widgets/processoCnj.tsx'),
      join(copy, 'engine/registry/widgets/processoCnj.tsx'),
    );
    expect(registryNames(copy).widgets).toContain('processoCnj');
    expect(widgetFormats(copy).cnj).toBe('processoCnj');
    const row = generateScreensDoc(copy)
      .split('\n')
      .find((l) => l.startsWith('| `processoCnj` |'));
    expect(row).toMatch(/judicial process number.*Default widget of the format\(s\) `cnj`/);
  });
});
