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
  format?: string;
  cell?: string;
  statusKeys?: string;
  sortable?: boolean;
  flex?: number;
  width?: number;
}

export interface ActionDef {
  action: string;
  label: string;
  icon?: string;
  to?: string;
  endpoint?: string;
}

export interface FieldDef {
  field: string;
  label: string;
  format?: string;
  copy?: boolean;
  multiline?: boolean;
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
}

export interface DetailScreenDoc extends ScreenBase {
  kind: 'detail';
  source: SourceDef;
  fields: FieldDef[];
}

export type ScreenDoc = SearchScreenDoc | DetailScreenDoc | (ScreenBase & Record<string, unknown>);

export interface AreaDef {
  key: string;
  title: string;
  icon: string;
  path: string;
}
