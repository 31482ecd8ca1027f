/**
 * View of a nested paged table of a detail tab: its filters, grid, no-result text and footer. Row actions run
 * from the action registry with the row over the parent record (so a download can name the
 * servant by the screen's `{numeroFuncionario}`); a section with `detail` adds the 'Detalhar'
 * action, which shows the sub-sections of the picked row beneath the table.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getEndpoint } from '../../../services/http/catalogue.ts';
import { useDataProvider } from '../../data.tsx';
import { PagedGrid } from '../../grid/PagedGrid.tsx';
import { useRunAction } from '../../registry/runAction.ts';
import type { ActionDef, SectionDetailDef, TableDef } from '../../screens/types.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { MSG } from '../search/messages.ts';
import { PAGE_SIZES } from '../search/useSearchScreen.ts';
import type { HeadingLevel } from './Heading.tsx';
import { RecordDetail } from './RecordDetail.tsx';
import { useRecord } from './recordContext.ts';
import { TableFilters } from './TableFilters.tsx';
import { useTable } from './useTable.ts';

/** Name of the built-in row action that opens a master-detail (not a registry action). */
const SELECT = '__detalhar';

const pagedEndpoint = (name: string): boolean => {
  try {
    return getEndpoint(name).paging !== 'none';
  } catch {
    return true;
  }
};

/** The chosen filters as the call's parameters: 'Todos' ('') sends nothing, a number goes as one. */
function filterParams(endpoint: string, chosen: Record<string, string>): Record<string, unknown> {
  const set = Object.entries(chosen).filter(([, v]) => v !== '');
  if (!set.length) return {};
  const props = (getEndpoint(endpoint).request.properties ?? {}) as Record<string, { type?: string }>;
  return Object.fromEntries(
    set.map(([k, v]) => [k, props[k]?.type === 'integer' || props[k]?.type === 'number' ? Number(v) : v]),
  );
}

export function NestedTable({
  def,
  title,
  detail,
  level = 3,
}: {
  def: TableDef;
  title?: string;
  detail?: SectionDetailDef;
  level?: HeadingLevel;
}) {
  const routeParams = useParams();
  const navigate = useNavigate();
  const provider = useDataProvider();
  const record = useRecord();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const filters = useMemo(() => filterParams(def.endpoint, chosen), [def.endpoint, chosen]);
  const t = useTable(def, routeParams, provider, (r) => showResultError(r), record, filters);
  const s = t.state;
  const { reload } = t;
  const [picked, setPicked] = useState<Record<string, unknown> | null>(null);
  const rowActions = useMemo<ActionDef[] | undefined>(() => {
    const list = [...(def.rowActions ?? [])];
    if (detail) list.unshift({ action: SELECT, label: detail.label ?? 'Detalhar', icon: 'eye-open' });
    return list.length ? list : undefined;
  }, [def.rowActions, detail]);
  const runAction = useRunAction();
  const onAction = useCallback(
    (action: ActionDef, row: Record<string, unknown>) => {
      if (action.action === SELECT) return setPicked(row);
      return runAction({
        action,
        row: { ...record, ...row },
        route: routeParams,
        navigate,
        provider,
        refresh: () => reload(),
      });
    },
    [record, navigate, provider, routeParams, reload, runAction],
  );
  const paged = pagedEndpoint(def.endpoint);
  return (
    <>
      {def.filters && <TableFilters filters={def.filters} values={chosen} onChange={setChosen} />}
      <PagedGrid
        ariaLabel={title ?? 'Tabela'}
        columns={def.columns}
        rowKey={def.rowKey}
        state={s}
        controls={t}
        rowActions={rowActions}
        onAction={onAction}
        emptyText={!s.loading && s.empty ? (def.noResultText ?? MSG.noRecord) : undefined}
        paged={!s.empty && paged}
        sizes={PAGE_SIZES}
        of={title}
      />
      {detail && picked && (
        <RecordDetail detail={detail} record={{ ...record, ...picked }} onClose={() => setPicked(null)} level={level} />
      )}
    </>
  );
}
