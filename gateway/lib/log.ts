/**
 * The gateway's log: Fastify's pino, on by default, one JSON line per event on stdout.
 *
 * - Level from `LOG_LEVEL` (fatal, error, warn, info, debug, trace; `silent` turns it off);
 *   default `info`, which logs every request and its answer.
 * - Every line of a request carries its id (`reqId`), which the answer also carries in the
 *   `x-request-id` header; a code-1 answer (technical error, 401, 403) is logged with its
 *   `hashErro`, so the 'Código' a user reports finds the line, and a technical error also with
 *   its stack.
 * - No personal data and no secret: the logged address keeps its path with CPFs and tokens
 *   masked and only the values of paging and unit parameters (a search by CPF or name shows
 *   `cpf=*`); error messages and details have CPFs masked; headers, cookies and bodies are never
 *   logged, and fields named like a secret or a CPF are censored wherever a line holds them.
 */
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export const NIVEIS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type Nivel = (typeof NIVEIS)[number];

/** Query parameters whose values say nothing about a person: kept in the logged address. */
const PARAMETROS_VISIVEIS = new Set([
  'page',
  'size',
  'sort',
  'order',
  'ano',
  'mes',
  'formato',
  'codigoUnidadeSSCLogado',
  'codigoUnidadeUsuarioLogado',
  'codigoUnidadeSsc',
  'codigoInstituicao',
]);

/** A CPF, with or without its mask (11 digits in a row also cover a 'número funcionário' — harmless). */
const CPF = /\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g;
/** A path segment that is a token (authorisation code, ALTCHA payload): long and opaque. */
const TOKEN = /^[A-Za-z0-9._~%+=-]{32,}$/;

export const mascararCpf = (texto: string): string => texto.replace(CPF, '***');

/** The address as it may be logged: path with CPFs and tokens masked, query values hidden but paging's. */
export function enderecoSeguro(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q))
    .split('/')
    .map((s) => (TOKEN.test(s) ? ':token' : mascararCpf(s)))
    .join('/');
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  const partes = [...params.entries()].map(([k, v]) => `${k}=${PARAMETROS_VISIVEIS.has(k) ? v : '*'}`);
  return `${path}?${partes.join('&')}`;
}

interface ErroSerializado {
  type: string;
  message: string;
  stack: string;
  [k: string]: unknown;
}

/** pino's error serializer, with CPFs masked in what a database error may quote (message, detail). */
function serializarErro(erro: Error): ErroSerializado {
  const err = erro as Error & Record<string, unknown>;
  const out: ErroSerializado = {
    type: err.name,
    message: mascararCpf(String(err.message ?? '')),
    stack: mascararCpf(String(err.stack ?? '')),
  };
  for (const k of ['code', 'statusCode', 'severity', 'routine'] as const) if (err[k] !== undefined) out[k] = err[k];
  if (typeof err.detail === 'string') out.detail = mascararCpf(err.detail);
  return out;
}

/** Fields censored wherever a logged object holds them. */
const CENSURADOS = [
  'senha',
  'password',
  'token',
  'tokenSSCId',
  'tokenId',
  'access_token',
  'id_token',
  'cpf',
  'authorization',
  'cookie',
];

export function nivelDoAmbiente(env: NodeJS.ProcessEnv = process.env): Nivel {
  const v = (env.LOG_LEVEL ?? 'info').toLowerCase();
  if ((NIVEIS as readonly string[]).includes(v)) return v as Nivel;
  throw new Error(`LOG_LEVEL inválido: '${env.LOG_LEVEL}'; use ${NIVEIS.join(', ')}.`);
}

export interface OpcoesLog {
  nivel?: Nivel;
  /** Where the lines go (tests read them); default stdout. */
  destino?: { write(linha: string): void };
}

/**
 * Fastify's `logger` and request-id options. Fastify's own two lines per request ('incoming
 * request', 'request completed') are off: `registrarLogDeRespostas` writes one, with the address,
 * the status and the time — half the lines, and half the cost of writing them (bench:load).
 */
export function opcoesDoLog(o: OpcoesLog): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    // Through a LogController: the top-level `disableRequestLogging` is deprecated (FSTDEP023,
    // printed at every start).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    logger: {
      level: o.nivel ?? 'info',
      ...(o.destino ? { stream: o.destino } : {}),
      redact: { paths: CENSURADOS.flatMap((c) => [c, `*.${c}`, `*.*.${c}`]), censor: '[oculto]' },
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: enderecoSeguro(req.url), remoteAddress: req.ip }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: serializarErro,
      },
    },
  };
}

/** Requests whose technical error was already logged with its stack (lib/errors.ts). */
const registrados = new WeakSet<FastifyRequest>();
export const jaRegistrado = (req: FastifyRequest): void => void registrados.add(req);

/**
 * The request id in every answer's `x-request-id`; one line per answered request (address, status,
 * time); and every code-1 answer logged with its hashErro (a 5xx as an error, a 401/403 as a
 * warning), unless the error handler logged it already.
 */
export function registrarLogDeRespostas(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'pedido respondido');
  });
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    const p = payload as { codigoMensagem?: unknown; hashErro?: unknown } | null;
    if (
      p &&
      typeof p === 'object' &&
      p.codigoMensagem === 1 &&
      typeof p.hashErro === 'string' &&
      !registrados.has(req)
    ) {
      const linha = { hashErro: p.hashErro, statusCode: reply.statusCode };
      if (reply.statusCode >= 500) req.log.error(linha, 'resposta com erro técnico');
      else req.log.warn(linha, 'resposta recusada (código 1)');
    }
    return payload;
  });
}
