/**
 * Serves what the browser loads: `/config.json` (runtime configuration of the portal), `/robots.txt`
 * (an intranet portal: no crawler may index any of it) and the built portal from `dist/`, with the SPA fallback to `index.html` for any other GET. Without a build,
 * a short pt-BR page says how to make one.
 *
 * Hashed assets (`dist/assets/`) are immutable for a year and sent precompressed: the build writes
 * `.br` and `.gz` copies (scripts/vite/precompress.ts) and `preCompressed` picks the best one the
 * browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`. index.html and the JSON
 * files are `no-cache` (a new deploy is seen at the next load).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DESTINOS, type GatewayConfig } from './config.ts';
import { IDP_PREFIX } from './idp/provider.ts';

export function portalConfig(config: GatewayConfig) {
  return {
    produto: config.product,
    clientId: config.clientId,
    idp: { auth: `${IDP_PREFIX}/auth`, logout: `${IDP_PREFIX}/logout`, unidade: `${IDP_PREFIX}/unidade` },
    destinos: { ...DESTINOS },
  };
}

const NO_BUILD = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Portal RH</title></head>
<body><h1>Portal RH</h1><p>O portal ainda não foi compilado. Rode <code>npm run build</code> (ou <code>npm start</code>) e recarregue esta página.</p></body></html>`;

/** The portal is an intranet back office: nothing of it belongs in a search engine. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/** What answers a GET no route matched: the SPA's index.html (or the 'not built' page). */
export type PortalFallback = (req: FastifyRequest, reply: FastifyReply) => unknown;

/** Registers the portal routes and returns the handler for GETs no route matched (SPA fallback). */
export async function registerPortal(app: FastifyInstance, config: GatewayConfig): Promise<PortalFallback> {
  const cfg = portalConfig(config);
  app.get('/config.json', (_req, reply) => reply.header('cache-control', 'no-cache').send(cfg));
  // Before the SPA fallback, which would answer /robots.txt with index.html: an intranet portal asks not to be indexed.
  app.get('/robots.txt', (_req, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );

  const root = resolve(config.distDir);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        if (path.endsWith('.html') || path.endsWith('.json')) res.header('cache-control', 'no-cache');
        else if (path.startsWith(join(root, 'assets', '/')))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  return (req: FastifyRequest, reply: FastifyReply) => {
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NO_BUILD);
    // A missing asset is a 404, never index.html: a stale chunk must fail loudly, not parse HTML.
    if (req.url.startsWith('/assets/'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };
}
