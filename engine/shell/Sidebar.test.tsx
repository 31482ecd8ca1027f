// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from './menu.ts';
import { Sidebar, useOpenGroup } from './Sidebar.tsx';

afterEach(cleanup);

const ITEMS: MenuItem[] = [
  {
    key: 'relatorios',
    title: 'Relatórios',
    path: '/relatorios',
    children: [{ key: 'r1', title: 'Meus relatórios', href: '/relatorios/r1' }],
  },
];

describe('sidebar groups: ARIA that points at what is there (axe at 1024 px)', () => {
  it('open: aria-controls names the rendered list; collapsed (icons only): no list, so neither expanded nor controls', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/relatorios/r1']}>
        <Sidebar items={ITEMS} collapsed={false} onExpand={() => {}} />
      </MemoryRouter>,
    );
    const open = screen.getByRole('button', { name: /Relatórios/ });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(open.getAttribute('aria-controls')!)).toBeTruthy();
    rerender(
      <MemoryRouter initialEntries={['/relatorios/r1']}>
        <Sidebar items={ITEMS} collapsed onExpand={() => {}} />
      </MemoryRouter>,
    );
    const icon = screen.getByRole('button', { name: 'Relatórios' });
    expect(icon.getAttribute('aria-expanded')).not.toBe('true');
    expect(icon.hasAttribute('aria-controls')).toBe(false);
  });
});

describe('sidebar entries', () => {
  it('tell the drawer an entry was chosen (onNavigate); opening a group does not', () => {
    const chosen = vi.fn();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Sidebar items={ITEMS} collapsed={false} onExpand={() => {}} onNavigate={chosen} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Relatórios/ }));
    expect(chosen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Meus relatórios' }));
    expect(chosen).toHaveBeenCalledTimes(1);
  });
});

describe('the open group belongs to the layout', () => {
  /** A layout that swaps its sidebar for another copy, as crossing the drawer's width does. */
  function Layout({ copy }: { copy: 'barra' | 'gaveta' }) {
    const openGroup = useOpenGroup(ITEMS);
    return <Sidebar key={copy} items={ITEMS} collapsed={false} onExpand={() => {}} openGroup={openGroup} />;
  }

  it('a group opened on /home is still open after the sidebar is replaced by the drawer and back', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/home']}>
        <Layout copy="barra" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Relatórios/ }));
    for (const copy of ['gaveta', 'barra'] as const)
      rerender(
        <MemoryRouter initialEntries={['/home']}>
          <Layout copy={copy} />
        </MemoryRouter>,
      );
    expect(screen.getByRole('button', { name: /Relatórios/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Meus relatórios' })).toBeTruthy();
  });
});
