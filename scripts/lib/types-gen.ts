/**
 * Generates TypeScript types from the JSON Schemas with json-schema-to-typescript: the screen
 * document (schemas/screen.schema.json) and, per catalogue file, each endpoint's request and
 * response. Returns file name → content, so `schemas:types` can write it and `--check` can compare
 * it with what is committed (engine/generated/).
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
  const kinds = (screen.allOf as { if: { properties: { kind: { const: string } } }; then: { $ref: string } }[]).map((b) => {
    const k = b.if.properties.kind.const;
    const def = defs[b.then.$ref.split('/').pop()!];
    return {
      title: `${k.charAt(0).toUpperCase()}${k.slice(1)}ScreenDocument`,
      type: 'object',
      additionalProperties: false,
      required: [...(screen.required as string[]), ...((def.required as string[]) ?? [])],
      properties: { ...props, kind: { const: k }, ...(def.properties as Schema) },
    };
  });
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
  const onlyRequired = (list: unknown) => Array.isArray(list) && list.every((x) => x && typeof x === 'object' && Object.keys(x).every((k) => k === 'required'));
  return Object.fromEntries(
    Object.entries(o)
      .filter(([k, v]) => !((k === 'oneOf' || k === 'anyOf') && onlyRequired(v)))
      .map(([k, v]) => [k, forTypes(v)]),
  );
}

export async function generateTypes(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const screen = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')) as Schema;
  out.set('screen.ts', `${BANNER}\n${await compile(screenUnion(screen) as never, 'ScreenDocument', { ...OPTS, cwd: join(root, 'schemas') })}`);
  for (const file of listFiles(join(root, 'schemas/endpoints'), '.json')) {
    const { endpoints } = JSON.parse(readFileSync(file, 'utf8')) as { endpoints: { name: string; request?: Schema; response?: Schema }[] };
    const parts: string[] = [BANNER];
    for (const ep of endpoints) {
      const n = typeName(ep.name);
      parts.push(
        `/** ${ep.name}: request (query or body). */`,
        await compile(clean(ep.request ?? { type: 'object' }, `${n}Request`) as never, `${n}Request`, OPTS),
      );
      parts.push(
        `/** ${ep.name}: one item of \`objeto\`. */`,
        await compile(clean(ep.response ?? { type: 'object' }, `${n}Response`) as never, `${n}Response`, OPTS),
      );
    }
    out.set(`endpoints/${basename(file, '.json')}.ts`, parts.join('\n'));
  }
  return out;
}
