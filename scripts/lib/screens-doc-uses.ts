/**
 * The examples docs:screens (scripts/docs-screens.ts) shows: the first real use, in the screen
 * documents, of every property of the meta-schema and of every registry name.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { RegistryKind } from '../../core/registries.ts';
import { defName, type Obj, type Schema } from './screens-doc-schema.ts';

export interface Use {
  file: string;
  value: unknown;
}

/** Registries documented: kind, section title and the key screens write. */
export const REGISTRIES = [
  { kind: 'screenKinds', title: 'Screen kinds', key: 'kind' },
  { kind: 'widgets', title: 'Widgets', key: 'ui:widget' },
  { kind: 'formatters', title: 'Formatters', key: 'format' },
  { kind: 'cells', title: 'Cells', key: 'cell' },
  { kind: 'actions', title: 'Actions', key: 'action' },
  { kind: 'statusKeys', title: 'Status colour groups', key: 'statusKeys' },
] as const satisfies readonly { kind: RegistryKind; title: string; key: string }[];

/**
 * First real use of every (block, property) in the screens, walking each document along the
 * meta-schema ($ref, properties, items; the kind's block through the allOf if/then).
 */
export function collectUses(root: string, meta: Schema, files: string[]): Map<string, Use> {
  const uses = new Map<string, Use>();
  const defs = meta.$defs as Record<string, Schema>;
  const walk = (node: unknown, schema: Schema | undefined, block: string, file: string) => {
    if (!schema || node === null || typeof node !== 'object') return;
    if (schema.$ref) {
      // Any use of a block stands as the example of a property of that type no screen fills yet.
      if (!uses.has(`@${defName(schema.$ref)}`)) uses.set(`@${defName(schema.$ref)}`, { file, value: node });
      return walk(node, defs[defName(schema.$ref)], defName(schema.$ref), file);
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, schema.items, block, file);
      return;
    }
    for (const [k, v] of Object.entries(node as Obj)) {
      const prop = schema.properties?.[k];
      if (!prop) continue;
      const key = `${block}.${k}`;
      if (!uses.has(key)) uses.set(key, { file, value: v });
      walk(v, prop, prop.$ref ? defName(prop.$ref) : `${block}.${k}`, file);
    }
  };
  for (const f of files) {
    const doc = JSON.parse(readFileSync(f, 'utf8')) as Obj;
    const file = relative(root, f);
    walk(doc, meta, 'screen', file);
    const kindDef = `${String(doc.kind)}Screen`;
    if (defs[kindDef]) walk(doc, defs[kindDef], kindDef, file);
  }
  return uses;
}

/** Every object anywhere in the screens that names a registry entry under `key`, first use per name. */
export function collectRegistryUses(root: string, files: string[]): Map<string, Use> {
  const uses = new Map<string, Use>();
  const walk = (node: unknown, file: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, file));
    if (!node || typeof node !== 'object') return;
    for (const r of REGISTRIES) {
      const v = (node as Obj)[r.key];
      if (typeof v !== 'string' || uses.has(`${r.kind}:${v}`)) continue;
      // `format` also names JSON Schema formats in filters; a formatter is on a column or a field.
      if (r.kind === 'formatters' && !('field' in (node as Obj))) continue;
      const value = r.kind === 'screenKinds' ? { kind: v, title: (node as Obj).title } : node;
      uses.set(`${r.kind}:${v}`, { file, value });
    }
    for (const v of Object.values(node as Obj)) walk(v, file);
  };
  for (const f of files) walk(JSON.parse(readFileSync(f, 'utf8')), relative(root, f));
  return uses;
}
