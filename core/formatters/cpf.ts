/** CPF 000.000.000-00 (spec section 5); values that are not 11 digits are shown as they are. */
export function formatCpf(value: unknown): string {
  const s = String(value ?? '');
  const d = s.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : s;
}
