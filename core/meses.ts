/**
 * The months in Portuguese: one list for the date picker, the period options, the lauda's date in
 * full, the re-registration messages and the bonus' month-by-month table.
 */

/** Lower case, as a month stands inside a sentence ('15 de março de 2025'). */
export const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** Capitalised, as a month heads a row or stands alone ('Março'). */
export const MESES_CAPITULARES = MESES.map((m) => m.charAt(0).toUpperCase() + m.slice(1));
