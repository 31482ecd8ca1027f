/**
 * View of the `detail` kind: read-only info fields of one record and/or tabs of field sections and
 * nested paged tables, with loading and error states.
 */
import { Button, Callout } from '@blueprintjs/core';
import { useLayoutEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Carregando } from '../../components/Carregando.tsx';
import { PageState } from '../../components/PageState.tsx';
import { useDataProvider } from '../../data.tsx';
import type { DetailScreenDoc } from '../../screens/types.ts';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import { useGoBack } from '../../shell/useGoBack.ts';
import { DetailTabs } from './DetailTabs.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import { RecordActions } from './RecordActions.tsx';
import { RecordContext } from './recordContext.ts';
import { useDetailScreen } from './useDetailScreen.ts';
import './detail.css';

export function DetailScreen({ screen }: { screen: DetailScreenDoc }) {
  const params = useParams();
  const { goBack } = useGoBack();
  const provider = useDataProvider();
  const { state, reload, refresh } = useDetailScreen(screen.source, params, provider, (r) => showResultError(r));
  // The skeleton is drawn from the second render, still before the first paint: the record's call
  // (started by the controller's layout effect, which runs first) leaves before the skeleton's
  // fields and tabs are rendered, not after (bench:paint, click → first call).
  const [esqueleto, setEsqueleto] = useState(false);
  useLayoutEffect(() => setEsqueleto(true), []);
  /** Bumped after a record action: the tabs remount and reload their tables with the new record. */
  const [version, setVersion] = useState(0);
  const changed = () => void refresh().then(() => setVersion((v) => v + 1));

  const back = (
    <Button icon="arrow-left" variant="outlined" onClick={goBack}>
      Voltar
    </Button>
  );

  let body;
  // The record's fields and tabs without values while it loads: the page takes its final shape at
  // once, so the answer fills it in instead of pushing 'Voltar' and the footer down (CLS).
  if (state.loading && !esqueleto) body = null;
  else if (state.loading && (screen.fields || screen.tabs))
    body = (
      <div className="prh-detail-skeleton" role="status" aria-label="Carregando">
        {screen.fields && <FieldGrid fields={screen.fields} data={{}} skeleton />}
        {screen.tabs && (
          <div inert aria-hidden>
            <DetailTabs id={screen.id} tabs={screen.tabs} data={{}} skeleton />
          </div>
        )}
      </div>
    );
  else if (state.loading) body = <Carregando />;
  else if (state.error) {
    body = (
      <Callout intent="danger" role="alert">
        <p>
          <strong>Não foi possível carregar os dados.</strong> {state.error.mensagem}
        </p>
        <Button icon="refresh" onClick={() => void reload()}>
          Tentar novamente
        </Button>
      </Callout>
    );
  } else if (state.notFound || !state.data) body = <PageState icon="search" text="Registro não encontrado." />;
  else {
    const data = state.data;
    body = (
      <RecordContext value={data}>
        {screen.actions && <RecordActions actions={screen.actions} record={data} onChanged={changed} />}
        {screen.fields && <FieldGrid fields={screen.fields} data={data} />}
        {screen.tabs && <DetailTabs key={version} id={screen.id} tabs={screen.tabs} data={data} />}
      </RecordContext>
    );
  }

  return (
    <div className="prh-detail">
      {body}
      <div className="prh-form-actions prh-form-actions-start">{back}</div>
    </div>
  );
}
