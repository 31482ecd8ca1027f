/**
 * ag-grid modules the engine uses, registered once. Only the client-side row model (which brings
 * sorting, used here for the header indicators only) plus cell-style support, rows that grow with
 * wrapped text (RowAutoHeightModule, columns with `wrap`), the pt-BR texts (LocaleModule,
 * engine/grid/locale.ts), the full value of a cut cell (TooltipModule; columns are sized to
 * their content by engine/grid/fit.ts, not by ag-grid's auto-size) and the scrolling that brings
 * the cell Home/End go to into view (ScrollApiModule, engine/grid/keys.ts); every other feature
 * would raise error #200 until its module is added here, on purpose: the bundle carries only what
 * the screens use. The validation module (readable errors) is added in development only.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RowAutoHeightModule,
  ScrollApiModule,
  TooltipModule,
  ValidationModule,
  type Module,
} from 'ag-grid-community';

const modules: Module[] = [
  ClientSideRowModelModule,
  CellStyleModule,
  RowAutoHeightModule,
  LocaleModule,
  TooltipModule,
  ScrollApiModule,
];
if (import.meta.env.DEV) modules.push(ValidationModule);

ModuleRegistry.registerModules(modules);

export const GRID_MODULES = modules;
