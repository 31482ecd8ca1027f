/**
 * One record of an endpoint (a detail screen, a section, a search's summary) through the query
 * cache: the key is the endpoint and its parameters, the request carries the query's signal (a
 * record left behind is cancelled), and a code 1 or 4 answer is a failure — never kept as the
 * record — while code 2 ('no result') is an answer like any other.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import type { CallResult } from '../../services/http/envelope.ts';
import { answerOrFail, settled } from './queryClients.ts';

export type RecordResult = CallResult<Record<string, unknown>>;

export const recordKey = (endpoint: string, params: Record<string, unknown>) => ['registro', endpoint, params] as const;

export const recordQuery = (provider: DataProvider, endpoint: string, params: Record<string, unknown>) =>
  queryOptions({
    queryKey: recordKey(endpoint, params),
    // One record (schemas:check makes a detail's source an endpoint answering a record).
    queryFn: async ({ signal }): Promise<RecordResult> =>
      answerOrFail((await provider({ endpoint, params, signal })) as RecordResult),
  });

/**
 * The record once, for a form: one kept fresh (asked for a moment ago, FRESH_MS) or a request
 * already on its way is used, else it is asked for; a failure is answered (never kept), and a
 * request cancelled (the form closed, another record opened) answers `cancelada`.
 */
export const fetchRecord = (
  client: QueryClient,
  provider: DataProvider,
  endpoint: string,
  params: Record<string, unknown>,
): Promise<RecordResult> => settled(client.fetchQuery(recordQuery(provider, endpoint, params)));
