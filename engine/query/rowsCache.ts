/**
 * The rows of a list through the query cache (engine/query/queryClients.ts): kept by endpoint,
 * fixed parameters and query (page, size, sort, filters), so coming back to a search or a table
 * paints the rows shown before at once while they refresh; one request when two parts ask the same
 * at once; a request nobody waits for any more cancelled with the query's signal.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CallResult } from '../../services/http/envelope.ts';
import type { SortState } from '../kinds/search/nextSort.ts';
import { answerOrFail, isAnswer, settled } from './queryClients.ts';

export interface RowsKeyQuery {
  page: number;
  size: number;
  sort: SortState | null;
  filters?: Record<string, unknown>;
}

export const rowsKey = (endpoint: string, paramsKey: string, q: RowsKeyQuery): QueryKey => [
  'linhas',
  endpoint,
  paramsKey,
  { page: q.page, size: q.size, sort: q.sort?.field, order: q.sort?.order, filters: q.filters ?? {} },
];

/** The rows kept for `key` from an earlier answer (rows or no result), if any. */
export const keptRows = <T>(client: QueryClient, key: QueryKey): CallResult<T> | undefined =>
  client.getQueryData<CallResult<T>>(key);

/**
 * Asks for the rows (always: a search pressed again asks again), sharing a request already on its
 * way for the same key. A failure is answered and forgets the rows kept for the key; a cancelled
 * request answers `cancelada`.
 */
export async function fetchRows<T>(
  client: QueryClient,
  key: QueryKey,
  call: (signal: AbortSignal) => Promise<CallResult<T>>,
): Promise<CallResult<T>> {
  const result = await settled(
    client.fetchQuery({ queryKey: key, queryFn: async ({ signal }) => answerOrFail(await call(signal)), staleTime: 0 }),
  );
  if (!isAnswer(result) && !result.cancelada) client.removeQueries({ queryKey: key, exact: true });
  return result;
}
