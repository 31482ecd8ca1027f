// @vitest-environment jsdom
import { Button } from '@blueprintjs/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyPopover, type PopoverParts } from './LazyPopover.tsx';

afterEach(cleanup);

const menu = (loadParts?: () => Promise<PopoverParts>) => (
  <LazyPopover
    loadParts={loadParts}
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

/** The popover's code, arriving when the test says so (a busy machine, deterministically). */
async function slowCode() {
  const parts = await import('./popoverParts.ts');
  let arrive!: () => void;
  const arrived = new Promise<PopoverParts>((resolve) => (arrive = () => resolve(parts)));
  return {
    load: () => arrived,
    arrived,
    release: () => arrive(),
    arrive: () =>
      act(async () => {
        arrive();
        await arrived;
      }),
  };
}
const button = () => screen.getByRole('button', { name: 'Menu do usuário Ana' });

describe('LazyPopover while its code is on the way', () => {
  it('Esc before the code arrived cancels the open the press asked for', async () => {
    const code = await slowCode();
    render(menu(code.load));
    button().focus();
    fireEvent.keyDown(button(), { key: 'Enter' });
    fireEvent.click(button());
    fireEvent.keyDown(button(), { key: 'Escape' });
    await code.arrive();
    expect(screen.queryByRole('menuitem')).toBeNull();
    // The popover is in place, closed, the focus on its button: the next press opens it.
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    expect(await screen.findByRole('menuitem', { name: 'Trocar unidade' })).toBeTruthy();
  });

  it('a press elsewhere before the code arrived cancels it too', async () => {
    const code = await slowCode();
    render(
      <>
        {menu(code.load)}
        <p>Página</p>
      </>,
    );
    fireEvent.pointerDown(button().parentElement!, { button: 0 });
    fireEvent.click(button());
    fireEvent.pointerDown(screen.getByText('Página'), { button: 0 });
    await code.arrive();
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('the focus leaving (Tab) before the code arrived cancels it too', async () => {
    const code = await slowCode();
    render(
      <>
        {menu(code.load)}
        <a href="#depois">Depois</a>
      </>,
    );
    button().focus();
    fireEvent.keyDown(button(), { key: 'Enter' });
    fireEvent.click(button());
    screen.getByRole('link', { name: 'Depois' }).focus();
    await code.arrive();
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('opened as the code arrived, Esc closes it while the focus is still on the button', async () => {
    const code = await slowCode();
    render(menu(code.load));
    button().focus();
    fireEvent.keyDown(button(), { key: 'Enter' });
    fireEvent.click(button());
    await code.arrive();
    expect(screen.getByRole('menuitem', { name: 'Trocar unidade' })).toBeTruthy();
    // Blueprint moves the focus into the popover a frame after it appears; on a busy machine the
    // key comes first, from the button.
    fireEvent.keyDown(button(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('opened as the code arrived, Esc closes it from inside the menu too', async () => {
    const code = await slowCode();
    render(menu(code.load));
    fireEvent.click(button());
    await code.arrive();
    const item = screen.getByRole('menuitem', { name: 'Trocar unidade' });
    item.focus();
    fireEvent.keyDown(item, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  });

  it('a key pressed after the code arrived but before the button was swapped still opens the menu', async () => {
    const code = await slowCode();
    render(menu(code.load));
    const old = button();
    old.focus();
    // The code is in (focusing asked for it), the swap not yet drawn: the old button still takes the key.
    await act(async () => {
      code.release();
      await code.arrived;
      fireEvent.keyDown(old, { key: ' ' });
    });
    // Space's click went with the old button (the browser clicks the element that got the keydown).
    expect(await screen.findByRole('menuitem', { name: 'Trocar unidade' })).toBeTruthy();
  });
  it('a click whose code arrived mid-press opens the menu once: its end does not close it again', async () => {
    const code = await slowCode();
    render(menu(code.load));
    fireEvent.pointerDown(button().parentElement!, { button: 0 });
    await code.arrive();
    expect(screen.getByRole('menuitem', { name: 'Trocar unidade' })).toBeTruthy();
    // The release lands on the new button.
    fireEvent.click(button());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('menuitem', { name: 'Trocar unidade' })).toBeTruthy();
    // The next press is a new one: it closes the menu.
    fireEvent.pointerDown(button(), { button: 0 });
    fireEvent.click(button());
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  });
});
