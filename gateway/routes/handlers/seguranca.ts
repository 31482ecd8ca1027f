/**
 * The security service's three calls, catalogued in schemas/endpoints/seguranca.json (resource
 * 'seguranca') and served by the catalogue router like every endpoint: the login exchange
 * (`{EXAME}/seguranca/v1/login`), the session fetch (`/seguranca/v1/{tokenSSCId}`) and the
 * access-token issuer (`{gateway}/seguranca/v1/getWso2Token`, on all five gateways). The router has
 * validated the request against the catalogue; what is left here is who is calling.
 */
import { timingSafeEqual } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { badRequest, bare, error, ok, unauthorized } from '../../lib/envelope.ts';
import { publicJwks } from '../../lib/secrets.ts';
import { criticasTexto } from '../../lib/validation.ts';
import { IDP_PREFIX } from '../../idp/provider.ts';
import { defineAppHandlers, defineHandlers } from '../../contract/handler.ts';
import { createSession, openSession } from '../../security/sessions.ts';
import { findUser, identityClaims, unidadePapeis } from '../../security/users.ts';

export const MSG_SSC_EXPIRADO = 'Token SSC expirado. Efetue o login novamente.';
export const MSG_CODIGO_INVALIDO = 'Código de autorização inválido ou expirado. Efetue o login novamente.';

const igual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const segundosAte = (d: Date): number => Math.max(0, Math.floor((d.getTime() - Date.now()) / 1000));

/** Built by the app with its keys, sessions and in-process IdP (contract/handler.ts AppDeps). */
export default defineAppHandlers(({ app, config, db, secrets, tokens }) => {
  const jwks = createLocalJWKSet(publicJwks(secrets));
  const issuer = `${config.publicOrigin}${IDP_PREFIX}`;
  const basic =
    'Basic ' +
    Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64');

  /**
   * The session named by a tokenSSCId as received (query or header): a repeated parameter or a
   * NUL is bad input naming the field; an unknown, ended or expired one is 'Token SSC expirado'.
   */
  async function sessaoDe(tokenSSCId: unknown) {
    const criticas = criticasTexto({ tokenSSCId });
    if (criticas.length) return { falha: badRequest(criticas) };
    const session = typeof tokenSSCId === 'string' && tokenSSCId ? await openSession(db, tokenSSCId) : undefined;
    return session ? { session } : { falha: unauthorized(MSG_SSC_EXPIRADO) };
  }

  return defineHandlers({
    /**
     * Login CSRF: the portal's authorisation request carries `state` (checked by the portal on
     * return), `nonce` and a PKCE S256 `code_challenge`, kept in the tab's sessionStorage. The code
     * is redeemed with the `code_verifier` (the provider requires PKCE for the portal's client, so
     * a code without it, or with another browser's, is refused) and the id token must carry the
     * nonce the portal sent.
     */
    'seguranca.login': async ({ input, log }) => {
      const recusar = (motivo: Record<string, unknown>) => {
        log?.info(motivo, 'troca de código recusada');
        return badRequest([{ campo: 'code', mensagem: MSG_CODIGO_INVALIDO }], MSG_CODIGO_INVALIDO);
      };
      // The exchange goes through the provider's real token endpoint (client_secret_basic),
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
          code: input.code,
          redirect_uri: input.redirectUri,
          code_verifier: input.codeVerifier,
        }).toString(),
      });
      const tokenSet = res.json() as { id_token?: string; error?: string };
      if (res.statusCode !== 200 || !tokenSet.id_token)
        return recusar({ status: res.statusCode, error: tokenSet.error });
      const { payload } = await jwtVerify(tokenSet.id_token, jwks, { issuer, audience: config.clientId });
      // The id token answers this browser's own authorisation request (OIDC Core 3.1.3.7).
      if (typeof payload.nonce !== 'string' || !igual(payload.nonce, input.nonce)) return recusar({ error: 'nonce' });
      const cpf = String(payload.cpf ?? payload.sub);
      const expira = new Date(payload.exp! * 1000);
      const tokenId = await createSession(db, cpf, expira);
      const claim = (k: string) => payload[k] as string;
      const usuario = {
        cpf,
        name: claim('name'),
        nome_social: (payload.nome_social as string | undefined) ?? null,
        email: claim('email'),
        matricula: claim('matricula'),
        unidade: claim('unidade'),
        papeis: payload.papeis as string[],
        jsonUnidadePapeis: claim('jsonUnidadePapeis'),
      };
      return ok(
        { tokenId, id_token: tokenSet.id_token, expires_in: segundosAte(expira), usuario },
        undefined,
        'Login realizado com sucesso.',
      );
    },

    /** The session and the user's claims as they are now (roles changed since the login included). */
    'seguranca.sessao': async ({ input }) => {
      const { session, falha } = await sessaoDe(input.tokenSSCId);
      if (falha) return falha;
      const user = await findUser(db, session.cpf);
      if (!user) return unauthorized(MSG_SSC_EXPIRADO);
      const usuario = await identityClaims(db, user);
      return ok({ tokenId: session.id, expires_in: segundosAte(session.expira_em), usuario });
    },

    /** An access token for the gateway called, with the roles and resources of the unit chosen. */
    'seguranca.getWso2Token': async ({ input, tokenSSCId, destino }) => {
      const { session, falha } = await sessaoDe(tokenSSCId);
      if (falha) return falha;
      const units = await unidadePapeis(db, session.cpf);
      const codigo =
        input.codigoUnidadeSsc || input.codigoUnidadeSSC || (await findUser(db, session.cpf))?.unidade_codigo;
      const unit = units.find((u) => u.unidade.codigo === codigo);
      if (!unit) return error(403, 'Usuário sem acesso à unidade informada.');
      const { token, expiresIn } = await tokens.sign(
        {
          sub: session.cpf,
          aud: destino ?? 'EXAME',
          unidade: unit.unidade.codigo,
          papeis: unit.papeis.map((p) => p.codigo),
          recursos: [...new Set(unit.papeis.flatMap((p) => p.recursos.map((r) => r.chaveMenu)))],
          sid: session.id,
        },
        session.expira_em,
      );
      return bare({
        data: { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn },
        mensagem: 'Token gerado com sucesso.',
      });
    },
  });
});
