// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type TabEntry, Tabs, tabKey } from './Tabs.tsx';

afterEach(cleanup);

const item = (title: string): TabEntry => ({ id: title.toLowerCase(), title, panel: <p>Painel {title}</p> });
const strip = ['Pessoais', 'Contatos', 'Lotação', 'Férias'].map(item);

const focused = () => document.activeElement?.textContent;
const panel = () => screen.getByRole('tabpanel').textContent;
const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement!, { key, ...init });
/** The tabs that Tab reaches (tabindex 0). */
const tabStops = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.tabIndex === 0)
    .map((t) => t.textContent);

describe('tab list keys (WAI-ARIA APG tabs, manual activation)', () => {
  it('←/→ move the focus across every tab and wrap; Home/End go to the ends; the panel stays until Enter', () => {
    render(<Tabs id="t" entries={strip} />);
    expect(panel()).toBe('Painel Pessoais');
    expect(tabStops()).toEqual(['Pessoais']);
    screen.getByRole('tab', { name: 'Pessoais' }).focus();
    press('ArrowRight');
    expect(focused()).toBe('Contatos');
    press('ArrowRight');
    press('ArrowRight');
    expect(focused()).toBe('Férias');
    press('ArrowRight');
    expect(focused()).toBe('Pessoais');
    press('ArrowLeft');
    expect(focused()).toBe('Férias');
    press('Home');
    expect(focused()).toBe('Pessoais');
    press('End');
    expect(focused()).toBe('Férias');
    // Manual activation: moving the focus opens nothing.
    expect(panel()).toBe('Painel Pessoais');
    expect(tabStops()).toEqual(['Pessoais']);
  });

  it('Enter or Space opens the focused tab, which becomes the one Tab stop; the focus stays on it', () => {
    render(<Tabs id="t" entries={strip} />);
    screen.getByRole('tab', { name: 'Pessoais' }).focus();
    press('End');
    press('Enter');
    expect(panel()).toBe('Painel Férias');
    expect(focused()).toBe('Férias');
    expect(tabStops()).toEqual(['Férias']);
    expect(screen.getByRole('tab', { name: 'Férias' }).getAttribute('aria-selected')).toBe('true');
    press('ArrowLeft');
    const space = fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(space).toBe(false); // default prevented: Space does not scroll the page
    expect(panel()).toBe('Painel Lotação');
    expect(tabStops()).toEqual(['Lotação']);
  });

  it('in a row ↑/↓ do nothing; a key with Ctrl or Alt is left to the browser', () => {
    render(<Tabs id="t" entries={strip} />);
    screen.getByRole('tab', { name: 'Pessoais' }).focus();
    press('ArrowDown');
    expect(focused()).toBe('Pessoais');
    press('End', { ctrlKey: true });
    press('ArrowRight', { altKey: true });
    expect(focused()).toBe('Pessoais');
  });

  it('a vertical list with group labels is one list: ↑/↓ and ←/→ cross the groups, labels never take the focus', () => {
    const entries: TabEntry[] = [
      { labelId: 'g1', label: 'Dados pessoais' },
      item('Pessoais'),
      item('Contatos'),
      { labelId: 'g2', label: 'Vida funcional' },
      item('Lotação'),
    ];
    render(<Tabs id="t" entries={entries} vertical />);
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    screen.getByRole('tab', { name: 'Pessoais' }).focus();
    press('ArrowDown');
    press('ArrowDown');
    expect(focused()).toBe('Lotação');
    press('ArrowDown');
    expect(focused()).toBe('Pessoais');
    press('ArrowUp');
    expect(focused()).toBe('Lotação');
    press('ArrowLeft');
    expect(focused()).toBe('Contatos');
    press('End');
    press('Enter');
    expect(panel()).toBe('Painel Lotação');
  });

  it('tabKey: the pure rule', () => {
    expect(tabKey('ArrowRight', 3, 4, false)).toBe(0);
    expect(tabKey('ArrowLeft', 0, 4, false)).toBe(3);
    expect(tabKey('ArrowDown', 1, 4, false)).toBeUndefined();
    expect(tabKey('ArrowDown', 1, 4, true)).toBe(2);
    expect(tabKey('ArrowUp', 0, 4, true)).toBe(3);
    expect([tabKey('Home', 2, 4, false), tabKey('End', 0, 4, false)]).toEqual([0, 3]);
    expect([tabKey('Enter', 1, 4, false), tabKey(' ', 1, 4, false)]).toEqual(['open', 'open']);
    expect(tabKey('a', 1, 4, false)).toBeUndefined();
    expect(tabKey('ArrowRight', -1, 4, false)).toBeUndefined();
  });
});
