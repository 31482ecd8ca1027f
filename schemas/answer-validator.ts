/**
 * Checks an answer against its catalogue entry (schemas/answer-schema.ts): compiled once per
 * endpoint, with the shared formats, WITHOUT the request validator's coercion or defaults — an
 * answer must already be what the contract says, and checking it must not change it.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { envelopeSchema, type AnswerSchemaOptions, type AnswerSpec } from './answer-schema.ts';
import { FORMATS, KEYWORDS } from './formats.ts';

// ajv-formats is CommonJS; under ESM its default export may be nested.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/** One way an answer departs from its schema: where (a JSON pointer into the envelope) and what. */
export interface AnswerMismatch {
  pointer: string;
  message: string;
}

function answerAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const [name, def] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: def.validate });
  for (const k of KEYWORDS) ajv.addKeyword(k);
  ajv.addFormat('binary', true);
  return ajv;
}

/** ajv's errors as pointers and short messages, without the if/then noise ('must match "then" schema'). */
export function toMismatches(errors: ErrorObject[] | null | undefined): AnswerMismatch[] {
  return (errors ?? [])
    .filter((e) => e.keyword !== 'if')
    .map((e) => {
      const extra =
        e.keyword === 'additionalProperties'
          ? ` ('${(e.params as { additionalProperty: string }).additionalProperty}')`
          : e.keyword === 'enum'
            ? ` (${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)})`
            : '';
      return { pointer: e.instancePath || '/', message: `${e.message ?? e.keyword}${extra}` };
    });
}

/** Validators of answers by endpoint name, each compiled on first use. */
export class AnswerChecker {
  private readonly ajv = answerAjv();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly options: AnswerSchemaOptions = {}) {}

  /** The mismatches of `body` (a parsed envelope) for endpoint `ep`; empty when it conforms. */
  check(ep: AnswerSpec & { name: string }, body: unknown): AnswerMismatch[] {
    let validate = this.compiled.get(ep.name);
    if (!validate) {
      validate = this.ajv.compile(envelopeSchema(ep, this.options));
      this.compiled.set(ep.name, validate);
    }
    return validate(body) ? [] : toMismatches(validate.errors);
  }
}
