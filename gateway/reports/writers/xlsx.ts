/**
 * XLSX with exceljs' streaming WorkbookWriter: each row is committed as it is added, so the sheet
 * is never held in memory (the plain Workbook would keep every row until `writeFile`).
 *
 * A spreadsheet the user can compute with: each cell typed by its screen column (typed-cells.ts) —
 * money, counts and percentages as numbers, dates as dates, documents as text with their masks —
 * with the column's number format, so SUM, sorting and the filter work. Column widths are fitted to
 * the header and to the first page of rows (capped), the header row is bold, frozen and carries the
 * filter buttons, and a printed sheet is landscape, one page wide, with the header row, the report
 * name, the unit and 'Página X de Y' on every page.
 *
 * The title block (report, unit, generated at, by whom, filters) is on a second sheet,
 * 'Sobre o relatório' (xlsx-sobre.ts), not above the table: the data sheet stays a plain table
 * starting at A1 — sort, filters, pivot tables and imports (Power Query, pandas) take it whole
 * without skipping rows — and that sheet is written at the end, so it also states the row count and
 * the totals (live SUM formulas), which a block above the streamed rows could not.
 *
 * Speed: exceljs finds a cell's style id through a WeakMap keyed by the style object, so every cell
 * of a column shares ONE style object (a handful of style ids for the whole file); serialising a
 * fresh style per cell cost a quarter of an export's time.
 */
import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { ceder, fatia } from '../../lib/ceder.ts';
import type { ReportColumn } from '../definitions.ts';
import {
  displayText,
  holdsNumbers,
  isDateKind,
  kindOf,
  NUM_FMT,
  Totals,
  typedCell,
  type CellKind,
  type Typed,
} from '../typed-cells.ts';
import type { OpenWriter, ReportRow } from './types.ts';
import { writeSobre } from './xlsx-sobre.ts';

/**
 * Column widths in characters, within [MIN, MAX]. MAX shows the longest institution name whole
 * ('IPSEMG - Instituto de Previdência dos Servidores do Estado de Minas Gerais', 74); a longer
 * text is still whole in its cell (the edit line shows it), only not all visible.
 */
const MIN_WIDTH = 8;
const MAX_WIDTH = 84;

/** 'Relatório gerencial de ' and the like: what every report is, left out when the name is too long. */
const LEAD = /^relat[óo]rio(\s+gerencial)?\s+(de|da|do|das|dos)\s+/i;
/** Words a cut name does not end on ('Relatório gerencial de'). */
const DANGLING = /(\s+(de|da|do|das|dos|e|em|no|na|nos|nas|por|para|com|a|o|as|os))+$/i;

/**
 * A sheet name Excel accepts: none of []:*?/\, at most 31 characters — the subject of a long
 * report name ('Processos judiciais', not 'Relatório gerencial de'), else cut between words and
 * never on a preposition.
 */
export function sheetName(title: string): string {
  const clean = title.replace(/[[\]:*?/\\]/g, ' ').trim();
  if (clean.length <= 31) return clean || 'Relatório';
  const subject = clean.replace(LEAD, '');
  const named = subject.charAt(0).toLocaleUpperCase('pt-BR') + subject.slice(1);
  if (named.length <= 31) return named;
  const cut = named.slice(0, 32);
  const words = cut
    .slice(0, cut.lastIndexOf(' '))
    .replace(/[\s-]+$/, '')
    .replace(DANGLING, '');
  return words || named.slice(0, 31);
}

/** '&' is the code character of Excel's page header and footer. */
const hf = (s: string): string => s.replace(/&/g, '&&');

/** Characters the header needs: its longest word with the filter button, and at most two lines (the header row's height). */
function headerWidth(header: string): number {
  const words = header.split(/\s+/);
  const longest = Math.max(...words.map((w) => w.length));
  for (let w = longest; w < header.length; w++) {
    let lines = 1;
    let len = 0;
    for (const word of words) {
      len = len === 0 ? word.length : len + 1 + word.length;
      if (len > w) {
        lines++;
        len = word.length;
      }
    }
    if (lines <= 2) return w * 1.2 + 4;
  }
  return header.length * 1.2 + 4;
}

/**
 * Width of column `col` from its header and the sampled rows' texts (longest line), in characters;
 * a right-aligned column (numbers, dates) two more, so its values do not touch the next column's text.
 */
export function fittedWidth(col: ReportColumn, rows: ReportRow[], right = false): number {
  let w = headerWidth(col.header);
  for (const r of rows) {
    const t = displayText(col, r[col.field]);
    for (const line of t.split('\n')) w = Math.max(w, line.length * 1.1 + (right ? 4 : 2));
  }
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w)));
}

/** The header cell style, aligned like the column's values (numbers and dates to the right). */
const headerStyle = (horizontal: 'left' | 'right', indent = 0): Partial<ExcelJS.Style> => ({
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE3EA' } },
  border: { bottom: { style: 'thin', color: { argb: 'FF738694' } } },
  alignment: { vertical: 'middle', wrapText: true, horizontal, indent },
});
const HEADER = { left: headerStyle('left'), right: headerStyle('right'), indented: headerStyle('left', 1) };
const ROW_STYLE: Partial<ExcelJS.Style> = {};

export const openXlsx: OpenWriter = async (file, info, columns) => {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: the compressor runs on the thread pool beside the users' requests, and
    // a state-size servant export came out the same size (3.8 MB) as at zlib's default level.
    zip: { zlib: { level: 1 } },
  });
  wb.creator = 'Portal RH';
  const nome = sheetName(info.nome);
  const ws = wb.addWorksheet(nome, {
    // exceljs leaves out a column 9 wide (its "default"): make 9 the sheet's default width too.
    properties: { defaultColWidth: 9 },
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
    headerFooter: {
      oddHeader: `&L&B${hf(info.nome)}&R${hf(info.unidade)}`,
      oddFooter: `&LGerado em ${hf(info.geradoEm)} (horário de Brasília) por ${hf(info.usuario)}&RPágina &P de &N`,
    },
  });
  const kinds: CellKind[] = columns.map(kindOf);
  // One style object per column, shared by all its cells (see the file comment).
  const styles = kinds.map((k): Partial<ExcelJS.Style> => (NUM_FMT[k] ? { numFmt: NUM_FMT[k] } : {}));
  const totals = new Totals(columns, kinds);
  let started = false;
  let linhas = 0;

  /** Widths from the first page (the columns are written before the first row), then the header row. */
  const start = (sample: ReportRow[]) => {
    started = true;
    const right = columns.map((c, i) => holdsNumbers(c, kinds[i], sample) || isDateKind(kinds[i]));
    ws.columns = columns.map((c, i) => ({ width: fittedWidth(c, sample, right[i]) }));
    const header = ws.addRow(columns.map((c) => c.header));
    header.height = 30;
    right.forEach((r, i) => {
      // A text column right after a right-aligned one starts one indent in: its text does not touch
      // the figures (set before the first row, so the shared style object is final when first used).
      const indent = !r && i > 0 && right[i - 1];
      if (indent) styles[i].alignment = { horizontal: 'left', indent: 1 };
      header.getCell(i + 1).style = r ? HEADER.right : indent ? HEADER.indented : HEADER.left;
    });
    header.commit();
  };

  return {
    async write(rows) {
      if (!started) start(rows);
      const cells: Typed[] = new Array(columns.length);
      // A page is tens of milliseconds of work: the requests that arrive meanwhile are answered between slices.
      const f = fatia();
      for (const r of rows) {
        if (f.vencida()) await f.ceder();
        for (let i = 0; i < columns.length; i++) cells[i] = typedCell(columns[i], kinds[i], r[columns[i].field]);
        if (totals.any) totals.add(cells);
        const row = ws.addRow(cells);
        // The row's own style too: a fresh {} per row would be serialised to find its id.
        (row as unknown as { style: Partial<ExcelJS.Style> }).style = ROW_STYLE;
        for (let i = 0; i < columns.length; i++) row.getCell(i + 1).style = styles[i];
        row.commit();
      }
      linhas += rows.length;
      // exceljs pushes into its zip stream without back-pressure; yielding after each page lets
      // the compressor drain to disk, otherwise pending chunks pile up for the whole report.
      await ceder();
    },
    async close() {
      if (!started) start([]);
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: linhas + 1, column: Math.max(1, columns.length) } };
      ws.commit();
      writeSobre(wb, info, { sheet: nome, columns, kinds, totals, linhas });
      await wb.commit();
    },
    async abort() {
      await wb.commit().catch(() => undefined);
      await rm(file, { force: true });
    },
  };
};
