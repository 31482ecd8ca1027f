import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, CARLA } from '../db/demo-users.ts';
import { CookieJar, PKCE, startTestApp } from '../testing/support.ts';

let gw: GatewayApp;

beforeAll(async () => {
  gw = await startTestApp(200);
});
afterAll(() => gw?.close());

/** The portal's authorisation request: state, nonce and PKCE S256 (services/auth.ts). */
function authUrl(extra: Record<string, string> = {}, sem: string[] = []) {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: 'portalrh-frontend',
    contexto: 'portalrh-frontend',
    scope: 'openid unidade papeis recursos_operacoes profile',
    redirect_uri: `${gw.origin}/index`,
    logout_uri: `${gw.origin}/login`,
    state: 'xyz',
    nonce: PKCE.nonce,
    code_challenge: PKCE.challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  for (const k of sem) q.delete(k);
  return `${gw.origin}/rest/oidc/auth?${q}`;
}

/** POST {EXAME}/seguranca/v1/login as the portal does. */
function exchange(code: string, extra: Record<string, unknown> = {}) {
  return fetch(`${gw.origin}/gw/exame/seguranca/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code,
      redirectUri: `${gw.origin}/index`,
      codeVerifier: PKCE.verifier,
      nonce: PKCE.nonce,
      ...extra,
    }),
  });
}

/** Signs `cpf` in from a fresh browser and returns the code the provider sends back to /index. */
async function codeFor(cpf: string, senha: string, extra: Record<string, string> = {}): Promise<string> {
  const jar = new CookieJar();
  const first = await follow(jar, await jar.fetch(authUrl(extra)));
  const html = await (first as Response).text();
  const action = /action="([^"]+)"/.exec(html)![1];
  const landed = await follow(
    jar,
    await jar.fetch(`${gw.origin}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cpf, senha }).toString(),
    }),
  );
  return (landed as URL).searchParams.get('code')!;
}

/** Follows redirects by hand (keeping cookies) until a location on /index or a non-redirect. */
async function follow(jar: CookieJar, res: Response): Promise<Response | URL> {
  while (res.status >= 300 && res.status < 400) {
    const next = new URL(res.headers.get('location')!, gw.origin);
    if (next.pathname === '/index') return next;
    res = await jar.fetch(next.href);
  }
  return res;
}

async function openLoginPage(jar: CookieJar) {
  const page = await follow(jar, await jar.fetch(authUrl()));
  expect(page).toBeInstanceOf(Response);
  const res = page as Response;
  expect(res.status).toBe(200);
  expect(res.url || '').toBeDefined();
  const html = await res.text();
  const action = /action="([^"]+)"/.exec(html)![1];
  return { html, action, csp: res.headers.get('content-security-policy') };
}

describe('login through the identity provider', () => {
  it('renders a pt-BR login page, its only script the CPF mask file, and rejects bad credentials', async () => {
    const jar = new CookieJar();
    const { html, action, csp } = await openLoginPage(jar);
    expect(html).toContain('Portal RH');
    expect(html).toMatch(/<label for="cpf">CPF<\/label>/);
    expect(html).toMatch(/<label for="senha">Senha<\/label>/);
    expect(html).toContain('>Entrar</button>');
    // No inline code: the one script is the provider's own file, as the CSP allows ('self' only).
    expect(html.match(/<script[^>]*>[^<]*<\/script>/g)).toEqual([
      '<script src="/rest/oidc/assets/cpf.js" defer></script>',
    ]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    const res = await jar.fetch(`${gw.origin}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cpf: ANA.cpf, senha: 'errada' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('CPF ou senha inválidos.');
  });

  it('logs in, exchanges the code, gets a gateway token and searches', async () => {
    const jar = new CookieJar();
    const { action } = await openLoginPage(jar);
    const posted = await jar.fetch(`${gw.origin}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cpf: '390.533.447-05', senha: ANA.senha }).toString(),
    });
    const landed = await follow(jar, posted);
    expect(landed).toBeInstanceOf(URL);
    const code = (landed as URL).searchParams.get('code')!;
    expect(code).toBeTruthy();
    expect((landed as URL).searchParams.get('state')).toBe('xyz');

    const login = await exchange(code);
    expect(login.status).toBe(200);
    const env = await login.json();
    expect(env.codigoMensagem).toBe(0);
    const { tokenId, id_token, expires_in, usuario } = env.objeto;
    expect(tokenId).toMatch(/^[\w-]{30,}$/);
    expect(id_token.split('.')).toHaveLength(3);
    expect(expires_in).toBeGreaterThan(3600);
    expect(usuario).toMatchObject({
      cpf: ANA.cpf,
      name: 'Ana Administradora',
      nome_social: null,
      unidade: '1501',
      matricula: ANA.matricula,
      email: ANA.email,
    });
    expect(usuario.papeis.sort()).toEqual(['ADMINISTRADOR', 'ENCARREGADO_DADOS', 'RH_CONSULTA']);
    const up = JSON.parse(usuario.jsonUnidadePapeis);
    expect(up.map((u: { unidade: { sigla: string } }) => u.unidade.sigla).sort()).toEqual(['SEE', 'SEPLAG']);
    expect(up[0].papeis[0].recursos[0]).toEqual({
      codigo: expect.any(Number),
      chaveMenu: expect.any(String),
      url: expect.any(String),
    });

    // the same code cannot be used twice
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect((await again.json()).codigoMensagem).toBe(4);

    const tok = await fetch(
      `${gw.origin}/gw/sisapmg/seguranca/v1/getWso2Token?tokenSSCId=${encodeURIComponent(tokenId)}&codigoUnidadeSsc=1501`,
    );
    expect(tok.status).toBe(200);
    const { access_token } = (await tok.json()).data;
    const lista = await fetch(
      `${gw.origin}/gw/sisapmg/admissoes/v1/listaServidores?page=0&size=5&sort=nome&order=ASC`,
      {
        headers: { authorization: `Bearer ${access_token}` },
      },
    );
    expect(lista.status).toBe(200);
    const body = await lista.json();
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto).toHaveLength(5);

    // a second authorisation in the same browser reuses the IdP session (no login page)
    const silent = await follow(jar, await jar.fetch(authUrl()));
    expect(silent).toBeInstanceOf(URL);

    // logout ends the server session and the IdP session
    // The portal's 'Sair' is a navigation from its own page: the browser says same-origin.
    const out = await jar.fetch(
      `${gw.origin}/rest/oidc/logout?logout_page=${encodeURIComponent(`${gw.origin}/login`)}&tokenSSCId=${encodeURIComponent(tokenId)}`,
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${gw.origin}/login`);
    const after = await fetch(`${gw.origin}/gw/sisapmg/admissoes/v1/listaServidores`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(after.status).toBe(401);
    const relogin = await follow(jar, await jar.fetch(authUrl()));
    expect(relogin).toBeInstanceOf(Response);
    expect(await (relogin as Response).text()).toContain('name="senha"');
  });

  it('a user with one unit and no search role gets 403 on the search', async () => {
    const jar = new CookieJar();
    const { action } = await openLoginPage(jar);
    const landed = await follow(
      jar,
      await jar.fetch(`${gw.origin}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cpf: CARLA.cpf, senha: CARLA.senha }).toString(),
      }),
    );
    const code = (landed as URL).searchParams.get('code')!;
    const env = await (await exchange(code)).json();
    const tok = await (
      await fetch(
        `${gw.origin}/gw/sisapmg/seguranca/v1/getWso2Token?tokenSSCId=${env.objeto.tokenId}&codigoUnidadeSsc=1321`,
      )
    ).json();
    const lista = await fetch(`${gw.origin}/gw/sisapmg/admissoes/v1/listaServidores`, {
      headers: { authorization: `Bearer ${tok.data.access_token}` },
    });
    expect(lista.status).toBe(403);
  });

  it('an expired or unknown interaction shows a pt-BR page, not a stack trace', async () => {
    const res = await fetch(`${gw.origin}/rest/oidc/interaction/nao-existe`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sessão de login expirada.');
  });
});

describe('login CSRF: state, nonce and PKCE', () => {
  it('the provider refuses an authorisation request without a PKCE S256 challenge', async () => {
    for (const q of [
      authUrl({}, ['code_challenge', 'code_challenge_method']),
      authUrl({ code_challenge_method: 'plain' }),
    ]) {
      const res = await fetch(q, { redirect: 'manual' });
      // Back to the portal with an error (never a login page, never a code).
      const location = new URL(res.headers.get('location') ?? '', gw.origin);
      expect(res.status).toBeGreaterThanOrEqual(300);
      expect(location.searchParams.get('code')).toBeNull();
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('state')).toBe('xyz');
    }
  });

  it('a code is refused without its verifier, with another verifier or with another nonce', async () => {
    const semVerificador = await codeFor(ANA.cpf, ANA.senha);
    const r1 = await fetch(`${gw.origin}/gw/exame/seguranca/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: semVerificador, redirectUri: `${gw.origin}/index`, nonce: PKCE.nonce }),
    });
    expect(r1.status).toBe(400);
    expect((await r1.json()).listaCriticas).toEqual([{ campo: 'codeVerifier', mensagem: 'Campo obrigatório.' }]);
    // Another browser's verifier (the attacker's code planted in the victim's tab): refused.
    const outro = await codeFor(ANA.cpf, ANA.senha);
    const r2 = await exchange(outro, { codeVerifier: 'o'.repeat(43) });
    expect(r2.status).toBe(400);
    const e2 = await r2.json();
    expect(e2.codigoMensagem).toBe(4);
    expect(e2.mensagem).toBe('Código de autorização inválido ou expirado. Efetue o login novamente.');
    // The provider checks the verifier before it consumes the code: only the tab holding the
    // right verifier can still redeem it, once.
    expect((await exchange(outro)).status).toBe(200);
    expect((await exchange(outro)).status).toBe(400);
    // The right verifier but an id token issued for another nonce: refused, no session created.
    const antes = (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessao')).rows[0].n;
    const r3 = await exchange(await codeFor(ANA.cpf, ANA.senha), { nonce: 'nonce-de-outra-aba-123' });
    expect(r3.status).toBe(400);
    expect((await r3.json()).mensagem).toBe('Código de autorização inválido ou expirado. Efetue o login novamente.');
    // An authorisation request without a nonce yields an id token without one: refused too.
    const r4 = await exchange(await codeFor(ANA.cpf, ANA.senha, { nonce: '' }));
    expect(r4.status).toBe(400);
    expect((await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessao')).rows[0].n).toBe(antes);
    // Malformed verifier or nonce: code 4 naming the field.
    const r5 = await exchange('abc', { codeVerifier: 'curto', nonce: 'x' });
    expect((await r5.json()).listaCriticas).toEqual([
      { campo: 'codeVerifier', mensagem: 'Verificador PKCE inválido.' },
      { campo: 'nonce', mensagem: 'Nonce inválido.' },
    ]);
    // With its own verifier and nonce the same flow signs in.
    expect((await exchange(await codeFor(ANA.cpf, ANA.senha))).status).toBe(200);
  });
});
