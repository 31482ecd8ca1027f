// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tip, tipPosition } from './Tip.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const VIEW = { width: 1000, height: 600 };

describe('tipPosition', () => {
  it('centres below, or beside to the left or right, 8 px away', () => {
    expect(tipPosition(rect(400, 10, 40, 30), { width: 100, height: 24 }, 'bottom', VIEW)).toEqual({
      top: 48,
      left: 370,
    });
    expect(tipPosition(rect(400, 100, 40, 30), { width: 100, height: 20 }, 'left', VIEW)).toEqual({
      top: 105,
      left: 292,
    });
    expect(tipPosition(rect(0, 100, 65, 40), { width: 120, height: 20 }, 'right', VIEW)).toEqual({
      top: 110,
      left: 73,
    });
  });
  it('stays 4 px inside the window', () => {
    expect(tipPosition(rect(960, 10, 40, 30), { width: 160, height: 24 }, 'bottom', VIEW).left).toBe(836);
    expect(tipPosition(rect(2, 580, 40, 16), { width: 100, height: 24 }, 'right', VIEW).top).toBe(572);
  });
});

describe('Tip', () => {
  it('shows the label after 100 ms over the target, hides it on leave; keeps the target’s own handlers', () => {
    vi.useFakeTimers();
    const onMouseEnter = vi.fn();
    render(
      <Tip content="Ativar tema escuro" compact>
        <button type="button" aria-label="Ativar tema escuro" onMouseEnter={onMouseEnter}>
          lua
        </button>
      </Tip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    expect(onMouseEnter).toHaveBeenCalledOnce();
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Ativar tema escuro');
    expect(tip.className).toBe('bp6-popover bp6-tooltip bp6-compact');
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
  it('stands in its target’s landmark, not on <body>', () => {
    vi.useFakeTimers();
    render(
      <div role="banner">
        <Tip content="Ativar tema escuro">
          <button type="button">lua</button>
        </Tip>
      </div>,
    );
    fireEvent.mouseEnter(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').closest('[role=banner]')).toBe(screen.getByRole('banner'));
  });
  it('shows on keyboard focus (:focus-visible), hides on Esc and on blur', () => {
    vi.useFakeTimers();
    render(
      <Tip content="Recursos humanos" placement="right">
        <a href="/x">RH</a>
      </Tip>,
    );
    const link = screen.getByRole('link');
    // jsdom does not tell keyboard focus from a click's; a browser does (proven in primeira-pagina.e2e).
    const matches = link.matches.bind(link);
    link.matches = (selector: string) => selector === ':focus-visible' || matches(selector);
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').textContent).toBe('Recursos humanos');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => link.blur());
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => link.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
