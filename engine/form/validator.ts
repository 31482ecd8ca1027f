/**
 * The rjsf validator of the engine: ajv 8 with the shared Brazilian formats of schemas/formats.ts
 * (the gateway validates requests with the same predicates), and errors turned into the pt-BR
 * messages of `keywordMessage`, so the text under a field is the text the gateway would send.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { FORMATS, keywordMessage } from '../../schemas/formats.ts';

const customFormats = Object.fromEntries(Object.entries(FORMATS).map(([name, def]) => [name, def.validate]));

export const validator = customizeValidator({ customFormats });

/** Reads the value an error's `property` ('.a.b' or '.a[0]') points at. */
export function valueAt(data: unknown, property: string | undefined): unknown {
  if (!property) return data;
  const parts = property.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
  let cur: unknown = data;
  for (const p of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/**
 * Returns rjsf's `transformErrors` for the current form data. The data is needed because some
 * messages depend on the value (a competence says whether the month or the year is wrong).
 */
export function transformErrorsFor(getData: () => unknown) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((e) => {
      const params = { ...(e.params as Record<string, unknown>), value: valueAt(getData(), e.property) };
      const message = keywordMessage(e.name ?? '', params);
      return { ...e, message, stack: `${e.property ?? ''} ${message}`.trim() };
    });
}
