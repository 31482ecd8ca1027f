/**
 * The endpoint catalogue (`schemas/endpoints/*.json`) bundled into the portal. Screens name
 * endpoints, never URLs; this module answers "which service, method, path and paging style".
 * Calls reach it through `resolveEndpoint` (endpoints.ts), which loads this module on demand, so
 * the whole catalogue is not part of the first page; the screen kinds import it directly.
 */
import type { CatalogueEndpoint, CatalogueFile } from '../../core/generated/catalogue.ts';
import { buildCatalogue, UnknownEndpointError } from './catalogue-map.ts';

export { buildCatalogue, UnknownEndpointError, type CatalogueEndpoint };

const files = import.meta.glob<CatalogueFile>('../../schemas/endpoints/*.json', { eager: true, import: 'default' });

export const CATALOGUE: Map<string, CatalogueEndpoint> = buildCatalogue(
  Object.values(files).flatMap((f) => f.endpoints),
);

export function getEndpoint(name: string, catalogue: Map<string, CatalogueEndpoint> = CATALOGUE): CatalogueEndpoint {
  const def = catalogue.get(name);
  if (!def) throw new UnknownEndpointError(name);
  return def;
}
