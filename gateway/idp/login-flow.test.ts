import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA, CARLA } from '../db/demo-users.ts';
import { CookieJar, startTestApp } from '../test-support.ts';

let gw: GatewayApp;

beforeAll(async () => {
  gw = await startTestApp(200);
});
afterAll(() => gw?.close());

function authUrl() {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: 'portalrh-frontend',
    contexto: 'portalrh-frontend',
    scope: 'openid unidade papeis recursos_operacoes profile',
    redirect_uri: `${gw.origin}/index`,
    logout_uri: `${gw.origin}/login`,
    state: 'xyz',
  });
  return `${gw.origin}/rest/oidc/auth?${q}`;
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
  it('renders a pt-BR login page without scripts and rejects bad credentials', async () => {
    const jar = new CookieJar();
    const { html, action, csp } = await openLoginPage(jar);
    expect(html).toContain('Portal RH');
    expect(html).toMatch(/<label for="cpf">CPF<\/label>/);
    expect(html).toMatch(/<label for="senha">Senha<\/label>/);
    expect(html).toContain('>Entrar</button>');
    expect(html).not.toContain('<script');
    expect(csp).toContain("default-src 'none'");
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

    const login = await fetch(`${gw.origin}/gw/exame/seguranca/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, redirectUri: `${gw.origin}/index` }),
    });
    expect(login.status).toBe(200);
    const env = await login.json();
    expect(env.codigoMensagem).toBe(0);
    const { tokenId, id_token, expires_in, usuario } = env.objeto;
    expect(tokenId).toMatch(/^[\w-]{30,}$/);
    expect(id_token.split('.')).toHaveLength(3);
    expect(expires_in).toBeGreaterThan(3600);
    expect(usuario).toMatchObject({ cpf: ANA.cpf, name: 'Ana Administradora', nome_social: null, unidade: '1501', matricula: ANA.matricula, email: ANA.email });
    expect(usuario.papeis.sort()).toEqual(['ADMINISTRADOR', 'RH_CONSULTA']);
    const up = JSON.parse(usuario.jsonUnidadePapeis);
    expect(up.map((u: { unidade: { sigla: string } }) => u.unidade.sigla).sort()).toEqual(['SEE', 'SEPLAG']);
    expect(up[0].papeis[0].recursos[0]).toEqual({ codigo: expect.any(Number), chaveMenu: expect.any(String), url: expect.any(String) });

    // the same code cannot be used twice
    const again = await fetch(`${gw.origin}/gw/exame/seguranca/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, redirectUri: `${gw.origin}/index` }),
    });
    expect(again.status).toBe(400);
    expect((await again.json()).codigoMensagem).toBe(4);

    const tok = await fetch(`${gw.origin}/gw/sisapmg/seguranca/v1/getWso2Token?tokenSSCId=${encodeURIComponent(tokenId)}&codigoUnidadeSsc=1501`);
    expect(tok.status).toBe(200);
    const { access_token } = (await tok.json()).data;
    const lista = await fetch(`${gw.origin}/gw/sisapmg/admissoes/v1/listaServidores?page=0&size=5&sort=nome&order=ASC`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
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
    const after = await fetch(`${gw.origin}/gw/sisapmg/admissoes/v1/listaServidores`, { headers: { authorization: `Bearer ${access_token}` } });
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
    const env = await (
      await fetch(`${gw.origin}/gw/exame/seguranca/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, redirectUri: `${gw.origin}/index` }),
      })
    ).json();
    const tok = await (await fetch(`${gw.origin}/gw/sisapmg/seguranca/v1/getWso2Token?tokenSSCId=${env.objeto.tokenId}&codigoUnidadeSsc=1321`)).json();
    const lista = await fetch(`${gw.origin}/gw/sisapmg/admissoes/v1/listaServidores`, { headers: { authorization: `Bearer ${tok.data.access_token}` } });
    expect(lista.status).toBe(403);
  });

  it('an expired or unknown interaction shows a pt-BR page, not a stack trace', async () => {
    const res = await fetch(`${gw.origin}/rest/oidc/interaction/nao-existe`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sessão de login expirada.');
  });
});
