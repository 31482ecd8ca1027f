/**
 * The envelope for the failures Fastify answers before any route, hook or error handler runs
 *, so that every answer of the gateways, the security service and the identity
 * provider is the spec's envelope, never Fastify's own JSON:
 *
 * - `clientErrorHandler`: Node's HTTP parser refused the request — a request line and headers
 *   over `maxHeaderSize` (16 KB: a ~100 kB query string) is HTTP 431, a request that did not
 *   arrive within its deadline (lib/prazos.ts) 408, anything else 400. Nothing of the request is known but its bytes, so the answer is written on the socket,
 *   with the security headers every answer carries (lib/security-headers.ts), and it is closed.
 * - `frameworkErrors`: the router could not read the path — a percent-encoding that is not UTF-8
 *   (a lone surrogate, FST_ERR_BAD_URL) is 400, a path parameter over `maxParamLength`
 *   (FST_ERR_MAX_PARAM_LENGTH) 414. Fastify's own body ECHOED the URL; the envelope never does.
 *
 * All are the caller's fault: code 4 on '(requisição)', like the other malformed requests
 * (lib/errors.ts). The parser's refusals never reach Fastify's request log, so they are logged
 * here, and the router's too (level info, like every answer): an id that the answer also carries
 * in `x-request-id`, the status, the error's code and, for the parser, the peer's address — never
 * the request's bytes or address, which may hold a CPF or a token.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type Answer, badRequest, error, MSG_ERRO_INTERNO } from './envelope.ts';
import { cabecalhosDe } from './security-headers.ts';

export const MSG_REQUISICAO_GRANDE = 'O endereço ou os cabeçalhos da requisição excedem o tamanho máximo permitido.';
export const MSG_ENDERECO_INVALIDO = 'Endereço da requisição inválido.';
export const MSG_PARAMETRO_LONGO = 'Parâmetro do endereço excede o tamanho máximo permitido.';
export const MSG_TEMPO_REQUISICAO = 'A requisição não foi recebida a tempo.';
export const MSG_REQUISICAO_MALFORMADA = 'Requisição malformada.';

/** A code-4 envelope on '(requisição)' with `status`. */
function refusal(status: number, mensagem: string): Answer {
  return { ...badRequest([{ campo: '(requisição)', mensagem }], mensagem), status };
}

/** The answer to a request Node's parser refused (by the parser's error code). */
export function parserRefusal(code: string | undefined): Answer {
  if (code === 'HPE_HEADER_OVERFLOW') return refusal(431, MSG_REQUISICAO_GRANDE);
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return refusal(408, MSG_TEMPO_REQUISICAO);
  return refusal(400, MSG_REQUISICAO_MALFORMADA);
}

/**
 * Fastify's `clientErrorHandler` (Fastify binds it to the instance, whose logger it uses): the
 * envelope written on the raw socket, which is then closed.
 */
export function clientErrorHandler(
  this: { log?: FastifyBaseLogger } | undefined,
  err: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  // A reset connection or one already gone: nobody to answer (as Fastify's default handler).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this socket (a request past its deadline whose refusal was
  // sent before its body ended): a second one written after it would corrupt the stream, as Node's
  // own handler knows.
  const emCurso = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || emCurso?.headersSent) {
    socket.destroy(err);
    return;
  }
  const a = parserRefusal(err.code);
  const reqId = randomUUID();
  this?.log?.info(
    { reqId, res: { statusCode: a.status }, codigo: err.code, remoteAddress: (socket as Socket).remoteAddress },
    'requisição recusada pelo analisador HTTP',
  );
  const body = Buffer.from(JSON.stringify(a.body));
  const headers = {
    ...cabecalhosDe(this),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'x-request-id': reqId,
    Connection: 'close',
  };
  const head = `HTTP/1.1 ${a.status} ${STATUS_CODES[a.status]}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]), () => socket.destroy());
}

/** Fastify's `frameworkErrors`: the router's refusals of a path, as the envelope. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode ?? 500;
  const a =
    err.code === 'FST_ERR_BAD_URL'
      ? refusal(400, MSG_ENDERECO_INVALIDO)
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? refusal(414, MSG_PARAMETRO_LONGO)
        : status >= 400 && status < 500
          ? refusal(status, MSG_REQUISICAO_MALFORMADA)
          : error(500, MSG_ERRO_INTERNO);
  // Fastify logs nothing for these requests; the line names the status, never the address.
  req.log.info({ res: { statusCode: a.status }, codigo: err.code }, 'endereço recusado pelo roteador');
  // No hook ran for this request: the headers of every answer are set here.
  void reply
    .headers({ ...cabecalhosDe(req.server), 'cache-control': 'no-store', 'x-request-id': req.id })
    .code(a.status)
    .send(a.body);
}
