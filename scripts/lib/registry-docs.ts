/**
 * What docs:screens says of each registry name, read from the code as text (nothing of React is
 * loaded): an entry file's default export, a kind's index, a formatter's function, a status
 * group's tones, and the formats a widget is the default of.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { KINDS_FOLDER, type RegistryKind } from '../../core/registries.ts';
import { entryFile, widgetFormats } from './registry-names.ts';

/** Where a section's names come from: what a new name takes. */
export const REGISTRY_SOURCES: Record<RegistryKind, string> = {
  screenKinds: ' One folder of engine/kinds with an `index` file, named by the folder.',
  widgets: ' One file of engine/registry/widgets, named by the file.',
  formatters: ' One entry of core/formatters.ts.',
  cells: ' One file of engine/registry/cells, named by the file.',
  actions: ' One file of engine/registry/actions, named by the file.',
  statusKeys: ' One group of engine/registry/statusKeys.ts.',
};

export const FORMAT_DEFAULTS_NOTE =
  'A field whose `format` a widget declares (`export const formats` in its file) gets that widget without `ui:widget`; a list of values (`enum`, `oneOf`) gets `select`. A screen names a widget only to depart from that.';

/** The doc comment right above `export … <ident>` in `file`, else the file's leading comment. */
function docComment(file: string, ident: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const clean = (c: string) =>
    c
      .replace(/^\/\*\*?/, '')
      .replace(/\*\/$/, '')
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, '').trim())
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  const re = new RegExp(
    `(\\/\\*\\*(?:(?!\\*\\/)[\\s\\S])*\\*\\/)\\s*export\\s+(?:async\\s+)?(?:function|const)\\s+${ident}\\b`,
  );
  const m = re.exec(text);
  if (m) return clean(m[1]);
  const lead = /^\s*(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)/.exec(text);
  return lead ? clean(lead[1]) : undefined;
}

/** The doc comment of what a file exports by default (`export default X`, `export default function X`). */
function defaultExportDoc(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const m = /export\s+default\s+(?:async\s+)?(?:function\s+)?(\w+)/.exec(readFileSync(file, 'utf8'));
  return m ? docComment(file, m[1]) : undefined;
}

/**
 * What each registry name is, from its code: an entry file's default export (its doc comment, else
 * the file's leading one), a kind's index file, a formatter's function.
 */
export function registryDescriptions(root: string, kind: RegistryKind, names: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const put = (name: string, d: string | undefined) => d && out.set(name, d);
  if (kind === 'widgets' || kind === 'cells' || kind === 'actions')
    for (const n of names) put(n, defaultExportDoc(entryFile(root, kind, n) ?? ''));
  if (kind === 'screenKinds')
    for (const n of names)
      put(n, ['index.ts', 'index.tsx'].map((f) => defaultExportDoc(join(root, KINDS_FOLDER, n, f))).find(Boolean));
  if (kind === 'formatters') return formatterDescriptions(root);
  if (kind === 'statusKeys') return statusDescriptions(root, names);
  if (kind === 'widgets') {
    const byWidget = new Map<string, string[]>();
    for (const [format, widget] of Object.entries(widgetFormats(root)))
      byWidget.set(widget, [...(byWidget.get(widget) ?? []), `\`${format}\``]);
    for (const [widget, formats] of byWidget)
      out.set(widget, `${out.get(widget) ?? ''} Default widget of the format(s) ${formats.join(', ')}.`.trim());
  }
  return out;
}

/** The formatters' descriptions: core/formatters.ts maps each name to a function of core/formatters/. */
function formatterDescriptions(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const registryFile = 'core/formatters.ts';
  const text = readFileSync(join(root, registryFile), 'utf8');
  const imports = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g))
    for (const id of m[1].split(',').map((s) => s.replace(/^type\s+/, '').trim())) if (id) imports.set(id, m[2]);
  const body = /createRegistry<[^>]*>\([^,]+,\s*\{([\s\S]*?)\}\)/.exec(text)?.[1] ?? '';
  for (const m of body.matchAll(/(\w+)\s*(?::\s*(\w+))?\s*(?:,|$)/g)) {
    const [, name, ident = name] = m;
    const from = imports.get(ident);
    if (!from) continue;
    const d = docComment(resolve(root, dirname(registryFile), from), ident);
    if (d) out.set(name, d);
  }
  return out;
}

/** The status groups' descriptions: statusKeys.ts documents them as one table of tones. */
function statusDescriptions(root: string, names: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const file = join(root, 'engine/registry/statusKeys.ts');
  if (!existsSync(file)) return out;
  const text = readFileSync(file, 'utf8');
  for (const name of names) {
    const m = new RegExp(`['"]?${name}['"]?\\s*:\\s*\\{([^}]*)\\}`).exec(text);
    if (m) out.set(name, `Tones: ${m[1].replace(/\s+/g, ' ').trim()}`);
  }
  return out;
}
