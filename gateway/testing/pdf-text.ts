/**
 * Test support: a PDF read back as a reader's viewer reads it, with pdf.js (pdfjs-dist, Mozilla's
 * viewer) — from npm, so the suite needs no system tool (poppler-utils was one).
 *
 * - `pdfText(file)`: each page's lines top to bottom, the pieces of a line left to right and
 *   separated by a space; pages separated by '\f' (as pdftotext).
 * - `pdfText(file, 'raw')`: the pieces in the order they were drawn, one per line — a wrapped cell's
 *   lines come out together.
 * - `pdfPieces(file)`: every drawn piece with its page and box, for what only geometry shows
 *   (a column's right edge).
 */
import { readFile } from 'node:fs/promises';

export interface PdfPiece {
  page: number;
  text: string;
  /** Left and right edges and baseline, in points from the page's bottom left. */
  x0: number;
  x1: number;
  y: number;
  /** The font's height, to tell a line from the next. */
  height: number;
}

async function open(file: string) {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(file));
  return getDocument({ data, verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
}

/** How many pages the file has. */
export async function pdfPages(file: string): Promise<number> {
  const doc = await open(file);
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

/** Every piece of text drawn, page by page in drawing order (pages from 1). */
export async function pdfPieces(file: string): Promise<PdfPiece[]> {
  return (await read(file)).pieces;
}

async function read(file: string): Promise<{ pages: number; pieces: PdfPiece[] }> {
  const doc = await open(file);
  try {
    const pieces: PdfPiece[] = [];
    for (let page = 1; page <= doc.numPages; page++) {
      const content = await (await doc.getPage(page)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [, , , , x, y] = item.transform as number[];
        pieces.push({ page, text: item.str, x0: x, x1: x + item.width, y, height: item.height });
      }
    }
    return { pages: doc.numPages, pieces };
  } finally {
    await doc.destroy();
  }
}

/** A page's pieces as lines: same baseline (within half a font height), left to right. */
function lines(pieces: PdfPiece[]): string[] {
  const rows: PdfPiece[][] = [];
  for (const p of [...pieces].sort((a, b) => b.y - a.y || a.x0 - b.x0)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - p.y) < Math.max(row[0].height, p.height) / 2) row.push(p);
    else rows.push([p]);
  }
  return rows.map((r) =>
    r
      .sort((a, b) => a.x0 - b.x0)
      .map((p) => p.text)
      .join(' '),
  );
}

/** The text of the file, pages separated by '\f' (see the file's comment for the modes). */
export async function pdfText(file: string, mode?: 'raw'): Promise<string> {
  const { pages, pieces } = await read(file);
  const out: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const own = pieces.filter((p) => p.page === page);
    out.push((mode === 'raw' ? own.map((p) => p.text) : lines(own)).join('\n'));
  }
  return `${out.join('\n\f')}\n`;
}
