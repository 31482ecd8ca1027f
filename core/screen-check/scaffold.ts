/**
 * Templates of `screen:new`: a minimal valid document of each kind, filled from the catalogue
 * (columns/fields from the endpoint's response, route parameters from its path), so the analyst
 * starts from something `schemas:check` accepts and edits texts and columns.
 */
import { OPEN_RESOURCES } from '../derive-recursos.ts';
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { labelOf as label } from '../labels.ts';
import { pageSizeFor } from './list-rules.ts';

export interface ScaffoldInput {
  area: string;
  name: string;
  kind: 'search' | 'detail' | 'form' | 'dashboard' | 'tabs';
  title: string;
  endpoint?: CatalogueEndpoint;
  /** Another screen's id (tabs). */
  tabScreen?: string;
}

/**
 * The endpoint a template of `kind` starts from when none is named, the first of the catalogue that
 * suits it (`screen:new` and the editor's templates alike). A search starts from a paged GET whose
 * required fields the session fills: a list that requires a servant's number the template has no
 * filter for refused its first 'Pesquisar'. A detail starts from a record: the first GET with a path
 * parameter answered a page, which the checker refuses.
 */
export function defaultEndpoint(
  kind: ScaffoldInput['kind'],
  endpoints: Iterable<CatalogueEndpoint>,
): CatalogueEndpoint | undefined {
  const fits = (e: CatalogueEndpoint) =>
    kind === 'search'
      ? e.paging !== 'none' &&
        e.method === 'GET' &&
        (e.request.required ?? []).every((k) => e.session?.[k] !== undefined)
      : kind === 'detail'
        ? e.method === 'GET' && e.path.includes('{') && e.answer === 'record'
        : kind === 'form'
          ? e.method === 'POST' || e.method === 'PUT'
          : e.method === 'GET';
  for (const e of endpoints) if (fits(e)) return e;
  return undefined;
}

export function scaffold(i: ScaffoldInput): Record<string, unknown> {
  const ep = i.endpoint;
  const response = Object.keys(ep?.response.properties ?? {});
  const pathParams = [...(ep?.path.matchAll(/\{(\w+)\}/g) ?? [])].map((m) => m[1]);
  const route = `/${i.area}/${i.name}${pathParams.map((p) => `/:${p}`).join('')}`;
  const base = {
    $schema: '../../schemas/screen.schema.json',
    id: i.name,
    kind: i.kind,
    title: i.title,
    area: i.area,
    route,
    // Shown to whoever may call its endpoint: the endpoint's resource when it has one of its own
    // (as screen:new --from does), else a key of the screen's own.
    menuKey: ep && !OPEN_RESOURCES.includes(ep.resource) ? ep.resource : i.name,
    ...(pathParams.length ? { hidden: true } : {}),
  };
  const params = pathParams.length ? { params: Object.fromEntries(pathParams.map((p) => [p, `:${p}`])) } : {};
  switch (i.kind) {
    case 'search': {
      // A header click sends the column's field as the server's sort key: a column the endpoint
      // does not sort by (e.g. 'id') is emitted with "sortable": false, and the default order is
      // one the endpoint accepts (the first sortable column, else its first sortable field).
      const sortable = ep?.sortable ?? [];
      const columns = response.slice(0, 6);
      const sortField = columns.find((f) => sortable.includes(f)) ?? sortable[0];
      return {
        ...base,
        icon: 'search',
        filters: { schema: { type: 'object', properties: {} }, uiSchema: {} },
        source: {
          endpoint: ep!.name,
          pageSize: pageSizeFor(ep),
          ...(sortField ? { sort: { field: sortField, order: 'ASC' } } : {}),
        },
        columns: columns.map((f) => ({
          field: f,
          header: label(f),
          ...(sortable.includes(f) ? {} : { sortable: false }),
        })),
      };
    }
    case 'detail':
      return {
        ...base,
        source: { endpoint: ep!.name, ...params },
        tabs: [
          { title: 'Dados', sections: [{ fields: response.slice(0, 8).map((f) => ({ field: f, label: label(f) })) }] },
        ],
      };
    case 'form':
      return {
        ...base,
        form: {
          schema: {
            type: 'object',
            properties: Object.fromEntries(
              Object.keys(ep?.request.properties ?? {})
                .filter((f) => !pathParams.includes(f))
                .slice(0, 6)
                .map((f) => [f, { type: 'string', title: label(f) }]),
            ),
          },
        },
        submit: { endpoint: ep!.name, ...params, after: 'back', successText: 'Operação realizada com sucesso.' },
      };
    case 'dashboard':
      return {
        ...base,
        icon: 'timeline-bar-chart',
        panels: [{ title: i.title, endpoint: ep!.name, chart: 'bar', x: response[0], y: [response[1] ?? response[0]] }],
      };
    case 'tabs':
      return { ...base, tabs: [{ title: 'Dados', screen: i.tabScreen ?? 'dados-servidor' }] };
  }
}
