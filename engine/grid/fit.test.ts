import { describe, expect, it } from 'vitest';
import { fitWidths, headerWords, SCROLL_CAP } from './fit.ts';

const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('column widths: content within the available width', () => {
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

  it('never below a minimum (the header word, a CPF): then the grid scrolls sideways and nothing is cut to save room', () => {
    // Scrolling anyway: each column its content ('Alessandra Pereira Martins', not 'Alessa…'), a long text up to the cap.
    expect(
      fitWidths(
        [
          { content: 230, min: 150 },
          { content: 900, min: 150 },
          { content: 100, min: 130 },
        ],
        300,
      ),
    ).toEqual([230, SCROLL_CAP, 130]);
    expect(fitWidths([], 500)).toEqual([]);
    expect(fitWidths([{ content: 120, min: 64 }], 0)).toEqual([120]); // not laid out (jsdom): as asked
  });

  it('a declared width (weight 0) gives way when the table does not fit, and takes no spare width when it does', () => {
    // 'Competência' declared 120 but its header needs 133; a name column of declared 200.
    expect(
      fitWidths(
        [
          { content: 120, min: 133, weight: 0 },
          { content: 200, min: 64, weight: 0 },
          { content: 150, min: 64 },
        ],
        400,
      ),
    ).toEqual([133, 134, 133]); // both wide ones cut to the same cap, the header whole
    expect(
      fitWidths(
        [
          { content: 120, min: 64, weight: 0 },
          { content: 150, min: 64 },
        ],
        400,
      ),
    ).toEqual([120, 280]);
    expect(fitWidths([{ content: 120, min: 64, weight: 0 }], 400)).toEqual([120]);
  });

  it("header words: only spaces separate them ('Órgão/entidade' is one)", () => {
    expect(headerWords('Número funcionário do servidor')).toEqual(['Número', 'funcionário', 'do', 'servidor']);
    expect(headerWords('Órgão/entidade')).toEqual(['Órgão/entidade']);
  });
});
