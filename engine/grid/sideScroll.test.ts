import { describe, expect, it } from 'vitest';
import { hiddenSides, leftForThumb, NO_SIDE_SCROLL, thumbOf } from './sideScroll.ts';

const s = (total: number, client: number, left: number) => ({ total, client, left, overlay: true });

describe('side scroll: columns hidden to a side and the thumb of the seen scrollbar', () => {
  it('says which sides hide columns, a pixel of rounding aside', () => {
    expect(hiddenSides(NO_SIDE_SCROLL)).toEqual({ before: false, after: false });
    expect(hiddenSides(s(801, 800, 0))).toEqual({ before: false, after: false });
    expect(hiddenSides(s(1000, 800, 0))).toEqual({ before: false, after: true });
    expect(hiddenSides(s(1000, 800, 100))).toEqual({ before: true, after: true });
    expect(hiddenSides(s(1000, 800, 200))).toEqual({ before: true, after: false });
  });

  it('sizes the thumb by the part seen and places it by the scroll, never under 32 px', () => {
    expect(thumbOf(s(1000, 500, 0), 500)).toEqual({ width: 250, offset: 0 });
    expect(thumbOf(s(1000, 500, 500), 500)).toEqual({ width: 250, offset: 250 });
    expect(thumbOf(s(100_000, 500, 0), 500).width).toBe(32);
    expect(thumbOf(s(500, 500, 0), 500)).toEqual({ width: 500, offset: 0 });
  });

  it('turns a thumb position back into a scroll position, clamped to the track', () => {
    const at = s(1000, 500, 0);
    expect(leftForThumb(at, 500, 125)).toBe(250);
    expect(leftForThumb(at, 500, 9999)).toBe(500);
    expect(leftForThumb(at, 500, -50)).toBe(0);
  });
});
