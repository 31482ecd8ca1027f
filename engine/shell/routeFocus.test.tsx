// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, UNSAFE_createMemoryHistory, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { guardHistory } from './guardedHistory.ts';
import { GuardedRouter } from './GuardedRouter.tsx';
import { useFocusOnNavigation } from './routeFocus.ts';

afterEach(cleanup);

function Frame() {
  useFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/b">Ir para B</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Page({ title }: { title: string }) {
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <Link to="/b">Detalhar</Link>
      <Link to="?situacao=PENDENTE">Filtrar</Link>
    </>
  );
}

/** A page whose heading comes after the route (its code or data still arriving). */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(t);
  }, []);
  return ready ? <h1>Tardia</h1> : <p>Carregando…</p>;
}

/** A page that puts the focus on its own first field. */
function FormPage() {
  return (
    <>
      <h1 tabIndex={-1}>Formulário</h1>
      <input aria-label="Nome" ref={(el) => el?.focus()} />
    </>
  );
}

const ROUTES: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: '/', element: <Navigate to="/a" replace /> },
      { path: '/a', element: <Page title="Página A" /> },
      { path: '/b', element: <Page title="Página B" /> },
      { path: '/tardia', element: <LatePage /> },
      { path: '/form', element: <FormPage /> },
      { path: '/proibida', element: <Navigate to="/b" replace /> },
    ],
  },
];

function Table() {
  return useRoutes(ROUTES);
}

/** The portal's router (declarative, over the guarded history) on a memory history. */
function start(path: string) {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  render(
    <GuardedRouter history={history}>
      <Table />
    </GuardedRouter>,
  );
  return history;
}

const heading = (name: string) => screen.getByRole('heading', { name, level: 1 });

describe('focus after a navigation inside the portal', () => {
  it('not on the page load, nor on the redirect that settles it (/ → /a)', async () => {
    start('/');
    await screen.findByRole('heading', { name: 'Página A' });
    expect(document.activeElement).toBe(document.body);
  });

  it("a link followed (a menu entry, a row's 'Detalhar'): the new page's heading", async () => {
    start('/a');
    const link = await screen.findByRole('link', { name: 'Detalhar' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(heading('Página B')));
  });

  it('a link outside the page (the sidebar, which stays): the heading too', async () => {
    start('/a');
    const link = await screen.findByRole('link', { name: 'Ir para B' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(heading('Página B')));
  });

  it('only the query changed (a search writing its filters): the focus stays', async () => {
    const history = start('/a');
    const link = await screen.findByRole('link', { name: 'Filtrar' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(history.location.search).toBe('?situacao=PENDENTE'));
    expect(document.activeElement).toBe(link);
  });

  it("'Voltar' (back in the history): the heading of the page returned to", async () => {
    const history = start('/a');
    act(() => history.push('/b'));
    act(() => history.go(-1));
    await waitFor(() => expect(document.activeElement).toBe(heading('Página A')));
  });

  it('a redirect that ends a navigation (a refused screen) carries the focus on', async () => {
    const history = start('/a');
    act(() => history.push('/proibida'));
    await waitFor(() => expect(document.activeElement).toBe(heading('Página B')));
    expect(heading('Página B').getAttribute('tabindex')).toBe('-1');
  });

  it('a heading that comes after the route is awaited, and made focusable by script', async () => {
    const history = start('/a');
    act(() => history.push('/tardia'));
    await waitFor(() => expect(document.activeElement).toBe(heading('Tardia')));
    expect(heading('Tardia').getAttribute('tabindex')).toBe('-1');
  });

  it('a page that placed the focus itself keeps it', async () => {
    const history = start('/a');
    act(() => history.push('/form'));
    await screen.findByRole('heading', { name: 'Formulário' });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });
});
