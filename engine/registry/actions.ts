/** Action registry: what a row, toolbar, batch or record action does, by the name in `action`. */
import { command } from './actions/command.ts';
import { deleteAction } from './actions/delete.ts';
import { download } from './actions/download.ts';
import { exportAction } from './actions/export.ts';
import { navigate } from './actions/navigate.ts';
import { openPdf } from './actions/openPdf.ts';
import { refresh } from './actions/refresh.ts';
import { createRegistry } from '../../core/registry.ts';

export type { ActionContext, ActionHandler, ScreenQuery } from './actions/types.ts';
import type { ActionHandler } from './actions/types.ts';

export const actions = createRegistry<ActionHandler>('action', {
  navigate,
  export: exportAction,
  download,
  delete: deleteAction,
  refresh,
  command,
  openPdf,
});
