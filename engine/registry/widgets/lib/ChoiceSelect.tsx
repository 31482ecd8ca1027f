/** The native select of the fixed-choice widgets (`ano`, `periodo`). */
import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

export function ChoiceSelect({ p, options }: { p: WidgetProps; options: { value: string; label: string }[] }) {
  return (
    <HTMLSelect
      id={p.id}
      fill
      value={p.value ?? ''}
      disabled={p.disabled || p.readonly}
      onChange={(e) => p.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    >
      {!options.some((o) => o.value === '') && <option value="">{p.placeholder || 'Selecione'}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
