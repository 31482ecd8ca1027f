/**
 * Brazilian document and number masks of spec section 5. Input may be masked already; only the
 * digits count, and a value of the wrong length is shown as it came (never half-masked).
 */
const digits = (v: unknown): string => String(v).replace(/\D/g, '');

/** 00.000.000/0000-00 */
export function formatCnpj(v: unknown): string {
  const d = digits(v);
  return d.length === 14
    ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
    : String(v);
}

/**
 * Judicial process number: 20 digits → NNNNNNN-DD.AAAA.J.TR.OOOO (CNJ); 13 digits → the older
 * state pattern NNNN.AA.NNNNNN-D (the spec only says "a shorter pattern"; this is our choice).
 */
export function formatProcesso(v: unknown): string {
  const d = digits(v);
  if (d.length === 20)
    return `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d.slice(13, 14)}.${d.slice(14, 16)}.${d.slice(16)}`;
  if (d.length === 13) return `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6, 12)}-${d.slice(12)}`;
  return String(v);
}

/** PIS/PASEP (NIS): 11 digits → 000.00000.00-0, as the Caixa and the pay slips print it. */
export function formatPis(v: unknown): string {
  const d = digits(v);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 8)}.${d.slice(8, 10)}-${d.slice(10)}` : String(v);
}

/** (00) 0000-0000 or (00) 00000-0000. */
export function formatTelefone(v: unknown): string {
  const d = digits(v);
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  return String(v);
}

/** International: '+' and the digits ('5531999998888' → '+55 31 99999-8888' when Brazilian). */
export function formatTelefoneInternacional(v: unknown): string {
  const d = digits(v);
  if (d.startsWith('55') && (d.length === 12 || d.length === 13))
    return `+55 ${formatTelefone(d.slice(2)).replace(/[()]/g, '')}`;
  return d ? `+${d}` : String(v);
}

/** CEP 00000-000 ('30112000' → '30112-000'). */
export function formatCep(v: unknown): string {
  const d = digits(v);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : String(v);
}

/**
 * Competence (month of a payroll) MM/yyyy, from the 'YYYYMM' number or text the back ends send
 * ('202503' or 202503 → '03/2025') or from 'YYYY-MM'; a value already 'MM/yyyy' stays as it is.
 */
export function formatCompetencia(v: unknown): string {
  const s = String(v).trim();
  const m = /^(\d{4})-?(\d{2})$/.exec(s);
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[2]}/${m[1]}` : s;
}
