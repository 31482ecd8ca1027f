/**
 * Deterministic randomness and date arithmetic for the lazily generated servant record: every
 * section draws from its own stream seeded by (servant id, section name), so a section is the same
 * on every call and adding a section never changes another one.
 */

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

const DAY = 864e5;
const pad = (n: number) => String(n).padStart(2, '0');

/** Dates are ISO 'YYYY-MM-DD' text; these helpers work in UTC so no time zone shifts a day. */
export const toDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
export const iso = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const addDays = (isoDate: string, days: number): string => iso(new Date(toDate(isoDate).getTime() + days * DAY));
export const addYears = (isoDate: string, years: number): string => {
  const d = toDate(isoDate);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return iso(d);
};
export const daysBetween = (a: string, b: string): number => Math.round((toDate(b).getTime() - toDate(a).getTime()) / DAY);
export const minIso = (a: string, b: string): string => (a < b ? a : b);
export const maxIso = (a: string, b: string): string => (a > b ? a : b);

/** Competence as the number YYYYMM. */
export const competenciaDe = (isoDate: string): number => Number(isoDate.slice(0, 4)) * 100 + Number(isoDate.slice(5, 7));
export const addMeses = (anoMes: number, n: number): number => {
  const total = Math.floor(anoMes / 100) * 12 + (anoMes % 100) - 1 + n;
  return Math.floor(total / 12) * 100 + (total % 12) + 1;
};
export const primeiroDia = (anoMes: number): string => `${Math.floor(anoMes / 100)}-${pad(anoMes % 100)}-01`;
export const ultimoDia = (anoMes: number): string => addDays(primeiroDia(addMeses(anoMes, 1)), -1);
/** 202604 → '04/2026'. */
export const competenciaTexto = (anoMes: number): string => `${pad(anoMes % 100)}/${Math.floor(anoMes / 100)}`;

/** The last closed pay-roll competence (the month before `now`). */
export function competenciaReferencia(now = new Date()): number {
  return addMeses(now.getUTCFullYear() * 100 + now.getUTCMonth() + 1, -1);
}

/** Integer cents → reais (2 decimals, exact in the JSON). */
export const reais = (cents: number): number => Math.round(cents) / 100;
