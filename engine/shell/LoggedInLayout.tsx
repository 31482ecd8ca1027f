/**
 * Layout of a signed-in user: top bar (menu toggle, logo → /home, favourites bar, auto-refresh,
 * theme toggle, user menu), sidebar built from the screens the user may see — beside the page, or
 * over it as a drawer below DRAWER_BREAKPOINT —, content, footer; the unit dialog while no unit is
 * chosen (its code loaded only then); and, once a unit is chosen, what belongs to the unit: the
 * favourites list, the terms-of-use check of the login, the user's new notices and the user's photo.
 * The session is confirmed with the security service at every page load (useSessionCheck.ts).
 * Nothing of a unit is asked before: the gateway issues no access token without a unit
 * (services/http/token.ts refuses to ask for one).
 */
import { Button, Navbar, NavbarGroup } from '@blueprintjs/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { getCookie, COOKIE } from '../../services/session/cookies.ts';
import { readLocal, STORAGE } from '../../services/session/storage.ts';
import { AREAS, SCREENS } from '../screens/catalogue.ts';
import { mergeScreens, usePublished } from '../screens/published.ts';
import { favoritesStore } from './favorites/favoritesStore.ts';
import { FavoritesBar } from './favorites/FavoritesBar.tsx';
import { favoritePage } from './favorites/names.ts';
import { Footer } from './Footer.tsx';
import { Link } from './Link.tsx';
import { Logo } from './Logo.tsx';
import { DRAWER_BREAKPOINT, MOBILE_BREAKPOINT, useBelow } from './breakpoints.ts';
import { buildMenu } from './menu.ts';
import { Sidebar, useOpenGroup } from './Sidebar.tsx';
import { whenNoDialogs } from './dialogs/dialogStore.ts';
import { checkTermsOfUse } from './terms/TermsOfUse.tsx';
import { AutoRefreshButton, ThemeToggle } from './TopBarTools.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useSession } from './useSession.ts';
import { useSessionCheck } from './useSessionCheck.ts';

// Only a user without a unit sees it (right after sign-in): not part of /home's first page.
const UnitDialog = lazy(() => import('./UnitDialog.tsx').then((m) => ({ default: m.UnitDialog })));
// Only narrow screens draw the drawer: its code stays off the first page of a desktop. A press on
// the menu button before it arrived opens it when it does (the state is the layout's).
const MenuDrawer = lazy(() => import('./MenuDrawer.tsx').then((m) => ({ default: m.MenuDrawer })));

favoritesStore.setPageResolver(favoritePage);

export function LoggedInLayout() {
  const session = useSession();
  // The session as the server has it now (after the first paint): changed roles redraw the menu.
  useSessionCheck(session.logged);
  const [collapsed, setCollapsed] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT,
  );
  const narrow = useBelow(DRAWER_BREAKPOINT);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Widened past the breakpoint while open: the sidebar is beside the page again, no drawer to reopen.
  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);
  const permittedKey = (session.permitted ?? []).join('|');
  const unitCode = session.unit?.codigo;
  // Screens an administrator published since the build, laid over the shipped ones (asked for by
  // the route table, portal/router.tsx).
  const published = usePublished();
  // The menu is rebuilt when the permitted list changes in content, not when a new array arrives.
  const items = useMemo(
    () => buildMenu(AREAS, mergeScreens(SCREENS, published), session.permitted, session.produto),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [permittedKey, session.produto, published],
  );
  const openGroup = useOpenGroup(items);
  const cpf = session.user?.cpf;

  useEffect(() => {
    if (!session.logged || !unitCode) return;
    void favoritesStore.load();
    // The terms come first (their dialog cannot be dismissed); the new notices once they are accepted.
    void checkTermsOfUse()
      .then((t) => (t === 'aberto' ? whenNoDialogs() : undefined))
      // Loaded on demand: the notice dialog brings the HTML sanitiser, which the first page does not need.
      .then(() => import('./notices/NewNotices.tsx'))
      .then((m) => m.showNewNotices());
  }, [session.logged, unitCode]);

  if (!session.logged) {
    // A session that existed but lost its token cookie expired; otherwise the visitor never signed in.
    const hadSession = readLocal<boolean>(STORAGE.isLogged) === true && !getCookie(COOKIE.tokenId);
    return <Navigate to={hadSession ? '/login-expirado' : '/login'} replace />;
  }

  return (
    <div className={`prh-app${narrow ? ' is-narrow' : collapsed ? ' is-collapsed' : ''}`}>
      <a className="prh-skip" href="#conteudo">
        Ir para o conteúdo
      </a>
      <Navbar className="prh-topbar" role="banner">
        <NavbarGroup align="start" className="prh-topbar-start">
          {narrow ? (
            <Button
              ref={menuButton}
              variant="minimal"
              className="prh-topbar-button"
              icon="menu"
              aria-label="Abrir menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          ) : (
            <Button
              variant="minimal"
              className="prh-topbar-button"
              icon="menu"
              aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((c) => !c)}
            />
          )}
          <Link to="/home" className="prh-logo-link" aria-label="Portal RH — Início">
            <Logo />
          </Link>
        </NavbarGroup>
        <FavoritesBar />
        <NavbarGroup align="end" className="prh-topbar-end">
          <AutoRefreshButton />
          <ThemeToggle />
          {/* The photo is the unit's too (its call needs the unit's access token): asked once one is chosen. */}
          <UserMenu name={session.user?.name ?? 'Usuário'} cpf={unitCode ? cpf : undefined} unit={session.unit} />
        </NavbarGroup>
      </Navbar>
      <div className="prh-body">
        {narrow ? (
          <Suspense fallback={null}>
            <MenuDrawer open={drawerOpen} onClose={closeDrawer} returnFocus={menuButton}>
              <Sidebar
                items={items}
                collapsed={false}
                onExpand={() => {}}
                onNavigate={closeDrawer}
                openGroup={openGroup}
              />
            </MenuDrawer>
          </Suspense>
        ) : (
          <Sidebar items={items} collapsed={collapsed} onExpand={() => setCollapsed(false)} openGroup={openGroup} />
        )}
        <div className="prh-content">
          <main id="conteudo" className="prh-main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer logged />
        </div>
      </div>
      {!session.unit && (
        <Suspense fallback={null}>
          <UnitDialog units={session.units} />
        </Suspense>
      )}
    </div>
  );
}
