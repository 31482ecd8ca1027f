import { describe, expect, it } from 'vitest';
import { fitWidths, headerWords, layoutWidths, SCROLL_CAP } from './fit.ts';

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

  it('headers wrap and wrapped columns break their lines before any value is cut', () => {
    // A name (whole 260, no wrap), a count whose header asks 140 but whose values 40, a wrapped
    // text (one line 400, longest word 90), in 600 px: the count's header and the text wrap, the
    // name stays whole.
    const w = fitWidths(
      [
        { content: 260, whole: 260, min: 80 },
        { content: 140, whole: 70, min: 70 },
        { content: 400, whole: 90, min: 90 },
      ],
      600,
    );
    expect(total(w)).toBe(600);
    expect(w[0]).toBe(260);
    expect(w[1]).toBeGreaterThanOrEqual(70);
    expect(w[2]).toBeGreaterThanOrEqual(90);
    // Not even whole values fit: the widest give way from their whole widths, not from their headers.
    const cut = fitWidths(
      [
        { content: 300, whole: 260, min: 80 },
        { content: 140, whole: 70, min: 70 },
      ],
      300,
    );
    expect(cut).toEqual([230, 70]);
  });

  it('headers wrap before a wrapped column breaks its lines', () => {
    // A wrapped name (one line 260, longest word 100) and a count whose header asks 140 (values 40).
    expect(
      fitWidths(
        [
          { content: 260, line: 260, whole: 100, min: 100 },
          { content: 140, whole: 70, min: 70 },
        ],
        340,
      ),
    ).toEqual([260, 80]);
  });

  it("header words: only spaces separate them ('Órgão/entidade' is one)", () => {
    expect(headerWords('Número funcionário do servidor')).toEqual(['Número', 'funcionário', 'do', 'servidor']);
    expect(headerWords('Órgão/entidade')).toEqual(['Órgão/entidade']);
  });
});

describe('the status beside the actions', () => {
  const cols = [
    { content: 260, min: 90 }, // name
    { content: 200, min: 200 }, // process number
    { content: 250, min: 250 }, // status, whole
  ];
  it('stays in its place while the table fits', () => {
    expect(layoutWidths(cols, [false, false, true], 700)).toEqual({ widths: fitWidths(cols, 700), pinned: 0 });
  });
  it('is pinned at its whole width when the table must scroll sideways', () => {
    const { widths, pinned } = layoutWidths(cols, [false, false, true], 520);
    expect(pinned).toBe(250);
    expect(widths[2]).toBe(250);
    expect(widths.slice(0, 2)).toEqual(fitWidths(cols.slice(0, 2), 270));
  });
  it('is not pinned when it would take more than half of the grid', () => {
    expect(layoutWidths(cols, [false, false, true], 400).pinned).toBe(0);
  });
});
