/**
 * Reads the endpoint catalogue (`schemas/endpoints/*.json`) in Node: the gateway serves it, the
 * scripts check and scaffold from it, the conformance kit calls it. The browser bundles the same
 * files through Vite instead (services/http/catalogue.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueEndpoint, CatalogueFile } from '../core/generated/catalogue.ts';

export const CATALOGUE_DIR = join(import.meta.dirname, 'endpoints');

/** Every endpoint of the catalogue files in `dir`, file by file in name order. */
export function loadCatalogue(dir = CATALOGUE_DIR): CatalogueEndpoint[] {
  return [...catalogueFamilies(dir).values()].flat();
}

/**
 * The catalogue's families: each file's name (without `.json`) with its endpoints. A family is the
 * unit the gateway's handler modules follow (gateway/routes/handlers/<family>.ts).
 */
export function catalogueFamilies(dir = CATALOGUE_DIR): Map<string, CatalogueEndpoint[]> {
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [
        f.slice(0, -'.json'.length),
        (JSON.parse(readFileSync(join(dir, f), 'utf8')) as CatalogueFile).endpoints,
      ]),
  );
}

let lido: CatalogueEndpoint[] | undefined;

/**
 * The repository's catalogue, read once per process and shared by the gateway's router, resource
 * sync, exports and access log: the catalogue changes with a deployment, not while it runs.
 */
export function catalogue(): CatalogueEndpoint[] {
  lido ??= loadCatalogue();
  return lido;
}
