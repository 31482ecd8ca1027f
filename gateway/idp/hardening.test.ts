/**
 * The identity provider under attack: logout by a foreign link (item 6) and control
 * characters in its parameters and cookies (item 2) — a NUL in `state`, in a code, in the logout
 * cookie — which reached the database and came back as a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { BRUNO } from '../db/demo-users.ts';
import { accessToken, authParams, sessionFor, startTestApp } from '../testing/support.ts';

let gw: GatewayApp;
const LISTA = '/gw/sisapmg/admissoes/v1/listaServidores';

beforeAll(async () => {
  gw = await startTestApp(20);
});
afterAll(() => gw?.close());

const logoutUrl = (sid?: string) =>
  `/rest/oidc/logout?logout_page=${encodeURIComponent(`${gw.origin}/login`)}${sid ? `&tokenSSCId=${sid}` : ''}`;

/** A session, its access token, and whether the gateway still accepts it. */
async function signedIn() {
  const sid = await sessionFor(gw, BRUNO.cpf);
  const token = await accessToken(gw, sid, '1261');
  const open = async () =>
    (await gw.app.inject({ method: 'GET', url: LISTA, headers: { authorization: `Bearer ${token}` } })).statusCode ===
    200;
  return { sid, open };
}

describe('logout requires a request of the portal itself', () => {
  it("the portal's own 'Sair' (a same-origin navigation) ends the session at once", async () => {
    const s = await signedIn();
    const res = await gw.app.inject({
      method: 'GET',
      url: logoutUrl(s.sid),
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${gw.origin}/login`);
    expect(await s.open()).toBe(false);
  });

  it('a link on another site (cross-site, same-site or none) ends nothing and asks to confirm', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const s = await signedIn();
      const res = await gw.app.inject({
        method: 'GET',
        url: logoutUrl(s.sid),
        headers: { 'sec-fetch-site': site, cookie: `tokenId=${s.sid}` },
      });
      expect(res.statusCode, site).toBe(200);
      expect(res.body).toContain('Deseja sair do Portal RH?');
      expect(res.body).toContain('method="post" action="/rest/oidc/logout"');
      expect(res.body).not.toContain('<script');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await s.open(), site).toBe(true);
    }
  });

  it('without Fetch Metadata, the Referer or Origin decides', async () => {
    const foreign = await signedIn();
    const res = await gw.app.inject({
      method: 'GET',
      url: logoutUrl(foreign.sid),
      headers: { referer: 'https://evil.example/page' },
    });
    expect(res.statusCode).toBe(200);
    expect(await foreign.open()).toBe(true);
    const none = await signedIn();
    expect((await gw.app.inject({ method: 'GET', url: logoutUrl(none.sid) })).statusCode).toBe(200);
    expect(await none.open()).toBe(true);
    const own = await signedIn();
    const ok = await gw.app.inject({
      method: 'GET',
      url: logoutUrl(own.sid),
      headers: { referer: `${gw.origin}/home` },
    });
    expect(ok.statusCode).toBe(302);
    expect(await own.open()).toBe(false);
  });

  it("the confirmation's button (a same-origin POST) ends the session; a cross-site POST does not", async () => {
    const s = await signedIn();
    const form = new URLSearchParams({ logout_page: `${gw.origin}/login` }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', cookie: `tokenId=${s.sid}` };
    const forged = await gw.app.inject({
      method: 'POST',
      url: '/rest/oidc/logout',
      headers: { ...headers, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: form,
    });
    expect(forged.statusCode).toBe(403);
    expect(await s.open()).toBe(true);
    const res = await gw.app.inject({
      method: 'POST',
      url: '/rest/oidc/logout',
      headers: { ...headers, origin: gw.origin },
      payload: form,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${gw.origin}/login`);
    expect(await s.open()).toBe(false);
  });
});

describe('control characters in the identity provider never reach the database', () => {
  it('a NUL in the authorisation request (state) → 400 page, not a 500', async () => {
    for (const state of ['a\u0000b', '\u0001']) {
      const q = authParams(gw.origin, { state });
      const res = await gw.app.inject({ method: 'GET', url: `/rest/oidc/auth?${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Requisição inválida.');
    }
  });

  it('a NUL in a body the provider keeps or looks up (POST auth, token code) → 400, not a 500', async () => {
    const auth = await gw.app.inject({
      method: 'POST',
      url: '/rest/oidc/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: authParams(gw.origin, { state: 'a\u0000b' }).toString(),
    });
    expect(auth.statusCode).toBeLessThan(500);
    const basic = 'Basic ' + Buffer.from(`portalrh-frontend:${gw.config.clientSecret}`).toString('base64');
    const token = await gw.app.inject({
      method: 'POST',
      url: '/rest/oidc/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'x\u0000y',
        redirect_uri: `${gw.origin}/index`,
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().error).toBe('invalid_grant');
  });

  it('a NUL in the logout session id or cookies → the logout still completes', async () => {
    for (const headers of [{ cookie: 'tokenId=a%00b' }, { cookie: 'tokenId=a\u0000b; _session=c\u0000d' }, {}]) {
      const res = await gw.app.inject({
        method: 'GET',
        url: `${logoutUrl('x%00y')}`,
        headers: { ...headers, 'sec-fetch-site': 'same-origin' },
      });
      expect(res.statusCode).toBe(302);
    }
  });
});

describe('the discovery document advertises only what the provider accepts', () => {
  it('the code flow with PKCE and client_secret_basic: no implicit or hybrid response type, no other client authentication', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/rest/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const d = res.json() as Record<string, string[]>;
    expect(d.response_types_supported).toEqual(['code']);
    expect(d.grant_types_supported).not.toContain('implicit');
    expect(d.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic']);
    expect(d.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('an implicit request (response_type id_token) is refused', async () => {
    const q = authParams(gw.origin, { response_type: 'id_token' });
    const res = await gw.app.inject({ method: 'GET', url: `/rest/oidc/auth?${q}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect(String(res.headers.location ?? res.body)).toMatch(
      /unsupported_response_type|unauthorized_client|Não foi possível/,
    );
  });
});
