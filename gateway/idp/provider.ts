/**
 * The OpenID Connect provider (oidc-provider 9) of the reference back end, issuer
 * `{origin}/rest/oidc`. One confidential first-party client (the portal); the code is exchanged
 * by the security service on the server with client_secret_basic and the PKCE verifier (PKCE
 * S256 is required; the portal also sends state and nonce). Consent is implied for that
 * client (no consent screen), and the login page is our own (`interaction.ts`).
 */
import Provider from 'oidc-provider';
import type { GatewayConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { ServerSecrets } from '../lib/secrets.ts';
import { findUser, identityClaims } from '../security/users.ts';
import { dbAdapterFactory } from './adapter.ts';
import { errorPage } from './pages.ts';

export const IDP_PREFIX = '/rest/oidc';
export const SCOPES = ['openid', 'profile', 'unidade', 'papeis', 'recursos_operacoes'];
const HOURS = 3600;

/** The origins the portal may be opened on (redirect URIs and return URLs are checked against them). */
export function portalOrigins(config: GatewayConfig): string[] {
  return [...new Set([config.publicOrigin, `http://127.0.0.1:${config.port}`, `http://localhost:${config.port}`])];
}

export function createProvider(config: GatewayConfig, db: Db, secrets: ServerSecrets): Provider {
  const origins = portalOrigins(config);
  const provider = new Provider(`${config.publicOrigin}${IDP_PREFIX}`, {
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/index`),
        post_logout_redirect_uris: origins.map((o) => `${o}/login`),
      },
    ],
    adapter: dbAdapterFactory(db),
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    scopes: SCOPES,
    claims: {
      openid: ['sub', 'cpf'],
      profile: ['name', 'nome_social', 'email', 'matricula'],
      unidade: ['unidade', 'jsonUnidadePapeis'],
      papeis: ['papeis'],
      recursos_operacoes: [],
    },
    // The portal reads every claim from the ID token (there is no userinfo call).
    conformIdTokenClaims: false,
    // Parameters the portal adds to the authorisation request (spec: contexto, logout_uri).
    extraParams: ['contexto', 'logout_uri'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
    },
    // Login CSRF: every authorisation request of the portal carries a PKCE S256
    // code_challenge — required here even though the client is confidential, so a code can only be
    // redeemed with the verifier kept in the browser tab that asked for it (the only method this
    // provider version knows is S256).
    pkce: { required: () => true },
    // Only what the portal's one client uses, so the discovery document advertises nothing the
    // provider would not accept from it: the code flow, with the secret in HTTP Basic.
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic'],
    ttl: {
      AuthorizationCode: 120,
      IdToken: 8 * HOURS,
      AccessToken: HOURS,
      Interaction: HOURS,
      Session: 8 * HOURS,
      Grant: 8 * HOURS,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${IDP_PREFIX}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const user = await findUser(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.cpf,
        async claims() {
          return { sub: user.cpf, ...(await identityClaims(db, user)) };
        },
      };
    },
    // First-party client: the grant is created here, so no consent prompt is ever shown.
    // oidc-provider's Koa context is untyped (no typings ship with the library).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async loadExistingGrant(ctx: any) {
      const clientId: string = ctx.oidc.client.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      ctx.oidc.session.grantIdFor(clientId, grant.jti);
      return grant;
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async renderError(ctx: any, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = errorPage(
        'Não foi possível concluir a autenticação.',
        out.error_description ?? out.error ?? '',
        `${config.publicOrigin}/login`,
      );
    },
  });
  if (config.publicOrigin.startsWith('https:')) provider.proxy = true;
  return provider;
}
