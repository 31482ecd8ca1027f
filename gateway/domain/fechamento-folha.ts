/**
 * The payroll closing date of a competence (aviso.fechamentoTaxacao): the payroll of a competence
 * (AAAAMM) closes on the 20th of that month, or on the previous business day when the 20th falls on
 * a weekend (Saturday → Friday the 19th, Sunday → Friday the 18th). Business day means Monday to
 * Friday: holidays are not considered, since the reference back end has no holiday calendar. The
 * payroll is 'fechada' once today (Brasília) is after that date; on the closing day itself it is
 * still open.
 */

/** The payroll closing date ('AAAA-MM-DD') of competence AAAAMM; see the rule in the file comment. */
export function dataFechamentoFolha(anoMes: number): string {
  const ano = Math.floor(anoMes / 100);
  const mes = anoMes % 100;
  const dia20 = new Date(Date.UTC(ano, mes - 1, 20));
  const recuo = { 0: 2, 6: 1 }[dia20.getUTCDay()] ?? 0;
  const d = new Date(Date.UTC(ano, mes - 1, 20 - recuo));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}
