/**
 * Fast text for the PDF report's table (writers/pdf.ts): a report draws every value of 60,000 rows,
 * and pdfkit's `doc.text` measures and kerns each string twice (glyph lookups, kerning pairs by
 * string keys) — three quarters of the writer's time. Here a row's texts go out as one BT … ET
 * block of WinAnsi hex strings, measured from a per-character width table: the same font, the same
 * positions, without kerning (imperceptible at 7 pt; measured widths then equal printed widths,
 * so right-aligned figures end exactly on the column edge).
 *
 * A character outside WinAnsi (the standard fonts' encoding) prints as '?' instead of a wrong
 * glyph, and is measured as such.
 */
import type PDFDocument from 'pdfkit';
import type { Measure } from './pdf-layout.ts';

type Doc = InstanceType<typeof PDFDocument>;
interface FontObject {
  id: string;
  ascender: number;
  widthOfString(text: string, size: number): number;
  ref(): unknown;
}

/** WinAnsi bytes 0x80–0x9F (a space: no character); the rest of the printable range is Latin-1. */
const WIN_ANSI_80 = '€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ';
const EXTRA = new Map([...WIN_ANSI_80].flatMap((ch, i) => (ch === ' ' ? [] : [[ch.charCodeAt(0), 0x80 + i] as const])));
const QUESTION = 0x3f;

/** The WinAnsi byte of a UTF-16 code unit ('?' when it has none). */
const winAnsi = (code: number): number =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : (EXTRA.get(code) ?? QUESTION);

/** The character a WinAnsi byte prints. */
const charOf = (b: number): string => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b));

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export interface TextFont {
  measure: Measure;
  /** Draws texts at their top-left corners (pdfkit's coordinates), in one text block. */
  draw(items: { text: string; x: number; y: number }[]): void;
}

export function textFont(doc: Doc, name: string, size: number): TextFont {
  const font = (doc.font(name) as unknown as { _font: FontObject })._font;
  const bytes = new Map<number, number>();
  const widths = new Float64Array(256).fill(-1);
  const byteOf = (code: number): number => {
    let b = bytes.get(code);
    if (b === undefined) {
      b = winAnsi(code);
      bytes.set(code, b);
    }
    return b;
  };
  const widthOf = (b: number): number => {
    if (widths[b] < 0) widths[b] = font.widthOfString(charOf(b), size);
    return widths[b];
  };
  const measure: Measure = (text) => {
    let w = 0;
    for (let i = 0; i < text.length; i++) w += widthOf(byteOf(text.charCodeAt(i)));
    return w;
  };
  const ascent = (font.ascender / 1000) * size;
  return {
    measure,
    draw(items) {
      if (!items.length) return;
      const fonts = (doc.page as unknown as { fonts: Record<string, unknown> }).fonts;
      fonts[font.id] ??= font.ref();
      const h = doc.page.height;
      let ops = `q 0 0 0 rg 1 0 0 -1 0 ${h} cm BT /${font.id} ${size} Tf`;
      for (const { text, x, y } of items) {
        let hex = '';
        for (let i = 0; i < text.length; i++) hex += HEX[byteOf(text.charCodeAt(i))];
        ops += ` 1 0 0 1 ${x.toFixed(2)} ${(h - y - ascent).toFixed(2)} Tm <${hex}> Tj`;
      }
      doc.addContent(`${ops} ET Q`);
    },
  };
}
