/**
 * Action registry: what a row, toolbar, batch or record action does. Each file of ./actions is
 * one action, named by its file (the name in `action`), its handler the default export.
 */
import { createRegistry, entriesOf } from '../../core/registry.ts';
import type { ActionHandler } from './actions/lib/types.ts';
import { useRegistry } from './context.tsx';

export type { ActionContext, ActionHandler, ScreenQuery } from './actions/lib/types.ts';

const modules = import.meta.glob<{ default: ActionHandler }>(['./actions/*.ts', '!./actions/*.test.ts'], {
  eager: true,
});

export const actions = createRegistry<ActionHandler>(
  'action',
  entriesOf(modules, (m) => m.default),
);

/** The actions as a component sees them (RegistriesProvider's overrides included). */
export const useActions = () => useRegistry('actions', actions);
