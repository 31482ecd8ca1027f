import { describe, expect, it } from 'vitest';
import { CATALOGUE, getEndpoint, UnknownEndpointError } from './catalogue.ts';
import { resolveEndpoint, SHELL_CATALOGUE, substitutePath } from './endpoints.ts';

describe('catalogue', () => {
  it('loads the endpoint files', () => {
    expect(CATALOGUE.get('admissoes.listaServidores')).toMatchObject({
      destino: 'SISAPMG',
      method: 'GET',
      paging: 'zero-based',
    });
  });
  it('an unknown name is an error, not undefined', () => {
    expect(() => getEndpoint('admissoes.naoExiste')).toThrow(UnknownEndpointError);
  });
  it("resolveEndpoint: the shell's own calls without the whole catalogue, any other from it, the same definitions", async () => {
    for (const name of [
      'aviso.listaNovosAvisosUsuarioEspecifico',
      'aviso.consultaPendencia',
      'termoUso.ultimoAceito',
      'favorito.listar',
      'usuario.foto',
    ])
      expect(SHELL_CATALOGUE.get(name)).toBe(CATALOGUE.get(name));
    expect(SHELL_CATALOGUE.has('admissoes.listaServidores')).toBe(false);
    expect(await resolveEndpoint('admissoes.listaServidores')).toBe(CATALOGUE.get('admissoes.listaServidores'));
    await expect(resolveEndpoint('admissoes.naoExiste')).rejects.toThrow(UnknownEndpointError);
  });
});

describe('substitutePath', () => {
  it('fills {name} segments and returns the unused parameters', () => {
    expect(substitutePath('/admissoes/v1/dadosPessoais/{id}', { id: 42, extra: 'x' })).toEqual({
      path: '/admissoes/v1/dadosPessoais/42',
      rest: { extra: 'x' },
    });
  });
  it('encodes values', () => {
    expect(substitutePath('/a/{cpf}/{nome}', { cpf: '529.982.247-25', nome: 'a b/c' }).path).toBe(
      '/a/529.982.247-25/a%20b%2Fc',
    );
  });
  it('refuses a missing path parameter', () => {
    expect(() => substitutePath('/a/{id}', {})).toThrow(/id/);
  });
});
