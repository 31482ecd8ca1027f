/**
 * The portal's HTTP client: a thin wrapper over `fetch` (it replaced axios, ~20 KB gzip of the
 * first page). It does what the callers used of axios and nothing more:
 * - a plain value as `data` is sent as JSON (`Content-Type: application/json`); a FormData (an
 *   upload) is sent as multipart, the browser writing the boundary; no `data`, no body;
 * - the answer's body is read as JSON when it parses, else as its text ('' when empty), or as a
 *   Blob when asked (`responseType: 'blob'`, binary downloads);
 * - it never rejects because of the HTTP status: every status is an answer the caller reads (the
 *   gateway's envelope travels with 4xx and 5xx too);
 * - it rejects with an `HttpError` (pt-BR message) only when no answer arrived: network failure,
 *   or the optional `timeoutMs` elapsed (AbortController). No request has a timeout by default,
 *   as before;
 * - a caller that no longer wants the answer (a newer search, a record left behind) aborts it with
 *   its `signal`: the request is cancelled on the wire (the gateway drops its queued queries) and
 *   `http` rejects with `RequestCanceled`, which is nobody's error to show.
 * Cookies go on same-origin requests only (fetch's default, like axios without withCredentials).
 * Upload progress is not needed anywhere (no progress bar), so there is no XMLHttpRequest path.
 */

export interface HttpRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** A JSON value, or the FormData of an upload. */
  data?: unknown;
  /** Query parameters added to `url`. */
  params?: Record<string, string>;
  /** 'json' (default): parsed JSON, else the text; 'blob': the body as a Blob. */
  responseType?: 'json' | 'blob';
  /** Aborts the request after this many milliseconds (none by default). */
  timeoutMs?: number;
  /** The caller's: aborting it cancels the request (`RequestCanceled`). */
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  statusText: string;
  headers: Headers;
  data: T;
}

/** No answer from the server (the request never completed). */
export class HttpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The caller aborted the request (`HttpRequest.signal`): a newer one took its place. */
export class RequestCanceled extends Error {
  constructor() {
    super('Requisição cancelada.');
    this.name = 'RequestCanceled';
  }
}

export const MSG_SEM_CONEXAO = 'Não foi possível comunicar com o servidor. Verifique sua conexão e tente novamente.';
export const MSG_TEMPO_ESGOTADO = 'O servidor não respondeu a tempo. Tente novamente.';

/** The message of a failed HTTP status whose body is not the gateway's envelope. */
export const statusMessage = (status: number): string => `Falha na comunicação com o servidor (HTTP ${status}).`;

/** A body's text as JSON when it parses, else the text itself (axios' lenient JSON reading). */
export function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function withParams(url: string, params?: Record<string, string>): string {
  const qs = params ? new URLSearchParams(params).toString() : '';
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export async function http<T = unknown>(req: HttpRequest): Promise<HttpResponse<T>> {
  // Given up before it left: no request at all.
  if (req.signal?.aborted) throw new RequestCanceled();
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...req.headers };
  let body: BodyInit | undefined;
  if (req.data instanceof FormData) body = req.data;
  else if (req.data !== undefined) {
    body = JSON.stringify(req.data);
    headers['Content-Type'] = 'application/json';
  }
  const controller = req.timeoutMs || req.signal ? new AbortController() : undefined;
  const timer = req.timeoutMs ? setTimeout(() => controller?.abort(), req.timeoutMs) : undefined;
  const cancel = () => controller?.abort();
  req.signal?.addEventListener('abort', cancel, { once: true });
  /** Why no answer came: the caller gave up, the time ran out, or the network failed. */
  const failure = () =>
    req.signal?.aborted
      ? new RequestCanceled()
      : new HttpError(controller?.signal.aborted ? MSG_TEMPO_ESGOTADO : MSG_SEM_CONEXAO);
  try {
    let res: Response;
    try {
      res = await fetch(withParams(req.url, req.params), {
        method: req.method ?? 'GET',
        headers,
        body,
        signal: controller?.signal,
      });
    } catch {
      throw failure();
    }
    // A Blob built from the bytes rather than res.blob(): Chromium's DevTools (and so Playwright's
    // response.body()) see no body for a fetch answer drained by res.blob().
    const data =
      req.responseType === 'blob'
        ? new Blob([await res.arrayBuffer()], { type: res.headers.get('content-type') ?? '' })
        : parseBody(await res.text());
    return { status: res.status, statusText: res.statusText, headers: res.headers, data: data as T };
  } catch (err) {
    if (err instanceof HttpError || err instanceof RequestCanceled) throw err;
    // The body broke off mid-way (connection lost, the timeout or the caller while reading it).
    throw failure();
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', cancel);
  }
}

/** Whether a status is a success (2xx). */
export const isOk = (status: number): boolean => status >= 200 && status < 300;
