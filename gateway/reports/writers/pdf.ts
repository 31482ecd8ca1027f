/**
 * PDF with pdfkit, piped to the file as it is drawn (pdfkit flushes finished pages), landscape A4,
 * one line per row, the header repeated on every page. Long values are cut with an ellipsis so a
 * row never wraps and the page arithmetic stays simple.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import type { OpenWriter } from './types.ts';

const MARGIN = 30;
const LINE = 12;

export const openPdf: OpenWriter = async (file, title, headers) => {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: title, Creator: 'Portal RH' } });
  const out = createWriteStream(file);
  doc.pipe(out);
  const width = doc.page.width - 2 * MARGIN;
  const colW = width / headers.length;
  const bottom = () => doc.page.height - MARGIN - LINE;
  let y = 0;

  const line = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
    cells.forEach((c, i) => doc.text(c, MARGIN + i * colW, y, { width: colW - 4, height: LINE, lineBreak: false, ellipsis: true }));
    y += LINE;
  };
  const header = () => {
    y = MARGIN;
    doc.font('Helvetica-Bold').fontSize(11).text(title, MARGIN, y, { lineBreak: false });
    y += 20;
    line(headers, true);
  };
  header();

  return {
    async write(rows) {
      for (const r of rows) {
        if (y > bottom()) {
          doc.addPage();
          header();
        }
        line(r);
      }
    },
    async close() {
      doc.end();
      await once(out, 'finish');
    },
    async abort() {
      doc.end();
      await once(out, 'finish').catch(() => undefined);
      await rm(file, { force: true });
    },
  };
};
