import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../schemas/catalogue.ts';
import { defaultEndpoint, scaffold, type ScaffoldInput } from './scaffold.ts';
import { problemsOfNew } from '../../scripts/lib/new-screens-check.ts';
import type { CatalogueEndpoint } from '../generated/catalogue.ts';

const root = resolve(import.meta.dirname, '../..');
const ep = (name: string): CatalogueEndpoint | undefined => loadCatalogue().find((e) => e.name === name);

const areas: string[] = JSON.parse(readFileSync(join(root, 'screens/areas.json'), 'utf8')).areas.map(
  (a: { key: string }) => a.key,
);

describe('screen:new templates pass schemas:check as they are, in every area', () => {
  // 'default': the endpoint screen:new and the editor's templates start from when none is named.
  it.each([
    ['search', 'default'],
    ['detail', 'default'],
    ['form', 'default'],
    ['dashboard', 'default'],
    ['search', 'admissoes.listaServidores'],
    ['search', 'dirigenteMaximo.listaDirigenteMaximo'],
    ['detail', 'admissoes.dadosPessoais'],
    ['form', 'relatorios.excluiRelatorioSolicitadoServidor'],
    ['dashboard', 'relatorios.listaFormatos'],
    ['tabs', undefined],
  ] as const)('%s over %s', (kind, endpoint) => {
    expect(areas.length).toBeGreaterThan(5);
    const docs = areas.map((area) => ({
      name: area,
      doc: scaffold({
        area,
        name: `novo-${kind}-${area}`,
        kind: kind as ScaffoldInput['kind'],
        title: 'Nova tela',
        endpoint: endpoint === 'default' ? defaultEndpoint(kind, loadCatalogue()) : endpoint && ep(endpoint),
      }),
    }));
    expect(problemsOfNew(docs)).toEqual([]);
  });
});

describe('screen:new search over every paged endpoint', () => {
  it('passes schemas:check: columns the endpoint cannot sort are "sortable": false, the default sort is sortable', () => {
    const paged = loadCatalogue().filter((e) => e.paging !== 'none' && e.method === 'GET');
    expect(paged.length).toBeGreaterThan(10);
    const docs = paged.map((e, i) => {
      const doc = scaffold({
        area: 'recursos-humanos',
        name: `busca-${i}`,
        kind: 'search',
        title: e.name,
        endpoint: e,
      });
      const cols = doc.columns as { field: string; sortable?: boolean }[];
      for (const c of cols) expect(c.sortable === false).toBe(!(e.sortable ?? []).includes(c.field));
      const sort = (doc.source as { sort?: { field: string } }).sort;
      if (sort) expect(e.sortable).toContain(sort.field);
      return { name: e.name, doc };
    });
    expect(problemsOfNew(docs)).toEqual([]);
  });
});

describe('the endpoint a template starts from when none is named', () => {
  it('a search starts from a list the session can ask for: no required field left without a filter', () => {
    const e = defaultEndpoint('search', loadCatalogue())!;
    expect(e.method).toBe('GET');
    expect(e.paging).not.toBe('none');
    expect((e.request.required ?? []).filter((k) => !e.session?.[k])).toEqual([]);
    // the first paged list of the catalogue requires a servant's number: passed over
    expect(e.name).not.toBe('acertoFinanceiro.lista');
  });
});
