/**
 * A data provider whose answers the test releases by hand, in the order it chooses: each call waits
 * in `pending` with its request and its AbortSignal, so a test can answer an older request after a
 * newer one and check which reached the screen, and which requests were cancelled.
 * Test support only (see callResults.ts).
 */
import { stubProvider, type CallRequest } from '../../services/http/dataProvider.ts';
import type { CallResult } from '../../services/http/envelope.ts';
import { ok } from './callResults.ts';

export interface HeldCall {
  request: CallRequest;
  /** The call's signal: aborted once its caller no longer waits for it. */
  signal?: AbortSignal;
  /** Answers the call with a success carrying `dataFor(request)`. */
  release(): void;
}

export interface HeldOptions {
  /** Answer an aborted call at once as cancelled, as the application's provider does (default: it waits). */
  cancelOnAbort?: boolean;
}

/** The answer the application's provider gives a call its caller aborted. */
const CANCELLED = { codigoMensagem: 1, mensagem: 'Requisição cancelada.', cancelada: true } as CallResult;

export function heldProvider(dataFor: (request: CallRequest) => unknown, options: HeldOptions = {}) {
  const pending: HeldCall[] = [];
  const provider = stubProvider(
    (request) =>
      new Promise<CallResult>((resolve) => {
        if (options.cancelOnAbort) request.signal?.addEventListener('abort', () => resolve(CANCELLED));
        pending.push({ request, signal: request.signal, release: () => resolve(ok(dataFor(request))) });
      }),
  );
  return { provider, pending };
}
