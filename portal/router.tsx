/**
 * The route table (spec section 2): entry routes, information pages, 'Início', the product entry
 * and one guarded route per screen document; any unknown path goes to /home (or /login when
 * signed out).
 *
 * React Router's declarative mode (`useRoutes` under `GuardedRouter`), not its data router: the
 * data router's code was ~17 KB gzip of the first page, and the portal used it only for what
 * `lazyRoute`, `RouteErrorBoundary` and the guarded history (the unsaved-changes question) do here.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SCREENS } from '../engine/screens/catalogue.ts';
import { mergeScreens, usePublished, usePublishedFeed, usePublishedSettled } from '../engine/screens/published.ts';
import type { ScreenMeta } from '../engine/screens/types.ts';
import { AdaptiveLayout } from '../engine/shell/AdaptiveLayout.tsx';
import { GuardedRouter } from '../engine/shell/GuardedRouter.tsx';
import { guardHistory, type History } from '../engine/shell/guardedHistory.ts';
import { lazyRoute, routeCode } from '../engine/shell/lazyRoute.tsx';
import { LoggedInLayout } from '../engine/shell/LoggedInLayout.tsx';
import { LoggedOutLayout } from '../engine/shell/LoggedOutLayout.tsx';
import { HomePage } from '../engine/shell/pages/HomePage.tsx';
import { IndexRoute } from '../engine/shell/pages/IndexRoute.tsx';
import { ErroScriptPage } from '../engine/shell/pages/ErroScriptPage.tsx';
import type * as InfoPages from '../engine/shell/pages/infoPages.tsx';
import { LoginPage } from '../engine/shell/pages/LoginPage.tsx';
import { LogoutRoute } from '../engine/shell/pages/LogoutRoute.tsx';
import { ScreenRoute } from '../engine/shell/pages/ScreenRoute.tsx';
import type { Variante } from '../engine/shell/pages/politicas.tsx';
import { Root } from '../engine/shell/Root.tsx';
import { RouteErrorBoundary } from '../engine/shell/RouteErrorBoundary.tsx';
import { currentUnit, isLogged } from '../services/session/session.ts';

/**
 * What a lazy route shows while its code arrives on a page opened directly. Plain text: the first
 * page's script budget has no room for the spinner's component.
 */
const CARREGANDO = <p aria-busy="true">Carregando…</p>;

/** A policy page, loaded with its route (engine/shell/pages/politicas.tsx). */
const politica = (kind: 'privacidade' | 'cookies', variante: Variante) =>
  lazyRoute(async () => {
    const { PoliticaPage } = await import('../engine/shell/pages/politicas.tsx');
    const page = <PoliticaPage kind={kind} variante={variante} />;
    return variante === 'externo' ? <LoggedOutLayout>{page}</LoggedOutLayout> : page;
  }, CARREGANDO);

/**
 * An information page ('Sobre', 'não autorizado', 'sessão expirada'…), loaded with its route: none is
 * drawn on /login or /home, and their texts stay off the first page.
 */
const infoPage = (page: (pages: typeof InfoPages) => ReactNode) =>
  lazyRoute(async () => page(await import('../engine/shell/pages/infoPages.tsx')), CARREGANDO);

/** /politica-privacidade and /politica-cookies: the variant by login state. */
function PoliticaRedirect({ kind }: { kind: 'privacidade' | 'cookies' }) {
  return <Navigate to={`/politica-${kind}-${isLogged() ? 'interno' : 'externo'}`} replace />;
}

/**
 * An address no route matches: /home (or /login signed out) — once the published screens are known,
 * for one of them opened directly has no route before (usePublishedSettled).
 */
function Fallback() {
  const settled = usePublishedSettled();
  if (!settled && isLogged() && currentUnit() !== null) return CARREGANDO;
  return <Navigate to={isLogged() ? '/home' : '/login'} replace />;
}

/** ':id' style routes as written in the screen documents; a trailing slash is optional. */
const screenPath = (s: ScreenMeta): string => (s.route.length > 1 ? s.route.replace(/\/+$/, '') : s.route);

export function buildRoutes(screens: ScreenMeta[], produto: string): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary
          fallback={
            <LoggedOutLayout>
              <ErroScriptPage />
            </LoggedOutLayout>
          }
        >
          <Root />
        </RouteErrorBoundary>
      ),
      children: [
        {
          path: '/login',
          element: (
            <LoggedOutLayout>
              <LoginPage />
            </LoggedOutLayout>
          ),
        },
        { path: '/index', element: <IndexRoute /> },
        { path: '/loginssc', element: <IndexRoute /> },
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/reauth', ...infoPage((p) => <p.ReauthRoute />) },
        { path: '/politica-privacidade-externo', ...politica('privacidade', 'externo') },
        { path: '/politica-cookies-externo', ...politica('cookies', 'externo') },
        { path: '/politica-privacidade', element: <PoliticaRedirect kind="privacidade" /> },
        { path: '/politica-cookies', element: <PoliticaRedirect kind="cookies" /> },
        {
          element: <AdaptiveLayout />,
          children: [
            // The access request is for visitors, but a signed-in user who opens it (to ask for roles
            // in another unit) keeps the signed-in top bar and menu.
            // Loaded with its route: the form, its checks and the captcha are not part of the first page.
            // Opened directly, the page shows 'Carregando…' while its code arrives.
            {
              path: '/login/usuario/solicitacao',
              ...lazyRoute(async () => {
                const { SolicitacaoUsuarioPage } = await import('../engine/shell/pages/SolicitacaoUsuarioPage.tsx');
                return <SolicitacaoUsuarioPage />;
              }, CARREGANDO),
            },
            { path: '/about', ...infoPage((p) => <p.AboutPage />) },
            { path: '/nao-autorizado', ...infoPage((p) => <p.NaoAutorizadoPage />) },
            { path: '/erro-script', element: <ErroScriptPage /> },
            { path: '/login-expirado', ...infoPage((p) => <p.LoginExpiradoPage />) },
            { path: '/nao-possui-permissao', ...infoPage((p) => <p.NaoPossuiPermissaoPage />) },
          ],
        },
        {
          element: <LoggedInLayout />,
          children: [
            { path: '/home', element: <HomePage /> },
            { path: `/${produto}`, ...infoPage((p) => <p.ProductPage produto={produto} />) },
            { path: '/politica-privacidade-interno', ...politica('privacidade', 'interno') },
            { path: '/politica-cookies-interno', ...politica('cookies', 'interno') },
            ...screens.map((s) => ({ path: screenPath(s), element: <ScreenRoute key={s.id} screen={s} /> })),
          ],
        },
        { path: '/', element: <Fallback /> },
        { path: '*', element: <Fallback /> },
      ],
    },
  ];
}

/**
 * The route table: the shipped screens' routes, rebuilt when screens published at run time arrive
 * or change (engine/screens/published.ts) — a new screen gets its route without a build. It is
 * mounted once, above every page, so it is also where the published list is asked for and fed to
 * the store the menu reads.
 */
function RouteTable({ routes, produto }: { routes: RouteObject[]; produto: string }) {
  usePublishedFeed(isLogged() && currentUnit() !== null);
  const published = usePublished();
  const table = useMemo(
    () => (published.length ? buildRoutes(mergeScreens(SCREENS, published), produto) : routes),
    [published, routes, produto],
  );
  return useRoutes(table);
}

/**
 * The portal's router over `history` (the browser's in portal/main.tsx, a memory one in tests),
 * made once: the element holds the guarded history and the route table.
 */
export function portalRouter(history: History, produto: string) {
  const routes = buildRoutes(SCREENS, produto);
  return (
    <GuardedRouter history={guardHistory(history, routeCode(routes))}>
      <RouteTable routes={routes} produto={produto} />
    </GuardedRouter>
  );
}
