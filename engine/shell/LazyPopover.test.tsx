// @vitest-environment jsdom
import { Button } from '@blueprintjs/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyPopover } from './LazyPopover.tsx';

afterEach(cleanup);

const menu = () => (
  <LazyPopover
    placement="bottom-end"
    content={({ Menu, MenuItem }) => (
      <Menu aria-label="Menu do usuário">
        <MenuItem text="Trocar unidade" />
      </Menu>
    )}
  >
    <Button aria-label="Menu do usuário Ana">Ana</Button>
  </LazyPopover>
);

describe('LazyPopover', () => {
  it('renders the button at once, with the ARIA of a menu button, and no popover code yet', () => {
    render(menu());
    const button = screen.getByRole('button', { name: 'Menu do usuário Ana' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.parentElement?.className).toBe('bp6-popover-target');
  });
  it('a click before the code arrived opens the menu when it does', async () => {
    render(menu());
    fireEvent.click(screen.getByRole('button', { name: 'Menu do usuário Ana' }));
    expect(await screen.findByRole('menuitem', { name: 'Trocar unidade' })).toBeTruthy();
  });
  it('Enter on the focused button opens it too', async () => {
    render(menu());
    const button = screen.getByRole('button', { name: 'Menu do usuário Ana' });
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(await screen.findByRole('menuitem', { name: 'Trocar unidade' })).toBeTruthy();
  });
  it('pointing at it loads the popover without opening it; the focus stays on the (new) button', async () => {
    render(menu());
    const button = screen.getByRole('button', { name: 'Menu do usuário Ana' });
    button.focus();
    fireEvent.pointerEnter(button.parentElement!);
    // Swapped for PopoverNext's target: a new element, still named and focused, the menu closed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu do usuário Ana' })).not.toBe(button));
    const swapped = screen.getByRole('button', { name: 'Menu do usuário Ana' });
    expect(document.activeElement).toBe(swapped);
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
