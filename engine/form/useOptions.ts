/**
 * Options of a select widget: the schema's `enum`/`oneOf`, or — when `ui:options.endpoint` names a
 * catalogue endpoint — its answer mapped with `labelField`/`valueField`. Loaded once per widget;
 * a failure shows the screen's `errorText` (spec §8 fallbacks such as 'Houve um erro ao realizar
 * a busca da lista de relatórios disponíveis do servidor.').
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useDataProvider } from '../data.tsx';
import { showResultError } from '../shell/dialogs/errorDialogs.ts';

export interface Option {
  value: string;
  label: string;
}

export interface OptionsSource {
  endpoint?: string;
  labelField?: string;
  valueField?: string;
  errorText?: string;
}

export function staticOptions(schema: RJSFSchema): Option[] {
  const s = (schema.type === 'array' ? schema.items : schema) as RJSFSchema | undefined;
  if (Array.isArray(s?.oneOf)) return (s.oneOf as RJSFSchema[]).map((o) => ({ value: String(o.const), label: String(o.title ?? o.const) }));
  if (Array.isArray(s?.enum)) return s.enum.map((v) => ({ value: String(v), label: String(v) }));
  return [];
}

export function useOptions(schema: RJSFSchema, src: OptionsSource): Option[] {
  const provider = useDataProvider();
  const [options, setOptions] = useState<Option[]>(() => staticOptions(schema));
  useEffect(() => {
    if (!src.endpoint) return;
    let live = true;
    void provider<Record<string, unknown>[]>({ endpoint: src.endpoint }).then((r) => {
      if (!live) return;
      if (r.codigoMensagem === 0 && Array.isArray(r.data)) {
        const lf = src.labelField ?? 'nome';
        const vf = src.valueField ?? lf;
        setOptions(r.data.map((d) => ({ value: String(d[vf]), label: String(d[lf]) })));
      } else if (r.codigoMensagem !== 2) showResultError(r, src.errorText);
    });
    return () => void (live = false);
  }, [provider, src.endpoint, src.labelField, src.valueField, src.errorText]);
  return options;
}
