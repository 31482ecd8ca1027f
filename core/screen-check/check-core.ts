/**
 * The checks of `npm run schemas:check`, with no Node API: files come in as names and text
 * readers, the validators are handed in (Node compiles them with ajv at run time; the browser,
 * whose Content-Security-Policy forbids `eval`, uses the ones compiled at build time —
 * scripts/vite/screen-validator.ts). `schemas:check`, `screen:new`, the dev server's overlay
 * (all through scripts/lib/schema-check.ts) and the screen editor (engine/kinds/editor) run this one
 * implementation, so an analyst reads the same message wherever the mistake is caught.
 */
import { jsonErrorMessage, parsePosition } from './json-error.ts';
import type { ErrorObject } from 'ajv';
import { deriveRecursos } from '../derive-recursos.ts';
import { checkDrills, drillTargets } from './drill-check.ts';
import { checkGrants, checkScreenGrants, readPapeis } from './grants-check.ts';
import { checkAreaIcons, checkIcons, type IconNames } from './icon-check.ts';
import { checkListRules } from './list-rules.ts';
import { checkPersonalData } from './personal-data-check.ts';
import { checkResponseRequired } from './response-check.ts';
import { checkScreen, type ScreenDoc } from './screen-check.ts';
import type { Called } from './screen-refs-types.ts';
import type { RegistryNames } from '../registries.ts';
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { isFormatoDataIso } from '../../schemas/data-iso.ts';
import { suggest } from './suggest.ts';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** A file to check: its name as messages show it (relative to the repository) and how to read it. */
export interface Source {
  file: string;
  /** Its text; throws when it cannot be read (reported as invalid JSON of that file). */
  read: () => string;
}

/** An ajv validate function (run-time compiled or standalone). */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A screen known by its meta only (the editor's view of the portal's other screens). */
export interface KnownScreen {
  file: string;
  id: string;
  route: string;
  menuKey: string;
  hidden?: boolean;
  /** Its kind, when known (a dashboard's drill opens a search). */
  kind?: string;
}

export interface CoreInput {
  /** schemas/screen.schema.json (its property names tell real errors from their shadows). */
  screenSchema: { properties: object; $defs?: object };
  validateScreen: Validator;
  /** Validates each catalogue file; without it the catalogue is trusted (the build has checked it). */
  validateCatalogue?: Validator;
  /** Compiles an endpoint's request schema, throwing when it is not a valid schema. */
  compileRequest?: (schema: object) => void;
  endpointFiles: Source[];
  /** The names of widgets, cells, actions, kinds, formatters and status groups a screen may use. */
  registryNames: RegistryNames;
  screenFiles: Source[];
  areasFile: Source;
  papeisFile: Source;
  /** Screens that count for unique ids and routes, tab ids and resources, but are not checked. */
  knownScreens?: KnownScreen[];
  /** Receives advice that does not fail the check (a column showing a raw CPF, date, competence or money value). */
  warnings?: Problem[];
  /** The icons the portal ships; without them a screen's icons are not checked. */
  icons?: IconNames;
}

/** pt-BR message for a meta-schema violation. */
export function ajvMessage(e: ErrorObject): string {
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

function readJson(src: Source, problems: Problem[]): unknown {
  const text = src.read();
  try {
    return JSON.parse(text);
  } catch (err) {
    const english = (err as Error).message;
    problems.push({ file: src.file, pointer: '', message: jsonErrorMessage(english, parsePosition(english, text)) });
    return undefined;
  }
}

/** Runs every check and returns the problems found (empty when all is well). */
export function checkSources(input: CoreInput): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  const { screenSchema, validateScreen, validateCatalogue } = input;
  /** Every top-level property some screen kind declares. */
  const declared = new Set<string>([
    ...Object.keys(screenSchema.properties),
    ...Object.values((screenSchema.$defs ?? {}) as Record<string, { properties?: object }>).flatMap((d) =>
      Object.keys(d.properties ?? {}),
    ),
  ]);

  const endpoints = new Map<string, CatalogueEndpoint>();
  for (const src of input.endpointFiles) {
    const file = src.file;
    const doc = readJson(src, problems) as { endpoints: CatalogueEndpoint[] } | undefined;
    if (doc === undefined) continue;
    if (validateCatalogue && !validateCatalogue(doc)) {
      for (const e of validateCatalogue.errors ?? []) add(file, e.instancePath || '/', ajvMessage(e));
      continue;
    }
    doc.endpoints.forEach((ep, i) => {
      const ptr = `/endpoints/${i}`;
      if (endpoints.has(ep.name))
        add(
          file,
          `${ptr}/name`,
          `endpoint '${ep.name}' já foi declarado em outro lugar do catálogo; escolha outro nome.`,
        );
      endpoints.set(ep.name, ep);
      if (input.compileRequest) {
        try {
          input.compileRequest(ep.request);
        } catch (err) {
          add(file, `${ptr}/request`, `schema de requisição inválido: ${(err as Error).message}`);
        }
      }
      for (const f of (ep as { files?: string[] }).files ?? []) {
        const prop = ep.request.properties?.[f] as { type?: string; format?: string } | undefined;
        if (prop?.type !== 'string' || prop.format !== 'binary')
          add(
            file,
            `${ptr}/files`,
            `o arquivo '${f}' precisa ser declarado em request.properties como {"type": "string", "format": "binary"}.`,
          );
      }
      // A required body date accepts '' by its format (formats accept empty): without a minimum
      // length, an empty date would reach the handler instead of 'Campo obrigatório.'.
      for (const campo of ep.request.required ?? []) {
        const prop = ep.request.properties?.[campo] as { format?: string; minLength?: number } | undefined;
        if (isFormatoDataIso(prop?.format) && !prop?.minLength)
          add(
            file,
            `${ptr}/request/properties/${campo}`,
            `a data obrigatória '${campo}' precisa de "minLength": 1 (o formato aceita vazio).`,
          );
      }
      // Answers with personal data declare it, so the access log records them.
      checkPersonalData(ep, ptr, (pointer, message) => add(file, pointer, message));
      checkResponseRequired(ep, ptr, (pointer, message) => add(file, pointer, message));
      for (const m of ep.path.matchAll(/\{(\w+)\}/g)) {
        if (!ep.request.properties?.[m[1]])
          add(
            file,
            `${ptr}/request/properties`,
            `o parâmetro de caminho '{${m[1]}}' precisa ser declarado em request.properties.`,
          );
      }
    });
  }

  const areaDefs =
    (readJson(input.areasFile, problems) as { areas?: { key: string; icon?: unknown }[] } | undefined)?.areas ?? [];
  const areas = areaDefs.map((a) => a.key);
  if (input.icons)
    checkAreaIcons(areaDefs, input.icons, (pointer, message) => add(input.areasFile.file, pointer, message));
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const k of input.knownScreens ?? []) {
    if (!ids.has(k.id)) ids.set(k.id, k.file);
    if (!routes.has(k.route)) routes.set(k.route, k.file);
  }
  const docs: { doc: ScreenDoc; file: string; called: Called[] }[] = [];
  for (const src of input.screenFiles) {
    const file = src.file;
    const doc = readJson(src, problems) as ScreenDoc | undefined;
    if (doc === undefined) continue;
    if (!validateScreen(doc)) {
      // A failing kind branch makes every property it declares "unevaluated" too; those echoes
      // are dropped while real errors remain, so the analyst sees the cause, not its shadows.
      const errors = (validateScreen.errors ?? []).filter((e) => e.keyword !== 'if');
      const isShadow = (e: ErrorObject) =>
        e.keyword === 'unevaluatedProperties' &&
        e.instancePath === '' &&
        declared.has(String((e.params as Record<string, unknown>).unevaluatedProperty));
      const causes = errors.filter((e) => !isShadow(e));
      for (const e of causes.length > 0 ? causes : errors) add(file, e.instancePath || '/', ajvMessage(e));
      continue;
    }
    const warn = (f: string, pointer: string, message: string) => input.warnings?.push({ file: f, pointer, message });
    const called = checkScreen(doc, file, endpoints, areas, input.registryNames, add, warn);
    checkListRules(doc, endpoints, (pointer, message) => add(file, pointer, message));
    if (input.icons) checkIcons(doc, input.icons, (pointer, message) => add(file, pointer, message));
    docs.push({ doc, file, called });
    if (ids.has(doc.id))
      add(file, '/id', `id '${doc.id}' repete o de ${ids.get(doc.id)}; cada tela precisa de um id único.`);
    else ids.set(doc.id, file);
    if (routes.has(doc.route))
      add(
        file,
        '/route',
        `rota '${doc.route}' repete a de ${routes.get(doc.route)}; cada tela precisa de uma rota única.`,
      );
    else routes.set(doc.route, file);
  }
  // A tabs screen is made of other screens: each id must name one.
  for (const { doc, file } of docs) {
    (doc.kind === 'tabs' ? ((doc.tabs as { screen?: string }[] | undefined) ?? []) : []).forEach((t, i) => {
      if (t.screen !== undefined && !ids.has(t.screen))
        add(file, `/tabs/${i}/screen`, `tela '${t.screen}' não existe. ${suggest(t.screen, [...ids.keys()])}`);
    });
  }
  const targets = drillTargets(
    docs.map((d) => d.doc),
    input.knownScreens ?? [],
  );
  for (const { doc, file } of docs) checkDrills(doc, targets, (pointer, message) => add(file, pointer, message));
  // Roles and grants: the resources the gateway derives (one per menuKey, one per catalogue
  // resource), what papeis.json grants, and who may call what a screen calls.
  const papeisFile = input.papeisFile.file;
  const papeis = readPapeis(input.papeisFile.read, (pointer, message) => add(papeisFile, pointer, message));
  if (papeis) {
    const resources = new Set(
      deriveRecursos(
        [...(input.knownScreens ?? []), ...docs.map((d) => d.doc as ScreenDoc & { menuKey: string })],
        [...endpoints.values()],
      ).map((r) => r.chave),
    );
    checkGrants(papeis, resources, (pointer, message) => add(papeisFile, pointer, message));
    for (const { doc, file, called } of docs)
      checkScreenGrants(doc as ScreenDoc & { menuKey: string }, called, papeis, (pointer, message) =>
        add(file, pointer, message),
      );
  }
  return problems;
}
