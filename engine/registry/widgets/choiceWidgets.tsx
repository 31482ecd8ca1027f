/** `ano` (year list, descending, optional 'Todos os anos' via ui:options.todos) and `periodo` (previous/current/next month). */
import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { periodOptions, yearOptions } from './choices.ts';

function Select({ p, options }: { p: WidgetProps; options: { value: string; label: string }[] }) {
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

export const YearWidget = (p: WidgetProps) => (
  <Select
    p={p}
    options={yearOptions({ todos: p.options.todos === true, min: p.options.min as number | undefined, max: p.options.max as number | undefined })}
  />
);
export const PeriodWidget = (p: WidgetProps) => <Select p={p} options={periodOptions().map((o) => ({ value: o.valor, label: o.texto }))} />;
