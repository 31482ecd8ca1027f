/** The names of the portal's registries as loaded (the screen editor's checks and completion). */
import { formatters } from '../../core/formatters.ts';
import { actions } from './actions.ts';
import { cells } from './cells.ts';
import type { RegistryNames } from '../../core/registries.ts';
import { screenKinds } from './screenKinds.ts';
import { statusKeys } from './statusKeys.ts';
import { widgets } from './widgets.ts';

export const runtimeNames = (): RegistryNames => ({
  screenKinds: screenKinds.names(),
  widgets: widgets.names(),
  cells: cells.names(),
  formatters: formatters.names(),
  actions: actions.names(),
  statusKeys: statusKeys.names(),
});
