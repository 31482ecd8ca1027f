/**
 * Serves the API reference: `GET /api/openapi.json` (the OpenAPI 3.1 document built from the
 * catalogue, document.ts) and `/api/docs/` (Swagger UI over it). Both under `/api/`, which neither
 * the portal's routes (`/<area>/…`, `/home`, `/config.json`, `/assets/…`) nor the gateways
 * (`/gw/…`, `/rest/…`) use; anything else under `/api/` falls through to the SPA like any GET.
 *
 * The maintained plugins do the serving: @fastify/swagger in `static` mode with the built document
 * (no route schemas are read) and @fastify/swagger-ui. Both are registered inside their own child
 * context, so their decorators (`swagger`, `swaggerCSP`) and static-file routes stay there.
 *
 * CSP: the Swagger UI page loads only files of this origin (swagger-ui-bundle.js and its
 * initializer are files, not inline scripts), so the page gets the portal's policy (no inline
 * script, no eval) stated explicitly with `staticCSP`, plus `script-src-attr 'none'`; the
 * validator badge (an image from validator.swagger.io) is off.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './document.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The portal's policy (lib/security-headers.ts) for the reference page, inline scripts still forbidden. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // Swagger UI, like Blueprint, sets style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const version = (): string => {
  try {
    return (JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
};

/** A file of theme/: Portuguese texts and contrast for Swagger UI (see the files). */
const theme = (file: string): string => readFileSync(join(import.meta.dirname, 'theme', file), 'utf8');

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const document = buildOpenApi({ version: version() });
  await app.register(async (child) => {
    await child.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
    await child.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_CSP,
      theme: {
        title: 'Portal RH — referência da API',
        js: [{ filename: 'pt-br.js', content: theme('pt-br.js') }],
        css: [{ filename: 'contraste.css', content: theme('contraste.css') }],
      },
      // BaseLayout: no top bar (Swagger's logo and a box to explore another document's URL).
      // No deep links: Swagger draws them as links inside the operation's button, which a screen
      // reader cannot reach (nested interactive controls).
      uiConfig: {
        layout: 'BaseLayout',
        docExpansion: 'none',
        deepLinking: false,
        defaultModelsExpandDepth: 0,
        displayOperationId: true,
        filter: true,
        tryItOutEnabled: false,
      },
    });
    child.get(OPENAPI_PATH, (_req, reply) => reply.header('cache-control', 'no-cache').send(document));
  });
}
