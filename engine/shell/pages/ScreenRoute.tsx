/**
 * One route per screen document: the guard of spec section 6, then the page card and the screen's
 * kind, loaded on demand. An unknown kind is a visible configuration error.
 */
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { guardRoute } from '../../../services/session/guard.ts';
import { UnknownEntry } from '../../registry/UnknownEntry.tsx';
import { screenKinds } from '../../registry/screenKinds.ts';
import { routeKeys } from '../../screens/catalogue.ts';
import type { ScreenDoc } from '../../screens/types.ts';
import { PageCard } from '../PageCard.tsx';

export function ScreenRoute({ screen }: { screen: ScreenDoc }) {
  const outcome = guardRoute(routeKeys(screen));
  if (outcome) return <Navigate to={outcome} replace />;
  const Kind = screenKinds.get(screen.kind);
  return (
    <PageCard title={screen.title} subtitle={screen.subtitle !== false} rota={screen.route} hidden={Boolean(screen.hidden) || screen.route.includes(':')}>
      {Kind ? (
        <Suspense fallback={<NonIdealState icon={<Spinner size={40} aria-label="Carregando" />} title="Carregando…" />}>
          <Kind screen={screen} />
        </Suspense>
      ) : (
        <UnknownEntry kind="tipo de tela" name={screen.kind} />
      )}
    </PageCard>
  );
}
