import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useOptions, type OptionsSource } from '../../form/useOptions.ts';

/**
 * Single select (Blueprint HTMLSelect, native and accessible). Options from the schema or an
 * endpoint (`ui:options.endpoint`). `ui:options.clearable: false` offers no empty choice once a
 * value is picked (spec: the requested-format filter cannot be cleared).
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors, schema, options: ui, placeholder } = props;
  const options = useOptions(schema, ui as OptionsSource);
  const clearable = ui.clearable !== false;
  const current = value === undefined || value === null ? '' : String(value);
  return (
    <HTMLSelect
      id={id}
      fill
      value={current}
      disabled={disabled || readonly}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    >
      {(clearable || current === '') && (
        <option value="" disabled={!clearable}>
          {placeholder || 'Selecione'}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

export default SelectWidget;
