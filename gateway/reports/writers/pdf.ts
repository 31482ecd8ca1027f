/**
 * PDF with pdfkit, piped to the file as it is drawn (pdfkit flushes finished pages), landscape A4.
 * A report that can be filed and checked on paper:
 * - every page has its frame (writers/pdf-frame.ts): report name, unit, filters, generation
 *   date-time and user, 'Página X de Y';
 * - column widths follow the content (sampled from the first page of rows, writers/pdf-layout.ts):
 *   numbers, dates and documents keep their width, long texts share the rest;
 * - a long value wraps onto more lines and the row grows — nothing is cut; a row taller than a
 *   page continues on the next one; the column header repeats on every page;
 * - money and numbers are right-aligned; the columns the screen marks `total` end with a totals
 *   row, and the last line says how many rows the report has.
 * Text is Helvetica (WinAnsi: Portuguese accents print; a character outside it prints '?', writers/pdf-text.ts).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { fatia } from '../../lib/ceder.ts';
import { cellText, type ReportColumn } from '../definitions.ts';
import { displayText, holdsNumbers, kindOf, Totals, typedCell, type CellKind, type Typed } from '../typed-cells.ts';
import { BOLD, FONT, MARGIN, PageFrame } from './pdf-frame.ts';
import { fitWidths, wrap, type Measure } from './pdf-layout.ts';
import { textFont } from './pdf-text.ts';
import type { OpenWriter, ReportRow } from './types.ts';

const SIZE = 7;
const LINE = 8.6;
/** Space between a cell's text and its column's edges. */
const PAD = 3.5;
const PAD_V = 2;
const ZEBRA = '#f1f4f7';
const HEADER_FILL = '#dce3ea';
/** Formats that read wrong when broken over lines (documents, codes, phone numbers). */
const NOWRAP_FORMATS = new Set(['cpf', 'cnpj', 'processo', 'cep', 'telefone', 'telefoneInternacional', 'zeros2']);

interface Layout {
  widths: number[];
  xs: number[];
  right: boolean[];
  header: string[][];
  headerHeight: number;
}

function layoutOf(
  columns: ReportColumn[],
  kinds: CellKind[],
  sample: ReportRow[],
  texts: (r: ReportRow, i: number) => string,
  m: Measure,
  mb: Measure,
  avail: number,
): Layout {
  const right = columns.map((c, i) => holdsNumbers(c, kinds[i], sample));
  const needs = columns.map((c, i) => {
    const nowrap = right[i] || (kinds[i] !== 'texto' && kinds[i] !== 'valor') || NOWRAP_FORMATS.has(c.format ?? '');
    let natural = 0;
    for (const r of sample) for (const line of texts(r, i).split('\n')) natural = Math.max(natural, m(line));
    // A value past the sample may be a digit longer than the sampled ones; a total, a few more.
    if (nowrap) natural += m(c.total ? '0.000.0' : '0');
    const min = Math.max(...c.header.split(/\s+/).map(mb));
    return { natural: natural + 2 * PAD, min: min + 2 * PAD, nowrap };
  });
  const widths = fitWidths(needs, avail);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const header = columns.map((c, i) => wrap(c.header, widths[i] - 2 * PAD, mb));
  return { widths, xs, right, header, headerHeight: Math.max(...header.map((l) => l.length)) * LINE + 2 * PAD_V };
}

export const openPdf: OpenWriter = async (file, info, columns) => {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: info.nome, Author: info.usuario, Creator: 'Portal RH' },
  });
  const out = createWriteStream(file);
  doc.pipe(out);
  const frame = new PageFrame(doc, info);
  const regular = textFont(doc, FONT, SIZE);
  const bold = textFont(doc, BOLD, SIZE);
  const measure = regular.measure;
  const measureBold = bold.measure;
  const kinds = columns.map(kindOf);
  const fields = columns.map((c) => c.field);
  const totals = new Totals(columns, kinds);
  const tableWidth = doc.page.width - 2 * MARGIN;
  const text = (r: ReportRow, i: number) => displayText(columns[i], r[fields[i]]);
  let L: Layout | undefined;
  let y = 0;
  let stripe = false;
  let linhas = 0;
  /** The last row written, drawn only once the next arrives or at close: it goes with the totals. */
  let pending: string[][] | undefined;

  /** One line of each cell, lines [from, to) of a row, at y. */
  const drawLines = (lines: string[][], from: number, to: number, strong = false) => {
    const font = strong ? bold : regular;
    const items: { text: string; x: number; y: number }[] = [];
    for (let i = 0; i < lines.length; i++) {
      const cell = lines[i];
      for (let k = from; k < to && k < cell.length; k++) {
        const text = cell[k];
        if (!text) continue;
        const x = L!.right[i] ? L!.xs[i] + L!.widths[i] - PAD - font.measure(text) : L!.xs[i] + PAD;
        items.push({ text, x, y: y + PAD_V + (k - from) * LINE });
      }
    }
    font.draw(items);
  };
  const tableHeader = () => {
    doc.rect(MARGIN, y, tableWidth, L!.headerHeight).fill(HEADER_FILL);
    doc.fillColor('black');
    drawLines(L!.header, 0, Math.max(...L!.header.map((l) => l.length)), true);
    y += L!.headerHeight;
    stripe = false;
  };
  const page = () => {
    y = frame.begin();
    tableHeader();
  };
  /** Draws a row's lines, continuing on new pages when it does not fit (the whole row moves when it fits a page). */
  const drawRow = (lines: string[][], opts: { bold?: boolean; fill?: string } = {}) => {
    const n = Math.max(1, ...lines.map((l) => l.length));
    const perPage = Math.floor((frame.bottom - frame.headerHeight - MARGIN - L!.headerHeight - 2 * PAD_V) / LINE);
    for (let from = 0; from < n;) {
      const fit = Math.floor((frame.bottom - y - 2 * PAD_V) / LINE);
      if (fit < 1 || (from === 0 && n <= perPage && n > fit)) {
        page();
        continue;
      }
      const to = Math.min(n, from + fit);
      const h = (to - from) * LINE + 2 * PAD_V;
      const fill = opts.fill ?? (stripe ? ZEBRA : undefined);
      if (fill) {
        doc.rect(MARGIN, y, tableWidth, h).fill(fill);
        doc.fillColor('black');
      }
      drawLines(lines, from, to, opts.bold);
      y += h;
      from = to;
    }
    stripe = !stripe;
  };
  const start = (sample: ReportRow[]) => {
    L = layoutOf(columns, kinds, sample, text, measure, measureBold, tableWidth);
    page();
  };

  return {
    async write(rows) {
      if (!L) start(rows);
      const cells: Typed[] = new Array(columns.length);
      // Measuring and drawing a page of rows is long work: requests are answered between slices.
      const f = fatia();
      for (const r of rows) {
        if (f.vencida()) await f.ceder();
        if (totals.any) {
          for (let i = 0; i < columns.length; i++) cells[i] = typedCell(columns[i], kinds[i], r[fields[i]]);
          totals.add(cells);
        }
        if (pending) drawRow(pending);
        pending = columns.map((_, i) => wrap(text(r, i), L!.widths[i] - 2 * PAD, measure));
      }
      linhas += rows.length;
    },
    async close() {
      if (!L) start([]);
      if (pending) {
        // The last row keeps the totals and the count company: when they would not fit after it,
        // it starts the new page with them, never a page of totals alone.
        const h = Math.max(1, ...pending.map((l) => l.length)) * LINE + 2 * PAD_V;
        const after = (totals.any ? LINE + 2 * PAD_V : 0) + LINE + 2 * PAD_V;
        const room = frame.bottom - frame.headerHeight - MARGIN - L!.headerHeight;
        if (y + h <= frame.bottom && y + h + after > frame.bottom && h + after <= room) page();
        drawRow(pending);
      }
      if (totals.any) {
        const label = columns.findIndex((c) => !c.total);
        const sums = columns.map((c, i) => {
          const v = totals.value(i);
          if (i === label) return ['Totais'];
          // One line, right-aligned: a total wider than its column reaches left rather than wrap.
          return [v === null ? '' : kinds[i] === 'valor' ? v.toLocaleString('pt-BR') : cellText(c, v)];
        });
        if (y + LINE + 2 * PAD_V > frame.bottom) page();
        doc
          .moveTo(MARGIN, y)
          .lineTo(MARGIN + tableWidth, y)
          .lineWidth(0.6)
          .stroke('#555555');
        drawRow(sums, { bold: true, fill: HEADER_FILL });
      }
      if (y + LINE + 2 * PAD_V > frame.bottom) page();
      doc
        .font(FONT)
        .fontSize(SIZE)
        .text(`Total de registros: ${linhas.toLocaleString('pt-BR')}`, MARGIN + PAD, y + PAD_V + 2, {
          lineBreak: false,
        });
      frame.finish();
      doc.end();
      await once(out, 'finish');
    },
    async abort() {
      frame.finish();
      doc.end();
      await once(out, 'finish').catch(() => undefined);
      await rm(file, { force: true });
    },
  };
};
