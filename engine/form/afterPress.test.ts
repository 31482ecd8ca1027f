// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress } from './afterPress.ts';

describe('afterPress', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pointerup'));
    vi.useRealTimers();
  });

  it('runs at once when nothing is pressed', () => {
    const run = vi.fn();
    afterPress(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the press to end and its click to be delivered', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    window.dispatchEvent(new Event('pointerdown'));
    afterPress(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs once after a cancelled press too', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    window.dispatchEvent(new Event('pointerdown'));
    afterPress(run);
    window.dispatchEvent(new Event('pointercancel'));
    window.dispatchEvent(new Event('pointerup'));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});
