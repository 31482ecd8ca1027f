/**
 * Headless controller of a form screen: loads the record to edit (when the screen has a source),
 * keeps the form data and submits it to the submit endpoint with the route parameters.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DataProvider } from '../../../services/http/callEndpoint.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import type { FormScreenDoc } from '../../screens/types.ts';
import { resolveParams } from '../detail/useDetailScreen.ts';

export function useFormScreen(screen: FormScreenDoc, routeParams: Record<string, string | undefined>, provider: DataProvider) {
  const [data, setData] = useState<Record<string, unknown>>({});
  const [loading, setLoading] = useState(Boolean(screen.source));
  const [saving, setSaving] = useState(false);
  const key = JSON.stringify(resolveParams(screen.source?.params, routeParams));

  useEffect(() => {
    if (!screen.source) return;
    let live = true;
    void provider<Record<string, unknown>>({ endpoint: screen.source.endpoint, params: JSON.parse(key) as Record<string, string> }).then((r) => {
      if (!live) return;
      if (r.codigoMensagem === 0 && r.data) setData(r.data);
      setLoading(false);
    });
    return () => void (live = false);
  }, [provider, screen.source, key]);

  const submit = useCallback(async (): Promise<CallResult> => {
    setSaving(true);
    try {
      return await provider({ endpoint: screen.submit.endpoint, params: resolveParams(screen.submit.params, routeParams), filters: data });
    } finally {
      setSaving(false);
    }
  }, [provider, screen.submit, routeParams, data]);

  return { data, setData, loading, saving, submit };
}
