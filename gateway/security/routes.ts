/**
 * The security service: the login exchange (`{EXAME}/seguranca/v1/login`) and the access-token
 * issuer (`{gateway}/seguranca/v1/getWso2Token`, one module mounted on all five gateways).
 */
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
const MSG_CODIGO_INVALIDO = 'Código de autorização inválido ou expirado. Efetue o login novamente.';

interface Deps {
  config: GatewayConfig;
  db: Db;
  secrets: ServerSecrets;
  tokens: AccessTokens;
}

export async function registerSecurity(app: FastifyInstance, { config, db, secrets, tokens }: Deps) {
  const jwks = createLocalJWKSet(publicJwks(secrets));
  const issuer = `${config.publicOrigin}${IDP_PREFIX}`;
  const basic = 'Basic ' + Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64');

  app.post<{ Body: { code?: unknown; redirectUri?: unknown } | undefined }>(`${DESTINOS.EXAME}/seguranca/v1/login`, async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { code?: unknown; redirectUri?: unknown };
    const criticas: Critica[] = [];
    if (typeof body.code !== 'string' || body.code === '') criticas.push({ campo: 'code', mensagem: 'Campo obrigatório.' });
    if (typeof body.redirectUri !== 'string' || body.redirectUri === '') criticas.push({ campo: 'redirectUri', mensagem: 'Campo obrigatório.' });
    criticas.push(...criticasTexto({ code: body.code, redirectUri: body.redirectUri }).filter((c) => !criticas.some((x) => x.campo === c.campo)));
    if (criticas.length) {
      const a = badRequest(criticas);
      return reply.code(a.status).send(a.body);
    }
    // The code exchange goes through the provider's real token endpoint (client_secret_basic),
    // in-process: the same HTTP request a separate security service would send.
    const res = await app.inject({
      method: 'POST',
      url: `${IDP_PREFIX}/token`,
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded', host: new URL(config.publicOrigin).host },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code: String(body.code), redirect_uri: String(body.redirectUri) }).toString(),
    });
    const tokenSet = res.json() as { id_token?: string; error?: string; error_description?: string };
    if (res.statusCode !== 200 || !tokenSet.id_token) {
      req.log.info({ status: res.statusCode, error: tokenSet.error }, 'troca de código recusada');
      const a = badRequest([{ campo: 'code', mensagem: MSG_CODIGO_INVALIDO }], MSG_CODIGO_INVALIDO);
      return reply.code(a.status).send(a.body);
    }
    const { payload } = await jwtVerify(tokenSet.id_token, jwks, { issuer, audience: config.clientId });
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
    const a = ok({ tokenId, id_token: tokenSet.id_token, expires_in: exp - Math.floor(Date.now() / 1000), usuario }, undefined, 'Login realizado com sucesso.');
    return reply.header('cache-control', 'no-store').code(a.status).send(a.body);
  });

  for (const [tag, prefix] of Object.entries(DESTINOS) as [Destino, string][]) {
    app.get<{ Querystring: Record<string, string | undefined> }>(`${prefix}/seguranca/v1/getWso2Token`, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const header = req.headers.tokensscid;
      const tokenSSCId = req.query.tokenSSCId ?? (typeof header === 'string' ? header : undefined);
      // Bad input (a NUL, a repeated parameter) is code 4 naming the field, never a database error.
      const criticas = criticasTexto({ tokenSSCId, codigoUnidadeSsc: req.query.codigoUnidadeSsc, codigoUnidadeSSC: req.query.codigoUnidadeSSC });
      if (criticas.length) {
        const a = badRequest(criticas);
        return reply.code(a.status).send(a.body);
      }
      const session = tokenSSCId ? await openSession(db, tokenSSCId) : undefined;
      if (!session) return reply.code(401).send({ mensagem: MSG_SSC_EXPIRADO });
      const units = await unidadePapeis(db, session.cpf);
      let codigo = req.query.codigoUnidadeSsc ?? req.query.codigoUnidadeSSC;
      if (!codigo) {
        const { rows } = await db.query<{ unidade_codigo: string }>('SELECT unidade_codigo FROM usuario WHERE cpf = $1', [session.cpf]);
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
      return reply.send({ data: { access_token: token, token_type: 'Bearer', expires_in: expiresIn }, mensagem: 'Token gerado com sucesso.' });
    });
  }
}
