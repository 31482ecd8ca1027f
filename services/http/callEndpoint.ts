/**
 * The one data-provider contract of the engine: `callEndpoint({endpoint, params, page, size, sort,
 * order, filters})` → `CallResult`. Screens and controllers know endpoint names only; this module
 * resolves the catalogue entry, fills path parameters, applies the paging style, obtains the
 * destination's token and unwraps the envelope. It never throws.
 */
import axios, { type AxiosRequestConfig } from 'axios';
import { getConfig } from '../config.ts';
import { COOKIE, getCookie } from '../session/cookies.ts';
import { getEndpoint, substitutePath } from './catalogue.ts';
import { failureResult, isEnvelope, resultFromFailure, unwrap, type CallResult, type Envelope } from './envelope.ts';
import { pagingParams, toQueryString, type ParamValue, type SortOrder } from './params.ts';
import { expireSession, getAccessToken, SessionExpiredError } from './token.ts';

/**
 * Where the session token id (`tokenSSCId`) travels on catalogue calls. The spec allows a query
 * parameter or a header of that name; the portal's contract is the query parameter, so the
 * gateways must accept (and drop before validating) `tokenSSCId` like the paging keys.
 */
export const TOKEN_ID_IN = 'query' as 'query' | 'header';

export interface CallRequest {
  endpoint: string;
  /** Path parameters (`{id}`) and fixed parameters; unused ones join the query or body. */
  params?: Record<string, unknown>;
  /** Zero-based page index. */
  page?: number;
  size?: number;
  sort?: string;
  order?: SortOrder;
  filters?: Record<string, unknown>;
}

/** The contract controllers depend on; tests pass a stub. */
export type DataProvider = <T = unknown>(request: CallRequest) => Promise<CallResult<T>>;

export const callEndpoint: DataProvider = async <T = unknown>(request: CallRequest): Promise<CallResult<T>> => {
  try {
    const def = getEndpoint(request.endpoint);
    const { path, rest } = substitutePath(def.path, request.params);
    const destino = def.destino ?? 'EXAME';
    const tokenId = getCookie(COOKIE.tokenId) ?? '';
    const unidade = getCookie(COOKIE.unidadeCodigo) ?? '';
    const anonymous = def.resource === 'public';
    const headers: Record<string, string> = {};
    if (!anonymous) {
      if (!tokenId) {
        expireSession();
        throw new SessionExpiredError('Sessão ausente.');
      }
      headers.Authorization = `Bearer ${await getAccessToken(destino, tokenId, unidade)}`;
    }
    const values = { ...rest, ...(request.filters ?? {}) } as Record<string, ParamValue>;
    const query: Record<string, ParamValue> = {};
    if (!anonymous && TOKEN_ID_IN === 'query') query.tokenSSCId = tokenId;
    if (!anonymous && TOKEN_ID_IN === 'header') headers.tokenSSCId = tokenId;
    if (destino === 'CONTAGEM_TEMPO') query.codigoUnidadeUsuarioLogado = unidade;
    Object.assign(query, pagingParams(def.paging, request));
    const hasBody = def.method === 'POST' || def.method === 'PUT';
    if (!hasBody) Object.assign(query, values);
    const qs = toQueryString(query);
    const config: AxiosRequestConfig = {
      method: def.method,
      url: `${getConfig().destinos[destino]}${path}${qs ? `?${qs}` : ''}`,
      headers,
      data: hasBody ? values : undefined,
    };
    const res = await axios.request<Envelope<T>>(config);
    return isEnvelope(res.data) ? unwrap(res.data) : failureResult<T>('Resposta inesperada do servidor.');
  } catch (err) {
    if (err instanceof SessionExpiredError) return { ...failureResult<T>(err.message), sessaoExpirada: true };
    if (axios.isAxiosError(err))
      return resultFromFailure<T>({ message: err.message, response: err.response ? { status: err.response.status, data: err.response.data } : undefined });
    return failureResult<T>(err instanceof Error ? err.message : String(err));
  }
};
