/**
 * Request validation from the endpoint catalogue: the endpoint's `request` schema plus the paging
 * keys the gateway adds, compiled once per endpoint with the shared formats of
 * `schemas/formats.ts`, so the server accepts exactly what the screen accepts. Errors become
 * `listaCriticas` entries with the shared pt-BR messages.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { FORMATS, KEYWORDS, keywordMessage } from '../../schemas/formats.ts';
import type { Critica } from './envelope.ts';

// ajv-formats is CommonJS; under ESM its default export may be nested.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

export type Paging = 'none' | 'zero-based' | 'one-based' | 'time-counting';

export interface RequestSpec {
  request?: Record<string, unknown>;
  paging: Paging;
  sortable?: string[];
}

/** Names of the paging keys in each paging style. */
export function pagingKeys(paging: Paging) {
  return paging === 'time-counting'
    ? { page: 'pagina', size: 'tamanhoPagina', sort: 'campoOrdenacao', order: 'tipoOrdenacaoAscDesc' }
    : { page: 'page', size: 'size', sort: 'sort', order: 'order' };
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
  return ajv;
}

/** The request schema with the paging keys added (they need not be declared in the catalogue). */
export function withPaging(spec: RequestSpec): Record<string, unknown> {
  const schema = structuredClone(spec.request ?? { type: 'object', additionalProperties: false, properties: {} }) as {
    properties?: Record<string, unknown>;
  } & Record<string, unknown>;
  if (spec.paging === 'none') return schema;
  const k = pagingKeys(spec.paging);
  const first = spec.paging === 'zero-based' ? 0 : 1;
  // Spec §9: size 10 for most searches, 5 for detail tables and the time-counting area; an
  // endpoint says so by declaring `size` with its default in the catalogue.
  const declared = (schema.properties?.[k.size] as { default?: number } | undefined)?.default;
  const defaultSize = declared ?? (spec.paging === 'time-counting' ? 5 : 10);
  schema.properties = {
    ...schema.properties,
    [k.page]: { type: 'integer', minimum: first, default: first },
    [k.size]: { type: 'integer', minimum: 1, maximum: 100, default: defaultSize },
    [k.sort]: spec.sortable?.length ? { type: 'string', enum: spec.sortable } : { type: 'string', enum: [] },
    // One order per sorted field, joined by '~' like the sort ('dataInicio~dataFim' / 'DESC~DESC').
    [k.order]: { type: 'string', pattern: '^(ASC|DESC)(~(ASC|DESC))*$', default: 'ASC' },
  };
  return schema;
}

export function compileRequest(ajv: Ajv, spec: RequestSpec): ValidateFunction {
  return ajv.compile(withPaging(spec));
}

/** One critique per field (the first broken rule of each), with the shared messages. */
export function toCriticas(errors: ErrorObject[] | null | undefined): Critica[] {
  const seen = new Map<string, string>();
  for (const e of errors ?? []) {
    const p = e.params as Record<string, unknown>;
    const campo =
      e.keyword === 'required'
        ? String(p.missingProperty)
        : e.keyword === 'additionalProperties'
          ? String(p.additionalProperty)
          : e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(requisição)';
    if (seen.has(campo)) continue;
    const params = e.keyword === 'format' ? { ...p, value: e.data } : p;
    seen.set(campo, keywordMessage(e.keyword, params));
  }
  return [...seen].map(([campo, mensagem]) => ({ campo, mensagem }));
}
