/**
 * What a call needs of the endpoint catalogue, without the catalogue in the first page: the types,
 * path substitution, and `resolveEndpoint(name)`, which answers from the few files the shell's own
 * pages call (/home: notices, terms of use, favourites) and otherwise loads the whole catalogue
 * (catalogue.ts, its own chunk, ~8 KB gzip) at the first call that needs it. The login page
 * makes no call, so it never downloads the catalogue.
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

export interface CatalogueFile {
  endpoints: EndpointDef[];
}

/** Every endpoint by name. Built from catalogue files, or from a list given by a test. */
export function buildCatalogue(defs: Iterable<EndpointDef>): Map<string, EndpointDef> {
  const map = new Map<string, EndpointDef>();
  for (const def of defs) map.set(def.name, def);
  return map;
}

/** The catalogue files of the calls the shell makes on /home (the rest load with the first other call). */
const shellFiles = import.meta.glob<CatalogueFile>('../../schemas/endpoints/{aviso,favorito,termoUso}.json', { eager: true, import: 'default' });

export const SHELL_CATALOGUE: Map<string, EndpointDef> = buildCatalogue(Object.values(shellFiles).flatMap((f) => f.endpoints));

export class UnknownEndpointError extends Error {
  constructor(name: string) {
    super(`Endpoint desconhecido no catálogo: '${name}'.`);
    this.name = 'UnknownEndpointError';
  }
}

/** The endpoint's definition: from the shell's files at once, else from the whole catalogue (loaded once). */
export async function resolveEndpoint(name: string): Promise<EndpointDef> {
  const def = SHELL_CATALOGUE.get(name);
  if (def) return def;
  const { getEndpoint } = await import('./catalogue.ts');
  return getEndpoint(name);
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
