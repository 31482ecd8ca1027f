import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../schemas/catalogue.ts';
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import { OPEN_RESOURCES } from '../../gateway/screens.ts';
import { labelOf } from '../../core/labels.ts';
import { learnHouseStyle, scaffoldFrom, searchCapable } from './scaffold-from.ts';
import { problemsOfNew } from './new-screens-check.ts';
import { listFiles } from './schema-check.ts';

const root = resolve(import.meta.dirname, '../..');
const catalogue = loadCatalogue();
const style = learnHouseStyle(join(root, 'screens'));
const build = (ep: CatalogueEndpoint, name: string) =>
  scaffoldFrom({ area: 'recursos-humanos', name, title: ep.name, endpoint: ep, catalogue, style });

describe('screen:new --from <endpoint>', () => {
  it('passes schemas:check for every search-capable endpoint (GET answering a page or a list of rows), with no other edit', () => {
    const paged = catalogue.filter(searchCapable);
    expect(paged.length).toBeGreaterThan(30);
    // Named by endpoint, so a failure says which one.
    expect(problemsOfNew(paged.map((ep, i) => ({ name: ep.name, doc: build(ep, `de-endpoint-${i}`) })))).toEqual([]);
    // The whole checker over 70 screens and ~100 new ones: ~17 s here, past the suite's 30 s beside
    // an e2e run (a test's budget is not a speed target).
  }, 120_000);

  it("over a list endpoint (answer 'list', no paging) the columns are the fields of one listed record", () => {
    const ep = catalogue.find((e) => e.name === 'complementoAfastamento.parametrosAfastamentos')!;
    expect(ep.answer).toBe('list');
    expect(searchCapable(ep)).toBe(true);
    const doc = build(ep, 'lista') as { columns: { field: string }[] };
    expect(doc.columns.length).toBeGreaterThan(0);
    for (const c of doc.columns) expect(Object.keys(ep.response.properties ?? {})).toContain(c.field);
    // A record endpoint is not a search.
    expect(searchCapable(catalogue.find((e) => e.name === 'admissoes.dadosPessoais')!)).toBe(false);
  });

  it('filters come from the request (paging and session keys left out), columns from the response, sortable only where the endpoint sorts', () => {
    for (const ep of catalogue.filter(searchCapable)) {
      const doc = build(ep, 'x') as {
        menuKey: string;
        filters: { schema: { properties: Record<string, { title: string }>; required?: string[] } };
        columns: { field: string; sortable?: boolean; header: string }[];
        source: { sort?: { field: string } };
      };
      const filters = Object.keys(doc.filters.schema.properties);
      for (const f of filters) expect(Object.keys(ep.request?.properties ?? {})).toContain(f);
      for (const f of [
        'page',
        'size',
        'sort',
        'order',
        'pagina',
        'tamanhoPagina',
        'campoOrdenacao',
        'tipoOrdenacaoAscDesc',
        ...Object.keys(ep.session ?? {}),
      ])
        expect(filters).not.toContain(f);
      for (const f of filters) expect(doc.filters.schema.properties[f].title.length).toBeGreaterThan(0);
      for (const c of doc.columns) {
        expect(Object.keys(ep.response?.properties ?? {})).toContain(c.field);
        expect(c.sortable === false).toBe(!(ep.sortable ?? []).includes(c.field));
      }
      if (doc.source.sort) expect(ep.sortable).toContain(doc.source.sort.field);
      // The menu key is the resource a role grants; an open endpoint's screen gets a key of its own.
      expect(doc.menuKey).toBe(OPEN_RESOURCES.includes(ep.resource) ? 'x' : ep.resource);
    }
  });

  it('reuses the titles, widgets and formatters the existing screens give the same fields', () => {
    const ep = catalogue.find((e) => e.name === 'usuarioPapelSolicitacao.solicitacaoCadastro')!;
    const doc = build(ep, 'y') as {
      filters: {
        schema: { properties: Record<string, Record<string, unknown>> };
        uiSchema: Record<string, Record<string, unknown>>;
      };
      columns: { field: string; header: string; format?: string }[];
    };
    expect(doc.filters.schema.properties.cpf).toMatchObject({ title: 'CPF', format: 'cpf' });
    // The form gives a CPF, a date and a list of values their widgets; the screen names none.
    expect(doc.filters.schema.properties.situacao.oneOf).toBeDefined();
    for (const f of ['cpf', 'situacao', 'dataInicio'])
      expect(doc.filters.uiSchema[f]?.['ui:widget'], f).toBeUndefined();
    expect(doc.columns.find((c) => c.field === 'cpf')).toMatchObject({ header: 'CPF', format: 'cpf' });
    expect(labelOf('dataInicioVigencia')).toBe('Data início vigência');
  });
});

describe('screen:new --from in every area, over the endpoints its searches read', () => {
  // The checker holds every rule about a screen document (§9's page sizes by area and endpoint
  // among them): 'gestao-tempo/… --from dirigenteMaximo.listaDirigenteMaximo' was written at 10
  // rows, passed schemas:check and failed npm test.
  it('writes screens that pass schemas:check as they are', () => {
    const areas: string[] = JSON.parse(readFileSync(join(root, 'screens/areas.json'), 'utf8')).areas.map(
      (a: { key: string }) => a.key,
    );
    const folders = readdirSync(join(root, 'screens'), { withFileTypes: true }).filter(
      (d) => d.isDirectory() && areas.includes(d.name),
    );
    const built = folders.flatMap((d) => {
      const sources = listFiles(join(root, 'screens', d.name), '.screen.json').map(
        (f) => (JSON.parse(readFileSync(f, 'utf8')) as { source?: { endpoint?: string } }).source?.endpoint,
      );
      return catalogue.filter((e) => searchCapable(e) && sources.includes(e.name)).map((e) => ({ area: d.name, e }));
    });
    expect(new Set(built.map((b) => b.area)).size).toBe(folders.length);
    expect(built.map((b) => `${b.area} ${b.e.name}`)).toContain('gestao-tempo dirigenteMaximo.listaDirigenteMaximo');
    const docs = built.map(({ area, e }, i) => ({
      name: `${area} ${e.name}`,
      doc: scaffoldFrom({ area, name: `na-area-${i}`, title: e.name, endpoint: e, catalogue, style }),
    }));
    expect(problemsOfNew(docs)).toEqual([]);
  }, 60_000);
});
