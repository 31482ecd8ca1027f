import type { CustomCellRendererProps } from 'ag-grid-react';
import { formatValue } from '../../../core/formatters.ts';
import type { ColumnDef } from '../../screens/types.ts';

/** Default cell: the value through the column's formatter; empty shows '-'. */
export function TextCell(props: CustomCellRendererProps & { columnDef: ColumnDef }) {
  const text = formatValue(props.columnDef.format, props.value, props.columnDef.labels);
  return <span>{text === '' ? '-' : text}</span>;
}

export default TextCell;
