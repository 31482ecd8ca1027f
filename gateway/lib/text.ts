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

/** `expr` in lower case without the accents of Portuguese, in SQL (the same result as normalizeName). */
export const semAcentosSql = (expr: string): string =>
  `translate(lower(${expr}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

/** 'DD/MM/AAAA' (already validated by the catalogue's date formats) → 'AAAA-MM-DD'. */
export const isoDeDataBR = (v: unknown): string => String(v).split('/').reverse().join('-');

/**
 * A day as the database keeps it, 'AAAA-MM-DD' (or a timestamp that starts with one) → 'DD/MM/AAAA',
 * as answers, messages, audit rows and documents write it; '' when there is none. (A date a
 * request body carries, ISO at midnight in Brasília, is schemas/data-iso.ts's dataBRDeIso.)
 */
export const dataBRDoDia = (dia: string | null | undefined): string =>
  dia ? dia.slice(0, 10).split('-').reverse().join('/') : '';

/** Today in Brasília as 'AAAA-MM-DD'. */
export const hojeBrasilia = (agora: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(agora);

/**
 * Today in Brasília, in SQL. Never `current_date`: it is the day of the session's time zone (UTC
 * on PGlite and on a server set up by initdb, so tomorrow from 21:00 in Brasília), and, a keyword,
 * it ignores the tests' clock on PostgreSQL (gateway/testing/pg.setup.ts).
 */
export const HOJE_SQL = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

/** A timestamptz column as Brasília 'dd/mm/aaaa HH:MM' (or with ':SS'), in SQL. */
export const dataHoraSql = (expr: string, segundos = false): string =>
  `to_char(${expr} AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI${segundos ? ':SS' : ''}')`;
/** A date column as 'DD/MM/YYYY', in SQL. */
export const dataSql = (expr: string): string => `to_char(${expr}, 'DD/MM/YYYY')`;
/** An amount column in cents as reais (a float), in SQL. */
export const reaisSql = (expr: string): string => `(${expr} / 100.0)::float8`;
