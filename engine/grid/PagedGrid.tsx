/**
 * A list's rows in the grid with its paging footer beneath: the search screen's results and a
 * record's nested tables. The footer shows only when `paged` (a list with rows whose endpoint
 * pages); what the rows are and how they load is the caller's (useRowsQuery underneath both).
 */
import type { RowsState } from '../query/useRowsQuery.ts';
import { DataGrid, type DataGridProps } from './DataGrid.tsx';
import { Pagination } from './Pagination.tsx';

type Paged = Pick<RowsState, 'rows' | 'sort' | 'loading' | 'page' | 'size' | 'total' | 'totalPages' | 'totalLimited'>;

export interface PagedGridProps extends Omit<DataGridProps, 'rows' | 'sort' | 'loading' | 'onSortClick'> {
  state: Paged;
  controls: { toggleSort: (field: string) => void; setPage: (page: number) => void; setSize: (size: number) => void };
  /** Whether the paging footer shows. */
  paged: boolean;
  /** The page sizes the footer offers. */
  sizes: readonly number[];
  /** What the footer's pages are of (a nested table's title), for its accessible name. */
  of?: string;
}

export function PagedGrid({ state, controls, paged, sizes, of, ...grid }: PagedGridProps) {
  return (
    <>
      <DataGrid
        {...grid}
        rows={state.rows}
        sort={state.sort}
        onSortClick={controls.toggleSort}
        loading={state.loading}
      />
      {paged && (
        <Pagination
          page={state.page}
          size={state.size}
          total={state.total}
          totalPages={state.totalPages}
          totalLimited={state.totalLimited}
          sizes={sizes}
          disabled={state.loading}
          onPage={controls.setPage}
          onSize={controls.setSize}
          of={of}
        />
      )}
    </>
  );
}
