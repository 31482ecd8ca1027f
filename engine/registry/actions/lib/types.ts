/** What an action receives and is: the types each action file and the registry share. */
import type { DataProvider } from '../../../../services/http/dataProvider.ts';
import type { SortOrder } from '../../../../services/http/params.ts';
import type { RouteValues } from '../../../placeholders.ts';
import type { ActionDef } from '../../../screens/types.ts';

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
  /** The row (or the detail screen's record) the action acts on; `{field}` reads it. */
  row?: Record<string, unknown>;
  /** The rows ticked with the batch checkboxes (batch actions). */
  rows?: Record<string, unknown>[];
  /** Route parameters; `:name` reads them. */
  route?: RouteValues;
  navigate: (path: string) => void;
  provider?: DataProvider;
  query?: ScreenQuery;
  /** Id of the screen the action belongs to (an export names it: the gateway reads its columns). */
  screenId?: string;
  /** Reloads the list or the record (after a delete or a command). */
  refresh?: () => void;
}

export type ActionHandler = ((ctx: ActionContext) => void | Promise<void>) & {
  /** As a toolbar button: enabled only once a search returned rows (export). */
  needsRows?: boolean;
};
