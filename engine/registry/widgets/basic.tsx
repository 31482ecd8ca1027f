/** `checkbox` and `textarea` on Blueprint, bound to rjsf's id so the label names them. */
import { Checkbox, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

export const CheckboxWidget = (p: WidgetProps) => (
  <Checkbox id={p.id} checked={Boolean(p.value)} disabled={p.disabled || p.readonly} label={p.label} onChange={(e) => p.onChange(e.currentTarget.checked)} />
);

export const TextareaWidget = (p: WidgetProps) => (
  <TextArea
    id={p.id}
    fill
    rows={(p.options.rows as number | undefined) ?? 3}
    value={p.value ?? ''}
    disabled={p.disabled || p.readonly}
    maxLength={typeof p.schema.maxLength === 'number' ? p.schema.maxLength : undefined}
    intent={(p.rawErrors?.length ?? 0) > 0 ? 'danger' : 'none'}
    onChange={(e) => p.onChange(e.target.value === '' ? undefined : e.target.value)}
  />
);
