/** The batch-selection column: a checkbox only on rows the rule allows ('Aguardando validação'). */
import { Checkbox } from '@blueprintjs/core';
import type { CustomCellRendererProps, CustomHeaderProps } from 'ag-grid-react';
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
  return <Checkbox className="prh-batch-check" aria-label="Selecionar linha" checked={props.selected.has(rowKey(row))} onChange={() => props.onToggle(row)} />;
}

export interface BatchHeaderParams {
  allSelected: boolean;
  someSelected: boolean;
  disabled: boolean;
  onToggleAll: () => void;
}

export function BatchHeader(props: CustomHeaderProps & BatchHeaderParams) {
  return (
    <Checkbox
      className="prh-batch-check"
      aria-label="Selecionar todas as linhas aguardando validação"
      checked={props.allSelected}
      indeterminate={!props.allSelected && props.someSelected}
      disabled={props.disabled}
      onChange={props.onToggleAll}
    />
  );
}
