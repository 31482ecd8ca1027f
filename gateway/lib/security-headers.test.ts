/**
 * Every kind of answer of the process carries the security headers: portal page, asset, runtime
 * config, gateway call (success and failure), identity provider (its own routes and the login
 * page). The gate is also run on a broken header set, which it must reject.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { modeloDeTeste } from '../testing/templates.ts';
import { authParams, freePort } from '../testing/support.ts';
import { headerProblems } from './header-gate.ts';

let gw: GatewayApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'prh-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Portal RH</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets/app.js'), 'console.log(1)');
  const port = await freePort();
  gw = await createApp({
    port,
    host: '127.0.0.1',
    dataDir: ':memory:',
    dbSnapshot: await modeloDeTeste(),
    distDir: dist,
    logger: false,
  });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dist, { recursive: true, force: true });
});

const headersOf = (res: Response) => Object.fromEntries(res.headers.entries());

describe('security headers', () => {
  const paths = [
    '/',
    '/login',
    '/recursos-humanos/pesquisa-servidor/',
    '/assets/app.js',
    '/config.json',
    '/gw/sisapmg/admissoes/v1/listaServidores',
    '/gw/sisapmg/nao-existe',
    '/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=x',
    '/rest/oidc/.well-known/openid-configuration',
    '/rest/oidc/jwks',
  ];
  for (const path of paths) {
    it(`on ${path}`, async () => {
      const res = await fetch(`${gw.origin}${path}`, { redirect: 'manual' });
      expect(headerProblems(headersOf(res))).toEqual([]);
    });
  }

  it('on the identity provider login page (its own stricter policy)', async () => {
    const q = authParams(gw.origin);
    const auth = await fetch(`${gw.origin}/rest/oidc/auth?${q}`, { redirect: 'manual' });
    expect(headerProblems(headersOf(auth))).toEqual([]);
    const location = auth.headers.get('location')!;
    const page = await fetch(new URL(location, gw.origin), {
      headers: {
        cookie: auth.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    expect(page.status).toBe(200);
    expect(headerProblems(headersOf(page))).toEqual([]);
  });

  it('server cookies of the identity provider are HttpOnly and SameSite', async () => {
    const q = authParams(gw.origin);
    const auth = await fetch(`${gw.origin}/rest/oidc/auth?${q}`, { redirect: 'manual' });
    const cookies = auth.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c.toLowerCase()).toContain('httponly');
      expect(c.toLowerCase()).toMatch(/samesite=(lax|strict)/);
    }
  });

  it('the gate rejects a broken header set', () => {
    expect(
      headerProblems({
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval' 'unsafe-inline'",
      }),
    ).toEqual([
      "script-src permite 'unsafe-eval'",
      "script-src permite 'unsafe-inline'",
      "CSP sem frame-ancestors 'none'",
      'sem X-Content-Type-Options: nosniff',
      'sem Referrer-Policy',
      'sem Cross-Origin-Opener-Policy: same-origin',
    ]);
    expect(headerProblems({})).toContain('sem Content-Security-Policy');
    expect(headerProblems({ 'strict-transport-security': 'max-age=300' }, { https: true })).toContain(
      'sem Strict-Transport-Security de um ano com includeSubDomains',
    );
  });

  it('no HSTS while the public origin is http (a browser ignores it there, and a local test must not pin it)', async () => {
    const res = await fetch(`${gw.origin}/`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('with an https public origin (behind the TLS proxy)', () => {
  let seguro: GatewayApp;
  beforeAll(async () => {
    seguro = await createApp({
      port: await freePort(),
      host: '127.0.0.1',
      publicOrigin: 'https://portalrh.example.gov.br',
      dataDir: ':memory:',
      dbSnapshot: await modeloDeTeste(),
      distDir: dist,
      logger: false,
      listen: false,
    });
  });
  afterAll(() => seguro?.close());

  // The last one is refused by the router before any hook runs (lib/protocol-errors.ts).
  it.each([
    '/',
    '/config.json',
    '/gw/sisapmg/admissoes/v1/listaServidores',
    '/rest/oidc/jwks',
    '/gw/exame/favorito/v1/%ED%A0%80/1261',
  ])('every answer pins HTTPS (Strict-Transport-Security): %s', async (url) => {
    const res = await seguro.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(headerProblems(res.headers as Record<string, string>, { https: true })).toEqual([]);
  });
});
