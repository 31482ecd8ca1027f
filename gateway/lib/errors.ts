/**
 * Error and not-found handlers: whatever goes wrong on an API path, the caller gets the envelope
 * (never a stack trace, never a bare 500 for a malformed body). Non-API GETs fall through to the
 * portal (`onPortalNotFound`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Failure, MSG_ERRO_INTERNO, badRequest, error } from './envelope.ts';
import { jaRegistrado } from './log.ts';
import { isUpload, MSG_TEMPO_LIMITE, MSG_UPLOAD_TIME_LIMIT } from '../db/pedido-abortado.ts';

export const isApiPath = (url: string): boolean => url.startsWith('/gw/') || url.startsWith('/rest/') || url === '/gw';

/** Messages of the @fastify/multipart errors (by code); anything else of a multipart parse is malformed. */
const MULTIPART: Record<string, { mensagem: string; status: number }> = {
  FST_FILES_LIMIT: { mensagem: 'Arquivos demais no envio.', status: 400 },
  FST_FIELDS_LIMIT: { mensagem: 'Campos demais no envio.', status: 400 },
  FST_PARTS_LIMIT: { mensagem: 'Partes demais no envio.', status: 400 },
  FST_REQ_FILE_TOO_LARGE: { mensagem: 'O arquivo excede o tamanho máximo permitido de 4 MB.', status: 400 },
  FST_PROTO_VIOLATION: { mensagem: 'Nome de campo não permitido.', status: 400 },
  FST_INVALID_JSON_FIELD_ERROR: { mensagem: 'Campo JSON inválido no envio.', status: 400 },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { mensagem: 'Envie o arquivo como multipart/form-data.', status: 415 },
};
export const MSG_MULTIPART_MALFORMADO = 'Envio multipart malformado.';
export const MSG_VALOR_RECUSADO = 'Valor fora do intervalo ou em formato não aceito.';

/**
 * The code-4 envelope of an error raised while reading a multipart body: the plugin's limit and
 * content errors (`FST_*`, some with HTTP 413/406) and busboy's bare Errors ('Unexpected end of
 * form', 'Boundary not found'…, no status at all — left alone they would be a 500). They are all
 * the caller's fault, so never a technical error.
 */
export function multipartError(err: unknown): Failure {
  const code = (err as { code?: string } | undefined)?.code ?? '';
  const m = Object.hasOwn(MULTIPART, code) ? MULTIPART[code] : { mensagem: MSG_MULTIPART_MALFORMADO, status: 400 };
  const a = badRequest([{ campo: '(requisição)', mensagem: m.mensagem }], m.mensagem);
  return { ...a, status: m.status };
}

/**
 * A statement past its time limit: the gateway stopped waiting (PGlite, `PRH_TEMPO_LIMITE`) or
 * PostgreSQL cancelled it (SQLSTATE 57014, `statement_timeout`). The same SQLSTATE also comes from
 * a cancel the gateway sent for an abandoned request, whose client no longer reads the answer.
 */
export const tempoLimite = (err: { code?: unknown }): boolean =>
  err.code === 'PRH_TEMPO_LIMITE' || err.code === '57014';

/** HTTP status of the time-limit envelope (code 1): the gateway gave up waiting for its database. */
export const STATUS_TEMPO_LIMITE = 504;

export function registerErrorHandlers(
  app: FastifyInstance,
  onPortalNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // The client went away (db/pedido-abortado.ts): its queries were dropped, nobody reads an
    // answer — an empty 499 (nginx's "client closed request") closes the exchange, nothing logged.
    if (err.code === 'PRH_PEDIDO_ABORTADO') return reply.code(499).send();
    // The embedded database's worker thread died (db/pglite.ts): restarted (try again) or stopped.
    if (err.code === 'PRH_BANCO_REINICIADO' || err.code === 'PRH_BANCO_PARADO') {
      const a = error(503, err.message);
      req.log.error({ err, hashErro: a.body.hashErro }, 'banco de dados embutido indisponível');
      jaRegistrado(req);
      if (err.code === 'PRH_BANCO_REINICIADO') void reply.header('retry-after', '2');
      return reply.code(a.status).send(a.body);
    }
    if (tempoLimite(err)) {
      // An upload has no filter to refine: it says that nothing was sent and to try again.
      const a = error(STATUS_TEMPO_LIMITE, isUpload(req) ? MSG_UPLOAD_TIME_LIMIT : MSG_TEMPO_LIMITE);
      req.log.warn({ err, hashErro: a.body.hashErro }, 'consulta excedeu o tempo limite');
      jaRegistrado(req);
      return reply.code(a.status).send(a.body);
    }
    const status = err.statusCode ?? 500;
    // The static file server refuses directories (e.g. '/') with a 4xx: those are portal routes.
    if (req.method === 'GET' && !isApiPath(req.url.split('?')[0]) && (status === 403 || status === 404))
      return onPortalNotFound(req, reply);
    // A multipart error that escaped the catalogue router (it maps its own) keeps its meaning.
    if (err.code && (Object.hasOwn(MULTIPART, err.code) || err.code === 'FST_MP_PREMATURE_CLOSE')) {
      const a = multipartError(err);
      return reply.code(a.status).send(a.body);
    }
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
    // A data exception of the database (SQLSTATE class 22: a number out of range, text that is
    // not a number or a date, a NUL byte) is a value the validation let through: still the
    // caller's bad input, answered as code 4 — never the database's message, never a 500.
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) {
      req.log.warn({ err }, 'valor recusado pelo banco de dados');
      const a = badRequest([{ campo: '(requisição)', mensagem: MSG_VALOR_RECUSADO }], MSG_VALOR_RECUSADO);
      return reply.code(400).send(a.body);
    }
    const a = error(500, MSG_ERRO_INTERNO);
    req.log.error({ err, hashErro: a.body.hashErro }, 'erro interno');
    jaRegistrado(req);
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
