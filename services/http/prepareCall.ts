/**
 * The HTTP request of a catalogue call, shared by `callEndpoint` (the engine's data provider) and
 * `basicCall` (the shell's calls that read status codes): resolves the catalogue entry, fills path
 * parameters, obtains the destination's Bearer token (unless the endpoint is public), adds the
 * session token id, the time-counting unit, the values the catalogue fills from the session
 * (`session`) and the paging style, and puts the remaining values in the query (GET, DELETE, and
 * the catalogue's `query` keys of a POST/PUT) or the body (POST, PUT), whose dates go as ISO
 * (schemas/data-iso.ts). An endpoint with `files` is
 * sent as multipart/form-data: its file values (data URLs from the file widget, or Blobs) become
 * file parts under their own names, every other value a text part (lists as repeated parts).
 * Throws SessionExpiredError without a session, and UnitRequiredError (token.ts) before a unit is
 * chosen — no request leaves then.
 */
import { getConfig } from '../config.ts';
import { COOKIE, getCookie } from '../session/cookies.ts';
import { currentUser } from '../session/session.ts';
import { semTokenDeAcesso, tokenIdIn } from '../../core/derive-recursos.ts';
import { corpoComDatasIso } from '../../schemas/data-iso.ts';
import { resolveEndpoint, substitutePath } from './endpoints.ts';
import { placeValues, toQueryString, type ParamValue, type SortOrder } from './params.ts';
import { expireSession, getAccessToken, SessionExpiredError } from './token.ts';

/** What a caller asks: an endpoint by name and its parameters, paging, sort and filters. */
export interface CallRequest<E extends string = string> {
  /** A catalogue name: a literal name types the answer (ObjetoOfName); a name read from a screen document is `string`. */
  endpoint: E;
  /** Path parameters (`{id}`) and fixed parameters; unused ones join the query or body. */
  params?: Record<string, unknown>;
  /** Zero-based page index. */
  page?: number;
  size?: number;
  sort?: string;
  order?: SortOrder;
  filters?: Record<string, unknown>;
  /** Aborting it cancels the call (a newer one took its place): the result has `cancelada`. */
  signal?: AbortSignal;
}

/** Where the session token id travels (core/derive-recursos.ts), re-exported for the call's tests. */
export { tokenIdIn };

export interface PreparedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON body, or the multipart body of an upload. */
  data?: unknown;
}

export async function prepareCall(request: CallRequest): Promise<PreparedCall> {
  const def = await resolveEndpoint(request.endpoint);
  const { path, rest } = substitutePath(def.path, request.params);
  const destino = def.destino ?? 'EXAME';
  const tokenId = getCookie(COOKIE.tokenId) ?? '';
  const unidade = getCookie(COOKIE.unidadeCodigo) ?? '';
  const anonymous = semTokenDeAcesso(def.resource);
  const headers: Record<string, string> = {};
  if (!anonymous) {
    if (!tokenId) {
      expireSession();
      throw new SessionExpiredError('Sessão ausente.');
    }
    headers.Authorization = `Bearer ${await getAccessToken(destino, tokenId, unidade)}`;
  }
  const query: Record<string, ParamValue> = {};
  const tokenIdWhere = tokenIdIn(def);
  if (tokenIdWhere === 'query' && tokenId) query.tokenSSCId = tokenId;
  if (tokenIdWhere === 'header' && tokenId) headers.tokenSSCId = tokenId;
  const placed = placeValues(
    def,
    { ...rest, ...(request.filters ?? {}) },
    { unidade, cpf: currentUser()?.cpf ?? '' },
    request,
    query,
  );
  // The user types DD/MM/AAAA; a body date travels as ISO at midnight -03:00 (spec §7).
  const props = def.request.properties ?? {};
  const body = placed.body && corpoComDatasIso(placed.body, (campo) => props[campo]?.format);
  const qs = toQueryString(query);
  return {
    method: def.method,
    url: `${getConfig().destinos[destino]}${path}${qs ? `?${qs}` : ''}`,
    headers,
    data: body && (def.files?.length ? toFormData(body, def.files) : body),
  };
}

/** A data URL of the file widget ('data:<type>;name=<name>;base64,…') as a named Blob. */
export function dataUrlToFile(dataUrl: string): { blob: Blob; name: string } | null {
  const m = /^data:([^;,]*)((?:;[^;,=]+=[^;,]*)*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m) return null;
  const name = /;name=([^;,]*)/.exec(m[2])?.[1];
  const raw = m[3] ? atob(m[4]) : decodeURIComponent(m[4]);
  const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
  return {
    blob: new Blob([bytes], { type: m[1] || 'application/octet-stream' }),
    name: name ? decodeURIComponent(name) : 'arquivo',
  };
}

/** The multipart body of an upload (empty values and nulls are left out, like query strings). */
export function toFormData(values: Record<string, unknown>, files: string[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (files.includes(key)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        const file =
          v instanceof Blob
            ? { blob: v, name: v instanceof File ? v.name : 'arquivo' }
            : typeof v === 'string'
              ? dataUrlToFile(v)
              : null;
        if (file) form.append(key, file.blob, file.name);
      }
    } else if (Array.isArray(value)) for (const v of value) form.append(key, String(v));
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}
