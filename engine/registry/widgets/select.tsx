import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { type Option, useOptions, type OptionsSource } from '../../form/useOptions.ts';

/**
 * The option an empty select starts on (`ui:options.preselect`): 'anoAtual' — the current year's
 * option, else the first (the year lists come newest first). A required year left on 'Selecione'
 * made the first 'Pesquisar' of the bonus screens always a refusal.
 */
export function preselected(preselect: unknown, options: Option[], today = new Date()): string | undefined {
  if (preselect !== 'anoAtual' || options.length === 0) return undefined;
  const year = String(today.getFullYear());
  return (options.find((o) => o.value === year) ?? options[0]).value;
}

/**
 * Single select (Blueprint HTMLSelect, native and accessible). Options from the schema or an
 * endpoint (`ui:options.endpoint`). `ui:options.clearable: false` offers no empty choice once a
 * value is picked (spec: the requested-format filter cannot be cleared). `ui:options.preselect`
 * fills an empty field once its options are known (preselected).
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors, schema, options: ui, placeholder } = props;
  const options = useOptions(schema, ui as OptionsSource);
  const clearable = ui.clearable !== false;
  const current = value === undefined || value === null ? '' : String(value);
  const initial = current === '' ? preselected(ui.preselect, options) : undefined;
  // React runs the effect in a task after the options are painted: a year picked in between (a
  // quick clerk, or a slow PC catching up with her keys) must win over the preselection.
  const picked = useRef(false);
  // Emptied later ('Limpar', 'Selecione'): the preselection comes back.
  useEffect(() => {
    if (current === '') picked.current = false;
  }, [current]);
  useEffect(() => {
    if (initial !== undefined && !picked.current) onChange(initial);
  }, [initial, onChange]);
  return (
    <HTMLSelect
      id={id}
      fill
      value={current}
      disabled={disabled || readonly}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      onChange={(e) => {
        picked.current = true;
        onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value);
      }}
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
