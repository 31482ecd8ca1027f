/**
 * A report file being written: rows arrive page by page and go straight to disk, so a report of
 * any size uses the memory of one page. `close` resolves once the file is complete.
 *
 * Rows arrive as the source answered them (one record per row); each writer turns a value into
 * what its format holds through the screen column (`format`, `labels`): the grid's text for the
 * CSV, a typed cell for the XLSX, aligned text and totals for the PDF (gateway/reports/typed-cells.ts).
 */
import type { ReportColumn } from '../definitions.ts';
import type { ReportInfo } from '../report-info.ts';

export type ReportRow = Record<string, unknown>;

export interface RowWriter {
  /** One page of rows, in the report's order. */
  write(rows: ReportRow[]): Promise<void>;
  close(): Promise<void>;
  /** Drops a half-written file (the job failed). */
  abort(): Promise<void>;
}

export type OpenWriter = (file: string, info: ReportInfo, columns: ReportColumn[]) => Promise<RowWriter>;
