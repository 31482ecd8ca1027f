/**
 * TypeScript view of a screen document (schemas/screen.schema.json is the authority; the schema
 * checker rejects documents that do not match, so the runtime trusts these shapes).
 */
import type { SortOrder } from '../../services/http/params.ts';

export interface SourceDef {
  endpoint: string;
  /** Fixed parameters; a value ':name' takes the route parameter `name`. */
  params?: Record<string, string>;
  pageSize?: 5 | 10 | 15 | 20 | 60;
  sort?: { field: string; order: SortOrder };
}

export interface ColumnDef {
  field: string;
  header: string;
  /** Sort key sent to the server when it differs from `field` (e.g. nomeRelatorio). */
  sortField?: string;
  format?: string;
  cell?: string;
  statusKeys?: string;
  sortable?: boolean;
  flex?: number;
  width?: number;
  /** Long text wraps (line breaks kept) and the row grows. */
  wrap?: boolean;
}

/** A row is matched when `row[field]` is one of `in` (e.g. statusGeracao in PENDENTE, PROCESSANDO). */
export interface RowRule {
  field: string;
  in: string[];
}

export interface ConfirmDef {
  title: string;
  /** `{field}` placeholders take the row's values. */
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A command's input dialog: a small form whose values join the call's parameters. */
export interface ActionInputDef {
  title: string;
  text?: string;
  schema: Record<string, unknown> & { type: 'object'; properties: Record<string, unknown> };
  uiSchema?: Record<string, unknown>;
  submitLabel?: string;
}

export type SuccessType = 'sucesso' | 'sucessoCompleto' | 'sucessoCompletoTelaAnterior';

export interface ActionDef {
  action: string;
  label: string;
  icon?: string;
  to?: string;
  endpoint?: string;
  /** Call parameters in the placeholder language (engine/placeholders.ts). */
  params?: Record<string, string>;
  /** Disabled for rows (or the record) matching the rule. */
  disabledWhen?: RowRule;
  /** Shown only for rows (or the record) matching the rule. */
  visibleWhen?: RowRule;
  /** command: asks these values in a dialog first. */
  input?: ActionInputDef;
  /** command: alert type of the success message. */
  successType?: SuccessType;
  /** command as a batch action: one call per row, or one call with lists. */
  batchMode?: 'each' | 'list';
  /** command: reload the list or record afterwards (default true). */
  refresh?: boolean;
  /** export: the report's name in 'Meus relatórios'. */
  reportName?: string;
  /** export: a fixed order of the file, whatever the screen's sort (the user export: nome ascending). */
  sort?: { field: string; order: SortOrder };
  /** download/openPdf: save the file or show it in a new tab. */
  open?: 'save' | 'tab';
  /** Confirmation before acting (texts from the screen document). */
  confirm?: ConfirmDef;
  /** export: skip the confirmation. */
  skipValidation?: boolean;
  /** export: formats offered (default XLSX, CSV, PDF). */
  formats?: ('XLSX' | 'CSV' | 'PDF')[];
  /** export: offers 'Exportar somente página atual' (default: everything). */
  currentPageOption?: boolean;
  successText?: string;
  /** Fallback message of spec section 8 when the call fails. */
  errorText?: string;
}

export interface FieldDef {
  field: string;
  label: string;
  format?: string;
  copy?: boolean;
  multiline?: boolean;
  /** Rich text (HTML sanitised on the server), shown through SafeHtml. */
  html?: boolean;
}

interface ScreenBase {
  id: string;
  kind: string;
  title: string;
  area: string;
  group?: string;
  route: string;
  menuKey: string;
  icon?: string;
  hidden?: boolean;
  subtitle?: boolean;
}

export interface SearchScreenDoc extends ScreenBase {
  kind: 'search';
  filters: { schema: Record<string, unknown> & { type: 'object'; properties: Record<string, unknown> }; uiSchema?: Record<string, unknown> };
  source: SourceDef;
  columns: ColumnDef[];
  rowActions?: ActionDef[];
  toolbar?: ActionDef[];
  noResultText?: string;
  /** Title of the results panel (default 'Resultados'). */
  resultsTitle?: string;
  /** Panels 'Filtros' and the results can be collapsed. */
  collapsible?: boolean;
  /** Fallback message when the search fails (spec §8). */
  errorText?: string;
  /** Runs the search once when the screen opens. */
  searchOnLoad?: boolean;
  /** Batch selection: rows matching the rule get a checkbox; `actions` receive the selected rows. */
  batch?: RowRule & { actions?: ActionDef[] };
  /** One line above the results from an endpoint answering one object. */
  summary?: { endpoint: string; params?: Record<string, string>; text: string; icon?: string };
}

/** A paged table bound to its own endpoint (detail tabs); params may take route parameters. */
export interface TableDef {
  endpoint: string;
  params?: Record<string, string>;
  pageSize?: 5 | 10 | 15 | 20;
  sort?: { field: string; order: SortOrder };
  columns: ColumnDef[];
  rowActions?: ActionDef[];
  noResultText?: string;
}

export interface SectionDef {
  title?: string;
  fields?: FieldDef[];
  /** Own endpoint of the section's fields (default: the screen's source). */
  source?: SourceDef;
  table?: TableDef;
  /** Sub-sections of one record: of the row picked with the table's 'Detalhar', or of the section's own record. */
  detail?: SectionDetailDef;
}

/**
 * Master-detail: `{field}` parameters of the sub-sections take the picked row's values (then the
 * parent record's, e.g. the screen's numeroFuncionario); ':name' still takes the route parameter.
 */
export interface SectionDetailDef {
  /** Label of the row action that opens the detail (default 'Detalhar'). */
  label?: string;
  /** Heading over the sub-sections; `{field}` placeholders take the record's values. */
  title?: string;
  sections: SectionDef[];
}

export interface TabDef {
  title: string;
  sections: SectionDef[];
}

export interface DetailScreenDoc extends ScreenBase {
  kind: 'detail';
  source: SourceDef;
  fields?: FieldDef[];
  tabs?: TabDef[];
  /** Record actions (a command reloads the record). */
  actions?: ActionDef[];
}

export interface SubmitDef {
  endpoint: string;
  params?: Record<string, string>;
  confirm?: ConfirmDef;
  successText?: string;
  errorText?: string;
  after?: 'stay' | 'back' | 'navigate';
  to?: string;
}

export interface FormScreenDoc extends ScreenBase {
  kind: 'form';
  source?: SourceDef;
  form: { schema: Record<string, unknown> & { type: 'object'; properties: Record<string, unknown> }; uiSchema?: Record<string, unknown> };
  submit: SubmitDef;
  /** Used instead of `submit` when a route parameter is 'novo' (creating). */
  create?: SubmitDef;
}

export interface PanelDef {
  title: string;
  endpoint: string;
  params?: Record<string, string>;
  chart: 'bar' | 'line' | 'pie';
  x: string;
  y: string[];
  seriesNames?: string[];
  width?: 1 | 2;
  /** Text shown instead of the chart when the endpoint has no rows. */
  emptyText?: string;
  /** Bar charts: categories on the vertical axis. */
  horizontal?: boolean;
}

export interface DashboardScreenDoc extends ScreenBase {
  kind: 'dashboard';
  panels: PanelDef[];
}

export interface TabsScreenDoc extends ScreenBase {
  kind: 'tabs';
  tabs: { title: string; screen: string }[];
}

export type ScreenDoc = SearchScreenDoc | DetailScreenDoc | FormScreenDoc | DashboardScreenDoc | TabsScreenDoc | (ScreenBase & Record<string, unknown>);

export interface AreaDef {
  key: string;
  title: string;
  icon: string;
  path: string;
}
