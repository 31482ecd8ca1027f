/**
 * The gateway envelope of docs/ARCHITECTURE.md: every answer (success or failure) has the same
 * shape, so the portal's http service unwraps one format. Builders return `{status, body}` so a
 * route only does `reply.code(e.status).send(e.body)`.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface Paginacao {
  pagina: number;
  tamanhoPagina: number;
  totalRegistros: number;
  totalPaginas: number;
  /**
   * Present (true) only when the count stopped at its bound (gateway/lib/sql-paging.ts `countRows`):
   * there are MORE than `totalRegistros` rows, and `totalPaginas` counts the pages of that bound.
   * Absent on an exact count. An addition to the spec's four fields.
   */
  totalLimitado?: true;
}

export interface Critica {
  campo: string;
  mensagem: string;
}

interface EnvelopeBase {
  mensagem: string;
  mensagemExibicao: string;
  dataServidor: string;
  paginacao?: Paginacao;
  listaCriticas: Critica[];
  hashErro?: string;
}

/** Code 0: `objeto` is what the endpoint's catalogue entry says (core/endpoint-types.ts ObjetoOf). */
export interface SuccessEnvelope<T> extends EnvelopeBase {
  codigoMensagem: 0;
  objeto: T;
}

/** Codes 1, 2 and 4: `objeto` is an empty list (2) or an empty object. */
export interface FailureEnvelope extends EnvelopeBase {
  codigoMensagem: 1 | 2 | 4;
  objeto: unknown;
}

export type Envelope<T = unknown> = SuccessEnvelope<T> | FailureEnvelope;

export interface Success<T> {
  status: number;
  body: SuccessEnvelope<T>;
}

export interface Failure {
  status: number;
  body: FailureEnvelope;
}

/**
 * A handler's answer: a success carrying `T`, or any failure. The success is typed by what it
 * carries, so a handler whose `objeto` is not its endpoint's (an object where the catalogue says a
 * list) does not type-check (gateway/contract/handler.ts Handler).
 */
export type Answer<T = unknown> = Success<T> | Failure;

const fmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 'dd/MM/yyyy HH:mm:ss' in Brasília time. */
export function dataServidor(d: Date = new Date()): string {
  const p = Object.fromEntries(fmt.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour === '24' ? '00' : p.hour}:${p.minute}:${p.second}`;
}

const failure = (
  codigoMensagem: 1 | 2 | 4,
  mensagem: string,
  mensagemExibicao: string,
  objeto: unknown,
): FailureEnvelope => ({
  codigoMensagem,
  mensagem,
  mensagemExibicao,
  dataServidor: dataServidor(),
  objeto,
  listaCriticas: [],
});

export function ok<T>(objeto: T, paginacao?: Paginacao, mensagem = 'Operação realizada com sucesso.'): Success<T> {
  const body: SuccessEnvelope<T> = {
    codigoMensagem: 0,
    mensagem,
    mensagemExibicao: mensagem,
    dataServidor: dataServidor(),
    objeto,
    listaCriticas: [],
  };
  if (paginacao) body.paginacao = paginacao;
  return { status: 200, body };
}

/**
 * What a handler of a `binary` endpoint returns on success: the file, which the router sends as it
 * is (content-disposition); its failures remain ordinary envelopes. A large file is a stream with
 * its length (a report read from the database part by part), a small one a Buffer.
 */
export interface FileAnswer extends Success<null> {
  file: { body: Buffer | Readable; bytes?: number; filename: string; contentType: string };
}

export const fileAnswer = (file: FileAnswer['file']): FileAnswer => ({ ...ok(null), file });

/**
 * The success of a `bare` endpoint: the catalogue's `response` sent as it is, not in an envelope
 * (only getWso2Token, whose answer the spec fixes as `data.access_token` plus a `mensagem`).
 */
export interface BareAnswer<T = unknown> {
  status: 200;
  bare: T;
}
export const bare = <T>(body: T): BareAnswer<T> => ({ status: 200, bare: body });

export const MSG_SEM_RESULTADO = 'Sua busca não possui resultado. Tente novamente.';

/** Code 2: no result; `objeto` is an empty list. */
export function noResult(paginacao?: Paginacao): Failure {
  const body = failure(2, MSG_SEM_RESULTADO, MSG_SEM_RESULTADO, []);
  if (paginacao) body.paginacao = paginacao;
  return { status: 200, body };
}

/** Code 4: bad input, each bad field in `listaCriticas`. */
export function badRequest(listaCriticas: Critica[], mensagem = 'Existem campos inválidos na requisição.'): Failure {
  const exibicao = listaCriticas.map((c) => `${c.campo}: ${c.mensagem}`).join(' ') || mensagem;
  const body = failure(4, mensagem, exibicao, {});
  body.listaCriticas = listaCriticas;
  return { status: 400, body };
}

/** Code 1: technical error, unauthenticated (401) or forbidden (403); always with a hashErro. */
export function error(status: number, mensagem: string, mensagemExibicao = mensagem): Failure {
  const body = failure(1, mensagem, mensagemExibicao, {});
  body.hashErro = randomBytes(8).toString('hex');
  return { status, body };
}

export const MSG_TOKEN_INVALIDO = 'Token de acesso inválido ou ausente.';
export const MSG_TOKEN_EXPIRADO = 'Token de acesso expirado.';
export const MSG_SEM_PERMISSAO = 'Usuário sem permissão para este recurso.';
export const MSG_ERRO_INTERNO = 'Ocorreu um erro inesperado ao processar a requisição.';

export const unauthorized = (mensagem = MSG_TOKEN_INVALIDO) => error(401, mensagem);
export const forbidden = (mensagem = MSG_SEM_PERMISSAO) => error(403, mensagem);

/** `limitado`: the total is a bound of a count that stopped there (`Contagem.limitado`). */
export function paginacao(pagina: number, tamanhoPagina: number, totalRegistros: number, limitado = false): Paginacao {
  const p: Paginacao = {
    pagina,
    tamanhoPagina,
    totalRegistros,
    totalPaginas: Math.ceil(totalRegistros / tamanhoPagina),
  };
  if (limitado) p.totalLimitado = true;
  return p;
}
