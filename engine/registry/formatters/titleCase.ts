/** Words that stay lower case inside a Portuguese name ('Maria da Silva e Souza'). */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** Title-case names, as the portal shows servants' names stored in capitals. */
export function formatTitleCase(value: unknown): string {
  return String(value ?? '')
    .toLocaleLowerCase('pt-BR')
    .split(/(\s+)/)
    .map((w, i) => (PARTICLES.has(w) && i > 0 ? w : w.charAt(0).toLocaleUpperCase('pt-BR') + w.slice(1)))
    .join('');
}
