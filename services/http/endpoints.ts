/**
 * What a call needs of the endpoint catalogue, without the catalogue in the first page: the types,
 * path substitution, and `resolveEndpoint(name)`, which answers from the few files the shell's own
 * pages call (/home: notices, terms of use, favourites, the user's photo, the published screens; the security service) and otherwise loads the whole catalogue
 * (catalogue.ts, its own chunk, ~8 KB gzip) at the first call that needs it. The login page
 * makes no call, so it never downloads the catalogue.
 */
import type { CatalogueEndpoint, CatalogueFile } from '../../core/generated/catalogue.ts';
import { buildCatalogue, UnknownEndpointError } from './catalogue-map.ts';

export type { CatalogueEndpoint, CatalogueFile };
export { buildCatalogue, UnknownEndpointError };

/** The catalogue files of the calls the shell makes on /home (the rest load with the first other call). */
const shellFiles = import.meta.glob<CatalogueFile>(
  '../../schemas/endpoints/{aviso,favorito,seguranca,telas,termoUso,usuario-foto}.json',
  {
    eager: true,
    import: 'default',
  },
);

export const SHELL_CATALOGUE: Map<string, CatalogueEndpoint> = buildCatalogue(
  Object.values(shellFiles).flatMap((f) => f.endpoints),
);

/** The endpoint's definition: from the shell's files at once, else from the whole catalogue (loaded once). */
export async function resolveEndpoint(name: string): Promise<CatalogueEndpoint> {
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
export function substitutePath(
  path: string,
  params: Record<string, unknown> = {},
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const out = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '')
      throw new Error(`Parâmetro de caminho ausente: '${key}' em ${path}.`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: out, rest };
}
