/** Several lines of free text (a justification, an opinion); `ui:options.rows` sets its height. */
import { TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

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

export default TextareaWidget;
