/**
 * The one placeholder language of screen documents, used by every parameter, text and target
 * path the engine fills (sources, tables, charts, options, actions, confirmations, forms):
 *
 * - `{field}` takes the value of the current record: the row an action acts on, the record of a
 *   detail screen or form, a picked row over its parent records. Anywhere in the text. In a text
 *   (titles, confirmations, messages) `{field|format}` shows it through a formatter of the format
 *   registry, as a column would: 'CPF {cpf|cpf}' → 'CPF 629.177.112-80'.
 * - `:name` takes the route parameter `name`, when it is the whole value (`"id": ":id"`) or a
 *   path segment (`/x/:id`). A colon inside prose ("Atenção: …") is left alone.
 *
 * A parameter that is exactly one placeholder keeps the value's type (a numeric id stays a
 * number, a list stays a list); mixed text is a string. A missing value is '' in texts and
 * parameters, and an error in a navigation target (sending `/x/` would open another page).
 */

import { formatValue } from '../core/formatters.ts';

export type RecordValues = Record<string, unknown>;
export type RouteValues = Record<string, string | undefined>;

export interface Scope {
  /** The record `{field}` reads. */
  record?: RecordValues;
  /** The route parameters `:name` reads. */
  route?: RouteValues;
}

const WHOLE_FIELD = /^\{(\w+)\}$/;
const WHOLE_ROUTE = /^:(\w+)$/;
const FIELD = /\{(\w+)(?:\|\w+)?\}/g;
/** `:name` at the start or after '/', up to the next '/', '?' or end. */
const ROUTE_SEGMENT = /(^|\/):(\w+)(?=$|[/?#])/g;
/** Both, in one pass (a filled value is never read again as a placeholder). */
const ANY = /\{(\w+)(?:\|(\w+))?\}|(^|\/):(\w+)(?=$|[/?#])/g;

type Lookup = (kind: 'field' | 'route', name: string, format?: string) => string;
const fill = (template: string, look: Lookup): string =>
  template.replace(
    ANY,
    (_m, f: string | undefined, fmt: string | undefined, lead: string | undefined, p: string | undefined) =>
      f !== undefined ? look('field', f, fmt) : (lead ?? '') + look('route', p!),
  );

const text = (v: unknown): string => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join(', ') : String(v));

/** One value: a whole placeholder keeps its type; anything else is filled as text. */
export function fillValue(template: string, scope: Scope = {}): unknown {
  const field = WHOLE_FIELD.exec(template);
  if (field) return scope.record?.[field[1]];
  const route = WHOLE_ROUTE.exec(template);
  if (route) return scope.route?.[route[1]];
  return fillText(template, scope);
}

/** A text (titles, confirmations, success messages): every placeholder as text. */
export function fillText(template: string, scope: Scope = {}): string {
  return fill(template, (kind, name, format) => {
    const v = kind === 'field' ? scope.record?.[name] : scope.route?.[name];
    return format && v !== undefined && v !== null && v !== '' ? formatValue(format, v) : text(v);
  });
}

/** Parameters of a call: each value filled with `fillValue`. */
export function fillParams(params: Record<string, string> | undefined, scope: Scope = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, fillValue(v, scope)]));
}

/** A navigation target: values URI-encoded; a missing one is an error. */
export function fillPath(template: string, scope: Scope = {}): string {
  const need = (v: unknown, name: string): string => {
    if (v === undefined || v === null || v === '')
      throw new Error(`Campo '${name}' ausente para montar o endereço '${template}'.`);
    return encodeURIComponent(text(v));
  };
  return fill(template, (kind, name) =>
    kind === 'field' ? need(scope.record?.[name], name) : need(scope.route?.[name], `:${name}`),
  );
}

/** The `{field}` and `:name` a template uses (for the schema checker and tests). */
export function placeholdersOf(template: string): { fields: string[]; route: string[] } {
  const fields = [...template.matchAll(FIELD)].map((m) => m[1]);
  const whole = WHOLE_ROUTE.exec(template);
  const route = whole ? [whole[1]] : [...template.matchAll(ROUTE_SEGMENT)].map((m) => m[2]);
  return { fields, route };
}
