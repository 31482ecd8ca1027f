/**
 * The gateway's answers as the engine's tests write them: a success (code 0) with nothing else to
 * say, which each test completes with what its case is about. Test support only: nothing outside
 * the tests imports engine/testing/ (eslint.config.js), so none of it reaches a bundle.
 */
import type { CallResult } from '../../services/http/envelope.ts';

/** An answer of code 0, no message, no critiques and empty `data`, with `over` laid over it. */
export function answer<T = unknown>(over: Partial<CallResult<T>> = {}): CallResult<T> {
  return { codigoMensagem: 0, mensagem: '', dataServidor: '', listaCriticas: [], data: {} as T, ...over };
}

/** A successful answer carrying `data` (and whatever `over` adds: paging, a message). */
export const ok = <T>(data: T, over: Partial<CallResult<T>> = {}): CallResult<T> => answer({ data, ...over });
