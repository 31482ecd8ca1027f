// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet, UNSAFE_createMemoryHistory, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHistory } from './guardedHistory.ts';
import { GuardedRouter } from './GuardedRouter.tsx';
import { lazyRoute, routeCode } from './lazyRoute.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A chunk the test lets arrive (or fail) when it wants. */
function chunk() {
  let arrive: (ok: boolean) => void = () => {};
  const load = () =>
    new Promise<React.ReactNode>((resolve, reject) => {
      arrive = (ok) => (ok ? resolve(<h1>Página tardia</h1>) : reject(new Error('chunk failed')));
    });
  return { load, arrive: (ok: boolean) => act(async () => arrive(ok)) };
}

function Quebrada(): never {
  throw new Error('broken page');
}

function start(path: string, load: () => Promise<React.ReactNode>) {
  const routes: RouteObject[] = [
    {
      element: (
        <RouteErrorBoundary fallback={<h1>Erro</h1>}>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/a', element: <h1>Página A</h1> },
        { path: '/quebrada', element: <Quebrada /> },
        { path: '/tardia', ...lazyRoute(load, <p>Carregando…</p>) },
      ],
    },
  ];
  const Table = () => useRoutes(routes);
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    routeCode(routes),
  );
  render(
    <GuardedRouter history={history}>
      <Table />
    </GuardedRouter>,
  );
  return history;
}

describe('lazy route', () => {
  it('opened directly: the fallback until the chunk arrives', async () => {
    const c = chunk();
    start('/tardia', c.load);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await c.arrive(true);
    expect(screen.getByRole('heading', { name: 'Página tardia' })).toBeTruthy();
  });

  it('navigated to: the page left stays until the chunk arrives, with no fallback', async () => {
    const c = chunk();
    const history = start('/a', c.load);
    act(() => history.push('/tardia'));
    expect(screen.getByRole('heading', { name: 'Página A' })).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
    await c.arrive(true);
    expect(screen.getByRole('heading', { name: 'Página tardia' })).toBeTruthy();
    expect(history.location.pathname).toBe('/tardia');
  });

  it("a chunk that fails shows the route tree's error page; the next navigation leaves it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = chunk();
    const history = start('/tardia', c.load);
    await c.arrive(false);
    expect(screen.getByRole('heading', { name: 'Erro' })).toBeTruthy();
    act(() => history.push('/a'));
    expect(await screen.findByRole('heading', { name: 'Página A' })).toBeTruthy();
  });

  it('a page that fails to render shows the error page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/quebrada', chunk().load);
    expect(screen.getByRole('heading', { name: 'Erro' })).toBeTruthy();
  });
});
