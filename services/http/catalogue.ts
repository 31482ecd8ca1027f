/**
 * The endpoint catalogue (`schemas/endpoints/*.json`) bundled into the portal. Screens name
 * endpoints, never URLs; this module answers "which service, method, path and paging style".
 */
import type { DestinoTag } from '../config.ts';
import type { Paging } from './params.ts';

export interface EndpointDef {
  name: string;
  description?: string;
  /** Absent means the default exam service. */
  destino?: DestinoTag;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  paging: Paging;
  resource: string;
  sortable?: string[];
  /** The answer is a file (content-disposition), not an envelope. */
  binary?: boolean;
  /** Request properties that are uploaded files: the call is sent as multipart/form-data. */
  files?: string[];
  /** POST/PUT: request properties sent in the query string instead of the body. */
  query?: string[];
  /** Request properties filled from the session: the selected unit's code or the user's CPF. */
  session?: Record<string, 'unidade' | 'cpf'>;
  request?: { properties?: Record<string, unknown>; required?: string[] };
  response?: { properties?: Record<string, unknown> };
}

interface CatalogueFile {
  endpoints: EndpointDef[];
}

const files = import.meta.glob<CatalogueFile>('../../schemas/endpoints/*.json', { eager: true, import: 'default' });

/** Every endpoint by name. Built from the files above, or from a list given by a test. */
export function buildCatalogue(defs: Iterable<EndpointDef>): Map<string, EndpointDef> {
  const map = new Map<string, EndpointDef>();
  for (const def of defs) map.set(def.name, def);
  return map;
}

export const CATALOGUE: Map<string, EndpointDef> = buildCatalogue(Object.values(files).flatMap((f) => f.endpoints));

export class UnknownEndpointError extends Error {
  constructor(name: string) {
    super(`Endpoint desconhecido no catálogo: '${name}'.`);
    this.name = 'UnknownEndpointError';
  }
}

export function getEndpoint(name: string, catalogue: Map<string, EndpointDef> = CATALOGUE): EndpointDef {
  const def = catalogue.get(name);
  if (!def) throw new UnknownEndpointError(name);
  return def;
}

/**
 * Replaces `{name}` segments with the (URI-encoded) parameter and returns the parameters that were
 * not used, which go to the query string or body. A missing path parameter is an error: sending
 * `/dadosPessoais/{id}` literally would hit another route.
 */
export function substitutePath(path: string, params: Record<string, unknown> = {}): { path: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const out = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`Parâmetro de caminho ausente: '${key}' em ${path}.`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: out, rest };
}
