/**
 * One record of an endpoint (a detail screen, a section, a search's summary) through the query
 * cache: the key is the endpoint and its parameters, the request carries the query's signal (a
 * record left behind is cancelled), and a code 1 or 4 answer is a failure — never kept as the
 * record — while code 2 ('no result') is an answer like any other.
 */
import { CancelledError, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import type { CallResult } from '../../services/http/envelope.ts';
import { CANCELADA } from './queryClients.ts';

export type RecordResult = CallResult<Record<string, unknown>>;

/** The gateway's answer to a call that failed (code 1 or 4), as the query's error. */
export class CallFailure extends Error {
  constructor(readonly result: CallResult) {
    super(result.mensagem);
    this.name = 'CallFailure';
  }
}

export const recordKey = (endpoint: string, params: Record<string, unknown>) => ['registro', endpoint, params] as const;

export const recordQuery = (provider: DataProvider, endpoint: string, params: Record<string, unknown>) =>
  queryOptions({
    queryKey: recordKey(endpoint, params),
    queryFn: async ({ signal }): Promise<RecordResult> => {
      // One record (schemas:check makes a detail's source an endpoint answering a record).
      const result = (await provider({ endpoint, params, signal })) as RecordResult;
      if (result.codigoMensagem === 0 || result.codigoMensagem === 2) return result;
      throw new CallFailure(result);
    },
  });

/**
 * The record once, for a form: one kept fresh (asked for a moment ago, FRESH_MS) or a request
 * already on its way is used, else it is asked for; a failure is answered (never kept), and a
 * request cancelled (the form closed, another record opened) answers `cancelada`.
 */
export async function fetchRecord(
  client: QueryClient,
  provider: DataProvider,
  endpoint: string,
  params: Record<string, unknown>,
): Promise<RecordResult> {
  try {
    return await client.fetchQuery(recordQuery(provider, endpoint, params));
  } catch (err) {
    if (err instanceof CallFailure) return err.result as RecordResult;
    if (err instanceof CancelledError) return CANCELADA;
    throw err;
  }
}
