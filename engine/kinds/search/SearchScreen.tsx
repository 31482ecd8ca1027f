/**
 * View of the `search` kind: filter form, 'Limpar' and 'Pesquisar', results grid and footer.
 * Behaviour lives in useSearchScreen; this file only wires it to rjsf, ag-grid and Blueprint.
 */
import { Button, Card, H2 } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider } from '../../data.tsx';
import { SchemaForm, type SchemaFormHandle } from '../../form/SchemaForm.tsx';
import { DataGrid } from '../../grid/DataGrid.tsx';
import { Pagination } from '../../grid/Pagination.tsx';
import { actions } from '../../registry/actions.ts';
import { unknownMessage } from '../../registry/registry.ts';
import type { ActionDef, SearchScreenDoc } from '../../screens/types.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { MSG } from './messages.ts';
import { PAGE_SIZES, useSearchScreen } from './useSearchScreen.ts';

export function SearchScreen({ screen }: { screen: SearchScreenDoc }) {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const formRef = useRef<SchemaFormHandle>(null);
  const ctl = useSearchScreen(screen, {
    provider,
    validate: () => formRef.current?.validate() ?? true,
    onInvalid: () => alert({ tipo: 'atencao', titulo: MSG.invalidTitle, texto: MSG.invalidText, botao: 'Fechar' }),
    onError: (r) => showResultError(r, r.mensagem || MSG.searchError),
  });
  const { state } = ctl;

  const onAction = useCallback(
    (action: ActionDef, row: Record<string, unknown>) => {
      const handler = actions.get(action.action);
      if (!handler) {
        alert({ tipo: 'erro', titulo: 'Erro!', texto: unknownMessage('ação', action.action), botao: 'Continuar' });
        return;
      }
      Promise.resolve(handler({ action, row, navigate })).catch((err: unknown) =>
        alert({ tipo: 'erro', titulo: 'Erro!', texto: err instanceof Error ? err.message : String(err), botao: 'Continuar' }),
      );
    },
    [navigate],
  );

  return (
    <div className="prh-search">
      <section aria-labelledby={`${screen.id}-filtros`} className="prh-section">
        <H2 id={`${screen.id}-filtros`} className="prh-section-title">Filtros</H2>
        <SchemaForm
          ref={formRef}
          key={state.resetKey}
          schema={screen.filters.schema as RJSFSchema}
          uiSchema={screen.filters.uiSchema as UiSchema}
          formData={state.filters}
          onChange={ctl.setFilters}
          onSubmit={ctl.search}
          idPrefix={screen.id}
        />
        <div className="prh-form-actions">
          <Button variant="outlined" icon="eraser" onClick={ctl.clear}>Limpar</Button>
          <Button intent="primary" icon="search" onClick={ctl.search} loading={state.loading}>Pesquisar</Button>
        </div>
      </section>
      <Card className="prh-results" compact>
        <H2 className="prh-section-title">Resultados</H2>
        <DataGrid
          ariaLabel={`Resultados: ${screen.title}`}
          columns={screen.columns}
          rows={state.rows}
          sort={state.sort}
          onSortClick={ctl.toggleSort}
          rowActions={screen.rowActions}
          onAction={onAction}
          loading={state.loading}
          emptyText={state.searched && state.empty ? (screen.noResultText ?? MSG.noResult) : state.searched ? undefined : 'Preencha os filtros e clique em Pesquisar.'}
        />
        {state.searched && !state.empty && (
          <Pagination page={state.page} size={state.size} total={state.total} totalPages={state.totalPages} sizes={PAGE_SIZES} disabled={state.loading} onPage={ctl.setPage} onSize={ctl.setSize} />
        )}
      </Card>
    </div>
  );
}
