/**
 * The query cache under the data provider (TanStack Query, as react-admin and refine put it under
 * theirs): answers kept by endpoint and parameters, one request for what several parts ask at
 * once, a request nobody waits for any more cancelled, and what was shown once painted at once
 * when the user comes back while it refreshes.
 *
 * One cache per data provider: the application's own (services/http/dataProvider.ts) for the whole
 * session; a test's or a preview's stub gets one of its own, so their answers never mix and no
 * component has to provide it.
 */
import { CancelledError, QueryClient } from '@tanstack/react-query';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import type { CallResult } from '../../services/http/envelope.ts';

/** How long an answer nobody shows is kept for a return to its screen. */
export const KEPT_MS = 5 * 60_000;

/**
 * How long an answer counts as fresh: a screen that mounts within it does not ask again — the
 * record fetched as 'Detalhar' was pressed is the one its screen shows a moment later. A return
 * after it paints the kept answer and refreshes it in the background.
 */
export const FRESH_MS = 2_000;

/** What a call the cache cancelled answers (no one waits for it any more): nobody's error to show. */
export const CANCELADA: CallResult<never> = {
  codigoMensagem: 1,
  mensagem: 'Requisição cancelada.',
  dataServidor: '',
  listaCriticas: [],
  data: undefined as never,
  cancelada: true,
};

/** An answer a query keeps: rows, a record, or 'no result' (codes 0 and 2). */
export const isAnswer = (r: CallResult | undefined): boolean => r?.codigoMensagem === 0 || r?.codigoMensagem === 2;

/** The gateway's answer to a call that failed (code 1 or 4), as the query's error: never kept as its data. */
export class CallFailure extends Error {
  constructor(readonly result: CallResult) {
    super(result.mensagem);
    this.name = 'CallFailure';
  }
}

/** A query function's end: the answer, or its failure thrown (CallFailure). */
export function answerOrFail<T>(result: CallResult<T>): CallResult<T> {
  if (isAnswer(result)) return result;
  throw new CallFailure(result);
}

/** A fetch through the cache answered as a call is: a failure's own result, a cancelled request CANCELADA. */
export async function settled<T>(fetching: Promise<CallResult<T>>): Promise<CallResult<T>> {
  try {
    return await fetching;
  } catch (err) {
    if (err instanceof CallFailure) return err.result as CallResult<T>;
    if (err instanceof CancelledError) return CANCELADA;
    throw err;
  }
}

const clients = new WeakMap<DataProvider, QueryClient>();

export function queryClientFor(provider: DataProvider): QueryClient {
  let client = clients.get(provider);
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        queries: {
          // The gateway's answer is final: a failure is shown (with 'Tentar novamente'), not retried.
          retry: false,
          // Screens refresh on their own terms ('Atualizar automaticamente', after a command).
          refetchOnWindowFocus: false,
          staleTime: FRESH_MS,
          gcTime: KEPT_MS,
        },
      },
    });
    clients.set(provider, client);
  }
  return client;
}

/**
 * Drops the answers kept for screens not on view, so a return to one of them waits for the answer
 * as it is now instead of painting one that may be out of date: after a write (afterWrite), and
 * once the session's roles changed, since those answers were read with the old roles
 * (engine/shell/useSessionCheck.ts). What is on screen stays.
 */
export function dropAnswersNotShown(client: QueryClient): void {
  client.removeQueries({ type: 'inactive' });
}

/**
 * After a write succeeded, any kept record may be out of date: the ones no screen shows are dropped
 * (dropAnswersNotShown); the ones on screen are marked stale (the screen that wrote refreshes its
 * own, behind what it shows).
 */
export function afterWrite(provider: DataProvider): void {
  const client = clients.get(provider);
  if (!client) return;
  dropAnswersNotShown(client);
  void client.invalidateQueries({ type: 'active', refetchType: 'none' });
}

/**
 * What a query shown on screen asks for to be refreshed by 'Atualizar automaticamente': its
 * observer's `meta` (the detail's record, a search's and a nested table's rows, the counts of
 * 'Início'); option lists, charts, the photo and the session check are not refreshed by it.
 */
export const AUTO_REFRESH = { autoRefresh: true } as const;

/**
 * 'Atualizar automaticamente': the queries shown with AUTO_REFRESH are asked again, each behind
 * what it shows (a request already on its way is shared, not restarted).
 */
export function refreshShown(provider: DataProvider): Promise<void> {
  return queryClientFor(provider).invalidateQueries(
    { type: 'active', predicate: (q) => q.observers.some((o) => o.options.meta?.autoRefresh === true) },
    { cancelRefetch: false },
  );
}
