import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import type { KeyboardEvent } from 'react';
import { useOptions, type Option, type OptionsSource } from '../../form/useOptions.ts';
import './multiSelect.css';

/** Spec §2: an empty option list reads 'Sem registros'. */
export const EMPTY_TEXT = 'Sem registros';

const filter: ItemPredicate<Option> = (q, o) =>
  o.label.toLocaleLowerCase('pt-BR').includes(q.toLocaleLowerCase('pt-BR'));

/**
 * By keyboard: Enter picks the highlighted suggestion and does nothing else — its
 * default is prevented, so it never submits the form around the field; Escape closes the list
 * and leaves the focus in the field (Blueprint blurs it, and the focus fell to the top of the page).
 */
function keepKeysInField(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key === 'Enter') e.preventDefault();
  else if (e.key === 'Escape') {
    // Seen on the way down (capture): Blueprint blurs the field and stops the key; the focus
    // comes back once it has.
    const input = e.currentTarget.querySelector('input');
    setTimeout(() => input?.isConnected && input.focus(), 0);
  }
}

/**
 * Multi-select of strings (Blueprint MultiSelect with tags), value = list of option values; an
 * empty selection is `undefined`, so the call drops the filter. Options as in `select`.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, schema, options: ui, placeholder } = props;
  const options = useOptions(schema, ui as OptionsSource);
  const selected: string[] = Array.isArray(value) ? value.filter((v) => v !== undefined && v !== null).map(String) : [];
  const set = (next: string[]) => onChange(next.length ? next : undefined);
  const toggle = (o: Option) =>
    set(selected.includes(o.value) ? selected.filter((v) => v !== o.value) : [...selected, o.value]);
  const render: ItemRenderer<Option> = (o, { handleClick, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={o.value}
        text={o.label}
        roleStructure="listoption"
        selected={selected.includes(o.value)}
        active={modifiers.active}
        onClick={handleClick}
      />
    ) : null;
  return (
    // Only listens to the keys of the field inside (keepKeysInField); the combobox is Blueprint's.
    <div className="prh-multiselect" onKeyDownCapture={keepKeysInField}>
      <MultiSelect<Option>
        items={options}
        selectedItems={options.filter((o) => selected.includes(o.value))}
        itemRenderer={render}
        itemPredicate={filter}
        onItemSelect={toggle}
        onRemove={(o) => set(selected.filter((v) => v !== o.value))}
        tagRenderer={(o) => o.label}
        noResults={<MenuItem disabled text={EMPTY_TEXT} roleStructure="listoption" />}
        placeholder={placeholder || 'Selecione'}
        disabled={disabled || readonly}
        fill
        resetOnSelect
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        menuProps={{ style: { maxHeight: 310, overflowY: 'auto' } }}
        tagInputProps={{ inputProps: { id } }}
      />
    </div>
  );
}

export default MultiSelectWidget;
