import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useOptions, type Option, type OptionsSource } from '../../form/useOptions.ts';
import './multiSelect.css';

/** Spec §2: an empty option list reads 'Sem registros'. */
export const EMPTY_TEXT = 'Sem registros';

const filter: ItemPredicate<Option> = (q, o) =>
  o.label.toLocaleLowerCase('pt-BR').includes(q.toLocaleLowerCase('pt-BR'));

/**
 * Multi-select of strings (Blueprint MultiSelect with tags), value = list of option values; an
 * empty selection is `undefined`, so the call drops the filter. Options as in `select`.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, schema, options: ui, placeholder } = props;
  const options = useOptions(schema, ui as OptionsSource);
  // Whether the list shows is ours, not Blueprint's: its MultiSelect closes on Escape by blurring
  // the field and then hears its popover echo the change back a frame later, reopening the list
  // when the field has the focus again by then — on a slow PC it often had (Escape "did
  // not close" the list). Here only a key or a pointer event changes it.
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  /**
   * By keyboard: a key that types or moves opens the list; Enter picks the highlighted suggestion
   * and does nothing else (never submits the form around the field, nor picks from a closed list);
   * Escape closes the list and the focus stays in the field; Tab closes it and moves on.
   */
  const keys = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!open) e.stopPropagation();
    } else if (e.key === 'Escape' && open) {
      // Blueprint would blur the field: the key stops here, and the focus with it.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Escape') {
      // Closed already: Blueprint blurs the field and stops the key; the focus comes back once it has.
      const input = e.currentTarget.querySelector('input');
      setTimeout(() => input?.isConnected && input.focus(), 0);
    } else if (e.key === 'Tab') setOpen(false);
    else if (!['Backspace', 'ArrowLeft', 'ArrowRight', 'Shift', 'Control', 'Alt', 'Meta'].includes(e.key))
      setOpen(true);
  };
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
        // Picking keeps the list open for the next one (a dismissing item would close it).
        shouldDismissPopover={false}
        selected={selected.includes(o.value)}
        active={modifiers.active}
        onClick={handleClick}
      />
    ) : null;
  return (
    // Only listens to the keys of the field inside (keys); the combobox is Blueprint's.
    <div className="prh-multiselect" onKeyDownCapture={keys} ref={box}>
      <MultiSelect<Option>
        items={options}
        selectedItems={options.filter((o) => selected.includes(o.value))}
        itemRenderer={render}
        itemPredicate={filter}
        onItemSelect={toggle}
        // Text put in the field (typed, pasted, or reset after a pick) shows the list.
        onQueryChange={() => setOpen(true)}
        onRemove={(o) => set(selected.filter((v) => v !== o.value))}
        tagRenderer={(o) => o.label}
        noResults={<MenuItem disabled text={EMPTY_TEXT} roleStructure="listoption" />}
        placeholder={placeholder || 'Selecione'}
        disabled={disabled || readonly}
        fill
        resetOnSelect
        popoverProps={{
          minimal: true,
          matchTargetWidth: true,
          isOpen: open && !(disabled || readonly),
          // A click on the field (which keeps the list open, to type in it) or outside it. The
          // popover also calls this with no event, to echo a change of `isOpen` back: not a
          // user's act, and a stale one after Escape.
          onInteraction: (next, event) =>
            event && setOpen(next || box.current?.contains(event.target as Node) === true),
        }}
        menuProps={{ style: { maxHeight: 310, overflowY: 'auto' } }}
        tagInputProps={{ inputProps: { id } }}
      />
    </div>
  );
}

export default MultiSelectWidget;
