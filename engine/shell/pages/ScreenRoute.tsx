/**
 * One route per screen document: the guard of spec section 6, then the page card and the screen's
 * kind, loaded on demand. An unknown kind is a visible configuration error.
 */
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { guardRoute } from '../../../services/session/guard.ts';
import { Carregando } from '../../components/Carregando.tsx';
import { UnknownEntry } from '../../registry/UnknownEntry.tsx';
import { useScreenKinds } from '../../registry/screenKinds.ts';
import { routeKeys, useScreenDoc } from '../../screens/catalogue.ts';
import { preloadScreen } from '../../screens/preload.ts';
import type { ScreenMeta } from '../../screens/types.ts';
import { preloadScreenIcons } from '../icons.ts';
import { PageCard } from '../PageCard.tsx';

/** The screen's kind over its whole document, read when the route opens (loadScreen). */
function ScreenBody({ id }: { id: string }) {
  const screen = useScreenDoc(id);
  const screenKinds = useScreenKinds();
  if (!screen) return <Carregando />;
  const Kind = screenKinds.get(screen.kind);
  return Kind ? <Kind screen={screen} /> : <UnknownEntry kind="tipo de tela" name={screen.kind} />;
}

export function ScreenRoute({ screen }: { screen: ScreenMeta }) {
  const screenKinds = useScreenKinds();
  const outcome = guardRoute(routeKeys(screen));
  if (outcome) return <Navigate to={outcome} replace />;
  // The document and the kind's chunk together (idempotent; already started on intent when the
  // user came from a row action), not the chunk after the document.
  if (screenKinds.get(screen.kind)) preloadScreen(screen);
  // The icons of the kinds and documents (one chunk, engine/shell/icons.ts) arrive with them.
  void preloadScreenIcons();
  return (
    <PageCard
      title={screen.title}
      subtitle={screen.subtitle !== false}
      rota={screen.route}
      hidden={Boolean(screen.hidden) || screen.route.includes(':')}
    >
      {screenKinds.get(screen.kind) ? (
        <Suspense fallback={<Carregando />}>
          <ScreenBody id={screen.id} />
        </Suspense>
      ) : (
        <UnknownEntry kind="tipo de tela" name={screen.kind} />
      )}
    </PageCard>
  );
}
