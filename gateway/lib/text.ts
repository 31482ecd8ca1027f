/** Text normalisation shared by the seed (stored `nome_busca`) and the name search filter. */

/** Lower case, accents removed, inner spaces collapsed: 'José  Antônio' → 'jose antonio'. */
export const normalizeName = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Escapes LIKE wildcards so user input matches literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text filter of a request, trimmed; '' when absent. */
export const texto = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
