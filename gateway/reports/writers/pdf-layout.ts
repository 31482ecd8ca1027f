/**
 * Text layout of the PDF report (writers/pdf.ts): measuring, wrapping and the column widths. Pure
 * arithmetic over a width function, so it is testable without a PDF and fast: a report measures
 * every value of every row, and a cached width per character costs a table read where pdfkit's own
 * measure encodes the whole string each time (kerning is left out, so a measured line is never
 * narrower than the printed one).
 */

/** Width of a text in points. */
export type Measure = (text: string) => number;

/** A Measure from a per-character width (at the font size), cached per character code. */
export function cachedMeasure(charWidth: (ch: string) => number): Measure {
  const cache = new Map<number, number>();
  return (text) => {
    let w = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      let cw = cache.get(code);
      if (cw === undefined) {
        cw = charWidth(text[i]);
        cache.set(code, cw);
      }
      w += cw;
    }
    return w;
  };
}

/** Splits a word wider than `width` into pieces that fit (at least one character each). */
function breakWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * The lines of `text` in `width` points: line breaks kept, words wrapped, a word wider than the
 * column broken between characters. Every character of the text is on some line (spaces at a wrap
 * point and at the start of a line excepted), so nothing is cut; an empty text is one empty line.
 */
export function wrap(text: string, width: number, measure: Measure): string[] {
  if (!text.includes('\n') && measure(text) <= width) return [text];
  const lines: string[] = [];
  const space = measure(' ');
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineW = 0;
    for (const word of paragraph.split(' ')) {
      const w = measure(word);
      if (line && lineW + space + w <= width) {
        line += ` ${word}`;
        lineW += space + w;
        continue;
      }
      if (line) lines.push(line);
      if (w <= width) {
        line = word;
        lineW = w;
      } else {
        const pieces = breakWord(word, width, measure);
        lines.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1];
        lineW = measure(line);
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface ColumnNeed {
  /** Width of the longest sampled value (one line), padding included. */
  natural: number;
  /** Never narrower: the header's longest word (headers wrap between words), padding included. */
  min: number;
  /** Values that should not wrap (numbers, money, dates, documents): they keep their natural width. */
  nowrap: boolean;
}

/**
 * Column widths that fill `avail` points: when everything fits, each column gets its natural width
 * and the text columns share the spare room in proportion; otherwise numbers, dates and documents keep theirs and
 * the text columns share the rest, the widest giving way first (a short text column stays whole
 * while a long institution name wraps), never below their header's longest word. With too many
 * columns even for that, every width shrinks in proportion (values wrap, still nothing is cut).
 */
export function fitWidths(cols: ColumnNeed[], avail: number): number[] {
  const want = cols.map((c) => Math.max(c.natural, c.min));
  const total = want.reduce((a, b) => a + b, 0);
  if (total <= avail) {
    // The spare room goes to the text columns (numbers stay next to their headers), else to all.
    const grow = cols.some((c) => !c.nowrap) ? cols.map((c) => !c.nowrap) : cols.map(() => true);
    const base = want.reduce((a, w, i) => a + (grow[i] ? w : 0), 0);
    return want.map((w, i) => (grow[i] ? w + ((avail - total) * w) / base : w));
  }
  const fixed = cols.reduce((a, c, i) => a + (c.nowrap ? want[i] : 0), 0);
  const text = cols.map((c, i) => i).filter((i) => !cols[i].nowrap);
  const textMin = text.reduce((a, i) => a + cols[i].min, 0);
  if (fixed + textMin > avail) return want.map((w) => (w * avail) / total);
  const widths = [...want];
  // Water-filling: the narrowest text columns keep their width while it is under an even share.
  let remaining = avail - fixed;
  const order = [...text].sort((a, b) => want[a] - want[b]);
  for (let k = 0; k < order.length; k++) {
    const share = remaining / (order.length - k);
    const i = order[k];
    widths[i] = want[i] <= share ? want[i] : Math.max(cols[i].min, share);
    remaining -= widths[i];
  }
  // A floor taken above may leave the others a little over: scale the text columns back to fit.
  const used = widths.reduce((a, b) => a + b, 0);
  if (used > avail) {
    const excess = used - avail;
    const slack = text.reduce((a, i) => a + widths[i] - cols[i].min, 0);
    for (const i of text) widths[i] -= (excess * (widths[i] - cols[i].min)) / slack;
  }
  return widths;
}
