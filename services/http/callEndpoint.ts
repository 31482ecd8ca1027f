/**
 * The one data-provider contract of the engine: `callEndpoint({endpoint, params, page, size, sort,
 * order, filters})` → `CallResult`. Screens and controllers know endpoint names only; this module
 * sends the request built by prepareCall.ts (catalogue entry, path parameters, paging style, the
 * destination's token) and unwraps the envelope. It never throws.
 */
import { failureResult, isEnvelope, resultFromFailure, unwrap, type CallResult } from './envelope.ts';
import { http, isOk, statusMessage } from './http.ts';
import type { SortOrder } from './params.ts';
import { prepareCall } from './prepareCall.ts';
import { SessionExpiredError } from './token.ts';

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

/** A JSON call: the envelope unwrapped. */
export type CallFn = <T = unknown>(request: CallRequest) => Promise<CallResult<T>>;

export const callEndpoint: CallFn = async <T = unknown>(request: CallRequest): Promise<CallResult<T>> => {
  try {
    const res = await http(await prepareCall(request));
    if (!isOk(res.status)) return resultFromFailure<T>({ message: statusMessage(res.status), response: { status: res.status, data: res.data } });
    return isEnvelope(res.data) ? unwrap(res.data as never) : failureResult<T>('Resposta inesperada do servidor.');
  } catch (err) {
    if (err instanceof SessionExpiredError) return { ...failureResult<T>(err.message), sessaoExpirada: true };
    return failureResult<T>(err instanceof Error ? err.message : String(err));
  }
};
