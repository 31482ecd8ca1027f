/**
 * Mounts the identity provider on Fastify under `/rest/oidc`, plus the routes we own there:
 * the login interaction, the logout and the "change unit" front end.
 *
 * oidc-provider is a Koa app; it is mounted the way its docs describe for other frameworks: the
 * request is handed over raw (`provider.callback()(req, res)`) with the prefix cut from `req.url`
 * and the full path in `req.originalUrl`, from which it derives its mount path. The catch-all
 * lives in its own encapsulated scope whose content-type parser does not read the body, because
 * the provider parses bodies itself.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { GatewayConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { verifyPassword } from '../lib/password.ts';
import { findUser } from '../security/users.ts';
import { IDP_PREFIX, portalOrigins } from './provider.ts';
import { LOGIN_CSS, PAGE_CSP, STYLESHEET_PATH, errorPage, loginPage } from './pages.ts';

const MSG_CREDENCIAIS = 'CPF ou senha inválidos.';

/** `url` when it is on one of the portal's own origins, else `fallback` (no open redirects). */
export function sameOriginOr(url: unknown, origins: string[], fallback: string): string {
  if (typeof url !== 'string' || url === '') return fallback;
  try {
    const u = new URL(url);
    return origins.includes(u.origin) ? u.href : fallback;
  } catch {
    return fallback;
  }
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

export async function registerIdp(app: FastifyInstance, provider: Provider, config: GatewayConfig, db: Db) {
  const origins = portalOrigins(config);
  const loginUrl = `${config.publicOrigin}/login`;
  const callback = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${IDP_PREFIX}/*`, (req, reply) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(IDP_PREFIX.length) || '/';
      callback(raw, reply.raw);
    });
  });

  app.get(STYLESHEET_PATH, (_req, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGIN_CSS));

  const expiredPage = () => errorPage('Sessão de login expirada.', 'Volte ao portal e clique em Entrar novamente.', loginUrl);
  const expired = (reply: FastifyReply) => html(reply, 400, expiredPage());

  /** Hands the reply to the provider to finish the interaction (it writes the redirect itself). */
  async function finish(req: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>, merge: boolean) {
    reply.hijack();
    try {
      await provider.interactionFinished(req.raw, reply.raw, result, { mergeWithLastSubmission: merge });
    } catch (err) {
      req.log.warn({ err }, 'interação do login não pôde ser concluída');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP });
      }
      reply.raw.end(expiredPage());
    }
  }

  app.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid`, async (req, reply) => {
    let details;
    try {
      details = await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      return expired(reply);
    }
    if (details.uid !== req.params.uid) return expired(reply);
    if (details.prompt.name === 'login') {
      return html(reply, 200, loginPage({ action: `${IDP_PREFIX}/interaction/${details.uid}/login` }));
    }
    // Any other prompt (consent) is granted at once for this first-party client.
    return finish(req, reply, { consent: {} }, true);
  });

  app.post<{ Params: { uid: string }; Body: { cpf?: string; senha?: string } }>(`${IDP_PREFIX}/interaction/:uid/login`, async (req, reply) => {
    let details;
    try {
      details = await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      return expired(reply);
    }
    if (details.uid !== req.params.uid || details.prompt.name !== 'login') return expired(reply);
    const cpfInput = String(req.body?.cpf ?? '');
    const cpf = cpfInput.replace(/\D/g, '');
    const senha = String(req.body?.senha ?? '');
    const user = cpf.length === 11 ? await findUser(db, cpf) : undefined;
    if (!user || !(await verifyPassword(senha, user.senha_hash))) {
      return html(reply, 200, loginPage({ action: `${IDP_PREFIX}/interaction/${details.uid}/login`, cpf: cpfInput, erro: MSG_CREDENCIAIS }));
    }
    return finish(req, reply, { login: { accountId: user.cpf } }, false);
  });

  /** Ends the server session (when given) and the IdP session, then returns to the portal. */
  app.get<{ Querystring: { logout_page?: string; tokenSSCId?: string } }>(`${IDP_PREFIX}/logout`, async (req, reply) => {
    const tokenSSCId = req.query.tokenSSCId || req.cookies.tokenId;
    if (tokenSSCId) await db.query('UPDATE sessao SET encerrada = true WHERE id = $1', [tokenSSCId]);
    const sessionId = req.cookies._session;
    if (sessionId) {
      const session = await provider.Session.find(sessionId).catch(() => undefined);
      if (session) await session.destroy();
    }
    for (const name of ['_session', '_session.sig', '_session.legacy', '_session.legacy.sig']) {
      reply.clearCookie(name, { path: '/' });
    }
    return reply.header('cache-control', 'no-store').redirect(sameOriginOr(req.query.logout_page, origins, loginUrl), 302);
  });

  /** The IdP "front end" for 'Trocar unidade': the unit is picked in the portal, so it only returns. */
  app.get<{ Querystring: { return_url?: string } }>(`${IDP_PREFIX}/unidade`, async (req, reply) =>
    reply.redirect(sameOriginOr(req.query.return_url, origins, `${config.publicOrigin}/home`), 302),
  );
}
