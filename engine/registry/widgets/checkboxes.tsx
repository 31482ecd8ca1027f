import { Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useOptions, type OptionsSource } from '../../form/useOptions.ts';

/**
 * A list of checkboxes for a short array of choices (e.g. a user's roles in a unit): every option
 * visible at once, each a real checkbox named by its label, the group named by the field's label.
 * Options as in `select` (schema or `ui:options.endpoint`); the value is the list of ticked values
 * ([] when none, so "no role" is a value the form can send).
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, schema, options: ui, label } = props;
  const options = useOptions(schema, ui as OptionsSource);
  const selected: string[] = Array.isArray(value) ? value.filter((v) => v !== undefined && v !== null).map(String) : [];
  const toggle = (v: string, on: boolean) =>
    onChange(on ? [...selected.filter((x) => x !== v), v] : selected.filter((x) => x !== v));
  return (
    <div id={id} role="group" aria-label={label} className="prh-checkboxes">
      {options.length === 0 && <span className="prh-muted">Sem registros</span>}
      {options.map((o) => (
        <Checkbox
          key={o.value}
          id={`${id}-${o.value}`}
          label={o.label}
          checked={selected.includes(o.value)}
          disabled={disabled || readonly}
          onChange={(e) => toggle(o.value, e.currentTarget.checked)}
        />
      ))}
    </div>
  );
}

export default CheckboxesWidget;
