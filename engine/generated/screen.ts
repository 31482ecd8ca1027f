/* Gerado por `npm run schemas:types` a partir de schemas/. Não edite à mão. */
/**
 * One screen of the portal. The engine renders it by its kind; the shell builds its route and menu entry. Names (endpoint, widget, cell, format, action) are checked against the registries by `npm run schemas:check`.
 */
export type ScreenDocument =
  | SearchScreenDocument
  | DetailScreenDocument
  | FormScreenDocument
  | DashboardScreenDocument
  | TabsScreenDocument
  | EditorScreenDocument;
/**
 * Name of an endpoint in schemas/endpoints/*.json.
 */
export type EndpointName = string;

export interface SearchScreenDocument {
  /**
   * Path of the meta-schema, for editor completion and hover help: '../../schemas/screen.schema.json'.
   */
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
   * Columns of the result grid, in order.
   *
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  /**
   * Actions on each row (an actions column).
   */
  rowActions?: Action[];
  /**
   * Buttons above the results (export, a link to a create screen…).
   */
  toolbar?: Action[];
  /**
   * Message shown when the search finds nothing (code 2) instead of the default.
   */
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
    /**
     * Fixed parameters of the summary call.
     */
    params?: {
      [k: string]: string;
    };
    /**
     * {field} placeholders take the answer's values, e.g. 'Avisos ativos no momento: {quantidade}'.
     */
    text: string;
    /**
     * Blueprint icon of the summary line.
     */
    icon?: string;
  };
}
/**
 * A form: a JSON Schema object (schema) with its rjsf uiSchema. Each field must be accepted by the endpoint that receives it.
 */
export interface Filters {
  /**
   * JSON Schema (type object) of the fields: title, type, format (cpf, dataBR, nome…), maxLength, oneOf for fixed choices, required.
   */
  schema: {
    /**
     * Always 'object'.
     */
    type: 'object';
    /**
     * The fields: a JSON Schema per field name.
     */
    properties: {};
  };
  /**
   * rjsf uiSchema per field: ui:widget (a widget name), ui:placeholder, ui:options (a select's endpoint, labelField, valueField, errorText).
   */
  uiSchema?: {};
}
/**
 * The endpoint that fills the screen, with fixed parameters, page size and initial order.
 */
export interface Source {
  endpoint: EndpointName;
  /**
   * Fixed parameters; a value ':name' takes the route parameter.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Rows per page.
   */
  pageSize?: 5 | 10 | 15 | 20 | 60;
  /**
   * Initial order; the field must be one the endpoint sorts by.
   */
  sort?: {
    /**
     * A field the endpoint sorts by (its catalogue 'sortable').
     */
    field: string;
    /**
     * ASC or DESC.
     */
    order: 'ASC' | 'DESC';
  };
}
/**
 * A column of a result grid or table, showing one field of the endpoint's response.
 */
export interface Column {
  /**
   * Field of the endpoint's response shown in the column.
   */
  field: string;
  /**
   * Column title.
   */
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
  /**
   * false: the header does not sort. Required when the endpoint does not sort by the field (its catalogue 'sortable').
   */
  sortable?: boolean;
  /**
   * Share of the free width the column takes (like CSS flex-grow).
   */
  flex?: number;
  /**
   * Fixed width in pixels.
   */
  width?: number;
  /**
   * Sort key sent to the server when it differs from field (must be sortable by the endpoint).
   */
  sortField?: string;
  /**
   * Long text wraps onto several lines (line breaks kept) and the row grows to fit.
   */
  wrap?: boolean;
  /**
   * Exported files total this column (money and count columns): a totals row at the end of the PDF and a SUM on the XLSX's 'Sobre o relatório' sheet.
   */
  total?: boolean;
}
/**
 * A button: on each row (rowActions), above the results (toolbar), on ticked rows (batch) or on a record (actions). What it does is named by `action`.
 */
export interface Action {
  /**
   * Action name (engine/registry actions): navigate, export, download, delete, refresh, command.
   */
  action: string;
  /**
   * Button text; for a row action's icon button, its accessible name and tooltip.
   */
  label: string;
  /**
   * Blueprint icon name of the button.
   */
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
   * export: the file formats offered to the user.
   *
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
    /**
     * A field the screen's source endpoint sorts by.
     */
    field: string;
    /**
     * ASC or DESC.
     */
    order: 'ASC' | 'DESC';
  };
  /**
   * download/openPdf: save the file (download's default) or show it in a new tab (openPdf's default).
   */
  open?: 'save' | 'tab';
}
/**
 * A rule on a row or record: it matches when `field` has one of the values in `in`.
 */
export interface RowRule {
  /**
   * Row (or record) field the rule reads.
   */
  field: string;
  /**
   * The rule matches when the field's value is one of these.
   *
   * @minItems 1
   */
  in: [string, ...string[]];
}
/**
 * A confirmation dialog shown before the call.
 */
export interface Confirm {
  /**
   * Title of the dialog.
   */
  title: string;
  /**
   * {field} placeholders take the row's values.
   */
  text: string;
  /**
   * Label of the confirm button.
   */
  confirmLabel?: string;
  /**
   * Label of the cancel button.
   */
  cancelLabel?: string;
}
/**
 * command: a small form asked in a dialog before the call (e.g. a required 'Justificativa'); its values join the call's parameters. Validated in the dialog and again by the endpoint's request schema on the gateway.
 */
export interface ActionInput {
  /**
   * Title of the dialog.
   */
  title: string;
  /**
   * Text above the fields; {field} placeholders take the row's values.
   */
  text?: string;
  /**
   * JSON Schema (type object) of the dialog's fields; each must be accepted by the action's endpoint.
   */
  schema: {
    /**
     * Always 'object'.
     */
    type: 'object';
    /**
     * The fields: a JSON Schema per field name.
     */
    properties: {};
  };
  /**
   * rjsf uiSchema of the fields: ui:widget (a widget name), ui:placeholder, ui:options.
   */
  uiSchema?: {};
  /**
   * Label of the dialog's confirm button (default the action's label).
   */
  submitLabel?: string;
  /**
   * Values the dialog's fields start with, in the placeholder language: '{field}' takes the row's or record's value with its type (an analysis opens with the saved one); an empty value leaves the field empty.
   */
  initial?: {
    [k: string]: string;
  };
}
/**
 * Batch selection: only rows matching the rule get a checkbox (spec: 'Aguardando validação').
 */
export interface Batch {
  /**
   * Row field the rule reads.
   */
  field: string;
  /**
   * Values of that field whose rows get a checkbox.
   *
   * @minItems 1
   */
  in: [string, ...string[]];
  /**
   * Actions on the ticked rows (usually command, with batchMode).
   */
  actions?: Action[];
}
export interface DetailScreenDocument {
  /**
   * Path of the meta-schema, for editor completion and hover help: '../../schemas/screen.schema.json'.
   */
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
   * Fields of the record as label/value pairs (a detail without tabs).
   *
   * @minItems 1
   */
  fields?: [Field, ...Field[]];
  /**
   * Tabs of sections of fields and tables.
   *
   * @minItems 1
   */
  tabs?: [Tab, ...Tab[]];
  /**
   * Record actions, shown above the record; {field} reads the record, visibleWhen/disabledWhen its values; a command reloads the record afterwards.
   */
  actions?: Action[];
}
/**
 * One field of a record, shown as label and value.
 */
export interface Field {
  /**
   * Field of the record (the source endpoint's response).
   */
  field: string;
  /**
   * Label shown beside the value.
   */
  label: string;
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
   * Shows a button that copies the value.
   */
  copy?: boolean;
  /**
   * Keeps the value's line breaks.
   */
  multiline?: boolean;
  /**
   * The value is rich text (HTML sanitised on the server): shown through the safe-HTML component.
   */
  html?: boolean;
}
/**
 * A tab of a detail screen: sections of fields and tables.
 */
export interface Tab {
  /**
   * Tab title.
   */
  title: string;
  /**
   * Shown only to users whose roles grant this resource (a screen menuKey or catalogue resource), on top of the screen's own; its calls are checked against the roles granting it. The servant record's 'Acessos a este registro' is the data officer's (acessos-dados-pessoais).
   */
  resource?: string;
  /**
   * Name of the group the tab is listed under ('Dados pessoais', 'Financeiro'…). When the tabs have groups, the detail screen lists them vertically under their group names, groups in the order they first appear; without groups the tabs are one strip.
   */
  group?: string;
  /**
   * Sections of the tab, in order.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * A section of a tab: fields of the record, or a table (and the detail of its picked row).
 */
export interface Section {
  /**
   * Section title.
   */
  title?: string;
  /**
   * Fields of the record shown in the section.
   *
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
  /**
   * Call parameters: '{field}' takes the enclosing record's value, ':name' the route parameter.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Rows per page.
   */
  pageSize?: 5 | 10 | 15 | 20;
  /**
   * Initial order; the field must be one the endpoint sorts by.
   */
  sort?: {
    /**
     * A field the endpoint sorts by (its catalogue 'sortable').
     */
    field: string;
    /**
     * ASC or DESC.
     */
    order: 'ASC' | 'DESC';
  };
  /**
   * Columns of the table.
   *
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  /**
   * Actions on each row.
   */
  rowActions?: Action[];
  batch?: Batch;
  /**
   * Message when the table is empty.
   */
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
   * Sections of the picked row's detail.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
export interface FormScreenDocument {
  /**
   * Path of the meta-schema, for editor completion and hover help: '../../schemas/screen.schema.json'.
   */
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
/**
 * The call that sends a form, and what happens after it succeeds.
 */
export interface Submit {
  endpoint: EndpointName;
  /**
   * Fixed parameters of the call; ':name' takes the route parameter.
   */
  params?: {
    [k: string]: string;
  };
  confirm?: Confirm;
  /**
   * Message shown after success.
   */
  successText?: string;
  /**
   * Fallback message when the call fails.
   */
  errorText?: string;
  /**
   * stay: keep the form; back: success dialog then previous page (sucessoCompletoTelaAnterior); navigate: go to `to`.
   */
  after?: 'stay' | 'back' | 'navigate';
  /**
   * Target path when `after` navigates; {field} placeholders take values of the answer or the form.
   */
  to?: string;
}
export interface DashboardScreenDocument {
  /**
   * Path of the meta-schema, for editor completion and hover help: '../../schemas/screen.schema.json'.
   */
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
   * The charts, in reading order.
   *
   * @minItems 1
   */
  panels: [Panel, ...Panel[]];
}
/**
 * One chart of a dashboard.
 */
export interface Panel {
  /**
   * Panel title.
   */
  title: string;
  endpoint: EndpointName;
  /**
   * Fixed parameters of the call; ':name' takes the route parameter.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Chart type.
   */
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
  /**
   * Legend name of each y series, in order.
   */
  seriesNames?: string[];
  /**
   * 1: half the row; 2: the whole row.
   */
  width?: 1 | 2;
  /**
   * Shown instead of the chart when the endpoint has no rows (default: the spec's no-result message).
   */
  emptyText?: string;
  /**
   * Bar charts: categories on the vertical axis (long names stay legible).
   */
  horizontal?: boolean;
  /**
   * Heading of the category column of the panel's CSV (default 'Categoria').
   */
  xTitle?: string;
  /**
   * Names of the screen's filters this panel takes: their values (when filled) are sent as parameters of the same name. A filter the panel does not take is named under its title ('Não filtrado por …').
   */
  filters?: string[];
  /**
   * Clicking a bar or slice opens this search screen with `filter` set to the clicked row's `field` (default `x`) in the query string, plus the screen's filters mapped by `filters`; the search runs at once.
   */
  drill?: {
    /**
     * Route of the search screen.
     */
    route: string;
    /**
     * Filter of the search screen that receives the clicked category.
     */
    filter: string;
    /**
     * Field of the clicked row whose value is sent (default: the panel's `x`).
     */
    field?: string;
    /**
     * Search filter name → this screen's filter name whose applied value is passed on.
     */
    filters?: {
      [k: string]: string;
    };
  };
}
export interface TabsScreenDocument {
  /**
   * Path of the meta-schema, for editor completion and hover help: '../../schemas/screen.schema.json'.
   */
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
   * The tabs, in order: each shows another screen (by id).
   *
   * @minItems 1
   */
  tabs: [
    {
      /**
       * Tab title.
       */
      title: string;
      /**
       * id of another screen document (usually hidden).
       */
      screen: string;
    },
    ...{
      /**
       * Tab title.
       */
      title: string;
      /**
       * id of another screen document (usually hidden).
       */
      screen: string;
    }[]
  ];
}
export interface EditorScreenDocument {
  /**
   * Path of the meta-schema, for editor completion and hover help: '../../schemas/screen.schema.json'.
   */
  $schema?: string;
  /**
   * Unique id, kebab-case.
   */
  id: string;
  kind: 'editor';
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
}
