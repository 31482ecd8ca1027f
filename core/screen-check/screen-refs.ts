/**
 * Cross-checks of one screen document against the catalogue and the registries: every endpoint,
 * parameter, filter, column, sort key, widget, cell, format, status-key group, action and row
 * field a screen names must exist. Kind by kind (search, detail with tabs and tables, form,
 * dashboard); the tabs kind's screen ids are checked by checkAll, which sees every document.
 */
import type { RegistryKind, RegistryNames } from '../registries.ts';
import { formatWarning, type FieldSchema } from './format-hints.ts';
import { suggest } from './suggest.ts';
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { fieldFormatErrors } from './field-format-check.ts';
import { answerProblem, paramProblem } from './endpoint-problems.ts';
import { sortableColumnProblem, sortProblem } from './sort-refs.ts';
import type { Act, Add, Called, CampoDeRegistro, Col, Filters, Obj, Source, TableFilter } from './screen-refs-types.ts';

export class ScreenRefs {
  /** Every endpoint the screen names — sources, tables, actions, submit/create, panels, select options. */
  readonly called: Called[] = [];

  constructor(
    private readonly endpoints: Map<string, CatalogueEndpoint>,
    private readonly file: string,
    private readonly add: Add,
    private readonly routeParams: string[],
    /** What each registry answers to (the files on disk for the scripts, the loaded registries in the editor). */
    private readonly names: RegistryNames,
    /** Advice that does not fail the check (a raw CPF, date, competence or money value). */
    private readonly warn: Add = () => undefined,
  ) {}

  /** Warns when a column or field shows a value spec §5 formats (CPF, CEP, date, competence, money) without a formatter. */
  private formatHint(
    ep: CatalogueEndpoint | undefined,
    field: string,
    format: string | undefined,
    pointer: string,
    what: string,
  ) {
    const prop = ep?.response.properties?.[field] as FieldSchema | undefined;
    const w = ep && prop ? formatWarning(field, format, prop, what) : undefined;
    if (w) this.warn(this.file, pointer, w);
  }

  private err(pointer: string, message: string) {
    this.add(this.file, pointer, message);
  }

  name(kind: RegistryKind, label: string, value: string | undefined, pointer: string) {
    if (value === undefined) return;
    const known = this.names[kind];
    if (!known.includes(value)) this.err(pointer, `${label} '${value}' não existe. ${suggest(value, known)}`);
  }

  endpoint(name: string | undefined, pointer: string): CatalogueEndpoint | undefined {
    if (name === undefined) return undefined;
    const ep = this.endpoints.get(name);
    if (!ep)
      this.err(
        pointer,
        `endpoint '${name}' não existe no catálogo (schemas/endpoints). ${suggest(name, [...this.endpoints.keys()])}`,
      );
    else this.called.push({ endpoint: ep, pointer });
    return ep;
  }

  responseField(ep: CatalogueEndpoint | undefined, field: string, pointer: string, what = 'o campo') {
    const fields = Object.keys(ep?.response.properties ?? {});
    if (ep && !fields.includes(field))
      this.err(pointer, `${what} '${field}' não existe na resposta de '${ep.name}'. ${suggest(field, fields)}`);
  }

  /** `row`: the endpoint(s) whose record fills `{field}` placeholders (a picked row, then its parent records). */
  params(
    ep: CatalogueEndpoint | undefined,
    params: Record<string, string> | undefined,
    pointer: string,
    row?: CatalogueEndpoint | CatalogueEndpoint[],
  ) {
    for (const [param, value] of Object.entries(params ?? {})) {
      const problem = ep && paramProblem(ep, param);
      if (problem) this.err(`${pointer}/${param}`, problem);
      if (value.startsWith(':') && !this.routeParams.includes(value.slice(1)))
        this.err(`${pointer}/${param}`, `a rota não tem o parâmetro '${value}'.`);
      for (const m of value.matchAll(/\{(\w+)\}/g)) if (row) this.recordField(row, m[1], `${pointer}/${param}`);
    }
  }

  /** A `{field}` must be in the picked row or one of its parent records. */
  private recordField(row: CatalogueEndpoint | CatalogueEndpoint[], field: string, pointer: string) {
    const rows = Array.isArray(row) ? row : [row];
    if (!rows.length || rows.some((ep) => Object.keys(ep.response.properties ?? {}).includes(field))) return;
    const fields = rows.flatMap((ep) => Object.keys(ep.response.properties ?? {}));
    this.err(
      pointer,
      `o campo '${field}' não existe na resposta de '${rows.map((ep) => ep.name).join("', '")}'. ${suggest(field, fields)}`,
    );
  }

  source(src: Source | undefined, pointer: string, record?: CatalogueEndpoint[]): CatalogueEndpoint | undefined {
    if (!src) return undefined;
    const ep = this.endpoint(src.endpoint, `${pointer}/endpoint`);
    this.params(ep, src.params, `${pointer}/params`, record);
    if (src.sort) this.sortable(ep, src.sort.field, `${pointer}/sort/field`);
    return ep;
  }

  /** What the screen does with the answer must be what the endpoint answers (endpoint-problems.ts). */
  answer(ep: CatalogueEndpoint | undefined, wanted: 'rows' | 'record', pointer: string) {
    const problem = ep && answerProblem(ep, wanted);
    if (problem) this.err(pointer, problem);
  }

  sortable(ep: CatalogueEndpoint | undefined, field: string, pointer: string) {
    const problem = ep && sortProblem(ep, field);
    if (problem) this.err(pointer, problem);
  }

  /**
   * Fields of a filter form, a form or an input dialog against the endpoint that receives them.
   * `opts.form`: a form screen's fields — one marked read-only (`ui:readonly`) is only shown, never
   * sent (engine/kinds/form/useFormScreen.ts sends what the endpoint declares), so it must exist in
   * the record the form loads (`shown`, its source) instead of in the endpoint's request.
   * `opts.checkUi: false` skips the widgets (already checked in another pass).
   */
  filters(
    f: Filters | undefined,
    ep: CatalogueEndpoint | undefined,
    pointer: string,
    what = 'o filtro',
    opts: { form?: boolean; shown?: CatalogueEndpoint; checkUi?: boolean } = {},
  ) {
    if (!f) return;
    const accepted = Object.keys(ep?.request.properties ?? {});
    for (const [name, prop] of Object.entries(f.schema.properties ?? {})) {
      const readonly = opts.form === true && (f.uiSchema?.[name] as Obj | undefined)?.['ui:readonly'] === true;
      if (readonly) {
        if (opts.shown)
          this.responseField(opts.shown, name, `${pointer}/schema/properties/${name}`, 'o campo somente leitura');
        continue;
      }
      if (ep && !accepted.includes(name))
        this.err(
          `${pointer}/schema/properties/${name}`,
          `${what} '${name}' não é aceito pelo endpoint '${ep.name}'. ${suggest(name, accepted)}`,
        );
      for (const [where, message] of fieldFormatErrors(name, prop, f.schema.properties ?? {}, ep))
        this.err(`${pointer}/schema/properties/${name}${where}`, message);
    }
    if (opts.checkUi === false) return;
    for (const [name, ui] of Object.entries(f.uiSchema ?? {})) {
      this.name('widgets', 'widget', ui['ui:widget'] as string | undefined, `${pointer}/uiSchema/${name}/ui:widget`);
      this.endpoint(
        (ui['ui:options'] as Obj | undefined)?.endpoint as string | undefined,
        `${pointer}/uiSchema/${name}/ui:options/endpoint`,
      );
      if (!(name in (f.schema.properties ?? {})) && !name.startsWith('ui:'))
        this.err(
          `${pointer}/uiSchema/${name}`,
          `uiSchema descreve '${name}', que não é um campo declarado em schema.properties.`,
        );
    }
  }

  columns(cols: Col[] | undefined, ep: CatalogueEndpoint | undefined, pointer: string) {
    cols?.forEach((col, i) => {
      const p = `${pointer}/${i}`;
      this.responseField(ep, col.field, `${p}/field`, 'a coluna');
      this.name('formatters', 'formato', col.format, `${p}/format`);
      if (!col.cell || col.cell === 'text') this.formatHint(ep, col.field, col.format, p, 'a coluna');
      this.name('cells', 'célula', col.cell, `${p}/cell`);
      this.name('statusKeys', 'grupo de cores de status', col.statusKeys, `${p}/statusKeys`);
      if (col.sortField) this.sortable(ep, col.sortField, `${p}/sortField`);
      else if (col.sortable !== false) this.sortableColumn(ep, col, p);
    });
  }

  private sortableColumn(ep: CatalogueEndpoint | undefined, col: Col, pointer: string) {
    const problem = ep && sortableColumnProblem(ep, col.field);
    if (problem) this.err(`${pointer}/field`, problem);
  }

  /**
   * `row`: the row (or record) the actions act on, then its parent records. `source`: the screen's
   * source, which an export replays (its fixed `sort` must be one the source sorts by).
   */
  actions(
    list: Act[] | undefined,
    row: CatalogueEndpoint | CatalogueEndpoint[] | undefined,
    pointer: string,
    source?: CatalogueEndpoint,
  ) {
    list?.forEach((a, i) => {
      const p = `${pointer}/${i}`;
      this.name('actions', 'ação', a.action, `${p}/action`);
      const ep = this.endpoint(a.endpoint, `${p}/endpoint`);
      this.params(ep, a.params, `${p}/params`, row);
      const record = Array.isArray(row) ? row[0] : row;
      if (a.disabledWhen) this.responseField(record, a.disabledWhen.field, `${p}/disabledWhen/field`, 'o campo');
      if (a.visibleWhen) this.responseField(record, a.visibleWhen.field, `${p}/visibleWhen/field`, 'o campo');
      // The dialog's fields join the call's parameters: the endpoint must accept each one.
      if (a.input) this.filters(a.input, ep, `${p}/input`, 'o campo');
      if (a.input?.initial) this.initial(a.input, `${p}/input/initial`, row);
      if (a.action === 'export') this.exportAction(a, ep, source, p);
    });
  }

  /** An input's starting values fill its own fields, from the row or record. */
  private initial(input: Filters, pointer: string, row: CatalogueEndpoint | CatalogueEndpoint[] | undefined) {
    const fields = Object.keys(input.schema.properties);
    for (const k of Object.keys(input.initial ?? {}))
      if (!fields.includes(k)) this.err(`${pointer}/${k}`, `o diálogo não tem o campo '${k}'. ${suggest(k, fields)}`);
    this.params(undefined, input.initial, pointer, row);
  }

  /** The gateway builds the file from the exporting screen, named by `tela` in the request. */
  private exportAction(
    a: Act,
    ep: CatalogueEndpoint | undefined,
    source: CatalogueEndpoint | undefined,
    pointer: string,
  ) {
    if (ep && !Object.hasOwn(ep.request.properties ?? {}, 'tela'))
      this.err(
        `${pointer}/endpoint`,
        `o endpoint '${ep.name}' não declara 'tela' em request.properties: a exportação envia o id da tela, cujas colunas e fonte montam o relatório.`,
      );
    if (a.sort) this.sortable(source, a.sort.field, `${pointer}/sort/field`);
  }

  fields(fields: CampoDeRegistro[] | undefined, ep: CatalogueEndpoint | undefined, pointer: string) {
    fields?.forEach((f, i) => {
      this.responseField(ep, f.field, `${pointer}/${i}/field`, 'o campo');
      this.name('formatters', 'formato', f.format, `${pointer}/${i}/format`);
      this.formatHint(ep, f.field, f.format, `${pointer}/${i}`, 'o campo');
      // A code shown as a label of a catalogue list (LookupField.tsx): an endpoint the screen calls
      // (grant check), answering rows with both fields.
      const o = f.options;
      const lista = o && this.endpoint(o.endpoint, `${pointer}/${i}/options/endpoint`);
      if (!o || !lista) return;
      this.optionList(lista, { valueField: o.valueField, labelField: o.labelField }, `${pointer}/${i}/options`);
    });
  }

  /** A list of options: an endpoint answering rows that hold each field named. */
  private optionList(lista: CatalogueEndpoint | undefined, named: Record<string, string | undefined>, pointer: string) {
    this.answer(lista, 'rows', `${pointer}/endpoint`);
    for (const [k, field] of Object.entries(named)) if (field) this.responseField(lista, field, `${pointer}/${k}`);
  }

  table(
    t: {
      endpoint: string;
      params?: Record<string, string>;
      columns: Col[];
      rowActions?: Act[];
      sort?: { field: string };
      rowKey?: string;
      batch?: { field: string; actions?: Act[] };
      filters?: TableFilter[];
    },
    pointer: string,
    record: CatalogueEndpoint[] = [],
  ): CatalogueEndpoint | undefined {
    const ep = this.source(t, pointer, record);
    this.answer(ep, 'rows', `${pointer}/endpoint`);
    this.columns(t.columns, ep, `${pointer}/columns`);
    if (t.rowKey) this.responseField(ep, t.rowKey, `${pointer}/rowKey`);
    // A row action sees the row over its parent records (e.g. the screen's numeroFuncionario).
    this.actions(t.rowActions, ep ? [ep, ...record] : record, `${pointer}/rowActions`);
    this.batch(t.batch, ep, `${pointer}/batch`);
    this.tableFilters(t.filters, ep, `${pointer}/filters`, record);
    return ep;
  }

  /** Each filter goes to a parameter the table's endpoint takes; its options are a list with the fields named. */
  private tableFilters(
    list: TableFilter[] | undefined,
    ep: CatalogueEndpoint | undefined,
    pointer: string,
    record: CatalogueEndpoint[],
  ) {
    list?.forEach((f, i) => {
      const p = `${pointer}/${i}`;
      const problem = ep && paramProblem(ep, f.field);
      if (problem) this.err(`${p}/field`, problem);
      const { valueField, labelField, countField } = f.options;
      this.optionList(
        this.source(f.options, `${p}/options`, record),
        { valueField, labelField, countField },
        `${p}/options`,
      );
    });
  }

  batch(b: { field: string; actions?: Act[] } | undefined, ep: CatalogueEndpoint | undefined, pointer: string) {
    if (!b) return;
    this.responseField(ep, b.field, `${pointer}/field`, 'o campo');
    this.actions(b.actions, undefined, `${pointer}/actions`);
  }
}
