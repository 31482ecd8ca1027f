/** Text formats of spec section 5. Line breaks are '\n'; the text cell shows them (white-space: pre-line). */

/** 'PENDENTE_ANALISE' → 'PENDENTE ANALISE' */
export const formatUnderscore = (v: unknown): string => String(v).replace(/_+/g, ' ');
/** 'a|b' or 'a\r\nb' → 'a\nb' */
export const formatQuebraLinha = (v: unknown): string =>
  String(v)
    .replace(/\s*\|\s*/g, '\n')
    .replace(/\r\n?/g, '\n');
/** Dates cut to 10 characters ('2024-01-02T00:00:00' → '2024-01-02'). */
export const formatCorte10 = (v: unknown): string => String(v).slice(0, 10);

/** A job title starting with PEB or containing PROFESSOR counts as teacher (spec section 5). */
export const isProfessor = (cargo: unknown): boolean => {
  const c = String(cargo ?? '')
    .trim()
    .toUpperCase();
  return c.startsWith('PEB') || c.includes('PROFESSOR');
};
/** 'Sim'/'Não' for the teacher rule. */
export const formatProfessor = (v: unknown): string => (isProfessor(v) ? 'Sim' : 'Não');

/** Marks the 'Espécie' item of a list ('Espécie: X' → '★ Espécie: X') so it stands out in plain text. */
export const formatEspecie = (v: unknown): string =>
  String(v)
    .split('\n')
    .map((l) => (/^\s*esp[ée]cie\b/i.test(l) ? `★ ${l.trim()}` : l))
    .join('\n');
