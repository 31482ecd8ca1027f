/**
 * Basic calls (spec sections 3 and 8): like `callEndpoint`, but the answer is wrapped as
 * `{ content, errors }` — `content` is the unwrapped result (so `content.data` is `objeto`),
 * `errors` holds `{ status, statusText }` when the answer has no body and its status is not 200.
 * Used by the shell's own calls (favourites, terms, access request), which read status codes.
 * Never throws.
 */
import type { ObjetoOfName } from '../../core/endpoint-types.ts';
import type { CallRequest } from './callEndpoint.ts';
import { failureResult, isEnvelope, unwrap, type CallResult } from './envelope.ts';
import { http } from './http.ts';
import { prepareCall, type PreparedCall } from './prepareCall.ts';
import { SessionExpiredError } from './token.ts';

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
export type RawSender = (
  config: PreparedCall & { signal?: AbortSignal },
) => Promise<{ status: number; statusText: string; data: unknown }>;

const httpSender: RawSender = async (config) => {
  const res = await http(config);
  return { status: res.status, statusText: res.statusText, data: res.data };
};

/** Turns a raw answer into `{content, errors}` (exported for the tests). */
export function toBasicResult<T>(res: { status: number; statusText: string; data: unknown }): BasicResult<T> {
  const hasBody = res.data !== undefined && res.data !== null && res.data !== '';
  if (isEnvelope(res.data))
    return {
      content: unwrap(res.data as never) as CallResult<T>,
      errors: res.status === 200 ? null : { status: res.status, statusText: res.statusText },
    };
  if (!hasBody && res.status !== 200)
    return { content: null, errors: { status: res.status, statusText: res.statusText } };
  if (res.status !== 200)
    return {
      content: failureResult<T>(`HTTP ${res.status}`),
      errors: { status: res.status, statusText: res.statusText },
    };
  return { content: failureResult<T>('Resposta inesperada do servidor.'), errors: null };
}

/** The answer's `data` is typed by the endpoint named, as `callEndpoint`'s (core/endpoint-types.ts). */
export async function basicCall<E extends string>(
  request: CallRequest<E>,
  send: RawSender = httpSender,
): Promise<BasicResult<ObjetoOfName<E>>> {
  type T = ObjetoOfName<E>;
  try {
    const res = await send({ ...(await prepareCall(request)), signal: request.signal });
    return toBasicResult<T>(res);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const content = failureResult<T>(message);
    if (err instanceof SessionExpiredError) content.sessaoExpirada = true;
    return { content, errors: null };
  }
}
