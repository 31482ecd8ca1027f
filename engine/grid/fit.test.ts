import { describe, expect, it } from 'vitest';
import { fitWidths, headerWords } from './fit.ts';

const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('column widths: content within the available width (issue 17)', () => {
  it('everything fits: each column gets its content and the spare width in proportion, filling the grid', () => {
    const w = fitWidths(
      [
        { content: 100, min: 60 },
        { content: 200, min: 60 },
        { content: 100, min: 60, weight: 2 },
      ],
      1000,
    );
    expect(total(w)).toBe(1000);
    expect(w[1]).toBeGreaterThan(w[0]);
    expect(w[2]).toBeGreaterThan(w[0]); // the screen's flex weighs the spare width
    expect(w.every((x, i) => x >= [100, 200, 100][i])).toBe(true);
  });

  it('too wide: the widest columns give way first; short ones (date, CPF) keep their whole content', () => {
    // name 500, institution 400, CPF 130 (min 130), date 105 (min 105) in 800 px
    const w = fitWidths(
      [
        { content: 500, min: 90 },
        { content: 400, min: 90 },
        { content: 130, min: 130 },
        { content: 105, min: 105 },
      ],
      800,
    );
    expect(total(w)).toBe(800);
    expect(w[2]).toBe(130);
    expect(w[3]).toBe(105);
    expect(Math.abs(w[0] - w[1])).toBeLessThanOrEqual(1); // both cut to the same cap
  });

  it('never below a minimum (the header word, a CPF): then the grid scrolls sideways', () => {
    expect(
      fitWidths(
        [
          { content: 300, min: 150 },
          { content: 300, min: 150 },
        ],
        200,
      ),
    ).toEqual([150, 150]);
    expect(fitWidths([], 500)).toEqual([]);
    expect(fitWidths([{ content: 120, min: 64 }], 0)).toEqual([120]); // not laid out (jsdom): as asked
  });

  it("header words: only spaces separate them ('Órgão/entidade' is one)", () => {
    expect(headerWords('Número funcionário do servidor')).toEqual(['Número', 'funcionário', 'do', 'servidor']);
    expect(headerWords('Órgão/entidade')).toEqual(['Órgão/entidade']);
  });
});
