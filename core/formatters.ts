/** Formatter registry: value → display text, by the name screens write in `format`. */
import { formatCpf } from './formatters/cpf.ts';
import { formatDate } from './formatters/date.ts';
import { formatTitleCase } from './formatters/titleCase.ts';
import { formatUppercase } from './formatters/uppercase.ts';
import {
  formatCep,
  formatCnpj,
  formatCompetencia,
  formatPis,
  formatProcesso,
  formatTelefone,
  formatTelefoneInternacional,
} from './formatters/documents.ts';
import { formatDecimal, formatMoeda, formatPercentual, formatZeros2 } from './formatters/numbers.ts';
import {
  formatCorte10,
  formatEspecie,
  formatProfessor,
  formatQuebraLinha,
  formatUnderscore,
} from './formatters/text.ts';
import { createRegistry, unknownMessage } from './registry.ts';

export type Formatter = (value: unknown) => string;

export const formatters = createRegistry<Formatter>('formatter', {
  cpf: formatCpf,
  date: formatDate,
  titleCase: formatTitleCase,
  uppercase: formatUppercase,
  cnpj: formatCnpj,
  processo: formatProcesso,
  telefone: formatTelefone,
  telefoneInternacional: formatTelefoneInternacional,
  moeda: formatMoeda,
  percentual: formatPercentual,
  decimal: formatDecimal,
  zeros2: formatZeros2,
  underscore: formatUnderscore,
  quebraLinha: formatQuebraLinha,
  corte10: formatCorte10,
  professor: formatProfessor,
  especie: formatEspecie,
  cep: formatCep,
  competencia: formatCompetencia,
  pis: formatPis,
});

/**
 * Formats with the named formatter; an unknown name yields the visible error text. `labels` (a
 * column's or field's code → label table, e.g. {"F": "Feminino"}) is applied first: a listed code
 * shows its label, any other value goes on to the formatter as it came.
 */
export function formatValue(format: string | undefined, value: unknown, labels?: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '';
  if (labels && Object.hasOwn(labels, String(value))) return labels[String(value)];
  if (!format) return String(value);
  const f = formatters.get(format);
  return f ? f(value) : unknownMessage('formatter', format);
}
