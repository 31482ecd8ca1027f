/**
 * pt-BR phonetic key (BuscaBR-like) for the servant search: names that sound alike get the same
 * key, so 'Luis Souza' finds 'Luiz Sousa'. Each name token becomes one key; the seed stores the
 * keys of every servant (`servidor.nome_fonetico`, a text[] with a GIN index) and the search asks
 * for rows whose key array contains every key of the query, so token order does not matter.
 *
 * Accents are folded first — Ç included — because an operator typing 'Goncalves' on a keyboard
 * without cedilla must find 'Gonçalves'; the soft C (before E/I) then becomes S as BuscaBR says.
 */

/** Tokens that carry no sound of their own in a Brazilian name ('Maria da Silva'). */
const CONECTIVOS = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E', 'DI', 'DU']);

/** Ordered rewrite rules applied to one upper-case, accent-free token. */
const REGRAS: [RegExp, string][] = [
  [/[^A-Z]/g, ''],
  [/Y/g, 'I'],
  [/W/g, 'V'],
  [/PH/g, 'F'],
  [/TH/g, 'T'],
  [/[CP]T/g, 'T'], // Victor → Vitor, Baptista → Batista
  [/SCH|SH|CH/g, 'X'],
  [/LH/g, 'L'],
  [/NH/g, 'N'],
  [/(SC|XC|C)(?=[EI])/g, 'S'], // Nascimento, Exceção, Cecília
  [/QU(?=[EI])/g, 'K'],
  [/G(?=[EI])/g, 'J'], // Geferson/Jeferson (before GU, so Guilherme keeps its hard G)
  [/GU(?=[EI])/g, 'G'],
  [/CK|Q|C/g, 'K'],
  [/Z/g, 'S'],
  [/H/g, ''], // silent H (Helena, Thaís after TH)
  [/([A-Z])\1+/g, '$1'], // double letters: Mattos, Rafaella, SS → S
  [/N$/g, 'M'], // final nasal: Ivan/Ivam
  [/E$/g, 'I'], // final vowels as spoken: Jorge/Jorgi
  [/O$/g, 'U'],
];

/** The phonetic key of one name token ('' for connectors and empty input). */
export function chaveFonetica(token: string): string {
  let s = token
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  if (CONECTIVOS.has(s)) return '';
  for (const [re, to] of REGRAS) s = s.replace(re, to);
  return s;
}

/** The distinct keys of every token of a name, in order of appearance. */
export function chavesFoneticas(nome: string): string[] {
  const out: string[] = [];
  for (const t of nome.split(/[\s'-]+/)) {
    const k = chaveFonetica(t);
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

/** Postgres text[] literal of the keys (keys are A–Z only, so no quoting is needed). */
export const arrayLiteral = (keys: string[]): string => `{${keys.join(',')}}`;
