/**
 * XLSX with exceljs' streaming WorkbookWriter: each row is committed as it is added, so the sheet
 * is never held in memory (the plain Workbook would keep every row until `writeFile`).
 */
import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { OpenWriter } from './types.ts';

export const openXlsx: OpenWriter = async (file, title, headers) => {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  wb.creator = 'Portal RH';
  const ws = wb.addWorksheet(title.slice(0, 31));
  ws.columns = headers.map((h) => ({ header: h, width: Math.max(12, h.length + 4) }));
  ws.getRow(1).font = { bold: true };
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
