/**
 * `schemas:check` and the access log: an endpoint answering CPF, address, bank, pay or
 * health fields must declare `personalData` with those kinds; the data officer's resources are
 * excepted from the administrator's "*"; a tab with its own resource is checked against its roles.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { checkGrants, checkScreenGrants, readPapeis, type Papel } from './grants-check.ts';
import { ALLOWED, checkPersonalData, detectKinds } from './personal-data-check.ts';
import type { Called } from './screen-refs-types.ts';

const ep = (over: Partial<CatalogueEndpoint>): CatalogueEndpoint => ({
  name: 'teste.dados',
  method: 'GET',
  path: '/teste',
  paging: 'none',
  resource: 'x',
  answer: 'record',
  request: { type: 'object', properties: { numeroFuncionario: { type: 'string' }, cpfServidor: { type: 'string' } } },
  response: { type: 'object', properties: {} },
  ...over,
});
const problems = (e: CatalogueEndpoint) => {
  const out: string[] = [];
  checkPersonalData(e, '/endpoints/0', (p, m) => out.push(`${p}: ${m}`));
  return out;
};

describe('personalData in the catalogue', () => {
  it('finds CPF, address, bank, pay and health fields at any depth, and not look-alikes', () => {
    const kinds = detectKinds({
      properties: {
        cpf: {},
        curadorCpf: {},
        cep: {},
        agencia: {},
        valorLiquido: {},
        itens: { items: { properties: { cid: {} } } },
        complemento: {},
        contaExercicio: {},
        diasSaldo: {},
      },
    });
    expect(Object.fromEntries(kinds)).toEqual({
      identificacao: ['cpf', 'curadorCpf'],
      endereco: ['cep'],
      bancario: ['agencia'],
      financeiro: ['valorLiquido'],
      saude: ['cid'],
    });
  });

  it('an endpoint answering a bank account without declaring it fails, naming the fields and the kinds to declare', () => {
    const [p] = problems(
      ep({ response: { type: 'object', properties: { agencia: { type: 'string' }, conta: { type: 'string' } } } }),
    );
    expect(p).toMatch(
      /^\/endpoints\/0: o endpoint 'teste.dados' responde dados pessoais \(agencia, conta → bancario\) e não declara "personalData"/,
    );
    expect(p).toContain('"kinds": ["bancario"]');
  });

  it('a declaration must name every kind found, a key of the request, and an identifier of its subject', () => {
    const e = ep({ response: { type: 'object', properties: { cpf: {}, valor: {} } } });
    expect(
      problems({ ...e, personalData: { subject: 'servidor', kinds: ['identificacao'], key: 'numeroFuncionario' } }),
    ).toEqual([
      `/endpoints/0/personalData/kinds: a resposta de 'teste.dados' tem financeiro (valor): inclua "financeiro" em kinds.`,
    ]);
    expect(
      problems({
        ...e,
        personalData: { subject: 'servidor', kinds: ['identificacao', 'financeiro'], key: 'inexistente' },
      })[0],
    ).toMatch(/^\/endpoints\/0\/personalData\/key: 'inexistente' não é propriedade da requisição/);
    expect(
      problems({
        ...e,
        personalData: { subject: 'servidor', kinds: ['identificacao', 'financeiro'], key: 'cpfServidor' },
      })[0],
    ).toMatch(/keyIs/);
    expect(
      problems({
        ...e,
        personalData: { subject: 'servidor', kinds: ['identificacao', 'financeiro'], key: 'cpfServidor', keyIs: 'cpf' },
      }),
    ).toEqual([]);
    expect(
      problems({
        ...e,
        personalData: { subject: 'registro', kinds: ['identificacao', 'financeiro'], key: 'cpfServidor' },
      }),
    ).toEqual([]);
  });

  it('the allow-list gives its reason for every endpoint it lets through', () => {
    for (const [name, motivo] of Object.entries(ALLOWED)) expect(motivo.length, name).toBeGreaterThan(20);
    expect(
      problems(ep({ name: 'termoUso.ultimoAceito', response: { type: 'object', properties: { cpf: {} } } })),
    ).toEqual([]);
  });
});

describe("roles: the administrator's '*' excepts the data officer's resource; a tab with its own resource", () => {
  const papeis = (json: object) => {
    const out: string[] = [];
    return {
      papeis: readPapeis(
        () => JSON.stringify(json),
        (p, m) => out.push(`${p}: ${m}`),
      ),
      out,
    };
  };
  const { papeis: lista } = papeis({
    papeis: [
      { codigo: 'ADMINISTRADOR', nome: 'Administrador', recursos: '*', exceto: ['acessos-dados-pessoais'] },
      { codigo: 'RH_CONSULTA', nome: 'RH', recursos: ['pesquisa-servidor', 'dados-servidor'] },
      { codigo: 'ENCARREGADO_DADOS', nome: 'Encarregado', recursos: ['acessos-dados-pessoais'] },
    ],
  });
  const chamada = (resource: string, pointer: string): Called => ({
    endpoint: { name: `e.${resource}`, resource } as CatalogueEndpoint,
    pointer,
  });

  it("'exceto' only with '*', naming known resources", () => {
    expect(papeis({ papeis: [{ codigo: 'X', nome: 'X', recursos: ['a'], exceto: ['b'] }] }).out[0]).toMatch(
      /^\/papeis\/0\/exceto: /,
    );
    const out: string[] = [];
    checkGrants(lista as Papel[], new Set(['pesquisa-servidor', 'dados-servidor']), (p, m) => out.push(`${p}: ${m}`));
    expect(out).toContain(
      `/papeis/0/exceto/0: o papel ADMINISTRADOR exceto 'acessos-dados-pessoais', que não é menuKey de tela nem recurso do catálogo.`,
    );
  });

  it("the record's calls against who sees the screen, the tab's against who holds the tab's resource", () => {
    const doc = { menuKey: 'pesquisa-servidor', tabs: [{}, { resource: 'acessos-dados-pessoais' }] };
    const out: string[] = [];
    checkScreenGrants(
      doc,
      [
        chamada('dados-servidor', '/tabs/0/sections/0/table/endpoint'),
        chamada('acessos-dados-pessoais', '/tabs/1/sections/0/table/endpoint'),
      ],
      lista as Papel[],
      (p, m) => out.push(`${p}: ${m}`),
    );
    expect(out).toEqual([]);
    // The same call outside the tab: RH_CONSULTA and ADMINISTRADOR see the screen but may not make it.
    checkScreenGrants(
      doc,
      [chamada('acessos-dados-pessoais', '/tabs/0/sections/1/table/endpoint')],
      lista as Papel[],
      (p, m) => out.push(`${p}: ${m}`),
    );
    expect(out[0]).toMatch(/os papéis ADMINISTRADOR, RH_CONSULTA não concedem/);
  });
});
