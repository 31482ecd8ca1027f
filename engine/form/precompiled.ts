/**
 * Picks the validator of a form: the one compiled at build time for this exact schema
 * (scripts/vite/precompiled-validators.ts), so no code is generated in the browser and the
 * Content-Security-Policy needs no `unsafe-eval`. A schema that was not precompiled (built at run
 * time) is a programming error: it fails loudly instead of silently needing `eval`.
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
import { PRECOMPILED } from 'virtual:prh-validators';

const cache = new Map<string, ValidatorType>();

export function validatorFor(schema: RJSFSchema): ValidatorType {
  const key = hashForSchema(schema);
  const cached = cache.get(key);
  if (cached) return cached;
  // One map holds every compiled schema and sub-schema, keyed by rjsf's hash (what rjsf looks up).
  const fns = PRECOMPILED as unknown as ValidatorFunctions;
  if (!fns[key])
    throw new Error(
      `Formulário sem validador pré-compilado (schema ${key}). Declare o schema num documento de tela em screens/.`,
    );
  const v = createPrecompiledValidator(fns, schema) as ValidatorType;
  cache.set(key, v);
  return v;
}
