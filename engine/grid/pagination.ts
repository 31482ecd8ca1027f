/** Pure rules of the table footer (spec sections 5 and 9). */

/** Typed page number (1-based text) → zero-based page, or null when not 1..totalPages. */
export function parsePageInput(text: string, totalPages: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= totalPages ? n - 1 : null;
}

/** Numbers as pt-BR shows them (1.234). */
const n = (value: number): string => value.toLocaleString('pt-BR');

/**
 * 'Exibindo X–Y de N registros' for a zero-based page. `limited`: N is the gateway's count bound
 * (`paginacao.totalLimitado`), so the text says 'de mais de N registros' — never a false total.
 */
export function rangeText(page: number, size: number, total: number, limited = false): string {
  if (total <= 0) return 'Exibindo 0–0 de 0 registros';
  const first = page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  if (limited) return `Exibindo ${n(first)}–${n(last)} de mais de ${n(total)} registros`;
  return `Exibindo ${n(first)}–${n(last)} de ${n(total)} ${total === 1 ? 'registro' : 'registros'}`;
}

/** Wait after the last keystroke before a typed page number is applied. */
export const PAGE_INPUT_DEBOUNCE_MS = 500;
