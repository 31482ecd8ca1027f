/**
 * Option lists of the year and period widgets. Years: descending, 1900–2099 bounded by the spec,
 * up to `max` (default this year), optional 'Todos os anos'. Period helper: previous, current and
 * next month as {texto, valor} with valor 'MM/AAAA' (spec §3 "Period option: texto, valor").
 */
import { MESES } from '../../../../core/meses.ts';

export const TODOS_OS_ANOS = 'Todos os anos';

export function yearOptions(
  opts: { min?: number; max?: number; todos?: boolean } = {},
  today = new Date(),
): { value: string; label: string }[] {
  const max = Math.min(opts.max ?? today.getFullYear(), 2099);
  const min = Math.max(opts.min ?? 1900, 1900);
  const years = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => String(max - i));
  return [...(opts.todos ? [{ value: '', label: TODOS_OS_ANOS }] : []), ...years.map((y) => ({ value: y, label: y }))];
}

export function periodOptions(today = new Date()): { texto: string; valor: string }[] {
  return [-1, 0, 1].map((delta) => {
    const d = new Date(today.getFullYear(), today.getMonth() + delta, 1);
    const mm = String(d.getMonth() + 1).padStart(2, '0');
    const nome = delta < 0 ? 'Mês anterior' : delta === 0 ? 'Mês atual' : 'Próximo mês';
    return { texto: `${nome} (${MESES[d.getMonth()]}/${d.getFullYear()})`, valor: `${mm}/${d.getFullYear()}` };
  });
}
