/**
 * Signs a user in as the portal does, without a browser, for the conformance kit: the
 * authorisation request (state, nonce, PKCE S256) to the identity provider, its login form posted
 * with CPF and password, the code exchanged at the security service (`/seguranca/v1/login`), then
 * one access token per destination from each gateway's `getWso2Token` for the chosen unit.
 * Works against the reference back end; for the state's gateways pass tokens instead.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Destino } from './run.ts';

export interface Sessao {
  tokenSSCId: string;
  cpf: string;
  unidade: string;
  tokens: Record<Destino, string>;
}

/** A cookie jar for one origin: enough for the identity provider's interaction cookies. */
class Cookies {
  private readonly jar = new Map<string, string>();
  guardar(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [par] = c.split(';');
      const i = par.indexOf('=');
      const valor = par.slice(i + 1).trim();
      if (valor) this.jar.set(par.slice(0, i).trim(), valor);
      else this.jar.delete(par.slice(0, i).trim());
    }
  }
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    this.guardar(res);
    return res;
  }
}

const b64url = (b: Buffer) => b.toString('base64url');

/** Follows redirects until the provider sends the browser back to the portal (`/index?code=…`) or shows a page. */
async function seguir(jar: Cookies, origem: string, res: Response): Promise<Response | URL> {
  for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
    const next = new URL(res.headers.get('location')!, origem);
    if (next.pathname === '/index') return next;
    res = await jar.fetch(next.href);
  }
  return res;
}

export async function entrar(origem: string, cpf: string, senha: string, unidade?: string): Promise<Sessao> {
  const config = (await (await fetch(`${origem}/config.json`)).json()) as {
    clientId: string;
    idp: { auth: string };
    destinos: Record<Destino, string>;
  };
  const verifier = b64url(randomBytes(32));
  const nonce = b64url(randomBytes(16));
  const redirectUri = `${origem}/index`;
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    scope: 'openid unidade papeis recursos_operacoes profile',
    redirect_uri: redirectUri,
    state: b64url(randomBytes(16)),
    nonce,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  });
  const jar = new Cookies();
  const pagina = await seguir(jar, origem, await jar.fetch(`${origem}${config.idp.auth}?${q}`));
  if (!(pagina instanceof Response)) throw new Error('o provedor de identidade não mostrou a página de entrada');
  const action = /action="([^"]+)"/.exec(await pagina.text())?.[1];
  if (!action) throw new Error('página de entrada sem formulário');
  const form = new URLSearchParams({ cpf, senha }).toString();
  const volta = await seguir(
    jar,
    origem,
    await jar.fetch(new URL(action, origem).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }),
  );
  const code = volta instanceof URL ? volta.searchParams.get('code') : null;
  if (!code) throw new Error('a entrada foi recusada (CPF ou senha?)');
  const login = await fetch(`${origem}${config.destinos.EXAME}/seguranca/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, redirectUri, codeVerifier: verifier, nonce }),
  });
  const env = (await login.json()) as { objeto?: { tokenId: string; usuario: { unidade: string } }; mensagem?: string };
  if (!login.ok || !env.objeto) throw new Error(`troca do código recusada: ${env.mensagem ?? login.status}`);
  const { tokenId } = env.objeto;
  const unidadeUsada = unidade ?? env.objeto.usuario.unidade;
  const tokens = {} as Record<Destino, string>;
  for (const [destino, prefixo] of Object.entries(config.destinos) as [Destino, string][]) {
    const r = await fetch(
      `${origem}${prefixo}/seguranca/v1/getWso2Token?tokenSSCId=${tokenId}&codigoUnidadeSsc=${unidadeUsada}`,
    );
    if (!r.ok) throw new Error(`getWso2Token de ${destino}: HTTP ${r.status}`);
    tokens[destino] = ((await r.json()) as { data: { access_token: string } }).data.access_token;
  }
  return { tokenSSCId: tokenId, cpf, unidade: unidadeUsada, tokens };
}

/** The destination base URLs of a portal origin (its `/config.json`). */
export async function basesDe(origem: string): Promise<Record<Destino, string>> {
  const config = (await (await fetch(`${origem}/config.json`)).json()) as { destinos: Record<Destino, string> };
  return Object.fromEntries(Object.entries(config.destinos).map(([d, p]) => [d, `${origem}${p}`])) as Record<
    Destino,
    string
  >;
}
