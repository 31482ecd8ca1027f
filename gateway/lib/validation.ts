/**
 * Request validation from the endpoint catalogue: the endpoint's `request` schema plus the paging
 * keys the gateway adds, compiled once per endpoint with the shared formats of
 * `schemas/formats.ts`, so the server accepts exactly what the screen accepts. Errors become
 * `listaCriticas` entries with the shared pt-BR messages.
 *
 * Every input is bounded here, centrally, whatever the catalogue forgot to say: the page
 * is an integer from the first page to MAX_PAGE, the size one of the sizes the portal offers
 * (TAMANHOS_PAGINA, plus the endpoint's own default), an integer without an
 * explicit range stays within PostgreSQL's `integer` (32 bits), and no text carries a control
 * character (free text may have tab and line breaks) — a NUL would otherwise reach the database
 * and come back as a 500. See `harden`.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { FORMATS, KEYWORDS, keywordMessage } from '../../schemas/formats.ts';
import { pagingKeys, type Paging } from '../../core/paging.ts';
import type { Critica } from './envelope.ts';

// ajv-formats is CommonJS; under ESM its default export may be nested.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

// Pure, so the screen editor's search built from an endpoint leaves out the same keys.
export { pagingKeys, type Paging };

export interface RequestSpec {
  request?: Record<string, unknown>;
  paging: Paging;
  sortable?: string[];
}

/** Highest page a paged endpoint accepts (100,000 pages of 100 rows is far past any real list). */
export const MAX_PAGE = 100_000;
/**
 * The page sizes the portal offers — the only ones a paged endpoint accepts: the table
 * footer's (spec §9: 5, 10, 15, 20; engine/kinds/search/useSearchScreen.ts PAGE_SIZES), the
 * screens' own (`pageSize` 60 of 'Meus relatórios'; schemas/screen.schema.json allows no other) and
 * the option lists' and charts' 100 (engine/form/useOptions.ts, engine/kinds/dashboard/ChartPanel.tsx).
 * An endpoint's declared default size (catalogue `size.default`) is accepted too.
 */
export const TAMANHOS_PAGINA = [5, 10, 15, 20, 60, 100] as const;
/** Largest page size. */
export const MAX_SIZE = 100;
/** Range of PostgreSQL's `integer`: an integer property without its own range stays within it. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

export const MSG_CONTROLE = 'Caractere de controle não permitido.';
/** The keyword `harden` adds: 'linha' (no control character), 'texto' (tab, CR and LF allowed), 'profundo' (any string inside). */
export const KEYWORD_CONTROLE = 'semControle';
type ModoControle = 'linha' | 'texto' | 'profundo';
/**
 * The keyword `harden` adds beside every `minLength` above 1: the catalogue's minimum counts the
 * text as it is kept and read — trimmed, each run of spaces one space — so ten spaces are not a
 * reason of ten characters. One rule and one message ('Informe ao menos N caracteres.') for every
 * write, instead of a check per handler.
 */
export const KEYWORD_APARADO = 'minLengthAparado';
/** The text whose length `minLength` means: trimmed, runs of white space as one space. */
export const textoAparado = (value: string): string => value.trim().replace(/\s+/g, ' ');
/** The keyword `harden` adds to a record id sent as text (`id`, `idRelatorio`…: digits of an integer column). */
export const KEYWORD_INT32 = 'idInteiro32';
const ID_TEXTO = /^id([A-Z]|$)/;

// eslint-disable-next-line no-control-regex
const CONTROLE_LINHA = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROLE_TEXTO = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when `value` has a control character not allowed in its kind of text. */
export function temControle(value: string, texto = false): boolean {
  return (texto ? CONTROLE_TEXTO : CONTROLE_LINHA).test(value);
}

/** True when any string (or key) anywhere inside `value` has a control character. */
function temControleProfundo(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return temControle(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => temControleProfundo(v, depth + 1));
  return Object.entries(value).some(([k, v]) => temControle(k) || temControleProfundo(v, depth + 1));
}

/**
 * Critiques for values that arrive outside the catalogue router (security service, identity
 * provider, logout): each must be absent or one string without control characters.
 */
export function criticasTexto(campos: Record<string, unknown>): Critica[] {
  const out: Critica[] = [];
  for (const [campo, v] of Object.entries(campos)) {
    if (v === undefined) continue;
    if (typeof v !== 'string') out.push({ campo, mensagem: 'Tipo de valor inválido.' });
    else if (temControle(v)) out.push({ campo, mensagem: MSG_CONTROLE });
  }
  return out;
}

export function createAjv(): Ajv {
  // verbose: errors carry the failing value (e.data), which value-dependent messages need (competência: month or year).
  const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false, verbose: true });
  addFormats(ajv);
  for (const [name, def] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: def.validate });
  for (const k of KEYWORDS) ajv.addKeyword(k);
  // Uploaded files (`files` of the catalogue) are declared as format 'binary'; the router checks
  // them apart (lib/upload.ts), so the format itself accepts anything.
  ajv.addFormat('binary', true);
  const semControle = (modo: ModoControle, data: unknown): boolean =>
    modo === 'profundo' ? !temControleProfundo(data) : typeof data !== 'string' || !temControle(data, modo === 'texto');
  ajv.addKeyword({ keyword: KEYWORD_CONTROLE, schemaType: 'string', errors: false, validate: semControle });
  ajv.addKeyword({
    keyword: KEYWORD_APARADO,
    schemaType: 'number',
    errors: false,
    validate: (min: number, data: unknown) => typeof data !== 'string' || textoAparado(data).length >= min,
  });
  ajv.addKeyword({
    keyword: KEYWORD_INT32,
    schemaType: 'boolean',
    errors: false,
    validate: (_on: boolean, data: unknown) =>
      typeof data !== 'string' || !/^\d+$/.test(data) || Number(data) <= INT32_MAX,
  });
  return ajv;
}

/** The request schema with the paging keys added (they need not be declared in the catalogue). */
export function withPaging(spec: RequestSpec): Record<string, unknown> {
  const schema = structuredClone(spec.request ?? { type: 'object', additionalProperties: false, properties: {} }) as {
    properties?: Record<string, unknown>;
  } & Record<string, unknown>;
  if (spec.paging === 'none') return schema;
  const k = pagingKeys(spec.paging);
  // Time-counting lists are zero-based like the rest (spec: 'default to page 0, size 5').
  const first = spec.paging === 'one-based' ? 1 : 0;
  // Spec §9: size 10 for most searches, 5 for detail tables and the time-counting area; an
  // endpoint says so by declaring `size` with its default in the catalogue.
  const declared = (schema.properties?.[k.size] as { default?: number } | undefined)?.default;
  const defaultSize = declared ?? (spec.paging === 'time-counting' ? 5 : 10);
  schema.properties = {
    ...schema.properties,
    [k.page]: { type: 'integer', minimum: first, maximum: MAX_PAGE, default: first },
    [k.size]: {
      type: 'integer',
      enum: [...new Set<number>([...TAMANHOS_PAGINA, defaultSize])].sort((a, b) => a - b),
      default: defaultSize,
    },
    // Nothing sortable: any sort is refused (an empty enum is not a valid JSON Schema).
    [k.sort]: spec.sortable?.length ? { type: 'string', enum: spec.sortable } : { type: 'string', not: {} },
    // One order per sorted field, joined by '~' like the sort ('dataInicio~dataFim' / 'DESC~DESC').
    [k.order]: { type: 'string', pattern: '^(ASC|DESC)(~(ASC|DESC))*$', default: 'ASC' },
  };
  return schema;
}

type Node = Record<string, unknown>;

const typesOf = (n: Node): string[] =>
  Array.isArray(n.type) ? (n.type as string[]) : typeof n.type === 'string' ? [n.type] : [];

/**
 * The schema with the bounds the catalogue leaves implicit, on every node (properties, items,
 * combinators): integers within 32 bits, finite numbers, and the control-character check on every
 * node that may hold text — free text (no pattern, format or enum, and long or unbounded) keeps
 * tab and line breaks; a node whose content is not described (untyped, or an object without
 * properties, like an export's `filtros`) is scanned whole.
 */
export function harden<T>(schema: T): T {
  const visit = (n: unknown): void => {
    if (!n || typeof n !== 'object' || Array.isArray(n)) return;
    const node = n as Node;
    const t = typesOf(node);
    if (t.includes('integer')) {
      node.maximum ??= INT32_MAX;
      node.minimum ??= INT32_MIN;
    } else if (t.includes('number')) {
      node.maximum ??= Number.MAX_SAFE_INTEGER;
      node.minimum ??= -Number.MAX_SAFE_INTEGER;
    }
    const described =
      node.properties !== undefined ||
      node.items !== undefined ||
      node.anyOf !== undefined ||
      node.oneOf !== undefined ||
      node.allOf !== undefined;
    if (t.includes('string')) {
      const livre =
        node.pattern === undefined && node.format === undefined && node.enum === undefined && node.const === undefined;
      const longo = typeof node.maxLength !== 'number' || node.maxLength > 200;
      node[KEYWORD_CONTROLE] = livre && longo ? 'texto' : 'linha';
      if (typeof node.minLength === 'number' && node.minLength > 1) node[KEYWORD_APARADO] = node.minLength;
    } else if (
      (t.length === 0 || t.includes('object')) &&
      !described &&
      node.enum === undefined &&
      node.const === undefined
    ) {
      node[KEYWORD_CONTROLE] = 'profundo';
    }
    // A record id sent as digits in text (the catalogue says `format: digitos`) is still the
    // number of an integer column: beyond 32 bits it is refused here, not by the database.
    for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
      const c = child as Node | undefined;
      if (c && ID_TEXTO.test(name) && typesOf(c).includes('string') && c.format === 'digitos') c[KEYWORD_INT32] = true;
    }
    for (const key of ['properties', 'patternProperties', 'definitions', '$defs']) {
      const m = node[key];
      if (m && typeof m === 'object') for (const child of Object.values(m)) visit(child);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']) visit(node[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
      if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(visit);
  };
  const copy = structuredClone(schema);
  visit(copy);
  return copy;
}

export function compileRequest(ajv: Ajv, spec: RequestSpec): ValidateFunction {
  return ajv.compile(harden(withPaging(spec)));
}

/** 'Tamanho de página não oferecido: use 5, 10, 15, 20, 60 ou 100.' */
export function msgTamanhoPagina(tamanhos: readonly number[]): string {
  return `Tamanho de página não oferecido: use ${tamanhos.slice(0, -1).join(', ')} ou ${tamanhos[tamanhos.length - 1]}.`;
}

/** One critique per field (the first broken rule of each), with the shared messages. */
export function toCriticas(errors: ErrorObject[] | null | undefined): Critica[] {
  const seen = new Map<string, string>();
  for (const e of errors ?? []) {
    // A conditional rule's own error ("must match then") adds nothing: the field its `then` names has one.
    if (e.keyword === 'if') continue;
    const p = e.params as Record<string, unknown>;
    const campo =
      e.keyword === 'required'
        ? String(p.missingProperty)
        : e.keyword === 'additionalProperties'
          ? String(p.additionalProperty)
          : e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(requisição)';
    if (seen.has(campo)) continue;
    if (e.keyword === KEYWORD_CONTROLE || e.keyword === KEYWORD_INT32) {
      seen.set(campo, e.keyword === KEYWORD_CONTROLE ? MSG_CONTROLE : `O valor máximo é ${INT32_MAX}.`);
      continue;
    }
    if (e.keyword === KEYWORD_APARADO) {
      seen.set(campo, keywordMessage('minLength', { limit: e.schema }));
      continue;
    }
    if (e.keyword === 'enum' && (campo === 'size' || campo === 'tamanhoPagina')) {
      seen.set(campo, msgTamanhoPagina(p.allowedValues as number[]));
      continue;
    }
    const params = e.keyword === 'format' ? { ...p, value: e.data } : p;
    seen.set(campo, keywordMessage(e.keyword, params));
  }
  return [...seen].map(([campo, mensagem]) => ({ campo, mensagem }));
}
