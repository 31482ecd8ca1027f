// @vitest-environment jsdom
/**
 * 'A partir de um endpoint': the editor builds the document `screen:new --from` writes — the same
 * function over the same house style (the screens' files as the script reads them, the registries'
 * names as loaded) — and its own checker (the one of `schemas:check`) finds nothing to fix. Then the
 * editor itself: choosing the option puts that document in the text.
 */
import { EditorView } from '@codemirror/view';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../schemas/catalogue.ts';
import { learnHouseStyle, scaffoldFrom, searchCapable } from '../../../scripts/lib/scaffold-from.ts';
import { stubProvider } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import { checkDocument, KNOWN_SCREENS } from './check.ts';
import { endpointText, kebabOf, SEARCH_ENDPOINTS, startOf } from './fromEndpoint.tsx';
import EditorKind from './index.tsx';
import { answer } from '../../testing/callResults.ts';

// Its package does not load under Node (directory imports); completion and hover are not tested here.
vi.mock('codemirror-json-schema', () => ({
  jsonCompletion: () => () => null,
  jsonSchemaHover: () => () => null,
  stateExtensions: () => [],
}));
vi.mock('./Preview.tsx', () => ({ Preview: () => <p>Pré-visualização</p> }));

// jsdom lays nothing out: CodeMirror's measuring of text ranges gets empty boxes instead of a TypeError.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(cleanup);

const root = resolve(import.meta.dirname, '../../..');

describe("the editor's search from an endpoint", () => {
  it('is the document screen:new --from writes for the same name, area and title, and passes the checks', async () => {
    const catalogue = loadCatalogue();
    const style = learnHouseStyle(join(root, 'screens'));
    const names = SEARCH_ENDPOINTS.map((e) => e.name);
    // The options are the endpoints `screen:new --from` accepts.
    expect(names).toEqual(
      catalogue
        .filter(searchCapable)
        .map((e) => e.name)
        .sort((a, b) => a.localeCompare(b)),
    );
    // A page and a list (answer 'list', no paging), an endpoint of the time-counting area (its paging keys).
    for (const name of [
      'beneficios.saldosBeneficioServidores',
      'admissoes.listaServidores',
      'complementoAfastamento.parametrosAfastamentos',
      'dirigenteMaximo.listaDirigenteMaximo',
    ])
      expect(names).toContain(name);
    // Every one of them, named by endpoint so that a failure says which one.
    for (const name of names) {
      const endpoint = catalogue.find((e) => e.name === name)!;
      const text = await endpointText(name);
      const cli = scaffoldFrom({ ...startOf(endpoint), endpoint, catalogue, style });
      expect(JSON.parse(text), name).toEqual(cli);
      expect((cli.source as { endpoint: string }).endpoint).toBe(name);
      expect(checkDocument(text).problems, name).toEqual([]);
    }
  }, 120_000);

  it('takes a kebab-case name no screen has, the area of the screens of its resource and a title from the name', () => {
    const ep = SEARCH_ENDPOINTS.find((e) => e.name === 'beneficios.saldosBeneficioServidores')!;
    expect(kebabOf('saldosBeneficioServidores')).toBe('saldos-beneficio-servidores');
    expect(kebabOf('listaCPFServidores')).toBe('lista-cpf-servidores');
    expect(startOf(ep, [])).toEqual({
      area: 'relatorios',
      name: 'saldos-beneficio-servidores',
      title: 'Saldos benefício servidores',
    });
    const own = { file: 'screens/gestao-tempo/x.screen.json', route: '/gestao-tempo/x/', title: 'X', kind: 'search' };
    const screens = [
      { ...own, id: 'a', menuKey: ep.resource, area: 'recursos-humanos' },
      { ...own, id: 'b', menuKey: ep.resource, area: 'gestao-tempo' },
      { ...own, id: 'c', menuKey: ep.resource, area: 'gestao-tempo' },
      { ...own, id: 'saldos-beneficio-servidores', menuKey: 'outro', area: 'relatorios' },
      { ...own, id: 'saldos-beneficio-servidores-2', menuKey: 'outro', area: 'relatorios' },
    ];
    expect(startOf(ep, screens)).toMatchObject({ area: 'gestao-tempo', name: 'saldos-beneficio-servidores-3' });
    // The portal's own screens: no id is taken twice.
    const { name } = startOf(ep);
    expect(KNOWN_SCREENS.map((s) => s.id)).not.toContain(name);
  });
});

describe("'Começar de' › 'A partir de um endpoint'", () => {
  it('lists the search-capable endpoints by name and puts the chosen one’s search in the editor', async () => {
    const provider = stubProvider(() => answer({ codigoMensagem: 2 }));
    render(
      <DataProviderContext value={provider}>
        <EditorKind />
      </DataProviderContext>,
    );
    const select = screen.getByLabelText('Começar de');
    const group = select.querySelector('optgroup[label="A partir de um endpoint"]') as HTMLElement;
    const options = within(group).getAllByRole('option') as HTMLOptionElement[];
    expect(options.length).toBe(SEARCH_ENDPOINTS.length);
    // The text starts with the name: typed on the focused select, the name reaches its option.
    for (const o of options) expect(o.textContent!.startsWith(o.value.replace(/^endpoint:/, ''))).toBe(true);

    const name = 'admissoes.listaServidores';
    fireEvent.change(select, { target: { value: `endpoint:${name}` } });
    const content = screen.getByRole('textbox', { name: 'Documento JSON da tela' });
    const view = EditorView.findFromDOM(content)!;
    await waitFor(() => expect(view.state.doc.toString()).toContain(`"endpoint": "${name}"`));
    const doc = JSON.parse(view.state.doc.toString()) as { id: string; source: { endpoint: string } };
    expect(doc.source.endpoint).toBe(name);
    expect(doc.id).toBe(startOf(SEARCH_ENDPOINTS.find((e) => e.name === name)!).name);
    expect((select as HTMLSelectElement).value).toBe(`endpoint:${name}`);
  }, 60_000);
});
