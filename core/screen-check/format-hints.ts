/**
 * Spec §5 formatting rules a screen document applies: a column or field showing a CPF, a CEP, a
 * PIS/PASEP, a date, a competence or money needs a formatter, else the user reads the raw value
 * ('30112000', '202503', '52998224725'). Recognised by the response field's name and type in the catalogue; a
 * value the endpoint already sends formatted (its description says 'DD/MM/AAAA', 'MM/AAAA') is fine.
 * `schemas:check` warns (it does not fail) for every column or field without any `format`.
 */
export interface FieldSchema {
  type?: string | string[];
  description?: string;
}

const isNumber = (p?: FieldSchema) => [p?.type ?? []].flat().some((t) => t === 'number' || t === 'integer');

/** The formatter a field of this name and schema should have, or undefined when none is expected. */
export function expectedFormat(field: string, prop: FieldSchema | undefined): string | undefined {
  const desc = prop?.description ?? '';
  if (/^cpf/i.test(field)) return 'cpf';
  if (/^cep$/i.test(field)) return 'cep';
  if (/^pis/i.test(field)) return 'pis';
  if (/^(competencia|anoMes)/i.test(field) && !/mm\/(aaaa|yyyy)/i.test(desc)) return 'competencia';
  if (/^data([A-Z]|$)/.test(field) && !/dd\/mm/i.test(desc)) return 'date';
  if (/^valor/i.test(field) && isNumber(prop)) return 'moeda';
  return undefined;
}

const WHAT: Record<string, string> = {
  cpf: 'um CPF',
  cep: 'um CEP',
  pis: 'um PIS/PASEP',
  competencia: 'uma competência',
  date: 'uma data',
  moeda: 'um valor em dinheiro',
};

/** The warning for a column/field without formatter, or undefined when it needs none or has one. */
export function formatWarning(
  field: string,
  format: string | undefined,
  prop: FieldSchema | undefined,
  what: string,
): string | undefined {
  if (format) return undefined;
  const want = expectedFormat(field, prop);
  return want
    ? `${what} '${field}' mostra ${WHAT[want]} sem formatador (spec §5): use "format": "${want}".`
    : undefined;
}
