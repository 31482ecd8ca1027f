/**
 * A search screen built from one catalogue endpoint, valid at once: what
 * `npm run screen:new -- <area>/<name> --from <endpoint>` writes (scripts/lib/scaffold-from.ts reads
 * the house style from screens/**) and what the screen editor's 'A partir de um endpoint' starts
 * from (engine/kinds/editor/fromEndpoint.ts, over the screens it imports). Pure: no Node API.
 *
 * - Filters: every property of the endpoint's request except the paging keys, the values the portal
 *   fills from the session (`session`), path parameters and transport fields. A field some existing
 *   screen already filters by keeps that screen's title, format, widget and placeholder (the house
 *   style); any other gets a title from its name and no `ui:widget`: the form gives a field its
 *   format's default widget (cpf, a date format…) and a list of values a select.
 * - Columns: the response's scalar fields (up to 8, `id` left out), with the header and formatter
 *   the existing screens give the same field, else a label from the name and the formatter spec §5
 *   expects (format-hints.ts). Only the fields the endpoint's `sortable` lists are sortable; the
 *   default order is the first sortable column.
 * - menuKey: the endpoint's `resource`, so whoever may call the endpoint sees the screen in the
 *   menu with no grant to add (an open resource — 'public'/'authenticated' — has no grant to
 *   inherit: the screen then needs its menuKey granted in screens/papeis.json).
 * The analyst edits the route, title and texts afterwards.
 */
import { OPEN_RESOURCES } from '../derive-recursos.ts';
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { labelOf } from '../labels.ts';
import { pagingKeys } from '../paging.ts';
import type { RegistryNames } from '../registries.ts';
import { expectedFormat, type FieldSchema } from './format-hints.ts';
import { pageSizeFor } from './list-rules.ts';

type Obj = Record<string, unknown>;

/** What the existing screens write for a field name: filters (schema + ui) and columns. */
export interface HouseStyle {
  filters: Map<string, { prop: Obj; ui: Obj; endpoint: string }[]>;
  columns: Map<string, { header: string; format?: string }[]>;
  /** The registries' names (a copied widget or formatter must still exist). */
  names: RegistryNames;
}

/**
 * Collects the filters and columns of screen documents by field. The documents come parsed and in
 * file path order (the first seen wins a tie): read from screens/** by the script
 * (scripts/lib/scaffold-from.ts), imported by the screen editor.
 */
export function houseStyleOf(docs: Iterable<unknown>, names: RegistryNames): HouseStyle {
  const style: HouseStyle = { filters: new Map(), columns: new Map(), names };
  const push = <T>(m: Map<string, T[]>, k: string, v: T) => m.set(k, [...(m.get(k) ?? []), v]);
  for (const item of docs) {
    if (!item || typeof item !== 'object') continue;
    const doc = item as Obj;
    const endpoint = String((doc.source as Obj | undefined)?.endpoint ?? '');
    const filters = doc.filters as
      { schema?: { properties?: Record<string, Obj> }; uiSchema?: Record<string, Obj> } | undefined;
    for (const [field, prop] of Object.entries(filters?.schema?.properties ?? {}))
      push(style.filters, field, { prop, ui: filters?.uiSchema?.[field] ?? {}, endpoint });
    // Columns of the screen and of every nested table (detail tabs, sections).
    const tables: Obj[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node))
          if (k === 'columns' && Array.isArray(v)) tables.push(...(v as Obj[]));
          else walk(v);
      }
    };
    walk(doc);
    for (const col of tables) {
      if (typeof col?.field !== 'string' || typeof col.header !== 'string' || (col.cell && col.cell !== 'text'))
        continue;
      push(style.columns, col.field, {
        header: col.header,
        format: typeof col.format === 'string' ? col.format : undefined,
      });
    }
  }
  return style;
}

/** Most frequent entry (ties: the first seen), preferring one written for the same endpoint. */
function pick<T extends object>(list: T[] | undefined, endpoint: string): T | undefined {
  if (!list?.length) return undefined;
  const same = list.find((x) => (x as { endpoint?: string }).endpoint === endpoint);
  if (same) return same;
  const key = (x: T) => JSON.stringify(x);
  const count = new Map<string, number>();
  for (const x of list) count.set(key(x), (count.get(key(x)) ?? 0) + 1);
  return [...list].sort((a, b) => (count.get(key(b)) ?? 0) - (count.get(key(a)) ?? 0))[0];
}

const isScalar = (p: Obj | undefined) => {
  const t = [p?.type ?? 'string'].flat();
  return !t.includes('array') && !t.includes('object');
};

export interface FromInput {
  area: string;
  name: string;
  title: string;
  endpoint: CatalogueEndpoint;
  /** Every endpoint of the catalogue (a copied select's option endpoint must exist and be callable). */
  catalogue: CatalogueEndpoint[];
  style: HouseStyle;
}

export function scaffoldFrom(i: FromInput): Record<string, unknown> {
  const ep = i.endpoint;
  const paging = ep.paging ?? 'none';
  const skip = new Set<string>([
    ...(paging === 'none' ? [] : Object.values(pagingKeys(paging))),
    ...Object.keys(ep.session ?? {}),
    ...[...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
    'tela',
    'tokenSSCId',
  ]);
  const open = ep.resource === undefined || OPEN_RESOURCES.includes(ep.resource);
  const menuKey = open ? i.name : ep.resource!;
  const byName = new Map(i.catalogue.map((e) => [e.name, e]));
  /** A select copied from another screen keeps its option endpoint only when this screen's viewers may call it. */
  const callable = (name: unknown) => {
    const o = byName.get(String(name));
    return (
      o !== undefined && (o.resource === undefined || OPEN_RESOURCES.includes(o.resource) || o.resource === menuKey)
    );
  };

  const requestProps = (ep.request.properties ?? {}) as Record<string, Obj>;
  const fields = Object.keys(requestProps).filter((f) => !skip.has(f));
  const properties: Record<string, Obj> = {};
  const uiSchema: Record<string, Obj> = {};
  for (const f of fields) {
    const req = requestProps[f];
    const seen = pick(i.style.filters.get(f), ep.name);
    const prop: Obj = {
      type: Array.isArray(req.type)
        ? (req.type as string[]).find((t) => t !== 'array' && t !== 'null')
        : (req.type ?? 'string'),
    };
    prop.title = (seen?.prop.title as string | undefined) ?? (req.title as string | undefined) ?? labelOf(f);
    for (const k of ['format', 'maxLength', 'minLength', 'minimum', 'maximum', 'pattern', 'default'] as const)
      if (req[k] !== undefined) prop[k] = req[k];
    if (typeof req.antesDe === 'string' && fields.includes(req.antesDe)) prop.antesDe = req.antesDe;
    let ui: Obj = {};
    const values = (req.enum ?? (req.items as Obj | undefined)?.enum) as unknown[] | undefined;
    if (values) {
      // The titles an existing screen gave the same codes, else the code itself in sentence case.
      const known = new Map(
        ((seen?.prop.oneOf as { const: unknown; title: string }[] | undefined) ?? []).map((o) => [o.const, o.title]),
      );
      prop.oneOf = values.map((v) => ({
        const: v,
        title: known.get(v) ?? labelOf(String(v).toLowerCase().replace(/_/g, ' ')),
      }));
    } else if (seen && (seen.prop.format ?? null) === (req.format ?? null)) {
      ui = { ...seen.ui };
      const opts = ui['ui:options'] as Obj | undefined;
      if (opts?.endpoint !== undefined && !callable(opts.endpoint)) {
        delete ui['ui:options'];
        if (ui['ui:widget'] === 'select' || ui['ui:widget'] === 'multiSelect') delete ui['ui:widget'];
      }
    }
    if (typeof ui['ui:widget'] === 'string' && !i.style.names.widgets.includes(ui['ui:widget'])) delete ui['ui:widget'];
    properties[f] = prop;
    if (Object.keys(ui).length) uiSchema[f] = ui;
  }
  const required = (ep.request.required ?? []).filter((f) => fields.includes(f));

  const sortable = ep.sortable ?? [];
  // The columns are the fields of one record: of a page's rows or a list's items alike (`answer`).
  const responseProps = (ep.response.properties ?? {}) as Record<string, Obj>;
  const columnFields = Object.keys(responseProps)
    .filter((f) => f !== 'id' && isScalar(responseProps[f]))
    .slice(0, 8);
  const formatters = i.style.names.formatters;
  const columns = columnFields.map((f) => {
    const seen = pick(i.style.columns.get(f), '');
    const format = seen ? seen.format : expectedFormat(f, responseProps[f] as FieldSchema);
    return {
      field: f,
      header: seen?.header ?? labelOf(f),
      ...(format && formatters.includes(format) ? { format } : {}),
      ...(sortable.includes(f) ? {} : { sortable: false }),
    };
  });
  const sortField = columnFields.find((f) => sortable.includes(f)) ?? sortable[0];
  return {
    $schema: '../../schemas/screen.schema.json',
    id: i.name,
    kind: 'search',
    title: i.title,
    area: i.area,
    route: `/${i.area}/${i.name}/`,
    menuKey,
    icon: 'search',
    filters: { schema: { type: 'object', ...(required.length ? { required } : {}), properties }, uiSchema },
    source: {
      endpoint: ep.name,
      pageSize: pageSizeFor(ep),
      ...(sortField ? { sort: { field: sortField, order: 'ASC' } } : {}),
    },
    columns,
  };
}

/** The catalogue's search-capable endpoints: a GET answering rows (a page of them, or a whole list). */
export const searchCapable = (e: CatalogueEndpoint): boolean =>
  e.method === 'GET' && (e.answer === 'page' || e.answer === 'list');
