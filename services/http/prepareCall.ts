/**
 * The HTTP request of a catalogue call, shared by `callEndpoint` (the engine's data provider) and
 * `basicCall` (the shell's calls that read status codes): resolves the catalogue entry, fills path
 * parameters, obtains the destination's Bearer token (unless the endpoint is public), adds the
 * session token id, the time-counting unit and the paging style, and puts the remaining values in
 * the query (GET, DELETE) or the body (POST, PUT). Throws SessionExpiredError without a session.
 */
import { getConfig } from '../config.ts';
import { COOKIE, getCookie } from '../session/cookies.ts';
import { getEndpoint, substitutePath } from './catalogue.ts';
import type { CallRequest } from './callEndpoint.ts';
import { pagingParams, toQueryString, type ParamValue } from './params.ts';
import { expireSession, getAccessToken, SessionExpiredError } from './token.ts';

/**
 * Where the session token id (`tokenSSCId`) travels on catalogue calls. The spec allows a query
 * parameter or a header of that name; the portal's contract is the query parameter, so the
 * gateways must accept (and drop before validating) `tokenSSCId` like the paging keys.
 */
export const TOKEN_ID_IN = 'query' as 'query' | 'header';

export interface PreparedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: unknown;
}

export async function prepareCall(request: CallRequest): Promise<PreparedCall> {
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
  return {
    method: def.method,
    url: `${getConfig().destinos[destino]}${path}${qs ? `?${qs}` : ''}`,
    headers,
    data: hasBody ? values : undefined,
  };
}
