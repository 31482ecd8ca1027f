/** ISO 'YYYY-MM-DD' (or a longer ISO date-time, cut to 10 characters) → 'dd/MM/yyyy'. */
export function formatDate(value: unknown): string {
  const s = String(value ?? '').slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(value ?? '');
}
