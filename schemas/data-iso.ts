/**
 * Dates in request bodies (spec §7, catalogue §7: "dates are sent as ISO text at midnight with a
 * -03:00 offset, or in pt-BR format in filters"): '2026-03-15T00:00:00-03:00'. The user types
 * and reads DD/MM/AAAA everywhere; the catalogue's `dataIso`/`dataIsoNaoFutura` formats mark the
 * body fields that travel as ISO, the portal converts them when it sends (services/http/
 * prepareCall.ts) and the gateway validates them by the same formats and reads the day from them.
 * Filters and answers keep DD/MM/AAAA.
 */

/** Brasília's offset, which the spec fixes for every date sent (no daylight saving since 2019). */
export const OFFSET_BRASILIA = '-03:00';

const ISO = /^(\d{4})-(\d{2})-(\d{2})T00:00:00(?:\.000)?-03:00$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real calendar date as a local Date (as parseDataBR), or null. */
function diaDoCalendario(y: number, mo: number, d: number): Date | null {
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** Parses '2026-03-15T00:00:00-03:00' (midnight in Brasília) into a local Date, or null. */
export function parseDataIso(value: string): Date | null {
  const m = ISO.exec(value);
  return m ? diaDoCalendario(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A date sent in a body: ISO at midnight with -03:00 and a real calendar day; empty accepted. */
export const isDataIso = (value: string): boolean => value === '' || parseDataIso(value) !== null;

/** 'DD/MM/AAAA' → '2026-03-15T00:00:00-03:00'; any other value (empty, already ISO, invalid) unchanged. */
export function dataIsoDeBR(value: string): string {
  const m = BR.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}T00:00:00${OFFSET_BRASILIA}` : value;
}

/** The day of a body date, 'AAAA-MM-DD', as the database stores it; '' when the value is not one. */
export const diaDaDataIso = (value: unknown): string =>
  typeof value === 'string' && parseDataIso(value) ? value.slice(0, 10) : '';

/** The day of a body date as the user reads it, DD/MM/AAAA ('' when the value is not one). */
export function dataBRDeIso(value: unknown): string {
  const dia = diaDaDataIso(value);
  return dia ? dia.split('-').reverse().join('/') : '';
}

/** The catalogue formats of body dates, each with the format of the form field the user types it in (schemas:check). */
export const FORMATO_NO_FORMULARIO: Record<string, string> = { dataIso: 'dataBR', dataIsoNaoFutura: 'dataNaoFutura' };
export const isFormatoDataIso = (format: unknown): boolean =>
  typeof format === 'string' && format in FORMATO_NO_FORMULARIO;

/**
 * A body's DD/MM/AAAA values of the fields the catalogue marks as ISO dates, converted; the other
 * values as they are. `formatOf` tells a field's catalogue format.
 */
export function corpoComDatasIso(
  values: Record<string, unknown>,
  formatOf: (campo: string) => unknown,
): Record<string, unknown> {
  const out = { ...values };
  for (const [campo, valor] of Object.entries(values))
    if (typeof valor === 'string' && isFormatoDataIso(formatOf(campo))) out[campo] = dataIsoDeBR(valor);
  return out;
}
