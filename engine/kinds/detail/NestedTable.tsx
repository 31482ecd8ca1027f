/** View of a nested paged table of a detail tab: grid, no-result text and footer. */
import { useParams } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import { DataGrid } from '../../grid/DataGrid.tsx';
import { Pagination } from '../../grid/Pagination.tsx';
import type { TableDef } from '../../screens/types.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { MSG } from '../search/messages.ts';
import { PAGE_SIZES } from '../search/useSearchScreen.ts';
import { useTable } from './useTable.ts';

export function NestedTable({ def, title }: { def: TableDef; title?: string }) {
  const routeParams = useParams();
  const provider = useDataProvider();
  const t = useTable(def, routeParams, provider, (r) => showResultError(r));
  const s = t.state;
  return (
    <>
      <DataGrid
        ariaLabel={title ?? 'Tabela'}
        columns={def.columns}
        rows={s.rows}
        sort={s.sort}
        onSortClick={t.toggleSort}
        loading={s.loading}
        emptyText={!s.loading && s.empty ? (def.noResultText ?? MSG.noResult) : undefined}
      />
      {!s.empty && (
        <Pagination
          page={s.page}
          size={s.size}
          total={s.total}
          totalPages={s.totalPages}
          sizes={PAGE_SIZES}
          disabled={s.loading}
          onPage={t.setPage}
          onSize={t.setSize}
        />
      )}
    </>
  );
}
