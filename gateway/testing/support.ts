/**
 * Helpers shared by the gateway tests: an in-memory app with a small seed on a free port, server
 * sessions and access tokens without going through the login page, and a tiny cookie jar for
 * driving the identity provider with fetch.
 */
import { createHash } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createApp, type CreateAppOptions, type GatewayApp } from '../app.ts';
import { freePort } from '../lib/porta-livre.ts';
import { modeloDeTeste } from './templates.ts';
import { tokenDe, type AltchaOpcoes } from '../captcha/altcha.ts';
import { createSession } from '../security/sessions.ts';
import { checkAnswer } from './contract.ts';
import { bancoPgDeTeste, naPg } from './pg-database.ts';

export { freePort, modeloDeTeste };
export { bancoPgDeTeste, naPg };

/** TEST ONLY: an ALTCHA proof of work solved in milliseconds (`npm start` uses ALTCHA_PADRAO). */
export const ALTCHA_TESTE: Partial<AltchaOpcoes> = { cost: 1, counterMin: 1, counterMax: 30 };

/**
 * A listening app with a small seed of `seedSize` servants.
 *
 * On PGlite (`npm run test:unit`) the database is in memory. Within one run
 * (gateway/testing/templates.setup.ts sets PORTALRH_TEST_TEMPLATES) the first app of each size is
 * seeded and copied to that folder; the others start from the copy — the same data, seconds less
 * per test file. Without the variable every app seeds its own database.
 *
 * On PostgreSQL (`npm run test:unit:pg`, PORTALRH_TEST_PG) every app gets its own database copied
 * from the seeded template of its size (`bancoPgDeTeste`), dropped when the app closes.
 * `extra`: options of the app under test (its limits, its portal folder).
 */
export async function startTestApp(seedSize = 500, extra: Partial<CreateAppOptions> = {}): Promise<GatewayApp> {
  const port = await freePort();
  const opts = {
    port,
    host: '127.0.0.1',
    dataDir: ':memory:',
    seedSize,
    distDir: '/nonexistent-dist',
    logger: false,
    altcha: ALTCHA_TESTE,
    answerCheck: checkAnswer,
    ...extra,
  };
  if (naPg) {
    const banco = await bancoPgDeTeste(seedSize);
    // The event-loop overload check is off here as on PGlite: @fastify/under-pressure reads an
    // EMPTY delay histogram (the loop busy for a whole sample, e.g. this process building the app or
    // another file's app) as an infinite delay and answers 503 for a second (security/sobrecarga.ts);
    // the overload answer itself is tested in sobrecarga.test.ts.
    const gw = await createApp({
      ...opts,
      databaseUrl: banco.databaseUrl,
      sobrecarga: { porAtrasoDoLaco: false },
    }).catch(async (e: unknown) => {
      await banco.drop();
      throw e;
    });
    const fechar = gw.close.bind(gw);
    gw.close = async () => {
      await fechar();
      await banco.drop();
    };
    return gw;
  }
  return createApp({ ...opts, dbSnapshot: await modeloDeTeste(seedSize) });
}

/**
 * One instance of a deployment over the PostgreSQL database at `databaseUrl`, not listening (its
 * requests by `inject`): two of them on one database are two instances of a deployment
 * (gateway/instancias*.test.ts). The event-loop overload check is off, as in startTestApp.
 * `extra`: options of the instance under test (its limits).
 */
export async function instanciaNoBanco(
  databaseUrl: string,
  seedSize: number,
  extra: Partial<CreateAppOptions> = {},
): Promise<GatewayApp> {
  return createApp({
    port: await freePort(),
    host: '127.0.0.1',
    dataDir: ':memory:',
    databaseUrl,
    seedSize,
    distDir: '/nonexistent-dist',
    logger: false,
    listen: false,
    altcha: ALTCHA_TESTE,
    sobrecarga: { porAtrasoDoLaco: false },
    ...extra,
  });
}

/** Solves a challenge of `GET /captcha/v1` as the portal's Worker does; returns the call's token. */
export async function resolverDesafio(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('desafio ALTCHA não resolvido');
  return tokenDe(challenge, solution);
}

/** A fresh token for one anonymous call: asks the app for a challenge and solves it. */
export async function tokenAltcha(gw: GatewayApp): Promise<string> {
  const res = await gw.app.inject({ method: 'GET', url: '/gw/exame/captcha/v1' });
  if (res.statusCode !== 200) throw new Error(`captcha/v1 ${res.statusCode}: ${res.body}`);
  return resolverDesafio((res.json() as { objeto: Challenge }).objeto);
}

/**
 * PKCE of the test authorisation requests (the provider requires it, S256): the verifier the
 * login exchange sends and the challenge the authorisation request carries.
 */
export const PKCE = (() => {
  const verifier = 'teste-verificador-pkce-0123456789-abcdefghijklmnopq';
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url'), nonce: 'nonce-de-teste-1' };
})();

/** The parameters of the portal's authorisation request (state, nonce, PKCE), for `/rest/oidc/auth`. */
export function authParams(origin: string, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'portalrh-frontend',
    scope: 'openid',
    redirect_uri: `${origin}/index`,
    state: 'estado-de-teste',
    nonce: PKCE.nonce,
    code_challenge: PKCE.challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
}

/** Opens a server session for `cpf` (as the login exchange would) and returns its id. */
export function sessionFor(gw: GatewayApp, cpf: string, ttlMs = 3600_000): Promise<string> {
  return createSession(gw.db, cpf, new Date(Date.now() + ttlMs));
}

export interface TestUser {
  cpf: string;
  nome: string;
  /** Home unit. */
  unidade: string;
  /** Roles per unit code. */
  papeis?: Record<string, string[]>;
  email?: string;
  matricula?: string;
}

/** A user of SEPLAG with one role (RH_CONSULTA), whose account the user-management tests read and change. */
export const ZELIA: TestUser = {
  cpf: '52998224725',
  nome: 'Zélia Teste',
  email: 'zelia@planejamento.mg.gov.br',
  matricula: '1000010',
  unidade: '1501',
  papeis: { '1501': ['RH_CONSULTA'] },
};

/** A user (with no usable password) and their roles, for a test that needs more people than the demo users. */
export async function addUser(gw: GatewayApp, u: TestUser): Promise<void> {
  await gw.db.query(
    `INSERT INTO usuario (cpf, nome, email, matricula, senha_hash, unidade_codigo) VALUES ($1, $2, $3, $4, 'x', $5)`,
    [u.cpf, u.nome, u.email ?? `${u.cpf}@teste.mg.gov.br`, u.matricula ?? '', u.unidade],
  );
  for (const [unidade, papeis] of Object.entries(u.papeis ?? {}))
    for (const papel of papeis)
      await gw.db.query('INSERT INTO usuario_unidade_papel (cpf, unidade_codigo, papel_codigo) VALUES ($1, $2, $3)', [
        u.cpf,
        unidade,
        papel,
      ]);
}

/** getWso2Token on `prefix` for the session and unit; returns the access token. */
export async function accessToken(
  gw: GatewayApp,
  tokenSSCId: string,
  unidade: string,
  prefix = '/gw/sisapmg',
): Promise<string> {
  const res = await gw.app.inject({
    method: 'GET',
    url: `${prefix}/seguranca/v1/getWso2Token`,
    query: { tokenSSCId, codigoUnidadeSsc: unidade },
  });
  if (res.statusCode !== 200) throw new Error(`getWso2Token ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { access_token: string } }).data.access_token;
}

/** Minimal cookie jar for fetch (name → value; paths ignored, fine for one origin). */
export class CookieJar {
  private readonly jar = new Map<string, string>();
  store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
  has(name: string) {
    return this.jar.has(name);
  }
  header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    });
    this.store(res);
    return res;
  }
}
