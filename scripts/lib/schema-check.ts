/**
 * Validates the screen documents and the endpoint catalogue, and cross-checks the names they use.
 *
 * Used by `npm run schemas:check` (CI) and meant to be reused by the dev server, so an analyst sees
 * the same message wherever the mistake is caught. Every problem names the file, a JSON pointer and
 * what to write instead, in Portuguese.
 */
import { readFileSync } from 'node:fs';
import { listFiles } from '../../gateway/lib/list-files.ts';
import { join, relative } from 'node:path';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { FORMATS, KEYWORDS } from '../../schemas/formats.ts';
import { deriveRecursos } from '../../gateway/screens.ts';
import { checkGrants, checkScreenGrants, readPapeis } from './grants-check.ts';
import { checkScreen, type ScreenDoc } from './screen-check.ts';
import type { Called, Endpoint } from './screen-refs.ts';
import { suggest } from './suggest.ts';

export { suggest };

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** Shared with the gateway, which reads the same screen documents. */
export { listFiles };

/** pt-BR message for a meta-schema violation. */
function ajvMessage(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `falta a propriedade obrigatória '${p.missingProperty}'.`;
    case 'additionalProperties':
      return `propriedade '${p.additionalProperty}' não é permitida aqui; remova-a ou corrija o nome.`;
    case 'unevaluatedProperties':
      return `propriedade '${p.unevaluatedProperty}' não é permitida neste tipo de tela; remova-a ou corrija o nome.`;
    case 'enum':
      return `valor não permitido; use um destes: ${(p.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `o valor deve ser '${String(p.allowedValue)}'.`;
    case 'pattern':
      return `valor fora do formato esperado (${String(p.pattern)}).`;
    case 'type':
      return `deve ser do tipo ${String(p.type)}.`;
    case 'minItems':
      return `informe ao menos ${String(p.limit)} item(ns).`;
    case 'minLength':
      return `informe ao menos ${String(p.limit)} caractere(s).`;
    default:
      return e.message ?? 'valor inválido.';
  }
}

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const [name, def] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: def.validate });
  for (const k of KEYWORDS) ajv.addKeyword(k);
  // An uploaded file of a multipart endpoint (`files`); checked by the gateway, not by a pattern.
  ajv.addFormat('binary', true);
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
  /** Roles and grants; default `screens/papeis.json` under root. */
  papeisFile?: string;
  /** Receives advice that does not fail the check (a column showing a raw CPF, date, competence or money value). */
  warnings?: Problem[];
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
      for (const f of (ep as { files?: string[] }).files ?? []) {
        const prop = ep.request.properties?.[f] as { type?: string; format?: string } | undefined;
        if (prop?.type !== 'string' || prop.format !== 'binary')
          add(file, `${ptr}/files`, `o arquivo '${f}' precisa ser declarado em request.properties como {"type": "string", "format": "binary"}.`);
      }
      for (const m of ep.path.matchAll(/\{(\w+)\}/g)) {
        if (!ep.request.properties?.[m[1]])
          add(file, `${ptr}/request/properties`, `o parâmetro de caminho '{${m[1]}}' precisa ser declarado em request.properties.`);
      }
    });
  }

  const areas = ((readJson(input.areasFile, root, problems) as { areas?: { key: string }[] } | undefined)?.areas ?? []).map((a) => a.key);
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  const docs: { doc: ScreenDoc; file: string; called: Called[] }[] = [];
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
    const warn = (f: string, pointer: string, message: string) => input.warnings?.push({ file: relative(root, f), pointer, message });
    const called = checkScreen(doc, file, endpoints, areas, add, warn);
    docs.push({ doc, file, called });
    const rel = relative(root, file);
    if (ids.has(doc.id)) add(file, '/id', `id '${doc.id}' repete o de ${ids.get(doc.id)}; cada tela precisa de um id único.`);
    else ids.set(doc.id, rel);
    if (routes.has(doc.route)) add(file, '/route', `rota '${doc.route}' repete a de ${routes.get(doc.route)}; cada tela precisa de uma rota única.`);
    else routes.set(doc.route, rel);
  }
  // A tabs screen is made of other screens: each id must name one.
  for (const { doc, file } of docs) {
    (doc.kind === 'tabs' ? ((doc.tabs as { screen?: string }[] | undefined) ?? []) : []).forEach((t, i) => {
      if (t.screen !== undefined && !ids.has(t.screen)) add(file, `/tabs/${i}/screen`, `tela '${t.screen}' não existe. ${suggest(t.screen, [...ids.keys()])}`);
    });
  }
  // Roles and grants: the resources the gateway derives (one per menuKey, one per catalogue
  // resource), what papeis.json grants, and who may call what a screen calls.
  const papeisFile = input.papeisFile ?? join(root, 'screens/papeis.json');
  const papeis = readPapeis(papeisFile, (pointer, message) => add(papeisFile, pointer, message));
  if (papeis) {
    const resources = new Set(
      deriveRecursos(
        docs.map((d) => d.doc as ScreenDoc & { menuKey: string }),
        [...endpoints.values()],
      ).map((r) => r.chave),
    );
    checkGrants(papeis, resources, (pointer, message) => add(papeisFile, pointer, message));
    for (const { doc, file, called } of docs)
      checkScreenGrants(doc as ScreenDoc & { menuKey: string }, called, papeis, (pointer, message) => add(file, pointer, message));
  }
  return problems;
}
