/**
 * Generates TypeScript types from the JSON Schemas with json-schema-to-typescript: the screen
 * document (schemas/screen.schema.json), the catalogue entry (schemas/endpoint-catalogue.schema.json)
 * and, per catalogue file, each endpoint's request and record, plus the map of every endpoint name
 * to them (core/generated/endpoints.ts). Returns file name → content, so `schemas:types` can write it and `--check` can compare
 * it with what is committed (engine/generated/, core/generated/).
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compile, type Options } from 'json-schema-to-typescript';
import { listFiles } from './schema-check.ts';

const BANNER = '/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */';
const OPTS: Partial<Options> = {
  bannerComment: '',
  additionalProperties: false,
  strictIndexSignatures: false,
  unknownAny: true,
  format: true,
  style: { singleQuote: true, printWidth: 120 },
};

/** 'admissoes.listaServidores' → 'AdmissoesListaServidores'. */
export const typeName = (endpoint: string): string =>
  endpoint
    .split(/[^A-Za-z0-9]+/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

type Schema = Record<string, unknown>;

/** Drops keys that only the engine reads ($id and the $schema pointer) so names stay stable. */
function clean(schema: Schema, title: string): Schema {
  const { $id: _id, $schema: _s, ...rest } = schema;
  return { ...rest, title };
}

/**
 * The meta-schema picks a kind's parts with if/then, which json-schema-to-typescript ignores; for
 * the types it is rewritten as a union of one closed object per kind (discriminated by `kind`).
 */
export function screenUnion(screen: Schema): Schema {
  const props = screen.properties as Record<string, Schema>;
  const defs = forTypes(screen.$defs) as Record<string, Schema>;
  const kinds = (screen.allOf as { if: { properties: { kind: { const: string } } }; then: { $ref: string } }[]).map(
    (b) => {
      const k = b.if.properties.kind.const;
      const def = defs[b.then.$ref.split('/').pop()!];
      return {
        title: `${k.charAt(0).toUpperCase()}${k.slice(1)}ScreenDocument`,
        type: 'object',
        additionalProperties: false,
        required: [...(screen.required as string[]), ...((def.required as string[]) ?? [])],
        properties: { ...props, kind: { const: k }, ...(def.properties as Schema) },
      };
    },
  );
  return { title: 'ScreenDocument', description: screen.description, oneOf: kinds, $defs: defs };
}

/**
 * The meta-schema as json-schema-to-typescript should read it, so each definition is ONE named type
 * the engine can use directly (engine/screens/types.ts): a `$ref` with a sibling `description`
 * would become a second copy of the type (`Source1`, `RowRule1`), so the siblings are dropped;
 * `oneOf`/`anyOf` of bare `required` lists (a section has fields or a table) would become an
 * intersection of index signatures, so they are dropped too — the schema checker still enforces them.
 */
export function forTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forTypes);
  if (!node || typeof node !== 'object') return node;
  const o = node as Schema;
  if (typeof o.$ref === 'string') return { $ref: o.$ref };
  const onlyRequired = (list: unknown) =>
    Array.isArray(list) &&
    list.every((x) => x && typeof x === 'object' && Object.keys(x).every((k) => k === 'required'));
  return Object.fromEntries(
    Object.entries(o)
      .filter(([k, v]) => !((k === 'oneOf' || k === 'anyOf') && onlyRequired(v)))
      .map(([k, v]) => [k, forTypes(v)]),
  );
}

/** Folders the generator owns (every .ts file in them comes from it). */
export const GENERATED_DIRS = ['engine/generated', 'core/generated'];

interface CatalogueEntry {
  name: string;
  answer: string;
  files?: string[];
  request?: Schema;
  response?: Schema;
}

/**
 * The request as a handler receives it: an uploaded file's property is not the catalogue's binary
 * string but the checked file the router puts there (gateway/lib/upload.ts), so it is `unknown`
 * to the type and checked where it is read.
 */
function requestForTypes(ep: CatalogueEntry): Schema {
  const request = ep.request ?? { type: 'object' };
  const props = request.properties as Record<string, Schema> | undefined;
  if (!ep.files?.length || !props) return request;
  const files = Object.fromEntries(ep.files.map((f) => [f, { tsType: 'unknown', description: props[f]?.description }]));
  return { ...request, properties: { ...props, ...files } };
}

/** The catalogue entry type itself, from the meta-schema's item, so no side writes it by hand. */
async function catalogueEntryType(root: string): Promise<string> {
  const meta = JSON.parse(readFileSync(join(root, 'schemas/endpoint-catalogue.schema.json'), 'utf8')) as Schema;
  const item = (meta.properties as { endpoints: { items: Schema } }).endpoints.items;
  const { allOf: _rules, ...entry } = item;
  const entryTs = await compile({ ...entry, title: 'CatalogueEndpoint' } as never, 'CatalogueEndpoint', OPTS);
  const file = await compile(
    {
      title: 'CatalogueFile',
      type: 'object',
      required: ['endpoints'],
      additionalProperties: false,
      properties: { $schema: { type: 'string' }, endpoints: { type: 'array', items: { tsType: 'CatalogueEndpoint' } } },
    } as never,
    'CatalogueFile',
    OPTS,
  );
  return `${BANNER}\n/** One endpoint of the catalogue (schemas/endpoint-catalogue.schema.json). */\n${entryTs}\n${file}`;
}

/**
 * `Endpoints`: every catalogue name → its request, its record (one item of \`objeto\`) and its answer
 * kind — what core/endpoint-types.ts turns into the typed handler and the typed call.
 */
function endpointMap(files: { module: string; alias: string; endpoints: CatalogueEntry[] }[]): string {
  const imports = files.map((f) => `import type * as ${f.alias} from './endpoints/${f.module}.ts';`);
  const entries = files.flatMap((f) =>
    f.endpoints.map((ep) => {
      const n = typeName(ep.name);
      return `  '${ep.name}': { request: ${f.alias}.${n}Request; record: ${f.alias}.${n}Response; answer: '${ep.answer}' };`;
    }),
  );
  return [
    BANNER,
    ...imports,
    '',
    'export interface Endpoints {',
    ...entries,
    '}',
    '',
    'export type EndpointName = keyof Endpoints;',
    '',
  ].join('\n');
}

/** Repository-relative path → content of every generated file. */
export async function generateTypes(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const screen = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')) as Schema;
  out.set(
    'engine/generated/screen.ts',
    `${BANNER}\n${await compile(screenUnion(screen) as never, 'ScreenDocument', { ...OPTS, cwd: join(root, 'schemas') })}`,
  );
  out.set('core/generated/catalogue.ts', await catalogueEntryType(root));
  const files: { module: string; alias: string; endpoints: CatalogueEntry[] }[] = [];
  for (const file of listFiles(join(root, 'schemas/endpoints'), '.json')) {
    const { endpoints } = JSON.parse(readFileSync(file, 'utf8')) as { endpoints: CatalogueEntry[] };
    const module = basename(file, '.json');
    files.push({ module, alias: typeName(module), endpoints });
    const parts: string[] = [BANNER];
    for (const ep of endpoints) {
      const n = typeName(ep.name);
      parts.push(
        `/** ${ep.name}: request (query or body, with path parameters). */`,
        await compile(clean(requestForTypes(ep), `${n}Request`) as never, `${n}Request`, OPTS),
      );
      parts.push(
        `/** ${ep.name}: one record of \`objeto\` (answer: ${ep.answer}). */`,
        await compile(clean(ep.response ?? { type: 'object' }, `${n}Response`) as never, `${n}Response`, OPTS),
      );
    }
    out.set(`core/generated/endpoints/${module}.ts`, parts.join('\n'));
  }
  out.set('core/generated/endpoints.ts', endpointMap(files));
  return out;
}
