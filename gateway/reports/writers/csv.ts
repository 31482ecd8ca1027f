/**
 * CSV as Brazilian spreadsheets open it: UTF-8 with BOM, ';' separator, CRLF, every field quoted
 * when it holds a separator, quote or line break. A leading =,+,-,@ is prefixed with an apostrophe
 * so a value from the database cannot become a formula (CSV injection).
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fatia } from '../../lib/ceder.ts';
import { displayText } from '../typed-cells.ts';
import { endStream, writeChunk } from './stream.ts';
import type { OpenWriter } from './types.ts';

export function csvField(value: string): string {
  const v = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export const csvLine = (cells: string[]): string => `${cells.map(csvField).join(';')}\r\n`;

/** The grid's text of every cell (core/formatters.ts), as the screen showed it: a status upper case, as its tag (and the XLSX and PDF). */
export const openCsv: OpenWriter = async (file, _info, columns) => {
  const out = createWriteStream(file);
  await writeChunk(out, `\uFEFF${csvLine(columns.map((c) => c.header))}`);
  return {
    async write(rows) {
      // Written a slice at a time: the requests that arrive meanwhile are answered between two.
      const f = fatia();
      let lines = '';
      for (const r of rows) {
        lines += csvLine(columns.map((c) => displayText(c, r[c.field])));
        if (!f.vencida()) continue;
        await writeChunk(out, lines);
        lines = '';
        await f.ceder();
      }
      if (lines) await writeChunk(out, lines);
    },
    close: () => endStream(out),
    async abort() {
      out.destroy();
      await rm(file, { force: true });
    },
  };
};
