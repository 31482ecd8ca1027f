/** A single yes/no box on Blueprint, bound to rjsf's id so the label names it. */
import { Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

export const CheckboxWidget = (p: WidgetProps) => (
  <Checkbox
    id={p.id}
    checked={Boolean(p.value)}
    disabled={p.disabled || p.readonly}
    label={p.label}
    onChange={(e) => p.onChange(e.currentTarget.checked)}
  />
);

export default CheckboxWidget;
