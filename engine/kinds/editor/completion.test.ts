import { autocompletion, CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { runtimeNames } from '../../registry/runtimeNames.ts';
import { catalogueCompletion, namesFor, whereAt, type EditorEndpoint } from './completion.ts';

const endpoints = new Map<string, EditorEndpoint>([
  [
    'aviso.lista',
    {
      name: 'aviso.lista',
      title: 'Lista de avisos',
      sortable: ['titulo'],
      request: { properties: { titulo: { title: 'Título' }, situacao: {} } },
      response: { properties: { id: {}, titulo: {}, dataPublicacao: {} } },
    },
  ],
  ['grafico.x', { name: 'grafico.x', response: { properties: { mes: {}, total: {} } } }],
]);
const doc = { source: { endpoint: 'aviso.lista' }, panels: [{ endpoint: 'grafico.x' }] };
const labels = (n: { label: string }[]) => n.map((x) => x.label);

const NAMES = runtimeNames();

describe('catalogue and registry completion', () => {
  it('offers endpoint names, response fields for columns and request fields for filters', () => {
    expect(labels(namesFor({ path: ['source'], key: 'endpoint' }, doc, endpoints))).toEqual([
      'aviso.lista',
      'grafico.x',
    ]);
    expect(labels(namesFor({ path: ['columns', 0], key: 'field' }, doc, endpoints))).toEqual([
      'id',
      'titulo',
      'dataPublicacao',
    ]);
    expect(labels(namesFor({ path: ['filters', 'schema', 'properties'] }, doc, endpoints))).toEqual([
      'titulo',
      'situacao',
    ]);
    expect(labels(namesFor({ path: ['source', 'sort'], key: 'field' }, doc, endpoints))).toEqual(['titulo']);
    // A panel's fields come from its own endpoint.
    expect(labels(namesFor({ path: ['panels', 0], key: 'x' }, doc, endpoints))).toEqual(['mes', 'total']);
  });

  it('offers the registries: formatter, cell, action, widget and kind names', () => {
    expect(labels(namesFor({ path: ['columns', 0], key: 'format' }, doc, endpoints))).toEqual([...NAMES.formatters]);
    expect(labels(namesFor({ path: ['columns', 0], key: 'cell' }, doc, endpoints))).toEqual([...NAMES.cells]);
    expect(labels(namesFor({ path: ['rowActions', 0], key: 'action' }, doc, endpoints))).toEqual([...NAMES.actions]);
    expect(labels(namesFor({ path: ['filters', 'uiSchema', 'cpf'], key: 'ui:widget' }, doc, endpoints))).toEqual([
      ...NAMES.widgets,
    ]);
    expect(labels(namesFor({ path: [], key: 'kind' }, doc, endpoints))).toContain('search');
    expect(namesFor({ path: ['columns', 0], key: 'header' }, doc, endpoints)).toEqual([]);
  });

  it('reads where the cursor is from the syntax tree and completes inside the quotes', () => {
    const text = '{\n  "source": { "endpoint": "avi" },\n  "columns": [ { "field": "ti" } ]\n}';
    const state = EditorState.create({ doc: text, extensions: [json(), autocompletion()] });
    const at = (needle: string) => text.indexOf(needle) + needle.length;
    // The whole tree, however long the parse takes on this machine (create() parses within a time budget).
    const tree = ensureSyntaxTree(state, state.doc.length, 60_000)!;
    const where = (pos: number) => whereAt(tree.resolveInner(pos, -1), (a, b) => state.sliceDoc(a, b));
    expect(where(at('"avi'))).toEqual({ path: ['source'], key: 'endpoint' });
    expect(where(at('"ti'))).toEqual({ path: ['columns', 0], key: 'field' });
    const source = catalogueCompletion(endpoints, () => doc);
    const result = source(new CompletionContext(state, at('"ti'), true));
    expect(result && !(result instanceof Promise) ? result.options.map((o) => o.label) : []).toContain('titulo');
    expect(result && !(result instanceof Promise) ? state.sliceDoc(result.from, at('"ti')) : '').toBe('ti');
  });
});
