/**
 * What the meta-schema cannot know: the catalogue's endpoint names, an endpoint's filter
 * (request) and response fields, and the registries' widget, formatter, cell, action and kind
 * names. codemirror-json-schema completes the document's structure from the meta-schema; this
 * source adds these names where they go. `namesFor` is the pure part (unit-tested).
 */
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { SyntaxNode } from '@lezer/common';
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';
import type { RegistryKind } from '../../../core/registries.ts';
import { runtimeNames } from '../../registry/runtimeNames.ts';

/** What the editor knows of an endpoint: the catalogue entry (its schemas may be left out by the build). */
export type EditorEndpoint = Pick<CatalogueEndpoint, 'name' | 'title' | 'description' | 'sortable'> &
  Partial<Pick<CatalogueEndpoint, 'request' | 'response'>>;

type Props = CatalogueEndpoint['request'] | undefined;

/** Where the cursor is: the path of the object or array it is in, and whether a key or which key's value is typed. */
export interface Where {
  /** Keys and indexes from the document root to the enclosing object. */
  path: (string | number)[];
  /** The property whose value is typed (undefined when a property name is typed). */
  key?: string;
}

export interface Name {
  label: string;
  detail?: string;
}

const fieldsOf = (p: Props): Name[] =>
  Object.entries(p?.properties ?? {}).map(([label, s]) => ({
    label,
    detail: (s.title as string | undefined) ?? (s.description as string | undefined)?.slice(0, 60),
  }));

const NAMES = runtimeNames();
const registry = (kind: RegistryKind): Name[] => NAMES[kind].map((label) => ({ label }));

/** The endpoint whose response the path's fields read: the closest object on the path that names one (a panel, a section's source), else the screen's source. */
function endpointFor(path: (string | number)[], doc: Record<string, unknown> | undefined): string | undefined {
  const named = (node: unknown): string | undefined => {
    const o =
      node && typeof node === 'object' && !Array.isArray(node)
        ? (node as { endpoint?: unknown; source?: { endpoint?: unknown } })
        : undefined;
    const e = typeof o?.endpoint === 'string' ? o.endpoint : o?.source?.endpoint;
    return typeof e === 'string' ? e : undefined;
  };
  let node: unknown = doc;
  let found = named(doc);
  for (const seg of path) {
    if (!node || typeof node !== 'object') break;
    node = (node as Record<string | number, unknown>)[seg];
    found = named(node) ?? found;
  }
  return found;
}

/** The names to offer at `where` in `doc` (the last document that parsed). */
export function namesFor(
  where: Where,
  doc: Record<string, unknown> | undefined,
  endpoints: Map<string, EditorEndpoint>,
): Name[] {
  const { path, key } = where;
  const ep = endpoints.get(endpointFor(path, doc) ?? '');
  const last = path[path.length - 1];
  // A property name in a filter/form schema: the endpoint's request fields.
  if (key === undefined) {
    if (last === 'properties' && (path[0] === 'filters' || path[0] === 'form')) {
      const target =
        path[0] === 'form'
          ? endpoints.get(((doc?.submit ?? doc?.create) as { endpoint?: string } | undefined)?.endpoint ?? '')
          : ep;
      return fieldsOf(target?.request);
    }
    return [];
  }
  // The source's default order takes a field the endpoint sorts by.
  if (last === 'sort' && key === 'field') return (ep?.sortable ?? []).map((label) => ({ label }));
  switch (key) {
    case 'endpoint':
      return [...endpoints.values()].map((e) => ({ label: e.name, detail: e.title }));
    case 'field':
    case 'x':
    case 'y':
      return fieldsOf(ep?.response);
    case 'sortField':
      return (ep?.sortable ?? []).map((label) => ({ label }));
    case 'format':
      return registry('formatters');
    case 'cell':
      return registry('cells');
    case 'statusKeys':
      return registry('statusKeys');
    case 'action':
      return registry('actions');
    case 'ui:widget':
      return registry('widgets');
    case 'kind':
      return path.length === 0 ? registry('screenKinds') : [];
    default:
      return [];
  }
}

const unquote = (s: string) => s.replace(/^"|"$/g, '');

/** The cursor's path and key from the syntax tree. */
export function whereAt(node: SyntaxNode, text: (from: number, to: number) => string): Where | undefined {
  let key: string | undefined;
  let inKey = false;
  let cur: SyntaxNode | null = node;
  if (cur.name === 'PropertyName') inKey = true;
  else if (cur.name === 'String' && cur.parent?.name === 'Property')
    key = unquote(text(cur.parent.firstChild!.from, cur.parent.firstChild!.to));
  else if (cur.name === 'String' && cur.parent?.name === 'Array' && cur.parent.parent?.name === 'Property') {
    const name = cur.parent.parent.firstChild!;
    key = unquote(text(name.from, name.to));
  } else if (cur.name !== 'Object' && cur.name !== '⚠') return undefined;
  if (!inKey && key === undefined && cur.name === 'String') return undefined;
  // The enclosing object's path: climb Property / Array parents.
  const path: (string | number)[] = [];
  cur = cur.name === 'Object' ? cur : cur.parent;
  if (cur?.name === 'Property') cur = cur.parent;
  if (cur?.name === 'Array' && key !== undefined) cur = cur.parent?.parent ?? null;
  while (cur && cur.name !== 'JsonText') {
    const parent: SyntaxNode | null = cur.parent;
    if (parent?.name === 'Property') {
      path.unshift(unquote(text(parent.firstChild!.from, parent.firstChild!.to)));
      cur = parent.parent;
    } else if (parent?.name === 'Array') {
      let i = 0;
      for (let c = parent.firstChild; c && c.from < cur.from; c = c.nextSibling)
        if (c.name !== '[' && c.name !== ',' && c.name !== ']') i++;
      path.unshift(i);
      cur = parent;
    } else cur = parent;
  }
  return { path, key: inKey ? undefined : key };
}

/** A CodeMirror completion source over `namesFor`; `current` gives the last document that parsed. */
export function catalogueCompletion(
  endpoints: Map<string, EditorEndpoint>,
  current: () => Record<string, unknown> | undefined,
): CompletionSource {
  return (ctx: CompletionContext): CompletionResult | null => {
    // The tree up to the cursor, parsed now if the background parse has not reached it (a busy PC).
    const tree = ensureSyntaxTree(ctx.state, ctx.pos, 1_000) ?? syntaxTree(ctx.state);
    const node = tree.resolveInner(ctx.pos, -1);
    const where = whereAt(node, (a, b) => ctx.state.sliceDoc(a, b));
    if (!where) return null;
    const names = namesFor(where, current(), endpoints);
    if (names.length === 0) return null;
    // Inside quotes the label replaces the text between them; elsewhere it comes with its quotes.
    const quoted = node.name === 'String' || node.name === 'PropertyName';
    const closed = quoted && node.to > node.from + 1 && ctx.state.sliceDoc(node.to - 1, node.to) === '"';
    const options: Completion[] = names.map((n) => ({
      label: n.label,
      detail: n.detail,
      type: where.key === undefined ? 'property' : 'enum',
      apply: quoted ? n.label : JSON.stringify(n.label),
      boost: 1,
    }));
    return {
      from: quoted ? node.from + 1 : ctx.pos,
      to: closed ? node.to - 1 : quoted ? node.to : ctx.pos,
      options,
      filter: true,
      validFor: /^[\w.:-]*$/,
    };
  };
}
