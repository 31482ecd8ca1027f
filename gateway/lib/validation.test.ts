import { describe, expect, it } from 'vitest';
import { catalogue } from '../../schemas/catalogue.ts';
import { compileRequest, createAjv, toCriticas } from './validation.ts';

const ajv = createAjv();
const criticas = (schema: Record<string, unknown>, input: Record<string, unknown>) => {
  const validate = compileRequest(ajv, { request: schema, paging: 'none' });
  validate(input);
  return toCriticas(validate.errors);
};
const motivo = { type: 'object', properties: { motivo: { type: 'string', minLength: 10, maxLength: 500 } } };

describe('a minimum length counts the text as it is kept: trimmed, runs of spaces as one', () => {
  it('refuses spaces around too few characters, and spaces that make up the length inside', () => {
    for (const texto of [`${' '.repeat(12)}curto`, 'a    b    c    d', '\t\n  abc  \n'])
      expect(criticas(motivo, { motivo: texto })).toEqual([
        { campo: 'motivo', mensagem: 'Informe ao menos 10 caracteres.' },
      ]);
  });

  it('accepts ten characters once trimmed, spaces between words counted once', () => {
    for (const texto of ['0123456789', '  sem saldo suficiente  ', 'a b c d e f'])
      expect(criticas(motivo, { motivo: texto })).toEqual([]);
  });

  it('leaves a one-character minimum (not empty) and fields without a minimum as they were', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', minLength: 1 }, b: { type: 'string' } } };
    expect(criticas(schema, { a: ' ', b: '  ' })).toEqual([]);
  });

  it('holds for every text of the catalogue with a minimum above one: that many spaces and a letter are refused', () => {
    let checked = 0;
    for (const ep of catalogue()) {
      const props = (ep.request?.properties ?? {}) as Record<
        string,
        { type?: string; minLength?: number; pattern?: string; format?: string }
      >;
      for (const [campo, p] of Object.entries(props)) {
        if (p.type !== 'string' || !p.minLength || p.minLength < 2 || p.pattern || p.format) continue;
        const validate = compileRequest(ajv, { ...ep, request: { type: 'object', properties: { [campo]: p } } });
        validate({ [campo]: `${' '.repeat(p.minLength)}x` });
        expect(toCriticas(validate.errors), `${ep.name}.${campo}`).toContainEqual({
          campo,
          mensagem: `Informe ao menos ${p.minLength} caracteres.`,
        });
        checked++;
      }
    }
    // The writes whose reasons and titles had each their own check before (notices, laudas,
    // legislação, judicial processes, progressions, access requests, dirigentes…).
    expect(checked).toBeGreaterThanOrEqual(11);
  });
});
