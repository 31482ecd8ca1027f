/**
 * What a report cell is in a typed file: the screen column's `format` says it, so money, dates and
 * counts reach the spreadsheet as numbers and dates it can sum, sort and filter (the XLSX), and the
 * PDF knows what to align right and to total. The CSV keeps the grid's text (`cellText`).
 *
 * - money (`moeda`), `decimal`: the number; percentages (`percentual`, 12.5 meaning 12,5 %): the
 *   fraction 0.125 with a percent format, so an average or a product in the sheet is right;
 * - dates (`date`, `corte10`): a date at midnight UTC (the file's serial day, no time zone drift);
 * - competences (`competencia`, YYYYMM): the first day of the month shown `mm/aaaa`. A date, not
 *   the text 'MM/AAAA': as text '01/2025' sorts before '02/2024' and the sheet's filter cannot group
 *   by year; as a date it sorts in time and the filter offers years and months;
 * - no format: the value as the source typed it — a number (avos, counts) stays a number, a text
 *   (MASP, numbers with leading zeros) stays text;
 * - every other format (CPF, CNPJ, process numbers, phones, names, labels …): the grid's text, as
 *   text (leading zeros and masks kept, never a number in scientific notation); a status column
 *   upper case as its tag shows it.
 * A value its kind cannot read ('n/d' in a money column) is kept as the grid's text, never lost.
 */
import { num } from '../../core/formatters/numbers.ts';
import { cellText, type ReportColumn } from './definitions.ts';

export type CellKind = 'moeda' | 'decimal' | 'percentual' | 'data' | 'dataIso' | 'competencia' | 'valor' | 'texto';

const KIND_OF_FORMAT: Record<string, CellKind> = {
  moeda: 'moeda',
  decimal: 'decimal',
  percentual: 'percentual',
  date: 'data',
  corte10: 'dataIso',
  competencia: 'competencia',
};

export function kindOf(col: ReportColumn): CellKind {
  if (col.status) return 'texto';
  if (!col.format) return 'valor';
  return KIND_OF_FORMAT[col.format] ?? 'texto';
}

/**
 * The spreadsheet number format of each kind, in the file's own (en-US) syntax: Excel and Calc show
 * it with the reader's separators, so a pt-BR reader sees 'R$ 1.234,56', '12,50%', '07/03/2019'.
 * The money format carries the Brazilian locale ([$R$-416]): Calc then treats the column as BRL.
 * Text columns get '@', so a CPF the user retypes stays text.
 */
export const NUM_FMT: Record<CellKind, string | undefined> = {
  moeda: '[$R$-416] #,##0.00;-[$R$-416] #,##0.00',
  decimal: '#,##0.00',
  percentual: '0.00%',
  data: 'dd/mm/yyyy',
  dataIso: 'yyyy-mm-dd',
  competencia: 'mm/yyyy',
  valor: undefined,
  texto: '@',
};

/** Kinds whose cells are numbers. */
export const isNumericKind = (k: CellKind): boolean => k === 'moeda' || k === 'decimal' || k === 'percentual';

/** Kinds whose cells are dates. */
export const isDateKind = (k: CellKind): boolean => k === 'data' || k === 'dataIso' || k === 'competencia';

/**
 * Whether a column holds numbers, to align it right: by its format, or — without one — when the
 * sampled rows hold numbers and nothing else (avos, counts).
 */
export function holdsNumbers(col: ReportColumn, kind: CellKind, sample: Record<string, unknown>[]): boolean {
  if (isNumericKind(kind)) return true;
  if (kind !== 'valor') return false;
  let any = false;
  for (const r of sample) {
    const v = r[col.field];
    if (v === null || v === undefined || v === '') continue;
    if (typeof v !== 'number') return false;
    any = true;
  }
  return any;
}

export type Typed = number | Date | string | null;

/** The text the grid shows for the value (a status upper case, as its tag). */
export function displayText(col: ReportColumn, value: unknown): string {
  const t = cellText(col, value);
  return col.status ? t.toLocaleUpperCase('pt-BR') : t;
}

/** A valid calendar day from 1900 on (earlier days have no spreadsheet serial), else undefined. */
function utcDay(y: number, m: number, d: number): Date | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T| )/;
const COMPETENCIA = /^(\d{4})-?(\d{2})$/;
const COMPETENCIA_BR = /^(\d{2})\/(\d{4})$/;

function dateOf(kind: CellKind, value: unknown): Date | undefined {
  const s = String(value).trim();
  if (kind !== 'competencia') {
    const m = ISO_DATE.exec(s);
    return m ? utcDay(+m[1], +m[2], +m[3]) : undefined;
  }
  const m = COMPETENCIA.exec(s);
  if (m) return utcDay(+m[1], +m[2], 1);
  const br = COMPETENCIA_BR.exec(s);
  return br ? utcDay(+br[2], +br[1], 1) : undefined;
}

/** The cell's typed value (see the file comment); null for an empty value. */
export function typedCell(col: ReportColumn, kind: CellKind, value: unknown): Typed {
  if (value === null || value === undefined || value === '') return null;
  if (col.labels && Object.hasOwn(col.labels, String(value))) return displayText(col, value);
  switch (kind) {
    case 'moeda':
    case 'decimal':
    case 'percentual': {
      const n = num(value);
      if (!Number.isFinite(n)) break;
      return kind === 'percentual' ? n / 100 : n;
    }
    case 'data':
    case 'dataIso':
    case 'competencia': {
      const d = dateOf(kind, value);
      if (d) return d;
      break;
    }
    case 'valor':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    default:
      break;
  }
  return displayText(col, value);
}

/**
 * The totals of the columns the screen marks `total`: money summed in cents (no float drift over
 * 60,000 rows), other numbers as they are. A column with no number has no total (null).
 */
export class Totals {
  private readonly sums: (number | null)[];
  private readonly cents: boolean[];
  constructor(
    private readonly columns: ReportColumn[],
    private readonly kinds: CellKind[],
  ) {
    this.sums = columns.map(() => null);
    this.cents = kinds.map((k) => k === 'moeda' || k === 'decimal');
  }

  get any(): boolean {
    return this.columns.some((c) => c.total);
  }

  /** Adds one row's typed values (column order). */
  add(cells: Typed[]): void {
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (!this.columns[i].total || typeof v !== 'number') continue;
      this.sums[i] = (this.sums[i] ?? 0) + (this.cents[i] ? Math.round(v * 100) : v);
    }
  }

  /** The total of column i, or null (not totalled, or nothing to sum). */
  value(i: number): number | null {
    const s = this.sums[i];
    return s === null ? null : this.cents[i] ? s / 100 : s;
  }
}
