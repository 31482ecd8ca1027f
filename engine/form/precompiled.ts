/**
 * Picks the validator of a form: the one compiled at build time for this exact schema
 * (scripts/vite/precompiled-validators.ts), so no code is generated in the browser and the
 * Content-Security-Policy needs no `unsafe-eval`. A schema that was not precompiled (built at run
 * time) is a programming error: it fails loudly instead of silently needing `eval` — except the
 * schemas of a document written after the build (runTimeSchemas.ts).
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
import { PRECOMPILED } from 'virtual:prh-validators';
import { runTimeDocs } from './runTimeSchemas.ts';

const cache = new Map<string, ValidatorType>();

export function validatorFor(schema: RJSFSchema): ValidatorType {
  const key = hashForSchema(schema);
  const cached = cache.get(key);
  if (cached) return cached;
  // One map holds every compiled schema and sub-schema, keyed by rjsf's hash (what rjsf looks up).
  const fns = PRECOMPILED as unknown as ValidatorFunctions;
  if (!fns[key]) takeInRunTimeSchemas();
  if (!fns[key])
    throw new Error(
      `Formulário sem validador pré-compilado (schema ${key}). Declare o schema num documento de tela em screens/.`,
    );
  const v = createPrecompiledValidator(fns, schema) as ValidatorType;
  cache.set(key, v);
  return v;
}

/** Accepts anything: the stand-in for a validator the build could not compile. */
const acceptAll = Object.assign(() => true, { errors: null });
const takenIn = new WeakSet<object>();

/**
 * The forms of a document written after the build have no compiled validator, and compiling one
 * in the browser needs `eval`. Its schemas (and each part rjsf may look up) get a validator that
 * accepts anything, never replacing one the build compiled: such a form is checked by the gateway,
 * which validates every request against the catalogue and answers a bad one with its critiques.
 * The editor's preview calls it for the document being edited.
 */
export function allowSchemasOf(doc: object): void {
  const fns = PRECOMPILED as Record<string, unknown>;
  const add = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(add);
    else if (node && typeof node === 'object') {
      fns[hashForSchema(node as RJSFSchema)] ??= acceptAll;
      Object.values(node).forEach(add);
    }
  };
  const find = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(find);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'schema' && v && typeof v === 'object') add(v);
        else find(v);
      }
  };
  find(doc);
}

/** The schemas of the published documents (runTimeSchemas.ts) not taken in yet. */
function takeInRunTimeSchemas(): void {
  for (const doc of runTimeDocs())
    if (!takenIn.has(doc)) {
      takenIn.add(doc);
      allowSchemasOf(doc);
    }
}
