/**
 * XLSX with exceljs' streaming WorkbookWriter: each row is committed as it is added, so the sheet
 * is never held in memory (the plain Workbook would keep every row until `writeFile`).
 *
 * No cell styles (`useStyles: false`): with styles on, exceljs serialises every cell's style to XML
 * to find its index — a quarter of an export's time (CPU profile, 62,637 rows × 9 columns at the
 * state seed: 23,600 rows/s without against 18,400 with, PGlite). The header row is marked the way a
 * spreadsheet user works with it instead of in bold: frozen at the top while scrolling and with
 * the filter buttons of each column.
 */
import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { OpenWriter } from './types.ts';

export const openXlsx: OpenWriter = async (file, title, headers) => {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  wb.creator = 'Portal RH';
  const ws = wb.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = headers.map((h) => ({ header: h, width: Math.max(12, h.length + 4) }));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, headers.length) } };
  ws.getRow(1).commit();
  return {
    async write(rows) {
      for (const r of rows) ws.addRow(r).commit();
      // exceljs pushes into its zip stream without back-pressure; yielding after each page lets
      // the compressor drain to disk, otherwise pending chunks pile up for the whole report.
      await new Promise((ok) => setImmediate(ok));
    },
    async close() {
      ws.commit();
      await wb.commit();
    },
    async abort() {
      await wb.commit().catch(() => undefined);
      await rm(file, { force: true });
    },
  };
};
