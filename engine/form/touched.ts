/**
 * Which fields of a form show their errors: a field once the user has left it, every
 * field once a submit was tried. The form validates on every change, so an error appears when a
 * touched field goes wrong and goes away as soon as it is corrected — not at the next submit —
 * while fields the user has not reached yet stay quiet.
 */

/** The top-level field an rjsf error points at ('.cpf', '.carreiras.0' → 'cpf', 'carreiras'). */
export const fieldOfProperty = (property: string | undefined): string =>
  (property ?? '').replace(/^\./, '').split(/[.[]/)[0];

/**
 * The top-level field an element of the form belongs to, from the id rjsf gave it
 * (`{idPrefix}_{field}`, a widget's inner parts `{idPrefix}_{field}-…`); the longest name wins
 * ('data' and 'dataFim').
 */
export function fieldOfElement(el: Element | null, idPrefix: string, fields: string[]): string | undefined {
  const id = el?.closest('[id]')?.id ?? '';
  const rest = id.startsWith(`${idPrefix}_`) ? id.slice(idPrefix.length + 1) : '';
  if (!rest) return undefined;
  return fields
    .filter((f) => rest === f || rest.startsWith(`${f}-`) || rest.startsWith(`${f}_`))
    .sort((a, b) => b.length - a.length)[0];
}

export interface Touched {
  /** Whether the errors of `field` are shown. */
  shows(field: string): boolean;
  /** The user left `field`; true the first time. */
  touch(field: string): boolean;
  /** A submit was tried: every field shows its errors from now on. */
  showAll(): void;
}

export function createTouched(): Touched {
  const fields = new Set<string>();
  let all = false;
  return {
    shows: (field) => all || fields.has(field),
    touch: (field) => {
      if (fields.has(field)) return false;
      fields.add(field);
      return true;
    },
    showAll: () => {
      all = true;
    },
  };
}
