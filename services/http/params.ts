/**
 * Query-string rules of spec section 7: empty values, nulls and empty arrays are dropped, arrays
 * become repeated keys, and the time-counting area renames the paging keys.
 */
import { pagingKeys, type Paging } from '../../core/paging.ts';

export type { Paging };
export type SortOrder = 'ASC' | 'DESC';

export interface PagingRequest {
  /** Zero-based page index as the engine counts it. */
  page?: number;
  size?: number;
  sort?: string;
  order?: SortOrder;
}

type Scalar = string | number | boolean;
export type ParamValue = Scalar | null | undefined | Scalar[];

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Removes empty strings, nulls and empty arrays (and empty items inside arrays). */
export function dropEmpty(values: Record<string, ParamValue>): Record<string, Scalar | Scalar[]> {
  const out: Record<string, Scalar | Scalar[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const items = value.filter((v) => !isEmpty(v));
      if (items.length > 0) out[key] = items;
    } else if (!isEmpty(value)) {
      out[key] = value as Scalar;
    }
  }
  return out;
}

/**
 * The size a list call asks for when its caller names none (spec §7 and catalogue §7): 10 for the
 * generic list, 5 for the time-counting area ("time-counting calls default to page 0, size 5").
 */
export const defaultSize = (paging: Paging): number => (paging === 'time-counting' ? 5 : 10);

/**
 * The order as the wire spells it: one per sorted field, joined by '~' like the sort (catalogue:
 * career evolution sorts 'dataInicio~dataFim' with order 'DESC~DESC'), so a header or a screen
 * that names one direction sorts every field of a combined sort that way.
 */
export const orderFor = (sort: string | undefined, order: SortOrder | undefined): string | undefined =>
  order && sort?.includes('~')
    ? sort
        .split('~')
        .map(() => order)
        .join('~')
    : order;

/** Paging keys as the endpoint's paging style wants them on the wire. */
export function pagingParams(paging: Paging, req: PagingRequest): Record<string, ParamValue> {
  if (paging === 'none') return {};
  const page = paging === 'one-based' ? (req.page ?? 0) + 1 : (req.page ?? 0);
  const base: Record<keyof PagingRequest, ParamValue> = {
    page,
    size: req.size ?? defaultSize(paging),
    sort: req.sort,
    order: orderFor(req.sort, req.order),
  };
  if (paging !== 'time-counting') return base;
  // The time-counting gateways name the paging keys in Portuguese (core/paging.ts, as the gateway reads them).
  const keys = pagingKeys(paging);
  const renamed: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(base)) renamed[keys[key as keyof PagingRequest]] = value;
  return renamed;
}

/** What `placeValues` reads of a catalogue endpoint (core/generated/catalogue.ts). */
export interface EndpointPlacement {
  method: string;
  destino?: string;
  paging: Paging;
  session?: Record<string, 'unidade' | 'cpf'>;
  query?: string[];
}

/**
 * Where a call's values travel (spec §7), the browser's call and the scripts' searches alike: the
 * session's values (the unit, the user's CPF) fill the fields the catalogue marks; the
 * time-counting area also names the user's unit in the query; paging in the query, in the
 * endpoint's style; a GET's or DELETE's values in the query, a POST's or PUT's in the body but for
 * the keys the catalogue sends in its query. `query` holds what the caller put first (the token id).
 */
export function placeValues(
  def: EndpointPlacement,
  values: Record<string, unknown>,
  who: { unidade: string; cpf: string },
  paging: PagingRequest,
  query: Record<string, ParamValue> = {},
): { query: Record<string, ParamValue>; body: Record<string, unknown> | undefined } {
  const body = { ...values };
  for (const [key, kind] of Object.entries(def.session ?? {})) body[key] = kind === 'unidade' ? who.unidade : who.cpf;
  if ((def.destino ?? 'EXAME') === 'CONTAGEM_TEMPO') query.codigoUnidadeUsuarioLogado = who.unidade;
  Object.assign(query, pagingParams(def.paging, paging));
  if (def.method !== 'POST' && def.method !== 'PUT') return { query: Object.assign(query, body), body: undefined };
  for (const key of def.query ?? []) {
    if (!(key in body)) continue;
    query[key] = body[key] as ParamValue;
    delete body[key];
  }
  return { query, body };
}

/** Builds the query string (without '?'); arrays as repeated keys: `a=1&a=2`. */
export function toQueryString(values: Record<string, ParamValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(dropEmpty(values))) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search.toString();
}
