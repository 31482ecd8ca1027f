/**
 * View of the `search` kind: filter form, 'Limpar' and 'Pesquisar', results grid and footer.
 * Behaviour lives in useSearchScreen; this file only wires it to rjsf, ag-grid and Blueprint.
 */
import { Card } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import { FilterForm } from '../../form/FilterForm.tsx';
import type { SchemaFormHandle } from '../../form/SchemaForm.tsx';
import { rowKey, toggleAll, toggleRow } from '../../grid/batch.ts';
import { PagedGrid } from '../../grid/PagedGrid.tsx';
import { useRunAction } from '../../registry/runAction.ts';
import type { ActionDef, SearchScreenDoc } from '../../screens/types.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { keepSearch, savedSearch } from './history.ts';
import { MSG } from './messages.ts';
import { Panel } from './Panel.tsx';
import { Summary } from './Summary.tsx';
import { Toolbar } from './Toolbar.tsx';
import { filtersFromQuery, pageSizesFor, useSearchScreen } from './useSearchScreen.ts';

export function SearchScreen({ screen }: { screen: SearchScreenDoc }) {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const route = useParams();
  const formRef = useRef<SchemaFormHandle>(null);
  const [query] = useSearchParams();
  // Filters in the URL (a dashboard's drill-down, a count of 'Início'): the search runs with them at once.
  const [fromUrl] = useState(() => filtersFromQuery(screen, query));
  // Back to this page (from a record opened in the results): the search it showed, run again.
  const location = useLocation();
  const [saved] = useState(() => savedSearch(location.state, screen.id));
  const ctl = useSearchScreen(screen, {
    provider,
    initialFilters: fromUrl,
    saved,
    onSearched: (q) => keepSearch(q && { screen: screen.id, ...q }),
    validate: () => formRef.current?.validate() ?? true,
    onInvalid: () => alert({ tipo: 'atencao', titulo: MSG.invalidTitle, texto: MSG.invalidText, botao: 'Fechar' }),
    onError: (r) => showResultError(r, screen.errorText ?? (r.mensagem || MSG.searchError)),
  });
  const { state } = ctl;
  useEffect(() => {
    if (saved) ctl.restore();
    else if (screen.searchOnLoad || Object.keys(fromUrl).length > 0) ctl.search();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen opens
  }, []);

  /** Keys of the rows ticked for a batch action; a new page of rows starts with none. */
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setSelected(new Set()), [state.rows]);
  const batchRule = screen.batch;
  const rule = useMemo(() => batchRule && { field: batchRule.field, in: batchRule.in }, [batchRule]);
  const batch = useMemo(
    () =>
      batchRule && {
        rule,
        selected,
        onToggle: (row: Record<string, unknown>) => setSelected((s) => toggleRow(s, batchRule, row)),
        onToggleAll: () => setSelected((s) => toggleAll(s, batchRule, state.rows)),
      },
    [batchRule, rule, selected, state.rows],
  );

  /** Bumped after a command or delete: the summary line reloads with the results. */
  const [version, setVersion] = useState(0);
  const runAction = useRunAction();
  const onAction = useCallback(
    (action: ActionDef, row?: Record<string, unknown>, rows?: Record<string, unknown>[]) =>
      runAction({
        action,
        row,
        rows,
        route,
        navigate,
        provider,
        screenId: screen.id,
        query: ctl.currentQuery() ?? undefined,
        refresh: () => {
          ctl.refresh();
          setVersion((v) => v + 1);
        },
      }),
    [navigate, provider, ctl, route, screen.id, runAction],
  );

  return (
    <div className="prh-search">
      <Panel id={`${screen.id}-filtros`} title="Filtros" collapsible={screen.collapsible} className="prh-section">
        <FilterForm
          ref={formRef}
          key={state.resetKey}
          filters={screen.filters}
          values={state.filters}
          onChange={ctl.setFilters}
          onSearch={ctl.search}
          onClear={ctl.clear}
          idPrefix={screen.id}
          busy={state.loading}
        />
      </Panel>
      <Card className="prh-results" compact>
        <Panel
          id={`${screen.id}-resultados`}
          title={screen.resultsTitle ?? 'Resultados'}
          collapsible={screen.collapsible}
        >
          {screen.summary && <Summary key={version} summary={screen.summary} />}
          <Toolbar
            actions={screen.toolbar}
            hasRows={state.searched && !state.empty}
            loading={state.loading}
            onAction={(a) => onAction(a)}
          />
          {batchRule?.actions && (
            <Toolbar
              actions={batchRule.actions}
              selected={selected.size}
              loading={state.loading}
              onAction={(a) =>
                onAction(
                  a,
                  undefined,
                  state.rows.filter((r) => selected.has(rowKey(r))),
                )
              }
            />
          )}
          <PagedGrid
            ariaLabel={`Resultados: ${screen.title}`}
            columns={screen.columns}
            rowKey={screen.rowKey}
            state={state}
            controls={ctl}
            rowActions={screen.rowActions}
            onAction={onAction}
            batch={batch || undefined}
            emptyText={
              state.searched && state.empty
                ? (screen.noResultText ?? MSG.noResult)
                : state.searched
                  ? undefined
                  : 'Preencha os filtros e clique em Pesquisar.'
            }
            paged={state.searched && !state.empty}
            sizes={pageSizesFor(screen)}
          />
        </Panel>
      </Card>
    </div>
  );
}
