/** What a screen asks of an endpoint that the endpoint does not do: the problem in Portuguese, or undefined. */
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { suggest } from './suggest.ts';

const WHAT: Record<string, string> = { record: 'um registro', none: 'nada', file: 'um arquivo' };

/**
 * What the screen does with the answer must be what the endpoint answers: rows (a search, a table, a
 * chart, a list of options) need a page or a list, a record (a detail, a form, a fields section) one record.
 */
export function answerProblem(ep: CatalogueEndpoint, wanted: 'rows' | 'record'): string | undefined {
  const ok = wanted === 'rows' ? ep.answer === 'page' || ep.answer === 'list' : ep.answer === 'record';
  if (ok) return undefined;
  return `o endpoint '${ep.name}' responde ${WHAT[ep.answer] ?? 'uma lista'} ('answer': '${ep.answer}'); aqui é preciso ${wanted === 'rows' ? 'uma página ou lista de linhas' : 'um registro'}.`;
}

/** A parameter the screen sends must be one the endpoint takes. */
export function paramProblem(ep: CatalogueEndpoint, param: string): string | undefined {
  const accepted = Object.keys(ep.request.properties ?? {});
  if (!accepted.includes(param))
    return `o endpoint '${ep.name}' não aceita o parâmetro '${param}'. ${suggest(param, accepted)}`;
}
