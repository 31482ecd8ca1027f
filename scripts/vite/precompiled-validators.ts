/**
 * Vite plugin: compiles, at build time, the ajv validator of every form schema in the screen
 * documents, so the browser never compiles code at run time and the portal's Content-Security-
 * Policy can forbid `unsafe-eval`. The runtime side is
 * `engine/form/precompiled.ts`, which finds a form's validator by rjsf's hash of its schema.
 *
 * The module `virtual:prh-validators` exports `PRECOMPILED: Record<hash, ValidatorFunctions>`.
 * ajv's standalone output is CommonJS; it is wrapped here, its `require`s of ajv's small runtime
 * helpers turned into imports and the custom formats taken from `schemas/formats.ts`, the same
 * predicates the gateway validates with.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { _ } from 'ajv';
import type { Plugin } from 'vite';
import { FORMATS } from '../../schemas/formats.ts';
import { listFiles } from '../lib/schema-check.ts';

const VIRTUAL = 'virtual:prh-validators';
const RESOLVED = `\0${VIRTUAL}`;

/** Every object schema a screen renders as a form: any `schema` property holding an object schema. */
export function formSchemas(doc: unknown, out: RJSFSchema[] = []): RJSFSchema[] {
  if (Array.isArray(doc)) for (const d of doc) formSchemas(d, out);
  else if (doc && typeof doc === 'object') {
    for (const [key, value] of Object.entries(doc)) {
      const v = value as { type?: unknown; properties?: unknown };
      if (key === 'schema' && v && typeof v === 'object' && v.type === 'object' && v.properties)
        out.push(v as RJSFSchema);
      else formSchemas(value, out);
    }
  }
  return out;
}

const customFormats = Object.fromEntries(Object.entries(FORMATS).map(([name, def]) => [name, def.validate]));

/** One schema's validators as an ES module body: `export default { [hash]: fn, … }`. */
export function validatorModule(schema: RJSFSchema, index: number): { imports: string[]; body: string } {
  const code = compileSchemaValidatorsCode(schema, {
    customFormats,
    ajvOptionsOverrides: { code: { formats: _`__prhFormats` } },
  });
  const imports: string[] = [];
  const deps = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, id: string) => {
    if (!deps.has(id)) {
      const name = `__dep${index}_${deps.size}`;
      deps.set(id, name);
      imports.push(`import * as ${name} from ${JSON.stringify(id)};`);
    }
    return deps.get(id)!;
  });
  return { imports, body: `(() => { const exports = {}; ${body}\n return exports; })()` };
}

/** The whole virtual module for the given screen files. */
export function buildModule(screenFiles: string[]): string {
  const seen = new Set<string>();
  const imports = [
    `import { FORMATS } from ${JSON.stringify(resolve(import.meta.dirname, '../../schemas/formats.ts'))};`,
  ];
  const entries: string[] = [];
  let i = 0;
  for (const file of screenFiles) {
    for (const schema of formSchemas(JSON.parse(readFileSync(file, 'utf8')))) {
      const hash = hashForSchema(schema);
      if (seen.has(hash)) continue;
      seen.add(hash);
      const m = validatorModule(schema, i++);
      imports.push(...m.imports);
      entries.push(`Object.assign(PRECOMPILED, ${m.body});`);
    }
  }
  return [
    ...imports,
    'const __prhFormats = Object.fromEntries(Object.entries(FORMATS).map(([n, d]) => [n, d.validate]));',
    'export const PRECOMPILED = {};',
    ...entries,
  ].join('\n');
}

export function precompiledValidators(root: string): Plugin {
  const screensDir = join(root, 'screens');
  return {
    name: 'portal-rh-precompiled-validators',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const files = listFiles(screensDir, '.screen.json');
      for (const f of files) this.addWatchFile(f);
      return buildModule(files);
    },
  };
}
