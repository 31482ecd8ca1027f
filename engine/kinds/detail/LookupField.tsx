/**
 * A record field whose value is a code of a catalogue list (`options`: endpoint, valueField,
 * labelField), shown as that code's label — the same list and hook a select's `ui:options` use, so
 * a code reads the same on a filter and on a record. No call when the record has no code.
 */
import { useMemo } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { formatValue } from '../../../core/formatters.ts';
import { InfoField } from '../../components/InfoField.tsx';
import { useOptions } from '../../form/useOptions.ts';
import type { FieldDef } from '../../screens/types.ts';

// The list alone gives the options: no schema enum to fall back on (a stable reference for useOptions).
const SEM_ENUM: RJSFSchema = {};

export function LookupField({ f, value }: { f: FieldDef & Required<Pick<FieldDef, 'options'>>; value: unknown }) {
  const vazio = value === null || value === undefined || value === '';
  const options = useOptions(SEM_ENUM, { ...f.options, endpoint: vazio ? undefined : f.options.endpoint });
  const labels = useMemo(
    () => ({ ...f.labels, ...Object.fromEntries(options.map((o) => [o.value, o.label])) }),
    [options, f.labels],
  );
  return (
    <InfoField label={f.label} value={formatValue(f.format, value, labels)} copy={f.copy} multiline={f.multiline} />
  );
}
