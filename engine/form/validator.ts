/**
 * pt-BR errors for the engine's forms: rjsf's errors turned into the messages of
 * `keywordMessage`, so the text under a field is the text the gateway would send. The validators
 * themselves are compiled at build time with the shared formats (engine/form/precompiled.ts).
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { keywordMessage } from '../../schemas/formats.ts';

/** Reads the value an error's `property` ('.a.b' or '.a[0]') points at. */
export function valueAt(data: unknown, property: string | undefined): unknown {
  if (!property) return data;
  const parts = property
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
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
