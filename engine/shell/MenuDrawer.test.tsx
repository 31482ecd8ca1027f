// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem } from './menu.ts';
import { MenuDrawer } from './MenuDrawer.tsx';
import { Sidebar } from './Sidebar.tsx';

afterEach(cleanup);

const ITEMS: MenuItem[] = [
  { key: 'home', title: 'Início', href: '/home' },
  {
    key: 'rh',
    title: 'Recursos humanos',
    path: '/rh',
    children: [{ key: 'pesquisa', title: 'Pesquisar servidor', href: '/rh/pesquisa' }],
  },
];

function Where() {
  return <p data-testid="onde">{useLocation().pathname}</p>;
}

/** The layout's wiring in small: the menu button, the drawer with the sidebar, the page. */
function Shell() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Abrir menu
      </button>
      <MenuDrawer open={open} onClose={close} returnFocus={button}>
        <Sidebar items={ITEMS} collapsed={false} onExpand={() => {}} onNavigate={close} />
      </MenuDrawer>
      <main>
        <a href="#conteudo">Na página</a>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </main>
    </>
  );
}

const drawer = () => screen.queryByRole('dialog', { name: 'Menu' });
const menuButton = () => screen.getByRole('button', { name: 'Abrir menu' });

function openDrawer() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Shell />
    </MemoryRouter>,
  );
  expect(drawer()).toBeNull(); // closed: hidden, out of the accessibility tree
  menuButton().focus();
  fireEvent.click(menuButton());
  expect(drawer()).toBeTruthy();
  expect(drawer()!.getAttribute('aria-modal')).toBe('true');
}

describe('the sidebar as a drawer (narrow screens)', () => {
  it('opens over the page with the focus on the current page entry', () => {
    openDrawer();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Início' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes when an entry is chosen, and the focus goes back to the menu button', () => {
    openDrawer();
    fireEvent.click(screen.getByRole('button', { name: /Recursos humanos/ }));
    expect(drawer()).toBeTruthy(); // a group opens in place
    fireEvent.click(screen.getByRole('link', { name: 'Pesquisar servidor' }));
    expect(drawer()).toBeNull();
    expect(screen.getByTestId('onde').textContent).toBe('/rh/pesquisa');
    expect(document.activeElement).toBe(menuButton());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Esc, on the backdrop and on Fechar menu', () => {
    openDrawer();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(menuButton());

    fireEvent.click(menuButton());
    fireEvent.click(document.querySelector('.prh-drawer-backdrop')!);
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(menuButton());

    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('holds the focus while open: Tab goes round, and a focus on the page comes back', () => {
    openDrawer();
    const close = screen.getByRole('button', { name: 'Fechar menu' });
    const last = screen.getByRole('button', { name: /Recursos humanos/ });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    screen.getByRole('link', { name: 'Na página' }).focus();
    expect(drawer()!.contains(document.activeElement)).toBe(true);
  });
});
