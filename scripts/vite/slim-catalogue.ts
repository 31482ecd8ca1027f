/**
 * The endpoint catalogue as the built portal needs it. The browser reads, of each endpoint, its
 * routing (destination, method, path, paging, session/query/files/binary) and the NAMES of its
 * request properties (a form sends only those) with the format of a body date (sent as ISO); the descriptions and the request and response JSON
 * Schemas are for the gateway, `schemas:check` and the generated types. Shipping them made the
 * catalogue about a tenth of the first page's JavaScript, so the build keeps only what runs.
 * Dev server and tests keep the whole files (`apply: 'build'`); the behaviour is the same.
 */
import type { Plugin } from 'vite';
import type { CatalogueFile } from '../../core/generated/catalogue.ts';
import { isFormatoDataIso } from '../../schemas/data-iso.ts';

/** One catalogue file without what the browser never reads. */
export function slimCatalogue(text: string): string {
  const file = JSON.parse(text) as CatalogueFile;
  return JSON.stringify({
    endpoints: file.endpoints.map(({ description: _d, title: _t, response: _r, request, ...rest }) => ({
      ...rest,
      request: {
        properties: Object.fromEntries(
          Object.entries(request.properties ?? {}).map(([k, p]) => [
            k,
            isFormatoDataIso(p.format) ? { format: p.format } : {},
          ]),
        ),
      },
    })),
  });
}

export function slimCatalogueBuild(): Plugin {
  return {
    name: 'portal-rh-slim-catalogue',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]schemas[\\/]endpoints[\\/][^\\/]+\.json$/.test(id)) return null;
      return { code: slimCatalogue(code), map: null };
    },
  };
}
