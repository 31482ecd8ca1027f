/**
 * The file side of the reports: export formats, their extensions and content types, and the text
 * a cell gets. What a report holds (name, source endpoint, columns, fixed order) is not declared
 * here: it comes from the screen that exports (screen-report.ts), so a new export is one screen
 * document and no TypeScript.
 */
import { formatValue } from '../../core/formatters.ts';

export interface ReportColumn {
  field: string;
  header: string;
  /** The screen column's formatter (core/formatters.ts), so the file shows what the grid shows. */
  format?: string;
  /** The screen column's code → text map (`{"F": "Feminino"}`), applied before the formatter as in the grid. */
  labels?: Record<string, string>;
  /** The grid shows the column as a status tag (upper case): the CSV, XLSX and PDF show it so too. */
  status?: boolean;
  /** The screen asks for the column's total (money, counts): a totals row in the PDF, a SUM in the XLSX. */
  total?: boolean;
}

export const FORMATOS = [
  { nome: 'Excel (XLSX)', formato: 'XLSX' },
  { nome: 'CSV', formato: 'CSV' },
  { nome: 'PDF', formato: 'PDF' },
] as const;

export type Formato = (typeof FORMATOS)[number]['formato'];

export const EXTENSAO: Record<Formato, string> = { XLSX: 'xlsx', CSV: 'csv', PDF: 'pdf' };

export const CONTENT_TYPE: Record<Formato, string> = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
};

/**
 * The text a cell gets in the file: the same pure formatter the grid uses (CPF mask, ISO date →
 * dd/mm/aaaa, title case, currency …), so a file shows exactly what the screen showed.
 */
export function cellText(col: ReportColumn, value: unknown): string {
  return formatValue(col.format, value, col.labels);
}
