import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ColumnDef } from '../../screens/types.ts';
import { toneOf } from '../statusKeys.ts';
import './status.css';

/**
 * Status cell: the value upper case in a tag coloured by the column's `statusKeys` group
 * (spec section 4: e.g. meus-relatorios → pendente grey, processando warning, erro accent,
 * concluido success). The tone is also a data attribute so tests need not read colours.
 */
export function StatusCell(props: CustomCellRendererProps & { columnDef: ColumnDef }) {
  if (props.value === null || props.value === undefined || props.value === '') return <span>-</span>;
  const tone = toneOf(props.columnDef.statusKeys, props.value);
  return (
    <span className={`prh-status prh-status--${tone}`} data-tone={tone}>
      {String(props.value).toLocaleUpperCase('pt-BR')}
    </span>
  );
}
