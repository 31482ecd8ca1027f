/**
 * Basic calls (spec sections 3 and 8): like `callEndpoint`, but the answer is wrapped as
 * `{ content, errors }` — `content` is the unwrapped result (so `content.data` is `objeto`),
 * `errors` holds `{ status, statusText }` when the answer has no body and its status is not 200.
 * Used by the shell's own calls (favourites, terms, access request), which read status codes.
 * Never throws.
 */
import axios from 'axios';
import { getConfig } from '../config.ts';
import { COOKIE, getCookie } from '../session/cookies.ts';
import { getEndpoint, substitutePath } from './catalogue.ts';
import type { CallRequest } from './callEndpoint.ts';
import { failureResult, isEnvelope, unwrap, type CallResult } from './envelope.ts';
import { pagingParams, toQueryString, type ParamValue } from './params.ts';
import { expireSession, getAccessToken, SessionExpiredError } from './token.ts';

export interface BasicErrors {
  status: number;
  statusText: string;
}

export interface BasicResult<T = unknown> {
  /** The unwrapped envelope; null when the answer had no envelope body. */
  content: CallResult<T> | null;
  errors: BasicErrors | null;
}

/** The raw HTTP exchange; replaced in tests. */
export type RawSender = (config: {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: unknown;
}) => Promise<{ status: number; statusText: string; data: unknown }>;

const axiosSender: RawSender = async (config) => {
  const res = await axios.request({ ...config, validateStatus: () => true });
  return { status: res.status, statusText: res.statusText, data: res.data };
};

/** Turns a raw answer into `{content, errors}` (exported for the tests). */
export function toBasicResult<T>(res: { status: number; statusText: string; data: unknown }): BasicResult<T> {
  const hasBody = res.data !== undefined && res.data !== null && res.data !== '';
  if (isEnvelope(res.data))
    return { content: unwrap(res.data as never) as CallResult<T>, errors: res.status === 200 ? null : { status: res.status, statusText: res.statusText } };
  if (!hasBody && res.status !== 200) return { content: null, errors: { status: res.status, statusText: res.statusText } };
  if (res.status !== 200) return { content: failureResult<T>(`HTTP ${res.status}`), errors: { status: res.status, statusText: res.statusText } };
  return { content: failureResult<T>('Resposta inesperada do servidor.'), errors: null };
}

export async function basicCall<T = unknown>(request: CallRequest, send: RawSender = axiosSender): Promise<BasicResult<T>> {
  try {
    const def = getEndpoint(request.endpoint);
    const { path, rest } = substitutePath(def.path, request.params);
    const destino = def.destino ?? 'EXAME';
    const anonymous = def.resource === 'public';
    const tokenId = getCookie(COOKIE.tokenId) ?? '';
    const unidade = getCookie(COOKIE.unidadeCodigo) ?? '';
    const headers: Record<string, string> = {};
    const query: Record<string, ParamValue> = {};
    if (!anonymous) {
      if (!tokenId) {
        expireSession();
        throw new SessionExpiredError('Sessão ausente.');
      }
      headers.Authorization = `Bearer ${await getAccessToken(destino, tokenId, unidade)}`;
      query.tokenSSCId = tokenId;
    }
    if (destino === 'CONTAGEM_TEMPO') query.codigoUnidadeUsuarioLogado = unidade;
    Object.assign(query, pagingParams(def.paging, request));
    const values = { ...rest, ...(request.filters ?? {}) } as Record<string, ParamValue>;
    const hasBody = def.method === 'POST' || def.method === 'PUT';
    if (!hasBody) Object.assign(query, values);
    const qs = toQueryString(query);
    const res = await send({
      method: def.method,
      url: `${getConfig().destinos[destino]}${path}${qs ? `?${qs}` : ''}`,
      headers,
      data: hasBody ? values : undefined,
    });
    return toBasicResult<T>(res);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const content = failureResult<T>(message);
    if (err instanceof SessionExpiredError) content.sessaoExpirada = true;
    return { content, errors: null };
  }
}
