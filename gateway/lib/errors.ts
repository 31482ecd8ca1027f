/**
 * Error and not-found handlers: whatever goes wrong on an API path, the caller gets the envelope
 * (never a stack trace, never a bare 500 for a malformed body). Non-API GETs fall through to the
 * portal (`onPortalNotFound`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG_ERRO_INTERNO, badRequest, error } from './envelope.ts';

export const isApiPath = (url: string): boolean => url.startsWith('/gw/') || url.startsWith('/rest/') || url === '/gw';

export function registerErrorHandlers(app: FastifyInstance, onPortalNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    // The static file server refuses directories (e.g. '/') with a 4xx: those are portal routes.
    if (req.method === 'GET' && !isApiPath(req.url.split('?')[0]) && (status === 403 || status === 404)) return onPortalNotFound(req, reply);
    if (status >= 400 && status < 500) {
      // Bad JSON, wrong content type, body too large…: the caller's fault, answered as code 4.
      const mensagem =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Tipo de conteúdo não suportado.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Corpo da requisição muito grande.'
            : 'Requisição malformada.';
      const a = badRequest([{ campo: '(requisição)', mensagem }], mensagem);
      return reply.code(status === 413 || status === 415 ? status : 400).send(a.body);
    }
    const a = error(500, MSG_ERRO_INTERNO);
    req.log.error({ err, hashErro: a.body.hashErro }, 'erro interno');
    return reply.code(500).send(a.body);
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (isApiPath(path) || req.method !== 'GET') {
      const a = error(404, 'Recurso não encontrado.');
      return reply.code(404).send(a.body);
    }
    return onPortalNotFound(req, reply);
  });
}
