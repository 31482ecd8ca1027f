/** Wrapping and column widths of the PDF report (pdf-layout.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cachedMeasure, fitWidths, wrap } from './pdf-layout.ts';

/** Every character 5 points wide, a space 2. */
const measure = cachedMeasure((ch) => (ch === ' ' ? 2 : 5));

describe('wrap', () => {
  it('keeps a fitting text on one line and wraps a long one between words', () => {
    expect(wrap('SEE - Educação', 100, measure)).toEqual(['SEE - Educação']);
    expect(wrap('Secretaria de Estado de Planejamento', 60, measure)).toEqual([
      'Secretaria',
      'de Estado de',
      'Planejamento',
    ]);
  });

  it('keeps line breaks and breaks a word wider than the column between characters', () => {
    expect(wrap('a\nb', 100, measure)).toEqual(['a', 'b']);
    expect(wrap('abcdefghij', 20, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('', 20, measure)).toEqual(['']);
  });

  it('never loses a character (spaces aside) and never exceeds the width with a breakable text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 5, max: 300 }), (text, width) => {
        const lines = wrap(text, width, measure);
        expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
        for (const l of lines) expect(measure(l.trim()) <= width || [...l.trim()].length <= 1).toBe(true);
      }),
    );
  });
});

describe('fitWidths', () => {
  it('gives every column its natural width and the spare room to the text columns', () => {
    const w = fitWidths(
      [
        { natural: 100, min: 30, nowrap: false },
        { natural: 50, min: 20, nowrap: true },
      ],
      300,
    );
    expect(w).toEqual([250, 50]);
  });

  it('when the text does not fit, numbers keep their width and the widest text gives way first', () => {
    const w = fitWidths(
      [
        { natural: 60, min: 30, nowrap: false },
        { natural: 400, min: 40, nowrap: false },
        { natural: 70, min: 40, nowrap: true },
      ],
      300,
    );
    expect(w[0]).toBe(60);
    expect(w[2]).toBe(70);
    expect(w[1]).toBeCloseTo(170);
  });

  it('always fills the width exactly, never below a header word unless nothing else fits', () => {
    const need = fc.record({
      natural: fc.integer({ min: 1, max: 600 }),
      min: fc.integer({ min: 1, max: 80 }),
      nowrap: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(need, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 200, max: 800 }),
        (cols, avail) => {
          const w = fitWidths(cols, avail);
          expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(avail, 6);
          const floors = cols.reduce((a, c) => a + Math.max(c.min, c.nowrap ? c.natural : 0), 0);
          if (floors <= avail) w.forEach((x, i) => expect(x).toBeGreaterThanOrEqual(cols[i].min - 1e-6));
        },
      ),
    );
  });
});
