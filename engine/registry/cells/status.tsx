import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ColumnDef } from '../../screens/types.ts';
import { formatValue } from '../../../core/formatters.ts';
import { toneOf } from '../statusKeys.ts';
import './status.css';

/**
 * Status cell: the value upper case in a tag coloured by the column's `statusKeys` group
 * (spec section 4: e.g. meus-relatorios → pendente grey, processando warning, erro accent,
 * concluido success). The tone is also a data attribute so tests need not read colours. The text
 * is the column's `labels`/`format` of the value (the gateway's 'CONCLUIDO' shown 'CONCLUÍDO'); the
 * tone always comes from the value itself.
 */
export function StatusCell(props: CustomCellRendererProps & { columnDef: ColumnDef }) {
  if (props.value === null || props.value === undefined || props.value === '') return <span>-</span>;
  const tone = toneOf(props.columnDef.statusKeys, props.value);
  return (
    <span className={`prh-status prh-status--${tone}`} data-tone={tone}>
      {formatValue(props.columnDef.format, props.value, props.columnDef.labels).toLocaleUpperCase('pt-BR')}
    </span>
  );
}

export default StatusCell;
