/**
 * The route table (spec section 2): entry routes, information pages, 'Início', the product entry
 * and one guarded route per screen document; any unknown path goes to /home (or /login when
 * signed out).
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SCREENS } from '../engine/screens/catalogue.ts';
import type { ScreenMeta } from '../engine/screens/types.ts';
import { AdaptiveLayout } from '../engine/shell/AdaptiveLayout.tsx';
import { LoggedInLayout } from '../engine/shell/LoggedInLayout.tsx';
import { LoggedOutLayout } from '../engine/shell/LoggedOutLayout.tsx';
import { HomePage } from '../engine/shell/pages/HomePage.tsx';
import { IndexRoute } from '../engine/shell/pages/IndexRoute.tsx';
import {
  AboutPage,
  ErroScriptPage,
  LoginExpiradoPage,
  NaoAutorizadoPage,
  NaoPossuiPermissaoPage,
  PoliticaRedirect,
  ProductPage,
  ReauthRoute,
} from '../engine/shell/pages/infoPages.tsx';
import { LoginPage } from '../engine/shell/pages/LoginPage.tsx';
import { LogoutRoute } from '../engine/shell/pages/LogoutRoute.tsx';
import { ScreenRoute } from '../engine/shell/pages/ScreenRoute.tsx';
import type { Variante } from '../engine/shell/pages/politicas.tsx';
import { Root } from '../engine/shell/Root.tsx';
import { isLogged } from '../services/session/session.ts';

/** A policy page, loaded with its route (engine/shell/pages/politicas.tsx). */
const politica = (kind: 'privacidade' | 'cookies', variante: Variante) => ({
  hydrateFallbackElement: <p aria-busy="true">Carregando…</p>,
  lazy: async () => {
    const { PoliticaPage } = await import('../engine/shell/pages/politicas.tsx');
    const page = <PoliticaPage kind={kind} variante={variante} />;
    return { element: variante === 'externo' ? <LoggedOutLayout>{page}</LoggedOutLayout> : page };
  },
});

function Fallback() {
  return <Navigate to={isLogged() ? '/home' : '/login'} replace />;
}

/** ':id' style routes as written in the screen documents; a trailing slash is optional. */
const screenPath = (s: ScreenMeta): string => (s.route.length > 1 ? s.route.replace(/\/+$/, '') : s.route);

export function buildRoutes(screens: ScreenMeta[], produto: string): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: (
        <LoggedOutLayout>
          <ErroScriptPage />
        </LoggedOutLayout>
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
        { path: '/reauth', element: <ReauthRoute /> },
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
            // Opened directly, the page shows 'Carregando…' while its code arrives (React Router
            // warned on every such load that the route had no element for that moment). Plain text:
            // the first page's script budget has no room for the spinner's component.
            {
              path: '/login/usuario/solicitacao',
              hydrateFallbackElement: <p aria-busy="true">Carregando…</p>,
              lazy: async () => ({
                Component: (await import('../engine/shell/pages/SolicitacaoUsuarioPage.tsx')).SolicitacaoUsuarioPage,
              }),
            },
            { path: '/about', element: <AboutPage /> },
            { path: '/nao-autorizado', element: <NaoAutorizadoPage /> },
            { path: '/erro-script', element: <ErroScriptPage /> },
            { path: '/login-expirado', element: <LoginExpiradoPage /> },
            { path: '/nao-possui-permissao', element: <NaoPossuiPermissaoPage /> },
          ],
        },
        {
          element: <LoggedInLayout />,
          children: [
            { path: '/home', element: <HomePage /> },
            { path: `/${produto}`, element: <ProductPage produto={produto} /> },
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

export function createRouter(produto: string) {
  return createBrowserRouter(buildRoutes(SCREENS, produto));
}
