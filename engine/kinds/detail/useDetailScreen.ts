/**
 * Headless controller of a detail screen: fills the source parameters (engine/placeholders.ts),
 * loads the record through the query cache (engine/query/recordQuery.ts) and exposes loading /
 * error / data / reload.
 *
 * - A record shown once paints at once when the user comes back (no skeleton), while it refreshes
 *   in the background; one fetched as 'Detalhar' was pressed (prefetchRecord.ts) is not asked again.
 * - The record the route names now is the one shown: the answer for a record left behind never
 *   lands, and its request is cancelled (so is the one in flight when the screen closes).
 * - 'Atualizar automaticamente' and the refresh after a command reload in place: the shown record
 *   stays until the new one arrives, and a failed refresh keeps the last good record without a
 *   dialog, since the user did not ask for that call and the next tick tries again.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { fillParams, type RouteValues } from '../../placeholders.ts';
import { AUTO_REFRESH, CallFailure, queryClientFor } from '../../query/queryClients.ts';
import { recordQuery } from '../../query/recordQuery.ts';
import type { SourceDef } from '../../screens/types.ts';

export interface DetailState {
  loading: boolean;
  data: Record<string, unknown> | null;
  /** Code 2: the record does not exist (or is not visible). */
  notFound: boolean;
  error: CallResult | null;
}

export function useDetailScreen(
  source: SourceDef,
  routeParams: RouteValues,
  provider: DataProvider,
  onError?: (r: CallResult) => void,
  record?: Record<string, unknown>,
) {
  const key = JSON.stringify(fillParams(source.params, { record, route: routeParams }));
  const params = useMemo(() => JSON.parse(key) as Record<string, unknown>, [key]);
  const client = queryClientFor(provider);
  const options = recordQuery(provider, source.endpoint, params);
  // Shown, so 'Atualizar automaticamente' asks for it again (refreshShown).
  const query = useQuery({ ...options, meta: AUTO_REFRESH }, client);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  // As the screen mounts, before the browser paints its skeleton: the query's own fetch starts from
  // a passive effect, after that paint (bench:paint, click → first call). A fresh answer (fetched
  // on 'Detalhar') is not asked again; a request already in flight is shared.
  useLayoutEffect(() => {
    void client.prefetchQuery(options);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are the key's
  }, [client, source.endpoint, key]);

  const answer = query.data;
  // A failure counts only while no record is shown: a refresh that failed keeps the last good one.
  const failure = !answer && query.error instanceof CallFailure ? query.error.result : null;
  const state: DetailState = {
    loading: !answer && (query.isFetching || query.status === 'pending'),
    data: answer?.codigoMensagem === 0 ? (answer.data ?? {}) : null,
    notFound: answer?.codigoMensagem === 2,
    error: query.isFetching ? null : failure,
  };

  // A load the user waits for that failed: its dialog, once per failure.
  useEffect(() => {
    if (failure && !query.isFetching && !failure.cancelada) onErrorRef.current?.(failure);
  }, [failure, query.isFetching]);

  const { refetch } = query;
  /** 'Tentar novamente': the same call again (the skeleton while no record is shown). */
  const reload = useCallback(() => refetch().then(() => undefined), [refetch]);

  /** After a command: reload without the spinner (the record stays until the new one arrives). */
  const refresh = reload;

  return { state, reload, refresh };
}
