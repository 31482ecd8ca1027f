/**
 * The frame of every page of a PDF report (writers/pdf.ts), so that any printed page can be filed
 * on its own: at the top the report name, the unit and the filters applied; at the bottom the
 * generation date-time (Brasília) with the user, and 'Página X de Y'.
 *
 * Y is known only when the last row is drawn, and pages leave for the file as soon as they are
 * finished (memory stays flat). So every page draws the same small form XObject after 'de ', and
 * the form's content — the page count — is written once at the end: the viewer and pdftotext
 * show the number on each page, without keeping the pages in memory to rewrite them.
 */
import type PDFDocument from 'pdfkit';
import { filtrosTexto, type ReportInfo } from '../report-info.ts';
import { cachedMeasure, wrap, type Measure } from './pdf-layout.ts';

export const MARGIN = 30;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const TITLE_SIZE = 12;
const INFO_SIZE = 8;
const FOOTER_SIZE = 7;
/** The XObject's name in each page's resources. */
const TOTAL = 'PrhTotalPaginas';

type Doc = InstanceType<typeof PDFDocument>;
/** pdfkit's current font object (not in its typings): its width table and PDF reference. */
interface FontObject {
  id: string;
  ascender: number;
  widthOfString(text: string, size: number): number;
  ref(): unknown;
}
const fontOf = (doc: Doc, name: string): FontObject => (doc.font(name) as unknown as { _font: FontObject })._font;

/** A cached Measure of `name` at `size` points. */
export const measureOf = (doc: Doc, name: string, size: number): Measure => {
  const f = fontOf(doc, name);
  return cachedMeasure((ch) => f.widthOfString(ch, size));
};

export class PageFrame {
  pages = 0;
  private readonly total: ReturnType<Doc['ref']>;
  private readonly footerFont: FontObject;
  private readonly measureFooter: Measure;
  private readonly titleLines: string[];
  private readonly infoLines: string[];
  private readonly footerLeft: string;

  constructor(
    private readonly doc: Doc,
    info: ReportInfo,
  ) {
    const width = doc.page.width - 2 * MARGIN;
    this.titleLines = wrap(info.nome, width, measureOf(doc, BOLD, TITLE_SIZE));
    const measureInfo = measureOf(doc, FONT, INFO_SIZE);
    const filtros = `Filtros: ${filtrosTexto(info.filtros)}${info.abrangencia.startsWith('Todas') ? '' : ` — ${info.abrangencia}`}`;
    this.infoLines = [...wrap(`Unidade: ${info.unidade}`, width, measureInfo), ...wrap(filtros, width, measureInfo)];
    this.footerLeft = `Gerado em ${info.geradoEm} (horário de Brasília) por ${info.usuario}`;
    this.footerFont = fontOf(doc, FONT);
    this.measureFooter = measureOf(doc, FONT, FOOTER_SIZE);
    this.total = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, -4, 60, 10],
      Resources: { Font: { [this.footerFont.id]: this.footerFont.ref() } },
    });
  }

  /** Height of the block above the table. */
  get headerHeight(): number {
    return this.titleLines.length * TITLE_SIZE * 1.2 + 2 + this.infoLines.length * INFO_SIZE * 1.25 + 6;
  }

  /** Lowest y the table may use. */
  get bottom(): number {
    return this.doc.page.height - MARGIN;
  }

  /** A new page (the document's first page for the first call) with its frame; returns the y where the table starts. */
  begin(): number {
    const doc = this.doc;
    if (this.pages > 0) doc.addPage();
    this.pages++;
    let y = MARGIN;
    doc.fillColor('black').font(BOLD).fontSize(TITLE_SIZE);
    for (const l of this.titleLines) {
      doc.text(l, MARGIN, y, { lineBreak: false });
      y += TITLE_SIZE * 1.2;
    }
    y += 2;
    doc.font(FONT).fontSize(INFO_SIZE);
    for (const l of this.infoLines) {
      doc.text(l, MARGIN, y, { lineBreak: false });
      y += INFO_SIZE * 1.25;
    }
    this.footer();
    return y + 6;
  }

  private footer(): void {
    const doc = this.doc;
    const y = doc.page.height - MARGIN + 10;
    doc.font(FONT).fontSize(FOOTER_SIZE).fillColor('#333333');
    doc.text(this.footerLeft, MARGIN, y, { lineBreak: false });
    // 'Página X de ' left-aligned in a slot wide enough for 'Página 9999 de 9999', then the count.
    const label = `Página ${this.pages} de `;
    const x = doc.page.width - MARGIN - this.measureFooter('Página 9999 de 9999');
    doc.text(label, x, y, { lineBreak: false });
    (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects[TOTAL] = this.total;
    const baseline = y + (this.footerFont.ascender / 1000) * FOOTER_SIZE;
    doc.addContent(
      `q 0.2 0.2 0.2 rg 1 0 0 -1 ${(x + this.measureFooter(label)).toFixed(2)} ${baseline.toFixed(2)} cm /${TOTAL} Do Q`,
    );
    doc.fillColor('black');
  }

  /** Writes the page count into the form every page shows; call once, before the document ends. */
  finish(): void {
    this.total.end(`BT /${this.footerFont.id} ${FOOTER_SIZE} Tf 0 0 Td (${this.pages}) Tj ET`);
  }
}
