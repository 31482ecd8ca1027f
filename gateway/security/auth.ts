/**
 * The gateway's enforcement on every catalogue route (docs/ARCHITECTURE.md): Bearer token with a
 * valid signature, not expired, issued for this gateway, session still open, and the endpoint's
 * resource among the token's resources. Client route guards are convenience; this is the check.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types.ts';
import type { AccessClaims, AccessTokens } from '../lib/access-token.ts';
import type { LimiteAnonimo } from './limite-taxa.ts';
import { openSession } from './sessions.ts';
import { MSG_TOKEN_EXPIRADO, MSG_TOKEN_INVALIDO, type Answer, forbidden, unauthorized } from '../lib/envelope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access-token claims (set by the auth pre-handler). */
    auth?: AccessClaims;
  }
}

const send = (reply: FastifyReply, a: Answer) => reply.code(a.status).send(a.body);

/**
 * `resource`: a chaveMenu, 'authenticated' (any signed-in user), 'seguranca' (the security service,
 * checked by its handlers) or 'public' (no token). A public
 * (anonymous) call is counted per client address by `deps.limiteAnonimo` (security/limite-taxa.ts):
 * past the limit it is answered 429 with Retry-After here and never reaches its handler.
 */
export function authPreHandler(
  deps: { db: Db; tokens: AccessTokens; limiteAnonimo?: LimiteAnonimo },
  audience: string,
  resource: string,
): preHandlerAsyncHookHandler {
  return async function auth(req: FastifyRequest, reply: FastifyReply) {
    if (resource === 'public') {
      if (deps.limiteAnonimo && !(await deps.limiteAnonimo(req, reply))) return reply;
      return;
    }
    // The security service's calls prove who calls by their own means (code and PKCE verifier,
    // session token id) in their handlers; every page asks for tokens, so no anonymous limit.
    if (resource === 'seguranca') return;
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!m) return send(reply, unauthorized(MSG_TOKEN_INVALIDO));
    const v = await deps.tokens.verify(m[1], audience);
    if (!v.ok) return send(reply, unauthorized(v.reason === 'expired' ? MSG_TOKEN_EXPIRADO : MSG_TOKEN_INVALIDO));
    const session = await openSession(deps.db, v.claims.sid);
    if (!session || session.cpf !== v.claims.sub) return send(reply, unauthorized(MSG_TOKEN_EXPIRADO));
    if (resource !== 'authenticated' && !v.claims.recursos.includes(resource)) return send(reply, forbidden());
    req.auth = v.claims;
  };
}
