/**
 * The gateway envelope and the one result shape every caller receives (docs/ARCHITECTURE.md,
 * "Envelope"). Callers never see HTTP errors: success, no result, bad input and technical failure
 * all arrive as a `CallResult`, so a screen needs one `switch (codigoMensagem)` and nothing else.
 */

export interface Critica {
  campo: string;
  mensagem: string;
}

export interface Paginacao {
  pagina: number;
  tamanhoPagina: number;
  totalRegistros: number;
  totalPaginas: number;
  /** Present when the gateway's count stopped at its bound: more than totalRegistros rows. */
  totalLimitado?: boolean;
}

/** What the gateway sends. */
export interface Envelope<T = unknown> {
  codigoMensagem: number;
  mensagem?: string;
  mensagemExibicao?: string;
  dataServidor?: string;
  objeto?: T;
  paginacao?: Paginacao;
  listaCriticas?: Critica[];
  hashErro?: string;
}

/** What callers get: `objeto` → data; `paginacao` → page, size, offset (total rows), offsetPages. */
export interface CallResult<T = unknown> {
  codigoMensagem: number;
  mensagem: string;
  mensagemExibicao?: string;
  hashErro?: string;
  dataServidor: string;
  listaCriticas: Critica[];
  data: T;
  page?: number;
  size?: number;
  /** Total number of records (paginacao.totalRegistros), named as in the spec. */
  offset?: number;
  /** Total number of pages (paginacao.totalPaginas). */
  offsetPages?: number;
  /** paginacao.totalLimitado: `offset` is a bound, there are more records. */
  totalLimitado?: boolean;
  /** Set when the security service said the session is over; the user is already being sent away. */
  sessaoExpirada?: boolean;
  /** Set when the gateway refused the call for lack of permission (HTTP 403: another unit's record, a resource the roles do not grant). */
  recusado?: boolean;
  /** Set when the caller aborted the call (`CallRequest.signal`): no answer to show, a newer call took its place. */
  cancelada?: boolean;
}

/** Success, no result, technical error, business warning (see the table in ARCHITECTURE.md). */
export const CODIGO = { SUCESSO: 0, ERRO: 1, SEM_RESULTADO: 2, ALERTA: 4 } as const;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Server-style date-time 'dd/MM/yyyy HH:mm:ss', used when the failure never reached a server. */
export function formatDataServidor(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).codigoMensagem === 'number';
}

/** Unwraps an envelope; `objeto` defaults to an empty object as in the spec. */
export function unwrap<T = unknown>(env: Envelope<T>): CallResult<T> {
  const result: CallResult<T> = {
    codigoMensagem: env.codigoMensagem,
    mensagem: env.mensagem ?? '',
    mensagemExibicao: env.mensagemExibicao,
    hashErro: env.hashErro,
    dataServidor: env.dataServidor ?? formatDataServidor(new Date()),
    listaCriticas: env.listaCriticas ?? [],
    data: (env.objeto ?? {}) as T,
  };
  if (env.paginacao) {
    result.page = env.paginacao.pagina;
    result.size = env.paginacao.tamanhoPagina;
    result.offset = env.paginacao.totalRegistros;
    result.offsetPages = env.paginacao.totalPaginas;
    if (env.paginacao.totalLimitado) result.totalLimitado = true;
  }
  return result;
}

/** Spec section 8: any failure that is not a 500 body becomes code 1 with the error's message. */
export function failureResult<T = unknown>(message: string, now: Date = new Date()): CallResult<T> {
  return {
    codigoMensagem: CODIGO.ERRO,
    mensagem: message,
    hashErro: message,
    dataServidor: formatDataServidor(now),
    listaCriticas: [],
    data: {} as T,
  };
}

/** A failed request as this module reads it: its message and, when the server answered, the answer. */
export interface HttpFailure {
  message: string;
  response?: { status: number; data?: unknown };
}

/**
 * Turns a failed request into a result. A 500 answer's body is the result (spec §8). Any other
 * status that still carries the gateway's envelope (400 code 4, 401, 403, 404 code 1) is returned
 * as the envelope too, so the user reads the gateway's pt-BR reason ('Servidor não pertence à
 * unidade do usuário.') and its hashErro instead of an HTTP library's English text. Failures
 * without an envelope (network, proxy pages) are normalised to code 1 with the error's message.
 */
export function resultFromFailure<T = unknown>(err: HttpFailure, now: Date = new Date()): CallResult<T> {
  const body = err.response?.data;
  if (isEnvelope(body)) {
    const result = unwrap(body as Envelope<T>);
    if (result.codigoMensagem === CODIGO.SUCESSO) result.codigoMensagem = CODIGO.ERRO;
    if (err.response?.status === 403) result.recusado = true;
    return result;
  }
  return failureResult<T>(err.message, now);
}
