/** Action registry: what a row action or toolbar button does, by the name in `action`. */
import type { ActionDef } from '../screens/types.ts';
import { navigate } from './actions/navigate.ts';
import { createRegistry } from './registry.ts';

export interface ActionContext {
  action: ActionDef;
  row?: Record<string, unknown>;
  navigate: (path: string) => void;
}

export type ActionHandler = (ctx: ActionContext) => void | Promise<void>;

export const actions = createRegistry<ActionHandler>('action', { navigate });
