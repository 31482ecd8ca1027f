/**
 * ag-grid's definitions of a screen's columns: plain text through the column's formatter (ag-grid
 * renders it, so it can tell a cut value and show the tooltip), or the column's registered cell;
 * sorting stays the server's (the grid never reorders rows); amounts are right-aligned. A status column is pinned beside the
 * actions when the grid asks (`pinStatus`, engine/grid/fit.ts layoutWidths), and its tags break
 * between words, growing their rows, when the column is narrower than they are (`breakStatus`).
 */
import type { ColDef } from 'ag-grid-community';
import type { SortState } from '../kinds/search/nextSort.ts';
import type { Cell } from '../registry/cells.ts';
import { UnknownEntry } from '../registry/UnknownEntry.tsx';
import type { ColumnDef } from '../screens/types.ts';
import { cellText, minWidthFor } from './measure.ts';

const keepOrder = () => 0;
/** Amounts line up by units and cents, as on a printed pay slip: cells and header on the right. */
const NUMBER_FORMATS = new Set(['moeda', 'decimal', 'percentual']);
/** The default cell: plain text through the column's formatter. */
const PLAIN = 'text';

function UnknownCell({ name }: { name: string }) {
  return <UnknownEntry kind="célula" name={name} compact />;
}

export function screenColumnDefs(
  columns: ColumnDef[],
  sort: SortState | null,
  cells: { get: (name: string) => Cell | undefined },
  { pinStatus = false, breakStatus = false }: { pinStatus?: boolean; breakStatus?: boolean } = {},
): ColDef[] {
  return columns.map((c) => {
    const cellName = c.cell ?? PLAIN;
    const cell = cellName === PLAIN ? undefined : cells.get(cellName);
    const base: ColDef = {
      colId: c.sortField ?? c.field,
      field: c.field,
      headerName: c.header,
      initialWidth: c.width,
      minWidth: minWidthFor(c),
      sortable: c.sortable !== false,
      comparator: keepOrder,
      sort: sort?.field === (c.sortField ?? c.field) ? (sort.order === 'ASC' ? 'asc' : 'desc') : null,
      ...(pinStatus && c.cell === 'status' ? { pinned: 'right' as const } : {}),
      ...(c.wrap || (breakStatus && c.cell === 'status')
        ? { wrapText: true, autoHeight: true, cellClass: 'prh-cell-wrap' }
        : {}),
      ...(NUMBER_FORMATS.has(c.format ?? '') ? { type: 'rightAligned' } : {}),
    };
    if (cellName === PLAIN)
      return {
        ...base,
        valueFormatter: (p) => cellText(c, p.value),
        // The formatted value, shown only when the cell is cut (tooltipShowMode 'whenTruncated').
        tooltip: !c.wrap,
      };
    return {
      ...base,
      cellRenderer: cell ?? UnknownCell,
      cellRendererParams: cell ? { columnDef: c } : { name: cellName },
    };
  });
}
