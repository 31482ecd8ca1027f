/**
 * Options of a select widget: the schema's `enum`/`oneOf`, or — when `ui:options.endpoint` names a
 * catalogue endpoint (with `ui:options.params`) — its answer mapped with `labelField`/`valueField`,
 * through the engine's one query hook. Loaded once per widget;
 * a failure shows the screen's `errorText` (spec §8 fallbacks such as 'Houve um erro ao realizar
 * a busca da lista de relatórios disponíveis do servidor.').
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useDataProvider } from '../data.tsx';
import { fillParams } from '../placeholders.ts';
import { useRowsQuery } from '../query/useRowsQuery.ts';
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
  /** Parameters of the options call (placeholder language: ':name' takes the route parameter). */
  params?: Record<string, string>;
  /** A field with how many records the option has, shown after its label: 'Licença médica (3)'. */
  countField?: string;
}

export function staticOptions(schema: RJSFSchema): Option[] {
  const s = (schema.type === 'array' ? schema.items : schema) as RJSFSchema | undefined;
  if (Array.isArray(s?.oneOf))
    return (s.oneOf as RJSFSchema[]).map((o) => ({ value: String(o.const), label: String(o.title ?? o.const) }));
  if (Array.isArray(s?.enum)) return s.enum.map((v) => ({ value: String(v), label: String(v) }));
  return [];
}

/** `record`: what `{field}` in `src.params` reads (a nested table's filter reads its record). */
export function useOptions(schema: RJSFSchema, src: OptionsSource, record?: Record<string, unknown>): Option[] {
  const provider = useDataProvider();
  const q = useRowsQuery(src.endpoint ?? '', provider, {
    params: fillParams(src.params, { route: useParams(), record }),
    onError: (r) => showResultError(r, src.errorText),
  });
  const { run } = q;
  useEffect(() => {
    if (src.endpoint) void run({ page: 0, size: 100, sort: null });
  }, [run, src.endpoint]);
  const lf = src.labelField ?? 'nome';
  const vf = src.valueField ?? lf;
  const cf = src.countField;
  const { rows, loaded } = q.state;
  return useMemo(
    () =>
      src.endpoint && loaded
        ? rows.map((d) => ({ value: String(d[vf]), label: cf ? `${String(d[lf])} (${String(d[cf])})` : String(d[lf]) }))
        : staticOptions(schema),
    [src.endpoint, loaded, rows, vf, lf, cf, schema],
  );
}
