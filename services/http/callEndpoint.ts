/**
 * The one data-provider contract of the engine: `callEndpoint({endpoint, params, page, size, sort,
 * order, filters, signal})` → `CallResult`. Screens and controllers know endpoint names only; this module
 * sends the request built by prepareCall.ts (catalogue entry, path parameters, paging style, the
 * destination's token) and unwraps the envelope. It never throws.
 */
import type { ObjetoOfName } from '../../core/endpoint-types.ts';
import { failureResult, isEnvelope, resultFromFailure, unwrap, type CallResult } from './envelope.ts';
import { http, isOk, RequestCanceled, statusMessage } from './http.ts';
import { prepareCall, type CallRequest } from './prepareCall.ts';
import { SessionExpiredError } from './token.ts';

export type { CallRequest };

/**
 * A JSON call: the envelope unwrapped, its `data` typed by the endpoint named (the catalogue's
 * generated types, core/endpoint-types.ts); `unknown` for a name only known at run time.
 */
export type CallFn = <E extends string>(request: CallRequest<E>) => Promise<CallResult<ObjetoOfName<E>>>;

export const callEndpoint: CallFn = async <E extends string>(
  request: CallRequest<E>,
): Promise<CallResult<ObjetoOfName<E>>> => {
  type T = ObjetoOfName<E>;
  try {
    const res = await http({ ...(await prepareCall(request)), signal: request.signal });
    if (!isOk(res.status))
      return resultFromFailure<T>({
        message: statusMessage(res.status),
        response: { status: res.status, data: res.data },
      });
    return isEnvelope(res.data) ? unwrap(res.data as never) : failureResult<T>('Resposta inesperada do servidor.');
  } catch (err) {
    if (err instanceof SessionExpiredError) return { ...failureResult<T>(err.message), sessaoExpirada: true };
    if (err instanceof RequestCanceled) return { ...failureResult<T>(err.message), cancelada: true };
    return failureResult<T>(err instanceof Error ? err.message : String(err));
  }
};
