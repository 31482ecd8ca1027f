import { describe, expect, it } from 'vitest';
import { fillParams, fillPath, fillText, fillValue, placeholdersOf } from './placeholders.ts';

const scope = {
  record: { id: 7, nome: 'Ana Souza', papeis: ['A', 'B'], vazio: '' },
  route: { id: '42', cpf: '39053344705' },
};

describe('one placeholder language', () => {
  it('a whole {field} keeps the value type; a whole :param takes the route', () => {
    expect(fillValue('{id}', scope)).toBe(7);
    expect(fillValue('{papeis}', scope)).toEqual(['A', 'B']);
    expect(fillValue(':id', scope)).toBe('42');
    expect(fillValue('fixo', scope)).toBe('fixo');
  });
  it('mixed text is a string, lists joined', () => {
    expect(fillValue('id-{id}', scope)).toBe('id-7');
    expect(fillText('Aprovar {nome} ({papeis})?', scope)).toBe('Aprovar Ana Souza (A, B)?');
  });
  it(':param only as a whole value or a path segment, never inside prose', () => {
    expect(fillText('Atenção:id é um texto', scope)).toBe('Atenção:id é um texto');
    expect(fillText('/usuarios/:id/{nome}', scope)).toBe('/usuarios/42/Ana Souza');
  });
  it('a filled value is not read again as a placeholder', () =>
    expect(fillText('{x}', { record: { x: '{id}' } })).toBe('{id}'));
  it('parameters: each value', () =>
    expect(fillParams({ a: '{id}', b: ':cpf', c: 'x{nome}' }, scope)).toEqual({
      a: 7,
      b: '39053344705',
      c: 'xAna Souza',
    }));
  it('a text shows {field|format} through the format registry; a missing value stays empty', () => {
    expect(fillText('CPF {cpf|cpf}', { record: { cpf: '62917711280' } })).toBe('CPF 629.177.112-80');
    expect(fillText('[{nada|cpf}]', scope)).toBe('[]');
    expect(placeholdersOf('{cpf|cpf} {nome}').fields).toEqual(['cpf', 'nome']);
  });
  it('missing values are empty in texts', () => expect(fillText('[{nada}]', scope)).toBe('[]'));
  it('paths are encoded and a missing value is an error', () => {
    expect(fillPath('/x/{nome}/:id', scope)).toBe('/x/Ana%20Souza/42');
    expect(() => fillPath('/x/{vazio}', scope)).toThrow(/vazio/);
    expect(() => fillPath('/x/:nada', scope)).toThrow(/:nada/);
  });
  it('lists what a template uses', () =>
    expect(placeholdersOf('/a/:id/{cpf}/{nome}')).toEqual({ fields: ['cpf', 'nome'], route: ['id'] }));
});
