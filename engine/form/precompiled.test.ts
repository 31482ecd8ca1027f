import { describe, expect, it } from 'vitest';
import doc from '../../screens/recursos-humanos/pesquisa-servidor.screen.json';
import { validatorFor } from './precompiled.ts';

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
});
