/** Words that stay lower case inside a Portuguese name ('Maria da Silva e Souza'). */
export const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** Spec §8: what a name that cannot be formatted shows, instead of a made-up text. */
export const ERRO_FORMATAR_NOME = 'erro formatarNome';

/**
 * Title-case names, as the portal shows servants' names stored in capitals. Only text is a name: a
 * number, a flag, a list or an object in a name column is a data error, and shows 'erro
 * formatarNome' (spec §8) rather than its String() — '[object Object]' or '42' would pass for a
 * name in a grid or an exported file.
 */
export function formatTitleCase(value: unknown): string {
  if (typeof value !== 'string') return ERRO_FORMATAR_NOME;
  return value
    .toLocaleLowerCase('pt-BR')
    .split(/(\s+)/)
    .map((w, i) => (PARTICLES.has(w) && i > 0 ? w : w.charAt(0).toLocaleUpperCase('pt-BR') + w.slice(1)))
    .join('');
}
