/**
 * Headless controller of a form screen (create and edit).
 * - Edit: the screen's `source` loads the record (`{field}`/`:name` placeholders); a route
 *   parameter equal to 'novo' means creating instead, with `create` as the submit when declared.
 * - Saving sends, of the form data, only what the submit endpoint's request declares (so loaded
 *   read-only fields that the endpoint does not take are not sent, and the record's `versao` is
 *   sent back when the endpoint asks for it — the gateway refuses a stale one), plus the submit's
 *   own parameters.
 * - `dirty`: the data differs from what was loaded (or from empty); 'Cancelar' and leaving the
 *   page ask before discarding it. A successful save makes the current data the clean state.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallResult } from '../../../services/http/envelope.ts';
import type { DataProvider } from '../../../services/http/dataProvider.ts';
import { getEndpoint } from '../../../services/http/catalogue.ts';
import { fillParams, type RouteValues } from '../../placeholders.ts';
import { afterWrite, queryClientFor } from '../../query/queryClients.ts';
import { fetchRecord, recordKey } from '../../query/recordQuery.ts';
import type { FormScreenDoc, SubmitDef } from '../../screens/types.ts';

/** The route value that means "a new record". */
export const NOVO = 'novo';

export type FormData = Record<string, unknown>;

/** Comparable form data: empty strings, nulls and empty lists count as absent. */
export function normalized(data: FormData): string {
  const keep = Object.entries(data).filter(
    ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  return JSON.stringify(Object.fromEntries(keep.sort(([a], [b]) => a.localeCompare(b))));
}

/** The body of a save: the values the endpoint's request declares, then the submit's parameters. */
export function submitBody(submit: SubmitDef, data: FormData, route: RouteValues): Record<string, unknown> {
  let accepted: string[] | null = null;
  try {
    accepted = Object.keys(getEndpoint(submit.endpoint).request?.properties ?? {});
  } catch {
    accepted = null; // unknown endpoint: the provider reports it when called
  }
  const values = accepted
    ? Object.fromEntries(Object.entries(data).filter(([k]) => accepted.includes(k)))
    : { ...data };
  return { ...values, ...fillParams(submit.params, { record: data, route }) };
}

export interface FormState {
  loading: boolean;
  /** Edit mode and the record does not exist (code 2). */
  notFound: boolean;
  error: CallResult | null;
}

export function useFormScreen(
  screen: FormScreenDoc,
  route: RouteValues,
  provider: DataProvider,
  onError?: (r: CallResult) => void,
) {
  const creating = Object.values(route).includes(NOVO);
  const editing = Boolean(screen.source) && !creating;
  const submit: SubmitDef = creating && screen.create ? screen.create : screen.submit;
  const [data, setData] = useState<FormData>({});
  const [clean, setClean] = useState(() => normalized({}));
  const [state, setState] = useState<FormState>({ loading: editing, notFound: false, error: null });
  const [saving, setSaving] = useState(false);
  const key = editing ? JSON.stringify(fillParams(screen.source?.params, { route })) : '';
  /** The latest load: an answer to an earlier one is dropped. */
  const latest = useRef(0);
  const client = queryClientFor(provider);
  /** The record being loaded: another one opened, or the form closed, cancels its request. */
  const loading = useRef<readonly unknown[] | null>(null);
  const cancelLoad = useCallback(() => {
    if (loading.current) void client.cancelQueries({ queryKey: loading.current, exact: true });
    loading.current = null;
  }, [client]);
  useEffect(() => cancelLoad, [cancelLoad]);

  const load = useCallback(async () => {
    if (!editing || !screen.source) return;
    setState({ loading: true, notFound: false, error: null });
    const call = ++latest.current;
    cancelLoad();
    const params = JSON.parse(key) as Record<string, unknown>;
    loading.current = recordKey(screen.source.endpoint, params);
    // The record a form edits: schemas:check makes a form's source an endpoint answering one record.
    const r = (await fetchRecord(client, provider, screen.source.endpoint, params)) as CallResult<FormData>;
    // Another record was opened meanwhile (the route's parameter changed, the instance stayed), or
    // the form closed (its request cancelled).
    if (call !== latest.current || r.cancelada) return;
    if (r.codigoMensagem === 0) {
      const record = r.data && typeof r.data === 'object' ? r.data : {};
      setData(record);
      setClean(normalized(record));
      setState({ loading: false, notFound: false, error: null });
    } else if (r.codigoMensagem === 2) setState({ loading: false, notFound: true, error: null });
    else {
      setState({ loading: false, notFound: false, error: r });
      onError?.(r);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onError is a callback of the view
  }, [provider, editing, screen.source, key, client, cancelLoad]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = useCallback(async (): Promise<CallResult> => {
    setSaving(true);
    try {
      const r = await provider({ endpoint: submit.endpoint, params: submitBody(submit, data, route) });
      if (r.codigoMensagem === 0) {
        setClean(normalized(data));
        afterWrite(provider);
      }
      return r;
    } finally {
      setSaving(false);
    }
  }, [provider, submit, data, route]);

  const dirty = useMemo(() => normalized(data) !== clean, [data, clean]);
  return { data, setData, state, saving, save, dirty, creating, editing, submit, reload: load };
}
