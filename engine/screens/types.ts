/**
 * The engine's view of a screen document: the types generated from schemas/screen.schema.json
 * (engine/generated/screen.ts, `npm run schemas:types`), under the names the engine uses. There
 * is no hand-written twin: a property added to the meta-schema is in the engine's types at the
 * next generation (CI fails while the generated file is stale), and the schema checker rejects
 * documents that do not match, so the runtime trusts these shapes.
 */
import type * as G from '../generated/screen.ts';

export type SearchScreenDoc = G.SearchScreenDocument;
export type DetailScreenDoc = G.DetailScreenDocument;
export type FormScreenDoc = G.FormScreenDocument;
export type DashboardScreenDoc = G.DashboardScreenDocument;
export type TabsScreenDoc = G.TabsScreenDocument;
export type ScreenDoc = G.ScreenDocument;

export type SourceDef = G.Source;
export type ColumnDef = G.Column;
export type ActionDef = G.Action;
export type ActionInputDef = G.ActionInput;
export type RowRule = G.RowRule;
export type ConfirmDef = G.Confirm;
export type FieldDef = G.Field;
export type TableDef = G.Table;
export type SectionDef = G.Section;
export type SectionDetailDef = G.SectionDetail;
export type TabDef = G.Tab;
export type SubmitDef = G.Submit;
export type PanelDef = G.Panel;
export type SuccessType = NonNullable<G.Action['successType']>;

/**
 * What the first page knows of every screen — its route, menu entry and page title — without its
 * body (filters, columns, tabs …), which loads when the screen is opened (`loadScreen`).
 */
export const SCREEN_META_KEYS = [
  'id',
  'kind',
  'title',
  'area',
  'group',
  'menuOrder',
  'route',
  'menuKey',
  'icon',
  'hidden',
  'subtitle',
] as const;
export type ScreenMeta = Pick<ScreenDoc, (typeof SCREEN_META_KEYS)[number]>;

/** A menu area of screens/areas.json (not a screen document). */
export interface AreaDef {
  key: string;
  title: string;
  icon: string;
  path: string;
}

/** What every screen kind's component receives (engine/registry/screenKinds.ts renders them). */
export interface ScreenKindProps {
  screen: ScreenDoc;
}
