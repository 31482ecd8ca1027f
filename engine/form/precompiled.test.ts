import { describe, expect, it } from 'vitest';
import doc from '../../screens/recursos-humanos/pesquisa-servidor.screen.json';
import { validatorFor } from './precompiled.ts';
import { allowRunTimeSchemas } from './runTimeSchemas.ts';

const schema = doc.filters.schema as never;

describe('precompiled form validators (no code generated in the browser)', () => {
  it('validates a screen form with the shared Brazilian formats', () => {
    const v = validatorFor(schema);
    expect(v.validateFormData({ cpf: '111.111.111-12' }, schema).errors.map((e) => e.name)).toEqual(['format']);
    expect(v.validateFormData({ cpf: '529.982.247-25', nome: 'Ana' }, schema).errors).toEqual([]);
    expect(v.validateFormData({ nome: 'Al' }, schema).errors.map((e) => e.property)).toEqual(['.nome']);
  });

  it('refuses a schema no screen document declares, instead of compiling it at run time', () => {
    expect(() => validatorFor({ type: 'object', properties: { x: { type: 'string' } } })).toThrow(
      /sem validador pré-compilado/,
    );
  });

  it("lets a document written after the build (a published screen) draw its forms, keeping the build's validators", () => {
    const nova = { type: 'object', properties: { apelido: { type: 'string', maxLength: 3 } } };
    expect(() => validatorFor(nova as never)).toThrow(/sem validador pré-compilado/);
    allowRunTimeSchemas({
      id: 'tela-publicada',
      filters: { schema: nova },
      tabs: [{ sections: [{ schema: schema }] }],
    });
    // No validation in the browser for it (the gateway validates the request) …
    expect(validatorFor(nova as never).validateFormData({ apelido: 'longo demais' }, nova as never).errors).toEqual([]);
    // … while a schema the build compiled keeps its own validator.
    expect(
      validatorFor(schema)
        .validateFormData({ cpf: '111.111.111-12' }, schema)
        .errors.map((e) => e.name),
    ).toEqual(['format']);
  });
});
