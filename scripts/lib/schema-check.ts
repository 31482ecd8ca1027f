/**
 * Validates the screen documents and the endpoint catalogue, and cross-checks the names they use.
 *
 * Used by `npm run schemas:check` (CI) and meant to be reused by the dev server, so an analyst sees
 * the same message wherever the mistake is caught. Every problem names the file, a JSON pointer and
 * what to write instead, in Portuguese.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { FORMATS } from '../../schemas/formats.ts';
import { REGISTRY_NAMES } from '../../engine/registry/names.ts';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

interface Endpoint {
  name: string;
  path: string;
  method: string;
  sortable?: string[];
  request: { properties?: Record<string, unknown> };
  response: { properties?: Record<string, unknown> };
}

interface ScreenDoc {
  id: string;
  kind: string;
  area: string;
  route: string;
  source?: { endpoint: string; sort?: { field: string }; params?: Record<string, string> };
  filters?: { schema: { properties: Record<string, { format?: string }> }; uiSchema?: Record<string, Record<string, unknown>> };
  columns?: { field: string; format?: string; cell?: string }[];
  fields?: { field: string; format?: string }[];
  rowActions?: { action: string; endpoint?: string }[];
  toolbar?: { action: string; endpoint?: string }[];
}

/** Lists files under `dir` (recursively) whose name ends with `suffix`. */
export function listFiles(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, suffix));
    else if (name.endsWith(suffix)) out.push(full);
  }
  return out.sort();
}

/** Edit distance, to suggest the closest known name. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** "Use um destes: a, b" or "Você quis dizer 'x'?" */
export function suggest(value: string, known: readonly string[]): string {
  const best = [...known].sort((x, y) => distance(value, x) - distance(value, y))[0];
  const close = best !== undefined && (distance(value, best) <= Math.max(2, Math.floor(best.length / 3)) || value.startsWith(best) || best.startsWith(value));
  if (close) return `Você quis dizer '${best}'?`;
  return known.length <= 12 ? `Use um destes: ${known.join(', ')}.` : `Veja a lista em ${'engine/registry/names.ts'} ou no catálogo.`;
}

/** pt-BR message for a meta-schema violation. */
function ajvMessage(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': return `falta a propriedade obrigatória '${p.missingProperty}'.`;
    case 'additionalProperties': return `propriedade '${p.additionalProperty}' não é permitida aqui; remova-a ou corrija o nome.`;
    case 'unevaluatedProperties': return `propriedade '${p.unevaluatedProperty}' não é permitida neste tipo de tela; remova-a ou corrija o nome.`;
    case 'enum': return `valor não permitido; use um destes: ${(p.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const': return `o valor deve ser '${String(p.allowedValue)}'.`;
    case 'pattern': return `valor fora do formato esperado (${String(p.pattern)}).`;
    case 'type': return `deve ser do tipo ${String(p.type)}.`;
    case 'minItems': return `informe ao menos ${String(p.limit)} item(ns).`;
    case 'minLength': return `informe ao menos ${String(p.limit)} caractere(s).`;
    default: return e.message ?? 'valor inválido.';
  }
}

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const [name, def] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: def.validate });
  return ajv;
}

function readJson(file: string, root: string, problems: Problem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push({ file: relative(root, file), pointer: '', message: `JSON inválido: ${(err as Error).message}` });
    return undefined;
  }
}

export interface CheckInput {
  /** Repository root; file names in problems are relative to it. */
  root: string;
  screenFiles: string[];
  endpointFiles: string[];
  areasFile: string;
}

/** Runs every check and returns the problems found (empty when all is well). */
export function checkAll(input: CheckInput): Problem[] {
  const { root } = input;
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file: relative(root, file), pointer, message });
  const ajv = newAjv();
  const catalogueSchema = JSON.parse(readFileSync(join(root, 'schemas/endpoint-catalogue.schema.json'), 'utf8'));
  const screenSchema = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8'));
  const validateCatalogue = ajv.compile(catalogueSchema);
  const validateScreen = ajv.compile(screenSchema);
  /** Every top-level property some screen kind declares. */
  const declared = new Set<string>([
    ...Object.keys(screenSchema.properties),
    ...Object.values(screenSchema.$defs as Record<string, { properties?: object }>).flatMap((d) => Object.keys(d.properties ?? {})),
  ]);

  const endpoints = new Map<string, Endpoint>();
  for (const file of input.endpointFiles) {
    const doc = readJson(file, root, problems) as { endpoints: Endpoint[] } | undefined;
    if (doc === undefined) continue;
    if (!validateCatalogue(doc)) {
      for (const e of validateCatalogue.errors ?? []) add(file, e.instancePath || '/', ajvMessage(e));
      continue;
    }
    doc.endpoints.forEach((ep, i) => {
      const ptr = `/endpoints/${i}`;
      if (endpoints.has(ep.name)) add(file, `${ptr}/name`, `endpoint '${ep.name}' já foi declarado em outro lugar do catálogo; escolha outro nome.`);
      endpoints.set(ep.name, ep);
      try {
        ajv.compile(ep.request);
      } catch (err) {
        add(file, `${ptr}/request`, `schema de requisição inválido: ${(err as Error).message}`);
      }
      for (const m of ep.path.matchAll(/\{(\w+)\}/g)) {
        if (!ep.request.properties?.[m[1]]) add(file, `${ptr}/request/properties`, `o parâmetro de caminho '{${m[1]}}' precisa ser declarado em request.properties.`);
      }
    });
  }

  const areas = ((readJson(input.areasFile, root, problems) as { areas?: { key: string }[] } | undefined)?.areas ?? []).map((a) => a.key);
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const file of input.screenFiles) {
    const doc = readJson(file, root, problems) as ScreenDoc | undefined;
    if (doc === undefined) continue;
    if (!validateScreen(doc)) {
      // A failing kind branch makes every property it declares "unevaluated" too; those echoes
      // are dropped while real errors remain, so the analyst sees the cause, not its shadows.
      const errors = (validateScreen.errors ?? []).filter((e) => e.keyword !== 'if');
      const isShadow = (e: ErrorObject) =>
        e.keyword === 'unevaluatedProperties' && e.instancePath === '' && declared.has(String((e.params as Record<string, unknown>).unevaluatedProperty));
      const causes = errors.filter((e) => !isShadow(e));
      for (const e of causes.length > 0 ? causes : errors) add(file, e.instancePath || '/', ajvMessage(e));
      continue;
    }
    checkScreen(doc, file, endpoints, areas, add);
    const rel = relative(root, file);
    if (ids.has(doc.id)) add(file, '/id', `id '${doc.id}' repete o de ${ids.get(doc.id)}; cada tela precisa de um id único.`);
    else ids.set(doc.id, rel);
    if (routes.has(doc.route)) add(file, '/route', `rota '${doc.route}' repete a de ${routes.get(doc.route)}; cada tela precisa de uma rota única.`);
    else routes.set(doc.route, rel);
  }
  return problems;
}

type Add = (file: string, pointer: string, message: string) => void;

function checkName(kind: keyof typeof REGISTRY_NAMES, label: string, value: string | undefined, file: string, pointer: string, add: Add) {
  if (value === undefined) return;
  const known: readonly string[] = REGISTRY_NAMES[kind];
  if (!known.includes(value)) add(file, pointer, `${label} '${value}' não existe. ${suggest(value, known)}`);
}

function checkScreen(doc: ScreenDoc, file: string, endpoints: Map<string, Endpoint>, areas: string[], add: Add) {
  checkName('screenKinds', 'tipo de tela', doc.kind, file, '/kind', add);
  if (!areas.includes(doc.area)) add(file, '/area', `área '${doc.area}' não existe em screens/areas.json. ${suggest(doc.area, areas)}`);
  const routeParams = [...doc.route.matchAll(/:(\w+)/g)].map((m) => m[1]);

  const endpointRef = (name: string | undefined, pointer: string): Endpoint | undefined => {
    if (name === undefined) return undefined;
    const ep = endpoints.get(name);
    if (!ep) add(file, pointer, `endpoint '${name}' não existe no catálogo (schemas/endpoints). ${suggest(name, [...endpoints.keys()])}`);
    return ep;
  };
  const ep = endpointRef(doc.source?.endpoint, '/source/endpoint');
  const responseFields = Object.keys(ep?.response.properties ?? {});
  const requestFields = Object.keys(ep?.request.properties ?? {});

  for (const [param, value] of Object.entries(doc.source?.params ?? {})) {
    if (ep && !requestFields.includes(param)) add(file, `/source/params/${param}`, `o endpoint '${ep.name}' não aceita o parâmetro '${param}'. ${suggest(param, requestFields)}`);
    if (value.startsWith(':') && !routeParams.includes(value.slice(1))) add(file, `/source/params/${param}`, `a rota '${doc.route}' não tem o parâmetro '${value}'.`);
  }
  if (doc.source?.sort && ep) {
    const sortable = ep.sortable ?? [];
    if (!sortable.includes(doc.source.sort.field)) add(file, '/source/sort/field', `o endpoint '${ep.name}' não ordena por '${doc.source.sort.field}'. ${suggest(doc.source.sort.field, sortable)}`);
  }
  for (const [name, prop] of Object.entries(doc.filters?.schema.properties ?? {})) {
    if (ep && !requestFields.includes(name)) add(file, `/filters/schema/properties/${name}`, `o filtro '${name}' não é aceito pelo endpoint '${ep.name}'. ${suggest(name, requestFields)}`);
    if (prop.format !== undefined && !(prop.format in FORMATS) && !['date', 'email'].includes(prop.format)) add(file, `/filters/schema/properties/${name}/format`, `formato '${prop.format}' não existe. ${suggest(prop.format, Object.keys(FORMATS))}`);
  }
  for (const [name, ui] of Object.entries(doc.filters?.uiSchema ?? {})) {
    checkName('widgets', 'widget', ui['ui:widget'] as string | undefined, file, `/filters/uiSchema/${name}/ui:widget`, add);
    if (!(name in (doc.filters?.schema.properties ?? {})) && !name.startsWith('ui:')) add(file, `/filters/uiSchema/${name}`, `uiSchema descreve '${name}', que não é um filtro declarado em filters.schema.properties.`);
  }
  doc.columns?.forEach((col, i) => {
    if (ep && !responseFields.includes(col.field)) add(file, `/columns/${i}/field`, `a coluna '${col.field}' não existe na resposta de '${ep.name}'. ${suggest(col.field, responseFields)}`);
    checkName('formatters', 'formato', col.format, file, `/columns/${i}/format`, add);
    checkName('cells', 'célula', col.cell, file, `/columns/${i}/cell`, add);
  });
  doc.fields?.forEach((f, i) => {
    if (ep && !responseFields.includes(f.field)) add(file, `/fields/${i}/field`, `o campo '${f.field}' não existe na resposta de '${ep.name}'. ${suggest(f.field, responseFields)}`);
    checkName('formatters', 'formato', f.format, file, `/fields/${i}/format`, add);
  });
  for (const list of ['rowActions', 'toolbar'] as const) {
    doc[list]?.forEach((a, i) => {
      checkName('actions', 'ação', a.action, file, `/${list}/${i}/action`, add);
      endpointRef(a.endpoint, `/${list}/${i}/endpoint`);
    });
  }
}
