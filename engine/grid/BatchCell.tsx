/**
 * The batch-selection column: a checkbox only on rows the rule allows ('Aguardando validação').
 * The checkboxes are out of the page's Tab order (the grid is one Tab stop) but take the focus:
 * Space on the focused cell ticks the row, Enter moves into its checkbox (engine/grid/DataGrid.tsx),
 * where Space ticks and Esc goes back to the cell; on the focused header Space or Enter ticks them all.
 */
import { Checkbox } from '@blueprintjs/core';
import type { CustomCellRendererProps, CustomHeaderProps } from 'ag-grid-react';
import { useEffect, useRef } from 'react';
import type { RowRule } from '../screens/types.ts';
import { isBatchSelectable, rowKey } from './batch.ts';
import { type BatchStore, useSelected } from './batchStore.ts';

export interface BatchParams {
  rule?: RowRule;
  store: BatchStore;
}

export function BatchCell(props: CustomCellRendererProps & BatchParams) {
  const row = (props.data ?? {}) as Record<string, unknown>;
  const selected = useSelected(props.store);
  if (!isBatchSelectable(props.rule, row)) return null;
  return (
    <Checkbox
      className="prh-batch-check"
      aria-label="Selecionar linha"
      tabIndex={-1}
      checked={selected.has(rowKey(row))}
      onChange={() => props.store.toggle(row)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        props.eGridCell?.focus();
      }}
    />
  );
}

export interface BatchHeaderParams {
  /** Keys of the page's rows that may be ticked. */
  eligible: string[];
  store: BatchStore;
}

export function BatchHeader(props: CustomHeaderProps & BatchHeaderParams) {
  const selected = useSelected(props.store);
  const allSelected = props.eligible.length > 0 && props.eligible.every((k) => selected.has(k));
  const someSelected = props.eligible.some((k) => selected.has(k));
  const isDisabled = props.eligible.length === 0;
  // The header's listener outlives this render: it reads whether the box is disabled from here.
  const disabled = useRef(isDisabled);
  useEffect(() => {
    disabled.current = isDisabled;
  });
  const header = props.eGridHeader;
  const { store } = props;
  useEffect(() => {
    if (!header) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target !== header || (e.key !== ' ' && e.key !== 'Enter') || disabled.current) return;
      e.preventDefault();
      store.toggleAll();
    };
    header.addEventListener('keydown', onKey);
    return () => header.removeEventListener('keydown', onKey);
  }, [header, store]);
  return (
    <Checkbox
      className="prh-batch-check"
      aria-label="Selecionar todas as linhas aguardando validação"
      tabIndex={-1}
      checked={allSelected}
      indeterminate={!allSelected && someSelected}
      disabled={isDisabled}
      onChange={props.store.toggleAll}
    />
  );
}
