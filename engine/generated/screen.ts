/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/**
 * One screen of the portal. The engine renders it by its kind; the shell builds its route and menu entry. Names (endpoint, widget, cell, format, action) are checked against the registries by `npm run schemas:check`.
 */
export type ScreenDocument =
  SearchScreenDocument | DetailScreenDocument | FormScreenDocument | DashboardScreenDocument | TabsScreenDocument;
/**
 * Name of an endpoint in schemas/endpoints/*.json.
 */
export type EndpointName = string;

export interface SearchScreenDocument {
  $schema?: string;
  /**
   * Unique id, kebab-case.
   */
  id: string;
  kind: 'search';
  /**
   * Route title shown on the page card and in the menu.
   */
  title: string;
  /**
   * Key of an area in screens/areas.json.
   */
  area: string;
  /**
   * Optional sub-group title inside the area's menu.
   */
  group?: string;
  /**
   * Position in the area's menu (lower first; screens without it come after, in file order). A group sits where its first screen sits.
   */
  menuOrder?: number;
  /**
   * Route path; ':name' segments are route parameters.
   */
  route: string;
  /**
   * Resource key (chaveMenu) the user's roles must grant.
   */
  menuKey: string;
  /**
   * Blueprint icon name.
   */
  icon?: string;
  /**
   * Not listed in the menu and cannot be a favourite.
   */
  hidden?: boolean;
  /**
   * false hides the note '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  filters: Filters;
  source: Source;
  /**
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  rowActions?: Action[];
  toolbar?: Action[];
  noResultText?: string;
  /**
   * Title of the results panel (default 'Resultados').
   */
  resultsTitle?: string;
  /**
   * The filter and result panels can be collapsed.
   */
  collapsible?: boolean;
  /**
   * Runs the search once when the screen opens.
   */
  searchOnLoad?: boolean;
  /**
   * Fallback message when the search fails.
   */
  errorText?: string;
  batch?: Batch;
  /**
   * A one-line summary above the results from an endpoint answering one object (e.g. the count of active notices); reloaded with the results.
   */
  summary?: {
    endpoint: EndpointName;
    params?: {
      [k: string]: string;
    };
    /**
     * {field} placeholders take the answer's values, e.g. 'Avisos ativos no momento: {quantidade}'.
     */
    text: string;
    icon?: string;
  };
}
export interface Filters {
  schema: {
    type: 'object';
    /**
     * The fields: a JSON Schema per field name.
     */
    properties: {};
  };
  uiSchema?: {};
}
export interface Source {
  endpoint: EndpointName;
  /**
   * Fixed parameters; a value ':name' takes the route parameter.
   */
  params?: {
    [k: string]: string;
  };
  pageSize?: 5 | 10 | 15 | 20 | 60;
  sort?: {
    field: string;
    order: 'ASC' | 'DESC';
  };
}
export interface Column {
  field: string;
  header: string;
  /**
   * Formatter name (engine/registry formatters).
   */
  format?: string;
  /**
   * Code → label shown instead of the code ({"F": "Feminino", "M": "Masculino"}); a code not listed goes to the formatter as it came.
   */
  labels?: {
    [k: string]: string;
  };
  /**
   * Grid cell name (engine/registry cells).
   */
  cell?: string;
  /**
   * Colour-key group of a status cell (engine/registry/statusKeys.ts).
   */
  statusKeys?: string;
  sortable?: boolean;
  flex?: number;
  width?: number;
  /**
   * Sort key sent to the server when it differs from field (must be sortable by the endpoint).
   */
  sortField?: string;
  /**
   * Long text wraps onto several lines (line breaks kept) and the row grows to fit.
   */
  wrap?: boolean;
}
export interface Action {
  /**
   * Action name (engine/registry actions): navigate, export, download, delete, refresh, command.
   */
  action: string;
  label: string;
  icon?: string;
  /**
   * navigate: target path; {field} takes the row's or record's value, ':name' the route parameter.
   */
  to?: string;
  endpoint?: EndpointName;
  /**
   * Call parameters: '{field}' takes the row's or record's value (a whole-value placeholder keeps its type), ':name' the route parameter; other values are fixed.
   */
  params?: {
    [k: string]: string;
  };
  disabledWhen?: RowRule;
  confirm?: Confirm;
  /**
   * export: no confirmation.
   */
  skipValidation?: boolean;
  /**
   * @minItems 1
   */
  formats?: ['XLSX' | 'CSV' | 'PDF', ...('XLSX' | 'CSV' | 'PDF')[]];
  /**
   * export: offers 'Exportar somente página atual'.
   */
  currentPageOption?: boolean;
  /**
   * Success message; {field} placeholders take the row's or record's values.
   */
  successText?: string;
  /**
   * Fallback message of spec section 8 when the call fails.
   */
  errorText?: string;
  visibleWhen?: RowRule;
  /**
   * command: alert type of the success message (spec §2): sucesso closes itself, sucessoCompleto closes every dialog, sucessoCompletoTelaAnterior also goes back one page.
   */
  successType?: 'sucesso' | 'sucessoCompleto' | 'sucessoCompletoTelaAnterior';
  input?: ActionInput;
  /**
   * command as a batch action: 'each' calls the endpoint once per ticked row; 'list' calls it once, each '{field}' parameter becoming the list of that field over the ticked rows.
   */
  batchMode?: 'each' | 'list';
  /**
   * command: reload the list or the record after success (default true).
   */
  refresh?: boolean;
  /**
   * export: the report's name in 'Meus relatórios' (default: the screen's title).
   */
  reportName?: string;
  /**
   * export: a fixed order of the file whatever the grid's sort (the user report: nome ascending); the field must be sortable by the screen's source endpoint.
   */
  sort?: {
    field: string;
    order: 'ASC' | 'DESC';
  };
  /**
   * download/openPdf: save the file (download's default) or show it in a new tab (openPdf's default).
   */
  open?: 'save' | 'tab';
}
export interface RowRule {
  field: string;
  /**
   * @minItems 1
   */
  in: [string, ...string[]];
}
export interface Confirm {
  title: string;
  /**
   * {field} placeholders take the row's values.
   */
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
}
/**
 * command: a small form asked in a dialog before the call (e.g. a required 'Justificativa'); its values join the call's parameters. Validated in the dialog and again by the endpoint's request schema on the gateway.
 */
export interface ActionInput {
  title: string;
  /**
   * Text above the fields; {field} placeholders take the row's values.
   */
  text?: string;
  schema: {
    type: 'object';
    properties: {};
  };
  uiSchema?: {};
  /**
   * Label of the dialog's confirm button (default the action's label).
   */
  submitLabel?: string;
}
/**
 * Batch selection: only rows matching the rule get a checkbox (spec: 'Aguardando validação').
 */
export interface Batch {
  field: string;
  /**
   * @minItems 1
   */
  in: [string, ...string[]];
  actions?: Action[];
}
export interface DetailScreenDocument {
  $schema?: string;
  /**
   * Unique id, kebab-case.
   */
  id: string;
  kind: 'detail';
  /**
   * Route title shown on the page card and in the menu.
   */
  title: string;
  /**
   * Key of an area in screens/areas.json.
   */
  area: string;
  /**
   * Optional sub-group title inside the area's menu.
   */
  group?: string;
  /**
   * Position in the area's menu (lower first; screens without it come after, in file order). A group sits where its first screen sits.
   */
  menuOrder?: number;
  /**
   * Route path; ':name' segments are route parameters.
   */
  route: string;
  /**
   * Resource key (chaveMenu) the user's roles must grant.
   */
  menuKey: string;
  /**
   * Blueprint icon name.
   */
  icon?: string;
  /**
   * Not listed in the menu and cannot be a favourite.
   */
  hidden?: boolean;
  /**
   * false hides the note '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  source: Source;
  /**
   * @minItems 1
   */
  fields?: [Field, ...Field[]];
  /**
   * @minItems 1
   */
  tabs?: [Tab, ...Tab[]];
  /**
   * Record actions, shown above the record; {field} reads the record, visibleWhen/disabledWhen its values; a command reloads the record afterwards.
   */
  actions?: Action[];
}
export interface Field {
  field: string;
  label: string;
  format?: string;
  /**
   * Code → label shown instead of the code ({"F": "Feminino", "M": "Masculino"}); a code not listed goes to the formatter as it came.
   */
  labels?: {
    [k: string]: string;
  };
  copy?: boolean;
  multiline?: boolean;
  /**
   * The value is rich text (HTML sanitised on the server): shown through the safe-HTML component.
   */
  html?: boolean;
}
export interface Tab {
  title: string;
  /**
   * Name of the group the tab is listed under ('Dados pessoais', 'Financeiro'…). When the tabs have groups, the detail screen lists them vertically under their group names, groups in the order they first appear; without groups the tabs are one strip.
   */
  group?: string;
  /**
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
export interface Section {
  title?: string;
  /**
   * @minItems 1
   */
  fields?: [Field, ...Field[]];
  table?: Table;
  source?: Source;
  detail?: SectionDetail;
}
/**
 * A nested paged table bound to an endpoint; params may take route parameters (':id').
 */
export interface Table {
  endpoint: EndpointName;
  params?: {
    [k: string]: string;
  };
  pageSize?: 5 | 10 | 15 | 20;
  sort?: {
    field: string;
    order: 'ASC' | 'DESC';
  };
  /**
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  rowActions?: Action[];
  batch?: Batch;
  noResultText?: string;
}
/**
 * Master-detail: sub-sections of the row picked with the table's 'Detalhar' action (or of the section's own record). Their '{field}' parameters take that record's values, then the parent's (the screen's record); ':name' takes the route parameter.
 */
export interface SectionDetail {
  /**
   * Label of the row action that opens the detail (default 'Detalhar').
   */
  label?: string;
  /**
   * Heading over the sub-sections; {field} placeholders take the record's values.
   */
  title?: string;
  /**
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
export interface FormScreenDocument {
  $schema?: string;
  /**
   * Unique id, kebab-case.
   */
  id: string;
  kind: 'form';
  /**
   * Route title shown on the page card and in the menu.
   */
  title: string;
  /**
   * Key of an area in screens/areas.json.
   */
  area: string;
  /**
   * Optional sub-group title inside the area's menu.
   */
  group?: string;
  /**
   * Position in the area's menu (lower first; screens without it come after, in file order). A group sits where its first screen sits.
   */
  menuOrder?: number;
  /**
   * Route path; ':name' segments are route parameters.
   */
  route: string;
  /**
   * Resource key (chaveMenu) the user's roles must grant.
   */
  menuKey: string;
  /**
   * Blueprint icon name.
   */
  icon?: string;
  /**
   * Not listed in the menu and cannot be a favourite.
   */
  hidden?: boolean;
  /**
   * false hides the note '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  source?: Source;
  form: Filters;
  submit: Submit;
  create?: Submit;
}
export interface Submit {
  endpoint: EndpointName;
  params?: {
    [k: string]: string;
  };
  confirm?: Confirm;
  successText?: string;
  errorText?: string;
  /**
   * stay: keep the form; back: success dialog then previous page (sucessoCompletoTelaAnterior); navigate: go to `to`.
   */
  after?: 'stay' | 'back' | 'navigate';
  to?: string;
}
export interface DashboardScreenDocument {
  $schema?: string;
  /**
   * Unique id, kebab-case.
   */
  id: string;
  kind: 'dashboard';
  /**
   * Route title shown on the page card and in the menu.
   */
  title: string;
  /**
   * Key of an area in screens/areas.json.
   */
  area: string;
  /**
   * Optional sub-group title inside the area's menu.
   */
  group?: string;
  /**
   * Position in the area's menu (lower first; screens without it come after, in file order). A group sits where its first screen sits.
   */
  menuOrder?: number;
  /**
   * Route path; ':name' segments are route parameters.
   */
  route: string;
  /**
   * Resource key (chaveMenu) the user's roles must grant.
   */
  menuKey: string;
  /**
   * Blueprint icon name.
   */
  icon?: string;
  /**
   * Not listed in the menu and cannot be a favourite.
   */
  hidden?: boolean;
  /**
   * false hides the note '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  filters?: Filters;
  /**
   * @minItems 1
   */
  panels: [Panel, ...Panel[]];
}
export interface Panel {
  title: string;
  endpoint: EndpointName;
  params?: {
    [k: string]: string;
  };
  chart: 'bar' | 'line' | 'pie';
  /**
   * Category field.
   */
  x: string;
  /**
   * Value fields (one series each).
   *
   * @minItems 1
   */
  y: [string, ...string[]];
  seriesNames?: string[];
  width?: 1 | 2;
  /**
   * Shown instead of the chart when the endpoint has no rows (default: the spec's no-result message).
   */
  emptyText?: string;
  /**
   * Bar charts: categories on the vertical axis (long names stay legible).
   */
  horizontal?: boolean;
}
export interface TabsScreenDocument {
  $schema?: string;
  /**
   * Unique id, kebab-case.
   */
  id: string;
  kind: 'tabs';
  /**
   * Route title shown on the page card and in the menu.
   */
  title: string;
  /**
   * Key of an area in screens/areas.json.
   */
  area: string;
  /**
   * Optional sub-group title inside the area's menu.
   */
  group?: string;
  /**
   * Position in the area's menu (lower first; screens without it come after, in file order). A group sits where its first screen sits.
   */
  menuOrder?: number;
  /**
   * Route path; ':name' segments are route parameters.
   */
  route: string;
  /**
   * Resource key (chaveMenu) the user's roles must grant.
   */
  menuKey: string;
  /**
   * Blueprint icon name.
   */
  icon?: string;
  /**
   * Not listed in the menu and cannot be a favourite.
   */
  hidden?: boolean;
  /**
   * false hides the note '*Campos de preenchimento obrigatório'.
   */
  subtitle?: boolean;
  /**
   * @minItems 1
   */
  tabs: [
    {
      title: string;
      /**
       * id of another screen document (usually hidden).
       */
      screen: string;
    },
    ...{
      title: string;
      /**
       * id of another screen document (usually hidden).
       */
      screen: string;
    }[]
  ];
}
