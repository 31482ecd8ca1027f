// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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

function start(path: string) {
  const router = createMemoryRouter(
    [
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
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
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
    const router = start('/a');
    const link = await screen.findByRole('link', { name: 'Filtrar' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?situacao=PENDENTE'));
    expect(document.activeElement).toBe(link);
  });

  it("'Voltar' (back in the history): the heading of the page returned to", async () => {
    const router = start('/a');
    await act(() => router.navigate('/b'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.activeElement).toBe(heading('Página A')));
  });

  it('a redirect that ends a navigation (a refused screen) carries the focus on', async () => {
    const router = start('/a');
    await act(() => router.navigate('/proibida'));
    await waitFor(() => expect(document.activeElement).toBe(heading('Página B')));
    expect(heading('Página B').getAttribute('tabindex')).toBe('-1');
  });

  it('a heading that comes after the route is awaited, and made focusable by script', async () => {
    const router = start('/a');
    await act(() => router.navigate('/tardia'));
    await waitFor(() => expect(document.activeElement).toBe(heading('Tardia')));
    expect(heading('Tardia').getAttribute('tabindex')).toBe('-1');
  });

  it('a page that placed the focus itself keeps it', async () => {
    const router = start('/a');
    await act(() => router.navigate('/form'));
    await screen.findByRole('heading', { name: 'Formulário' });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });
});
