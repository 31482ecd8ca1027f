/**
 * Mounts the identity provider on Fastify under `/rest/oidc`, plus the routes we own there:
 * the login interaction, the logout and the "change unit" front end.
 *
 * oidc-provider is a Koa app; it is mounted the way its docs describe for other frameworks: the
 * request is handed over raw (`provider.callback()(req, res)`) with the prefix cut from `req.url`
 * and the full path in `req.originalUrl`, from which it derives its mount path. The catch-all
 * lives in its own encapsulated scope whose content-type parser does not read the body, because
 * the provider parses bodies itself. A query parameter with a control character (a NUL in `state`
 * broke the provider's storage) is refused before the provider sees it.
 *
 * Sign-in is guarded against password guessing (login-guard.ts). Logout ends the session only
 * for a request of the portal itself (`Sec-Fetch-Site: same-origin`, or an Origin/Referer of the
 * portal's origins): a link on another site, or in an e-mail, gets a page asking to confirm,
 * whose button posts from the IdP's own origin.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { GatewayConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { temControle } from '../lib/validation.ts';
import { findUser } from '../security/users.ts';
import { createLoginGuard, msgBloqueio, type LimitesLogin } from './login-guard.ts';
import { IDP_PREFIX, portalOrigins } from './provider.ts';
import { CPF_MASK_JS, CPF_MASK_PATH } from './cpf-mask.ts';
import { LOGIN_CSS, PAGE_CSP, STYLESHEET_PATH, errorPage, loginPage, logoutPage } from './pages.ts';

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

/** True when the request's query string has a control character in a name or a value. */
export function queryComControle(url: string): boolean {
  try {
    const q = new URL(url, 'http://x').searchParams;
    for (const [k, v] of q) if (temControle(k) || temControle(v)) return true;
    return false;
  } catch {
    return true;
  }
}

/**
 * A request the portal itself made: the browser says so (`Sec-Fetch-Site: same-origin`), or —
 * for a browser without Fetch Metadata — its Origin or Referer is one of the portal's origins.
 */
export function vemDoPortal(req: FastifyRequest, origins: string[]): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const from = req.headers.origin ?? req.headers.referer;
  if (typeof from !== 'string' || from === '' || from === 'null') return false;
  try {
    return origins.includes(new URL(from).origin);
  } catch {
    return false;
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

export async function registerIdp(
  app: FastifyInstance,
  provider: Provider,
  config: GatewayConfig,
  db: Db,
  limites: Partial<LimitesLogin> = {},
) {
  const origins = portalOrigins(config);
  const loginUrl = `${config.publicOrigin}/login`;
  const callback = provider.callback();
  const guard = await createLoginGuard(app, db, limites);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${IDP_PREFIX}/*`, (req, reply) => {
      if (queryComControle(req.url)) {
        return html(
          reply,
          400,
          errorPage(
            'Requisição inválida.',
            'A requisição contém caracteres não permitidos. Volte ao portal e clique em Entrar novamente.',
            loginUrl,
          ),
        );
      }
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(IDP_PREFIX.length) || '/';
      callback(raw, reply.raw);
    });
  });

  app.get(STYLESHEET_PATH, (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGIN_CSS),
  );
  app.get(CPF_MASK_PATH, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CPF_MASK_JS),
  );

  const expiredPage = () =>
    errorPage('Sessão de login expirada.', 'Volte ao portal e clique em Entrar novamente.', loginUrl);
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

  app.post<{ Params: { uid: string }; Body: { cpf?: string; senha?: string } }>(
    `${IDP_PREFIX}/interaction/:uid/login`,
    async (req, reply) => {
      let details;
      try {
        details = await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        return expired(reply);
      }
      if (details.uid !== req.params.uid || details.prompt.name !== 'login') return expired(reply);
      const cpfInput = String(req.body?.cpf ?? '').slice(0, 40);
      const digits = cpfInput.replace(/\D/g, '');
      const cpf = digits.length === 11 ? digits : '';
      const senha = String(req.body?.senha ?? '').slice(0, 200);
      const again = (status: number, erro: string) =>
        html(
          reply,
          status,
          loginPage({
            action: `${IDP_PREFIX}/interaction/${details.uid}/login`,
            cpf: cpfInput.replace(/[^\d.-]/g, ''),
            erro,
          }),
        );

      // Locked (this address or this account): refused without checking the password.
      const espera = await guard.espera(req, cpf);
      if (espera.ms > 0) {
        await guard.falhou(req, cpf, espera.motivo);
        return again(429, msgBloqueio(espera.ms));
      }
      const found = cpf ? await findUser(db, cpf) : undefined;
      const user = await guard.verificar(found, senha);
      if (!user) {
        const bloqueio = await guard.falhou(
          req,
          cpf,
          found ? 'senha-invalida' : 'cpf-desconhecido',
          found?.unidade_codigo,
        );
        return bloqueio ? again(429, msgBloqueio(bloqueio)) : again(200, MSG_CREDENCIAIS);
      }
      await guard.entrou(user.cpf);
      return finish(req, reply, { login: { accountId: user.cpf } }, false);
    },
  );

  /** Ends the server session (when given) and the IdP session, then returns to the portal. */
  async function endSession(req: FastifyRequest, reply: FastifyReply, tokenSSCId: unknown, logoutPage: unknown) {
    // A session id is base64url: anything else (a NUL, a list) names no session.
    const ids = [tokenSSCId, req.cookies.tokenId].filter(
      (v): v is string => typeof v === 'string' && v !== '' && !temControle(v),
    );
    for (const id of new Set(ids)) await db.query('UPDATE sessao SET encerrada = true WHERE id = $1', [id]);
    const sessionId = req.cookies._session;
    if (sessionId && !temControle(sessionId)) {
      const session = await provider.Session.find(sessionId).catch(() => undefined);
      if (session) await session.destroy();
    }
    for (const name of ['_session', '_session.sig', '_session.legacy', '_session.legacy.sig']) {
      reply.clearCookie(name, { path: '/' });
    }
    return reply.header('cache-control', 'no-store').redirect(sameOriginOr(logoutPage, origins, loginUrl), 302);
  }

  const logoutAction = `${IDP_PREFIX}/logout`;

  /**
   * The portal's 'Sair' navigates here. From the portal itself the session ends at once; from
   * anywhere else (a link on another site) nothing ends: a page asks to confirm with a button.
   */
  app.get<{ Querystring: { logout_page?: unknown; tokenSSCId?: unknown } }>(
    `${IDP_PREFIX}/logout`,
    async (req, reply) => {
      if (vemDoPortal(req, origins)) return endSession(req, reply, req.query.tokenSSCId, req.query.logout_page);
      const volta = sameOriginOr(req.query.logout_page, origins, loginUrl);
      return html(
        reply,
        200,
        logoutPage({ action: logoutAction, logoutPage: volta, portalUrl: `${config.publicOrigin}/home` }),
      );
    },
  );

  /** The confirmation's button: a form posted from the IdP's own page (same origin only). */
  app.post<{ Body: { logout_page?: unknown } | undefined }>(`${IDP_PREFIX}/logout`, async (req, reply) => {
    if (!vemDoPortal(req, origins)) {
      return html(
        reply,
        403,
        errorPage('Saída não permitida.', 'Para sair, use o botão Sair do portal.', `${config.publicOrigin}/home`),
      );
    }
    return endSession(req, reply, undefined, req.body?.logout_page);
  });

  /** The IdP "front end" for 'Trocar unidade': the unit is picked in the portal, so it only returns. */
  app.get<{ Querystring: { return_url?: string } }>(`${IDP_PREFIX}/unidade`, async (req, reply) =>
    reply.redirect(sameOriginOr(req.query.return_url, origins, `${config.publicOrigin}/home`), 302),
  );
}
