/**
 * The page of a page that failed to render (a script that did not arrive): RouteErrorBoundary's
 * fallback and /erro-script. In the first script, unlike the other information pages (infoPages.tsx).
 */
import { Button } from '@blueprintjs/core';
import { InfoPage } from './InfoPage.tsx';

export function ErroScriptPage() {
  return (
    <InfoPage
      icon="error"
      title="Ocorreu um erro inesperado"
      action={
        <Button intent="primary" icon="refresh" onClick={() => window.location.assign('/home')}>
          Recarregar o portal
        </Button>
      }
    >
      <p>Não foi possível carregar uma parte do portal. Verifique a sua conexão e tente novamente.</p>
    </InfoPage>
  );
}
