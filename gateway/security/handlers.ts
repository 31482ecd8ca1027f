/**
 * The security service: the login exchange (`{EXAME}/seguranca/v1/login`) and the access-token
 * issuer (`{gateway}/seguranca/v1/getWso2Token`, one module mounted on all five gateways).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { DESTINOS, type Destino, type GatewayConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { badRequest, error, ok, type Critica } from '../lib/envelope.ts';
import { publicJwks, type ServerSecrets } from '../lib/secrets.ts';
import { criticasTexto } from '../lib/validation.ts';
import { IDP_PREFIX } from '../idp/provider.ts';
import type { AccessTokens } from './access-token.ts';
import { createSession, openSession } from './sessions.ts';
import { unidadePapeis } from './users.ts';

export const MSG_SSC_EXPIRADO = 'Token SSC expirado. Efetue o login novamente.';
export const MSG_CODIGO_INVALIDO = 'Código de autorização inválido ou expirado. Efetue o login novamente.';
/** RFC 7636: 43 to 128 characters of [A-Z] / [a-z] / [0-9] / "-" / "." / "_" / "~". */
const VERIFICADOR = /^[A-Za-z0-9._~-]{43,128}$/;
/** The portal's nonce: random, base64url (services/auth.ts). */
const NONCE = /^[A-Za-z0-9._~-]{16,128}$/;

interface LoginBody {
  code?: unknown;
  redirectUri?: unknown;
  codeVerifier?: unknown;
  nonce?: unknown;
}

const igual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

interface Deps {
  config: GatewayConfig;
  db: Db;
  secrets: ServerSecrets;
  tokens: AccessTokens;
}

export async function registerSecurity(app: FastifyInstance, { config, db, secrets, tokens }: Deps) {
  const jwks = createLocalJWKSet(publicJwks(secrets));
  const issuer = `${config.publicOrigin}${IDP_PREFIX}`;
  const basic =
    'Basic ' +
    Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64');

  /**
   * The login exchange. Login CSRF (issue 14, item 5): the portal's authorisation request carries
   * `state` (checked by the portal on return), `nonce` and a PKCE S256 `code_challenge`, all three
   * kept in the tab's sessionStorage. Here the code is redeemed with the `code_verifier` (the
   * provider requires PKCE for the portal's client, so a code without it, or with another
   * browser's, is refused) and the id token must carry the nonce the portal sent: a code obtained
   * by someone else cannot be planted in a victim's browser.
   */
  app.post<{ Body: LoginBody | undefined }>(`${DESTINOS.EXAME}/seguranca/v1/login`, async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as LoginBody;
    const criticas: Critica[] = [];
    if (typeof body.code !== 'string' || body.code === '')
      criticas.push({ campo: 'code', mensagem: 'Campo obrigatório.' });
    if (typeof body.redirectUri !== 'string' || body.redirectUri === '')
      criticas.push({ campo: 'redirectUri', mensagem: 'Campo obrigatório.' });
    if (typeof body.codeVerifier !== 'string' || body.codeVerifier === '')
      criticas.push({ campo: 'codeVerifier', mensagem: 'Campo obrigatório.' });
    if (typeof body.nonce !== 'string' || body.nonce === '')
      criticas.push({ campo: 'nonce', mensagem: 'Campo obrigatório.' });
    criticas.push(
      ...criticasTexto({
        code: body.code,
        redirectUri: body.redirectUri,
        codeVerifier: body.codeVerifier,
        nonce: body.nonce,
      }).filter((c) => !criticas.some((x) => x.campo === c.campo)),
    );
    if (
      typeof body.codeVerifier === 'string' &&
      body.codeVerifier !== '' &&
      !criticas.some((c) => c.campo === 'codeVerifier') &&
      !VERIFICADOR.test(body.codeVerifier)
    )
      criticas.push({ campo: 'codeVerifier', mensagem: 'Verificador PKCE inválido.' });
    if (
      typeof body.nonce === 'string' &&
      body.nonce !== '' &&
      !criticas.some((c) => c.campo === 'nonce') &&
      !NONCE.test(body.nonce)
    )
      criticas.push({ campo: 'nonce', mensagem: 'Nonce inválido.' });
    if (criticas.length) {
      const a = badRequest(criticas);
      return reply.code(a.status).send(a.body);
    }
    const recusar = (motivo: Record<string, unknown>) => {
      req.log.info(motivo, 'troca de código recusada');
      const a = badRequest([{ campo: 'code', mensagem: MSG_CODIGO_INVALIDO }], MSG_CODIGO_INVALIDO);
      return reply.code(a.status).send(a.body);
    };
    // The code exchange goes through the provider's real token endpoint (client_secret_basic),
    // in-process: the same HTTP request a separate security service would send.
    const res = await app.inject({
      method: 'POST',
      url: `${IDP_PREFIX}/token`,
      headers: {
        authorization: basic,
        'content-type': 'application/x-www-form-urlencoded',
        host: new URL(config.publicOrigin).host,
      },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: String(body.code),
        redirect_uri: String(body.redirectUri),
        code_verifier: String(body.codeVerifier),
      }).toString(),
    });
    const tokenSet = res.json() as { id_token?: string; error?: string; error_description?: string };
    if (res.statusCode !== 200 || !tokenSet.id_token) return recusar({ status: res.statusCode, error: tokenSet.error });
    const { payload } = await jwtVerify(tokenSet.id_token, jwks, { issuer, audience: config.clientId });
    // The id token answers this browser's own authorisation request (OIDC Core 3.1.3.7).
    if (typeof payload.nonce !== 'string' || !igual(payload.nonce, String(body.nonce)))
      return recusar({ error: 'nonce' });
    const cpf = String(payload.cpf ?? payload.sub);
    const exp = payload.exp!;
    const tokenId = await createSession(db, cpf, new Date(exp * 1000));
    const usuario = {
      cpf,
      name: payload.name,
      nome_social: payload.nome_social ?? null,
      email: payload.email,
      matricula: payload.matricula,
      unidade: payload.unidade,
      papeis: payload.papeis,
      jsonUnidadePapeis: payload.jsonUnidadePapeis,
    };
    const a = ok(
      { tokenId, id_token: tokenSet.id_token, expires_in: exp - Math.floor(Date.now() / 1000), usuario },
      undefined,
      'Login realizado com sucesso.',
    );
    return reply.header('cache-control', 'no-store').code(a.status).send(a.body);
  });

  for (const [tag, prefix] of Object.entries(DESTINOS) as [Destino, string][]) {
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${prefix}/seguranca/v1/getWso2Token`,
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const header = req.headers.tokensscid;
        const tokenSSCId = req.query.tokenSSCId ?? (typeof header === 'string' ? header : undefined);
        // Bad input (a NUL, a repeated parameter) is code 4 naming the field, never a database error.
        const criticas = criticasTexto({
          tokenSSCId,
          codigoUnidadeSsc: req.query.codigoUnidadeSsc,
          codigoUnidadeSSC: req.query.codigoUnidadeSSC,
        });
        if (criticas.length) {
          const a = badRequest(criticas);
          return reply.code(a.status).send(a.body);
        }
        const session = tokenSSCId ? await openSession(db, tokenSSCId) : undefined;
        if (!session) return reply.code(401).send({ mensagem: MSG_SSC_EXPIRADO });
        const units = await unidadePapeis(db, session.cpf);
        let codigo = req.query.codigoUnidadeSsc ?? req.query.codigoUnidadeSSC;
        if (!codigo) {
          const { rows } = await db.query<{ unidade_codigo: string }>(
            'SELECT unidade_codigo FROM usuario WHERE cpf = $1',
            [session.cpf],
          );
          codigo = rows[0]?.unidade_codigo;
        }
        const unit = units.find((u) => u.unidade.codigo === codigo);
        if (!unit) {
          const a = error(403, 'Usuário sem acesso à unidade informada.');
          return reply.code(a.status).send(a.body);
        }
        const { token, expiresIn } = await tokens.sign(
          {
            sub: session.cpf,
            aud: tag,
            unidade: unit.unidade.codigo,
            papeis: unit.papeis.map((p) => p.codigo),
            recursos: [...new Set(unit.papeis.flatMap((p) => p.recursos.map((r) => r.chaveMenu)))],
            sid: session.id,
          },
          session.expira_em,
        );
        return reply.send({
          data: { access_token: token, token_type: 'Bearer', expires_in: expiresIn },
          mensagem: 'Token gerado com sucesso.',
        });
      },
    );
  }
}
