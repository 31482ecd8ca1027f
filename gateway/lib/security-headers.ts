/**
 * Security headers on every answer of the process — portal pages, assets, gateways, identity
 * provider — set on the raw response before any route runs, so they also reach the answers that
 * oidc-provider writes itself (its routes hijack the reply).
 *
 * The portal's CSP allows scripts only from its own origin: no `unsafe-eval` (the form validators
 * are compiled at build time, scripts/vite/precompiled-validators.ts) and no inline scripts.
 * Inline *styles* stay allowed: Blueprint positions popovers and ag-grid injects its theme with
 * style attributes and elements. A route may still send a stricter policy of its own (the IdP's
 * login page does: `default-src 'none'`), which replaces this one.
 *
 * `Cross-Origin-Opener-Policy: same-origin`: a page of another site that opens the portal (or that
 * the portal opens) gets no handle on its window. The portal's own sign-in popup (/reauth) stays
 * same-origin from start to end — the identity provider is served on this origin — so it keeps
 * its opener.
 *
 * With an https public origin every answer also pins HTTPS for a year, subdomains included
 * (`Strict-Transport-Security`, ASVS V3.4.1); over plain http a browser ignores it, and a local
 * demo on http must not pin its host.
 *
 * Every answer of the gateways and of the identity provider (`/gw/*`, `/rest/*`: personal data,
 * documents, tokens, sign-in pages) is `Cache-Control: no-store`, so no browser or proxy keeps a
 * copy; a route that serves something public (the login stylesheet) sets its own, which wins.
 */
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors.ts';

export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The ALTCHA proof of work of the access request runs in Web Workers bundled as files of this
  // origin (services/captcha.worker.ts): no blob: or data: worker, no WebAssembly, no eval.
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': PORTAL_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Where an app keeps its own header set, for the answers written before any hook (protocol-errors.ts). */
const CABECALHOS = Symbol('cabecalhosDeSeguranca');

/** The header set of the app `instancia` (the Fastify instance or one of its children). */
export function cabecalhosDe(instancia: unknown): Record<string, string> {
  return (instancia as { [CABECALHOS]?: Record<string, string> } | undefined)?.[CABECALHOS] ?? SECURITY_HEADERS;
}

export function registerSecurityHeaders(app: FastifyInstance, o: { https: boolean }): void {
  const headers = o.https ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS } : SECURITY_HEADERS;
  app.decorate(CABECALHOS, headers);
  app.addHook('onRequest', async (req, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    if (isApiPath(req.url.split('?')[0])) reply.raw.setHeader('Cache-Control', 'no-store');
  });
}
