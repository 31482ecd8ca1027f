/**
 * Pure rules of the date picker (spec §5): dd/MM/yyyy, no time, Portuguese day and month names,
 * years 1900 to 2100 by default. The view (date.tsx) only renders what these return.
 */
import { MESES } from '../../../../core/meses.ts';

export const DIAS_SEMANA = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const DIAS_SEMANA_EXTENSO = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;
export const ANO_MIN = 1900;
export const ANO_MAX = 2100;
export const BOTAO_CONFIRMAR = 'Confirmar';
export const BOTAO_CANCELAR = 'Cancelar';

export interface Dia {
  ano: number;
  mes: number; // 0-11
  dia: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toBR = (d: Dia): string => `${pad(d.dia)}/${pad(d.mes + 1)}/${d.ano}`;

/** 'dd/MM/yyyy' → Dia, or null unless a real date. */
export function fromBR(text: string): Dia | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [dia, mes, ano] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const d = new Date(ano, mes, dia);
  return d.getFullYear() === ano && d.getMonth() === mes && d.getDate() === dia ? { ano, mes, dia } : null;
}

/** The years the picker offers, [min..max] (default 1900–2100). */
export function anosDoSeletor(min = ANO_MIN, max = ANO_MAX): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/**
 * The month as weeks starting on Sunday (Dom); days outside the month are null. Always whole
 * weeks, so the grid has 4 to 6 rows.
 */
export function semanasDoMes(ano: number, mes: number): (number | null)[][] {
  const first = new Date(ano, mes, 1).getDay();
  const days = new Date(ano, mes + 1, 0).getDate();
  const cells: (number | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Month navigation clamped to the year range. */
export function mudaMes(
  ano: number,
  mes: number,
  delta: number,
  min = ANO_MIN,
  max = ANO_MAX,
): { ano: number; mes: number } {
  const d = new Date(ano, mes + delta, 1);
  if (d.getFullYear() < min) return { ano: min, mes: 0 };
  if (d.getFullYear() > max) return { ano: max, mes: 11 };
  return { ano: d.getFullYear(), mes: d.getMonth() };
}

/** Accessible name of a day button: 'segunda-feira, 2 de fevereiro de 2024'. */
export const nomeDoDia = (d: Dia): string =>
  `${DIAS_SEMANA_EXTENSO[new Date(d.ano, d.mes, d.dia).getDay()]}, ${d.dia} de ${MESES[d.mes]} de ${d.ano}`;
