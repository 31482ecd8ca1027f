/**
 * The catalogue as a map by endpoint name, and the error of a name it lacks: shared by the shell's
 * small catalogue (endpoints.ts) and the whole one (catalogue.ts, loaded on demand), so neither
 * imports the other for them.
 */
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';

/** Every endpoint by name. Built from catalogue files, or from a list given by a test. */
export function buildCatalogue(defs: Iterable<CatalogueEndpoint>): Map<string, CatalogueEndpoint> {
  const map = new Map<string, CatalogueEndpoint>();
  for (const def of defs) map.set(def.name, def);
  return map;
}

export class UnknownEndpointError extends Error {
  constructor(name: string) {
    super(`Endpoint desconhecido no catálogo: '${name}'.`);
    this.name = 'UnknownEndpointError';
  }
}
