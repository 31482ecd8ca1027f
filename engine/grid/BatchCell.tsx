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

export interface BatchParams {
  rule?: RowRule;
  selected: ReadonlySet<string>;
  onToggle: (row: Record<string, unknown>) => void;
}

export function BatchCell(props: CustomCellRendererProps & BatchParams) {
  const row = (props.data ?? {}) as Record<string, unknown>;
  if (!isBatchSelectable(props.rule, row)) return null;
  return (
    <Checkbox
      className="prh-batch-check"
      aria-label="Selecionar linha"
      tabIndex={-1}
      checked={props.selected.has(rowKey(row))}
      onChange={() => props.onToggle(row)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        props.eGridCell?.focus();
      }}
    />
  );
}

export interface BatchHeaderParams {
  allSelected: boolean;
  someSelected: boolean;
  disabled: boolean;
  onToggleAll: () => void;
}

export function BatchHeader(props: CustomHeaderProps & BatchHeaderParams) {
  const toggle = useRef(props.onToggleAll);
  const disabled = useRef(props.disabled);
  useEffect(() => {
    toggle.current = props.onToggleAll;
    disabled.current = props.disabled;
  });
  const header = props.eGridHeader;
  useEffect(() => {
    if (!header) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target !== header || (e.key !== ' ' && e.key !== 'Enter') || disabled.current) return;
      e.preventDefault();
      toggle.current();
    };
    header.addEventListener('keydown', onKey);
    return () => header.removeEventListener('keydown', onKey);
  }, [header]);
  return (
    <Checkbox
      className="prh-batch-check"
      aria-label="Selecionar todas as linhas aguardando validação"
      tabIndex={-1}
      checked={props.allSelected}
      indeterminate={!props.allSelected && props.someSelected}
      disabled={props.disabled}
      onChange={props.onToggleAll}
    />
  );
}
