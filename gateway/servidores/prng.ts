/**
 * Deterministic randomness and date arithmetic for the lazily generated servant record: every
 * section draws from its own stream seeded by (servant id, section name), so a section is the same
 * on every call and adding a section never changes another one.
 */
import { hojeBrasilia } from '../lib/text.ts';

/** FNV-1a of a text, as a 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for synthetic data. */
export class Rng {
  private s: number;
  constructor(id: number, section: string) {
    this.s = hash(`${id}:${section}`);
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Civil date ↔ days since 1970-01-01 in integer arithmetic (H. Hinnant's days_from_civil and
 * civil_from_days), the same calendar as Date.UTC: a record makes thousands of these steps and the
 * seed builds one record per servant, so going through Date objects and their garbage was a
 * large part of the state seed's time.
 */
function diasDe(y: number, m: number, d: number): number {
  const a = m <= 2 ? y - 1 : y;
  const era = Math.floor(a / 400);
  const yoe = a - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

function isoDeDias(dias: number): string {
  const z = dias + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return `${yoe + era * 400 + (m <= 2 ? 1 : 0)}-${pad(m)}-${pad(d)}`;
}

const diasIso = (isoDate: string): number =>
  diasDe(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10)));

/** Dates are ISO 'YYYY-MM-DD' text; these helpers work in UTC so no time zone shifts a day. */
export const toDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
export const iso = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const addDays = (isoDate: string, days: number): string => isoDeDias(diasIso(isoDate) + days);
/** The same day `years` later; 29 February of a year that has none is 1 March, as Date does. */
export const addYears = (isoDate: string, years: number): string =>
  isoDeDias(diasDe(Number(isoDate.slice(0, 4)) + years, Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10))));
export const daysBetween = (a: string, b: string): number => diasIso(b) - diasIso(a);
export const minIso = (a: string, b: string): string => (a < b ? a : b);
export const maxIso = (a: string, b: string): string => (a > b ? a : b);

/** Competence as the number YYYYMM. */
export const competenciaDe = (isoDate: string): number =>
  Number(isoDate.slice(0, 4)) * 100 + Number(isoDate.slice(5, 7));
export const addMeses = (anoMes: number, n: number): number => {
  const total = Math.floor(anoMes / 100) * 12 + (anoMes % 100) - 1 + n;
  return Math.floor(total / 12) * 100 + (total % 12) + 1;
};
export const primeiroDia = (anoMes: number): string => `${Math.floor(anoMes / 100)}-${pad(anoMes % 100)}-01`;
export const ultimoDia = (anoMes: number): string => addDays(primeiroDia(addMeses(anoMes, 1)), -1);
/** 202604 → '04/2026'. */
export const competenciaTexto = (anoMes: number): string => `${pad(anoMes % 100)}/${Math.floor(anoMes / 100)}`;

/** The last closed pay-roll competence (the month before `now`, in Brasília: on 31 December at 22:00 it is still November's). */
export function competenciaReferencia(now = new Date()): number {
  const [ano, mes] = hojeBrasilia(now).split('-').map(Number);
  return addMeses(ano * 100 + mes, -1);
}

/** Integer cents → reais (2 decimals, exact in the JSON). */
export const reais = (cents: number): number => Math.round(cents) / 100;
