/**
 * `npm run docs:screens`: writes docs/screens.md, the reference of the screen format, from its
 * sources — nothing in it is written by hand:
 * - the meta-schema (schemas/screen.schema.json): every property of the common part, of each
 *   screen kind and of each building block (column, action, source…), its type and `description`;
 * - the registries' names (their entry files, listed as `schemas:check` lists them) and, for each
 *   name, the doc comment of the code that implements it (scripts/lib/registry-docs.ts, read as
 *   text so nothing of React is loaded);
 * - an example for each property and name: the first real use in screens/**\/*.screen.json (the
 *   file is named), else a small written one. Formatters are pure functions and show their output.
 * `npm run docs:screens -- --check`: writes nothing, fails when docs/screens.md is stale (CI, `npm test`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFiles } from '../gateway/lib/list-files.ts';
import type { RegistryKind } from '../engine/registry/names.ts';
import { FORMAT_DEFAULTS_NOTE, REGISTRY_SOURCES, registryDescriptions } from './lib/registry-docs.ts';
import { registryNames } from './lib/registry-names.ts';
import { formatValue } from '../core/formatters.ts';

type Obj = Record<string, unknown>;
type Schema = Obj & {
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  items?: Schema;
  description?: string;
};

export const DOC_FILE = 'docs/screens.md';

interface Use {
  file: string;
  value: unknown;
}

/** Registries documented: kind, section title and the key screens write. */
const REGISTRIES = [
  { kind: 'screenKinds', title: 'Screen kinds', key: 'kind' },
  { kind: 'widgets', title: 'Widgets', key: 'ui:widget' },
  { kind: 'formatters', title: 'Formatters', key: 'format' },
  { kind: 'cells', title: 'Cells', key: 'cell' },
  { kind: 'actions', title: 'Actions', key: 'action' },
  { kind: 'statusKeys', title: 'Status colour groups', key: 'statusKeys' },
] as const satisfies readonly { kind: RegistryKind; title: string; key: string }[];

/** Sample values the formatters' examples run on (a formatter without one shows no output). */
const FORMAT_SAMPLES: Record<string, unknown> = {
  cpf: '52998224725',
  date: '2024-03-15',
  titleCase: 'MARIA DA SILVA',
  uppercase: 'Ativo',
  cnpj: '18715615000160',
  processo: '50012345620238130024',
  telefone: '31999998888',
  telefoneInternacional: '5531999998888',
  moeda: 1234.5,
  percentual: 12.5,
  decimal: 1234.567,
  zeros2: 7,
  underscore: 'PENDENTE_ANALISE',
  quebraLinha: 'linha 1|linha 2',
  corte10: '2024-01-02T00:00:00',
  professor: 'PEB II',
  especie: 'Espécie: Pecúnia',
  cep: '30112000',
  competencia: '202503',
};

/** Written examples, for names no screen uses yet. */
const WRITTEN: Record<string, (name: string) => unknown> = {
  screenKinds: (n) => ({ kind: n }),
  widgets: (n) => ({ 'ui:widget': n }),
  formatters: (n) => ({ field: 'valor', format: n }),
  cells: (n) => ({ field: 'situacao', cell: n }),
  actions: (n) => ({ action: n, label: 'Ação' }),
  statusKeys: (n) => ({ field: 'situacao', cell: 'status', statusKeys: n }),
};

const code = (v: unknown, max = 110): string => {
  let s = JSON.stringify(v) ?? 'undefined';
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return `\`${s.replace(/`/g, "'")}\``;
};
const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const defName = (ref: string): string => ref.replace('#/$defs/', '');

/** A property's type in words: `string`, `'a' \| 'b'`, [column](#column)[]… */
function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) return `[${defName(s.$ref)}](#${defName(s.$ref).toLowerCase()})`;
  if (s.const !== undefined) return code(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => code(v)).join(' \\| ');
  const alts = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (alts && !s.type) return alts.map(typeOf).join(' \\| ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  if (s.type === 'object' && s.properties) return `object (${Object.keys(s.properties).join(', ')})`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `object of ${typeOf(s.additionalProperties as Schema)}`;
  return [s.type ?? 'any'].flat().join(' \\| ');
}

/** Constraints worth telling an analyst (pattern, range, default). */
function constraints(s: Schema): string {
  const out: string[] = [];
  if (s.pattern) out.push(`pattern \`${String(s.pattern)}\``);
  if (s.minimum !== undefined || s.maximum !== undefined) out.push(`${s.minimum ?? '…'}–${s.maximum ?? '…'}`);
  if (s.minItems !== undefined) out.push(`at least ${String(s.minItems)} item(s)`);
  if (s.minLength !== undefined) out.push(`at least ${String(s.minLength)} character(s)`);
  if (s.default !== undefined) out.push(`default ${code(s.default)}`);
  return out.length ? ` (${out.join('; ')})` : '';
}

/**
 * First real use of every (block, property) in the screens, walking each document along the
 * meta-schema ($ref, properties, items; the kind's block through the allOf if/then).
 */
function collectUses(root: string, meta: Schema, files: string[]): Map<string, Use> {
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
function collectRegistryUses(root: string, files: string[]): Map<string, Use> {
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

/** Order of the building blocks: as the screens nest them. */
const BLOCK_ORDER = [
  'source',
  'filters',
  'column',
  'action',
  'actionInput',
  'confirm',
  'rowRule',
  'batch',
  'field',
  'tab',
  'section',
  'sectionDetail',
  'table',
  'submit',
  'panel',
  'endpointName',
];

/** The whole of docs/screens.md. Deterministic: the same sources give the same text. */
export function generateScreensDoc(root: string): string {
  const meta = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')) as Schema;
  const defs = meta.$defs as Record<string, Schema>;
  const files = listFiles(join(root, 'screens'), '.screen.json');
  const uses = collectUses(root, meta, files);
  const regUses = collectRegistryUses(root, files);
  const NAMES = registryNames(root);
  const out: string[] = [];
  const line = (s = '') => out.push(s);

  const table = (block: string, schema: Schema, prefix = '') => {
    const props = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    line('| Property | Type | Description | Example |');
    line('| --- | --- | --- | --- |');
    for (const [name, p] of Object.entries(props)) {
      const use = uses.get(`${block}.${name}`);
      const elsewhere = p.$ref ? uses.get(`@${defName(p.$ref)}`) : undefined;
      const example = use
        ? `${code(use.value)} — ${use.file}`
        : elsewhere
          ? `${code(elsewhere.value)} — ${elsewhere.file} (the same block elsewhere)`
          : `${code(writtenExample(p))} (written)`;
      const desc = (p.description ?? (p.$ref ? defs[defName(p.$ref)]?.description : undefined) ?? '') as string;
      line(
        `| \`${prefix}${name}\`${required.has(name) ? ' **(required)**' : ''} | ${typeOf(p)} | ${cell(desc + constraints(p))} | ${cell(example)} |`,
      );
    }
    line();
    // Nested objects declared in place (a sort, a summary, the tabs of a tabs screen) get their own table.
    for (const [name, p] of Object.entries(props)) {
      const inner = p.type === 'array' && p.items && !p.items.$ref ? p.items : p;
      if (inner.properties && !inner.$ref) {
        line(`Inside \`${prefix}${name}\`${p.type === 'array' ? ' (each item)' : ''}:`);
        line();
        table(`${block}.${name}`, inner, `${prefix}${name}.`);
      }
    }
  };

  line(
    '<!-- Generated by `npm run docs:screens` from schemas/screen.schema.json, engine/registry/ and screens/. Do not edit: change the sources and run it again. -->',
  );
  line();
  line('# The screen format');
  line();
  line(
    `A screen is one JSON file, \`screens/<area>/<name>.screen.json\`, checked by \`npm run schemas:check\` against the meta-schema ` +
      '(`schemas/screen.schema.json`) and against the endpoint catalogue and the registries below. ' +
      'Start one with `npm run screen:new -- <area>/<name> --kind search|detail|form|dashboard|tabs`, or a whole search screen over an endpoint with ' +
      '`npm run screen:new -- <area>/<name> --from <endpoint>`.',
  );
  line();
  line(`${cell(String(meta.description ?? ''))}`);
  line();
  line(
    'Examples are the first use found in the screens (file named); "(written)" marks an example made up where no screen uses the property yet.',
  );
  line();
  line('## Contents');
  line();
  line('- [Common properties](#common-properties)');
  for (const k of NAMES.screenKinds) line(`- [Kind \`${k}\`](#kind-${k.toLowerCase()})`);
  line('- [Building blocks](#building-blocks)');
  for (const r of REGISTRIES) line(`- [${r.title}](#${r.title.toLowerCase().replace(/ /g, '-')})`);
  line();
  line('## Common properties');
  line();
  line('Every screen, whatever its kind.');
  line();
  table('screen', meta);
  for (const k of NAMES.screenKinds) {
    const def = defs[`${k}Screen`];
    line(`## Kind \`${k}\``);
    line();
    const use = regUses.get(`screenKinds:${k}`);
    if (use) line(`Example: ${use.file}.`);
    // The kind's block in the meta-schema says what it is; else the doc comment of its code.
    const d = def?.description ?? registryDescriptions(root, 'screenKinds', [k]).get(k);
    if (d) line(cell(String(d)));
    line();
    if (def) table(`${k}Screen`, def);
    else line('(No properties of its own.)');
    line();
  }
  line('## Building blocks');
  line();
  const blocks = [
    ...BLOCK_ORDER.filter((b) => defs[b]),
    ...Object.keys(defs).filter((b) => !BLOCK_ORDER.includes(b) && !b.endsWith('Screen')),
  ];
  for (const b of blocks) {
    const def = defs[b];
    line(`### ${b}`);
    line();
    if (def.description) line(cell(String(def.description)));
    if (!def.properties) {
      line();
      line(`Type: ${typeOf({ ...def, description: undefined })}${cell(constraints(def))}.`);
      const use = [...uses.entries()].find(([k, u]) => typeof u.value === 'string' && /\.(endpoint)$/.test(k));
      if (b === 'endpointName' && use) line(`Example: ${code(use[1].value)} — ${use[1].file}.`);
      line();
      continue;
    }
    line();
    table(b, def);
  }
  for (const r of REGISTRIES) {
    const descs = registryDescriptions(root, r.kind, NAMES[r.kind]);
    if (r.kind === 'screenKinds')
      for (const k of NAMES.screenKinds)
        if (defs[`${k}Screen`]?.description) descs.set(k, String(defs[`${k}Screen`].description));
    line(`## ${r.title}`);
    line();
    line(
      `Names a screen writes in \`${r.key}\` (an unknown name fails \`schemas:check\` with a suggestion).${REGISTRY_SOURCES[r.kind]}`,
    );
    if (r.kind === 'widgets') {
      line();
      line(FORMAT_DEFAULTS_NOTE);
    }
    line();
    line('| Name | What it does | Example |');
    line('| --- | --- | --- |');
    for (const name of NAMES[r.kind]) {
      const use = regUses.get(`${r.kind}:${name}`);
      let example = use ? `${code(use.value)} — ${use.file}` : `${code(WRITTEN[r.kind](name))} (written)`;
      if (r.kind === 'formatters' && name in FORMAT_SAMPLES)
        example += `; ${code(FORMAT_SAMPLES[name])} → ${code(formatValue(name, FORMAT_SAMPLES[name]))}`;
      line(`| \`${name}\` | ${cell(descs.get(name) ?? '')} | ${cell(example)} |`);
    }
    line();
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** A written example for a property no screen uses yet: a value of its type. */
function writtenExample(p: Schema): unknown {
  const value = p.const ?? (Array.isArray(p.enum) ? p.enum[0] : undefined) ?? p.default;
  if (value !== undefined) return value;
  const t = [p.type].flat()[0];
  if (t === 'boolean') return true;
  if (t === 'integer' || t === 'number') return p.minimum ?? 1;
  if (t === 'array') return Array.isArray(p.items?.enum) ? [p.items.enum[0]] : [];
  if (t === 'object') return {};
  return '…';
}

/** Fresh text and whether the committed file matches it. */
export function checkScreensDoc(root: string): { text: string; stale: boolean } {
  const text = generateScreensDoc(root);
  const file = join(root, DOC_FILE);
  return { text, stale: !existsSync(file) || readFileSync(file, 'utf8') !== text };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(import.meta.dirname, '..');
  const { text, stale } = checkScreensDoc(root);
  if (process.argv.includes('--check')) {
    if (stale) {
      console.error(`desatualizado: ${DOC_FILE}. Rode \`npm run docs:screens\` e inclua o arquivo no commit.`);
      process.exit(1);
    }
    console.log(`docs:screens ok — ${DOC_FILE} em dia.`);
  } else {
    writeFileSync(join(root, DOC_FILE), text);
    console.log(`docs:screens — ${DOC_FILE} escrito.`);
  }
}
