/**
 * The acts of the careers' legislation (routes/handlers/legislacao.ts): their kinds and natures,
 * and how an act is named wherever it is cited (the legislation list, the lauda generation's
 * options, the audit trail).
 */
export const TIPOS_ATO: Readonly<Record<string, string>> = {
  LEI: 'Lei',
  LEI_COMPLEMENTAR: 'Lei Complementar',
  DECRETO: 'Decreto',
  RESOLUCAO: 'Resolução',
  DELIBERACAO: 'Deliberação',
};
export const NATUREZAS: Readonly<Record<string, string>> = {
  PROGRESSAO: 'Progressão',
  PROMOCAO: 'Promoção',
  PROGRESSAO_PROMOCAO: 'Progressão e promoção',
};

/** An act as it is cited: 'Lei nº 123/2020'. */
export const identificacaoAto = (r: { tipo: string; numero: string; ano: number }): string =>
  `${TIPOS_ATO[r.tipo] ?? r.tipo} nº ${r.numero}/${r.ano}`;

/**
 * An act's summary (ementa) quoted inside a sentence, between parentheses: without its own final
 * period, which would end the sentence before '), RESOLVE'.
 */
export const ementaCitada = (ementa: string): string => ementa.trim().replace(/[.;\s]+$/, '');
