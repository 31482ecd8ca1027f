/**
 * Brazilian formats and the validation rules of spec section 5, shared by the portal (rjsf
 * validator) and the gateway (request validation), so a value the screen accepts is exactly a
 * value the server accepts.
 *
 * Each format is a pure predicate on a string; empty strings are accepted (a required field is
 * enforced by `required`/`minLength`, not by the format), as the spec says for CPF, names, phones
 * and 19-digit numbers.
 */
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { isDataIso, parseDataIso } from './data-iso.ts';

/** Keeps only the digits of a masked value ('529.982.247-25' → '52998224725'). */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** CPF: 11 digits, not all equal, both check digits right; empty accepted. Masks are ignored. */
export function isCpf(value: string): boolean {
  if (value === '') return true;
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return isValidCpf(digits);
}

/** Parses 'DD/MM/YYYY' into a local Date, or null when it is not a real calendar date. */
export function parseDataBR(value: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

/** Date text DD/MM/YYYY: at least 10 characters and a real date; empty accepted. */
export const isDataBR = (value: string): boolean => value === '' || (value.length >= 10 && parseDataBR(value) !== null);

/** A name is valid when empty or at least 3 characters (ignoring surrounding spaces). */
export const isNome = (value: string): boolean => value.trim() === '' || value.trim().length >= 3;

/**
 * A person's name as a name, where someone gives a name to be stored (the
 * access request, a curator): a letter of any alphabet first, then letters and combining accents,
 * spaces, apostrophes, hyphens and periods ("Maria D'Ávila", "Ana-Clara", "José Jr."), at least 3
 * characters; empty accepted. No digits, markup or other symbols: '<img src=x onerror=…>' is not a
 * name. One character class, no nested quantifier, so any input is checked in linear time.
 */
export const isNomePessoa = (value: string): boolean =>
  value.trim() === '' || (isNome(value) && /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(value.trim()));

/** Digits only, exactly 19 of them; empty accepted (required is checked elsewhere). */
export const isDigitos19 = (value: string): boolean => value === '' || /^\d{19}$/.test(value);

/** Digits only, any length (MASP, número funcionário); empty accepted. */
export const isDigitos = (value: string): boolean => value === '' || /^\d+$/.test(value);

/** Competence MM/YYYY: the message of its first broken rule, or null when valid. */
export function competenciaError(value: string): string | null {
  if (value === '') return null;
  if (value.length !== 7 || !/^\d{2}\/\d{4}$/.test(value)) return 'Competência inválida. Use o formato MM/AAAA.';
  const month = Number(value.slice(0, 2));
  const year = Number(value.slice(3));
  if (month < 1 || month > 12) return 'Mês preenchido inválido';
  if (year < 1000) return 'Ano preenchido inválido';
  return null;
}

/** Competence as the number YYYYMM; null unless the month has 2 digits and the year 4. */
export function competenciaToNumber(value: string): number | null {
  const m = /^(\d{2})\/(\d{4})$/.exec(value);
  return m ? Number(m[2] + m[1]) : null;
}

export const isTelefone = (value: string): boolean => value === '' || onlyDigits(value).length >= 10;

export function isCelular(value: string): boolean {
  if (value === '') return true;
  const digits = onlyDigits(value);
  if (digits.length < 11) return false;
  return digits[2] === '9';
}

/** Year: 4 digits between 1900 and 2099. */
export const isAno = (value: string): boolean =>
  value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= 2099);

/** E-mail: the usual pattern ending in 2 to 4 letters; empty accepted. */
export const isEmail = (value: string): boolean =>
  value === '' || /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/.test(value);

/** A date of either form the catalogue carries: DD/MM/YYYY (filters, forms) or ISO at midnight -03:00 (bodies). */
const parseData = (value: string): Date | null => parseDataBR(value) ?? parseDataIso(value);

/** A real date (DD/MM/YYYY or a body's ISO) that is not after today (local time); empty accepted. */
export function isDataNaoFutura(value: string, today: Date = new Date()): boolean {
  if (value === '') return true;
  const d = value.length >= 10 ? parseData(value) : null;
  if (!d) return false;
  return d.getTime() <= new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
}

/** Start strictly before end (both DD/MM/YYYY, or both a body's ISO); true when either is empty or invalid (their own format reports it). */
export function isInicioAntesDoFim(inicio: string, fim: string): boolean {
  const a = parseData(inicio);
  const b = parseData(fim);
  return !a || !b || a.getTime() < b.getTime();
}

/** Upper case only: capital letters (accented too), digits, spaces and the symbols . , - / ( ) & º ª; empty accepted. */
export const isMaiusculas = (value: string): boolean => /^[A-ZÀ-ÖØ-Þ0-9 .,\-/()&ºª]*$/.test(value);

/** CNPJ: 14 digits with both check digits right; empty accepted. Masks are ignored. */
export function isCnpj(value: string): boolean {
  if (value === '') return true;
  const d = onlyDigits(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const dv = (len: number) => {
    const w = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = w.reduce((acc, x, i) => acc + x * Number(d[i]), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(12) === Number(d[12]) && dv(13) === Number(d[13]);
}

/** The CNJ mask of a judicial process number (Resolução CNJ 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO. */
const CNJ_MASCARA = /^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/;

/** Remainder mod 97 of a digit string of any length (ISO 7064 mod 97-10, without big integers). */
const mod97 = (digits: string): number => [...digits].reduce((r, c) => (r * 10 + Number(c)) % 97, 0);

/**
 * The two check digits (DD) of a CNJ number from its other parts: 98 − (N·A·J·TR·O·00 mod 97),
 * two digits (ISO 7064 mod 97-10, Resolução CNJ 65/2008 annex VIII).
 */
export function digitosCnj(sequencial: string, ano: string, justica: string, tribunal: string, origem: string): string {
  return String(98 - mod97(`${sequencial}${ano}${justica}${tribunal}${origem}00`)).padStart(2, '0');
}

/**
 * Judicial process number in the CNJ format: the mask NNNNNNN-DD.AAAA.J.TR.OOOO or its 20 digits
 * alone, with the check digits right (N·A·J·TR·O·DD mod 97 = 1); empty accepted.
 */
export function isCnj(value: string): boolean {
  if (value === '') return true;
  if (!CNJ_MASCARA.test(value) && !/^\d{20}$/.test(value)) return false;
  const d = onlyDigits(value);
  return mod97(d.slice(0, 7) + d.slice(9) + d.slice(7, 9)) === 1;
}

export interface FormatDefinition {
  validate: (value: string) => boolean;
  /** pt-BR message shown under the field (and in the gateway's listaCriticas). */
  message: string | ((value: string) => string);
}

const MSG_DATA_ISO = 'Data inválida. Envie a data no formato AAAA-MM-DDT00:00:00-03:00.';

/** Every custom format, by the name used in JSON Schemas (`"format": "cpf"`). */
export const FORMATS: Record<string, FormatDefinition> = {
  cpf: { validate: isCpf, message: 'CPF inválido.' },
  dataBR: { validate: isDataBR, message: 'Data inválida. Use o formato DD/MM/AAAA.' },
  competencia: { validate: (v) => competenciaError(v) === null, message: (v) => competenciaError(v) ?? '' },
  nome: { validate: isNome, message: 'Informe ao menos 3 caracteres.' },
  nomePessoa: {
    validate: isNomePessoa,
    message: (v) =>
      isNome(v)
        ? 'Nome inválido: use somente letras, espaços, apóstrofo, hífen e ponto.'
        : 'Informe ao menos 3 caracteres.',
  },
  digitos: { validate: isDigitos, message: 'Informe somente números.' },
  digitos19: { validate: isDigitos19, message: 'Informe exatamente 19 números.' },
  telefone: { validate: isTelefone, message: 'Telefone inválido. Informe DDD e número.' },
  celular: { validate: isCelular, message: 'Celular inválido. Informe DDD e número iniciado por 9.' },
  ano: { validate: isAno, message: 'Ano inválido. Informe um ano entre 1900 e 2099.' },
  email: { validate: isEmail, message: 'E-mail inválido.' },
  dataNaoFutura: {
    validate: (v) => isDataBR(v) && isDataNaoFutura(v),
    message: (v) => (isDataBR(v) ? 'A data não pode ser futura.' : 'Data inválida. Use o formato DD/MM/AAAA.'),
  },
  // Body dates (schemas/data-iso.ts): the portal converts what the user typed, so these messages
  // reach only a client that sends another form.
  dataIso: { validate: isDataIso, message: MSG_DATA_ISO },
  dataIsoNaoFutura: {
    validate: (v) => isDataIso(v) && isDataNaoFutura(v),
    message: (v) => (isDataIso(v) ? 'A data não pode ser futura.' : MSG_DATA_ISO),
  },
  maiusculas: { validate: isMaiusculas, message: 'Use somente letras maiúsculas, números e os símbolos permitidos.' },
  cnpj: { validate: isCnpj, message: 'CNPJ inválido.' },
  cnj: { validate: isCnj, message: 'Número de processo inválido. Use o formato NNNNNNN-DD.AAAA.J.TR.OOOO do CNJ.' },
  // The login exchange's: RFC 7636's 43 to 128 unreserved characters, and the portal's random nonce.
  verificadorPkce: { validate: (v) => /^[A-Za-z0-9._~-]{43,128}$/.test(v), message: 'Verificador PKCE inválido.' },
  nonce: { validate: (v) => /^[A-Za-z0-9._~-]{16,128}$/.test(v), message: 'Nonce inválido.' },
};

/** Ano (4 characters) or ano-mês (7 characters, MM/AAAA): spec §5 "a value of 4 or 7 characters is accepted as year or year-month". */
export const isAnoOuCompetencia = (value: string): boolean =>
  value === '' || (value.length === 4 ? isAno(value) : value.length === 7 && competenciaError(value) === null);

FORMATS.anoOuCompetencia = {
  validate: isAnoOuCompetencia,
  message: (v) => (v.length === 7 ? (competenciaError(v) ?? '') : 'Informe o ano (AAAA) ou o mês e o ano (MM/AAAA).'),
};

/**
 * Cross-field keyword `antesDe` (spec §5: "a start date must be strictly before the end date"),
 * written on the start field of a period: `"dataInicial": {"format": "dataBR", "antesDe":
 * "dataFinal"}`. Both dates empty or invalid pass (their own format reports them).
 */
export const KEYWORD_ANTES_DE = 'antesDe';
export const MSG_INICIO_ANTES_DO_FIM = 'A data inicial deve ser anterior à data final.';

/** Errors of the cross-field keywords of an object schema for `data` (property name → message). */
export function crossFieldErrors(schema: unknown, data: unknown): { campo: string; mensagem: string }[] {
  const props = (schema as { properties?: Record<string, Record<string, unknown>> } | null)?.properties ?? {};
  const values = (data ?? {}) as Record<string, unknown>;
  const out: { campo: string; mensagem: string }[] = [];
  for (const [campo, prop] of Object.entries(props)) {
    const fim = prop[KEYWORD_ANTES_DE];
    if (typeof fim !== 'string') continue;
    const a = values[campo];
    const b = values[fim];
    if (typeof a === 'string' && typeof b === 'string' && !isInicioAntesDoFim(a, b))
      out.push({ campo, mensagem: MSG_INICIO_ANTES_DO_FIM });
  }
  return out;
}

/**
 * The keyword as an ajv definition (gateway request validation and `schemas:check`): it reads
 * the sibling value through ajv's parent data, so it works wherever the schema is compiled at run
 * time. The portal's precompiled validators cannot hold a function keyword; its forms apply the
 * same rule with `crossFieldErrors` (engine/form/SchemaForm.tsx `customValidate`).
 */
export const KEYWORDS = [
  {
    keyword: KEYWORD_ANTES_DE,
    type: 'string' as const,
    schemaType: 'string' as const,
    errors: false as const,
    validate: (fim: string, data: string, _schema?: unknown, cxt?: { parentData?: unknown }) => {
      const other = (cxt?.parentData as Record<string, unknown> | undefined)?.[fim];
      return typeof other !== 'string' || isInicioAntesDoFim(data, other);
    },
  },
];

/** The message for a value that failed `format`. */
export function formatMessage(format: string, value: unknown): string {
  const def = FORMATS[format];
  if (!def) return 'Valor inválido.';
  return typeof def.message === 'function' ? def.message(String(value ?? '')) : def.message;
}

/** pt-BR messages for the standard JSON Schema keywords, shared by rjsf and the gateway. */
export function keywordMessage(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'required':
      return 'Campo obrigatório.';
    case 'minLength':
      // At least one character is "fill it in", which is how the user reads an empty field.
      return Number(params.limit) === 1 ? 'Campo obrigatório.' : `Informe ao menos ${params.limit} caracteres.`;
    case 'maxLength':
      return `Informe no máximo ${params.limit} caracteres.`;
    case 'minimum':
      return `O valor mínimo é ${params.limit}.`;
    case 'maximum':
      return `O valor máximo é ${params.limit}.`;
    case 'pattern':
      return 'Valor em formato inválido.';
    // Lists are choices (checkboxes, multi-selects): the messages say what to pick.
    case 'minItems':
      return Number(params.limit) === 1
        ? 'Selecione ao menos uma opção.'
        : `Selecione ao menos ${params.limit} opções.`;
    case 'maxItems':
      return Number(params.limit) === 1
        ? 'Selecione no máximo uma opção.'
        : `Selecione no máximo ${params.limit} opções.`;
    case 'uniqueItems':
      return 'Cada opção só pode ser selecionada uma vez.';
    case 'enum':
      return 'Valor não permitido.';
    case 'type':
      return 'Tipo de valor inválido.';
    case 'additionalProperties':
      return `Parâmetro não reconhecido: ${params.additionalProperty}.`;
    case 'format':
      return formatMessage(String(params.format), params.value);
    case KEYWORD_ANTES_DE:
      return MSG_INICIO_ANTES_DO_FIM;
    default:
      return 'Valor inválido.';
  }
}
