/** Number formats of spec section 5, pt-BR (comma decimals, dot thousands). */
/** A number, '1234.5' or pt-BR text '1.234,5' (NaN otherwise); the report files type their cells with it. */
export const num = (v: unknown): number => {
  if (typeof v === 'number') return v;
  const s = String(v).trim();
  return s.includes(',') ? Number(s.replace(/\./g, '').replace(',', '.')) : Number(s);
};
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dec2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const orRaw = (v: unknown, f: (n: number) => string): string => (Number.isFinite(num(v)) ? f(num(v)) : String(v));

/** R$ 1.234,56 (non-breaking space as Intl writes it). */
export const formatMoeda = (v: unknown): string => orRaw(v, (n) => brl.format(n));
/** 12,50% — the value is already a percentage. */
export const formatPercentual = (v: unknown): string => orRaw(v, (n) => `${dec2.format(n)}%`);
/** 1.234,50 */
export const formatDecimal = (v: unknown): string => orRaw(v, (n) => dec2.format(n));
/** Two-digit zero padding: 7 → '07'. */
export const formatZeros2 = (v: unknown): string => String(v).padStart(2, '0');
