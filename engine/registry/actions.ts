/** Action registry: what a row action or toolbar button does, by the name in `action`. */
import type { DataProvider } from '../../services/http/callEndpoint.ts';
import type { SortOrder } from '../../services/http/params.ts';
import type { ActionDef } from '../screens/types.ts';
import { deleteAction } from './actions/delete.ts';
import { download } from './actions/download.ts';
import { exportAction } from './actions/export.ts';
import { navigate } from './actions/navigate.ts';
import { refresh } from './actions/refresh.ts';
import { createRegistry } from './registry.ts';

/** The query a screen last ran (export replays it on the server). */
export interface ScreenQuery {
  filters: Record<string, unknown>;
  /** Zero-based. */
  page: number;
  size: number;
  sort?: string;
  order?: SortOrder;
}

export interface ActionContext {
  action: ActionDef;
  row?: Record<string, unknown>;
  /** The rows selected with the batch checkboxes (batch actions). */
  rows?: Record<string, unknown>[];
  navigate: (path: string) => void;
  provider?: DataProvider;
  query?: ScreenQuery;
  /** Re-runs the screen's current search (after a delete). */
  refresh?: () => void;
}

export type ActionHandler = (ctx: ActionContext) => void | Promise<void>;

export const actions = createRegistry<ActionHandler>('action', { navigate, export: exportAction, download, delete: deleteAction, refresh });
