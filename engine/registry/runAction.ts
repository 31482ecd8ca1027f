/**
 * Runs a declared action from any place that shows one (search toolbar, row, batch bar, nested
 * table, record toolbar): looks it up in the registry and turns an unknown name or a thrown error
 * into the error dialog, so every caller behaves the same.
 */
import { alert } from '../shell/dialogs/alert.tsx';
import { useCallback } from 'react';
import { actions as defaultActions, useActions, type ActionContext, type ActionHandler } from './actions.ts';
import { unknownMessage, type Registry } from '../../core/registry.ts';

export function runAction(ctx: ActionContext, actions: Registry<ActionHandler> = defaultActions): Promise<void> {
  const handler = actions.get(ctx.action.action);
  const fail = (texto: string) => void alert({ tipo: 'erro', titulo: 'Erro!', texto, botao: 'Continuar' });
  if (!handler) return Promise.resolve(fail(unknownMessage('ação', ctx.action.action)));
  return Promise.resolve()
    .then(() => handler(ctx))
    .catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
}

/** runAction over the actions of the component's context (RegistriesProvider's overrides included). */
export function useRunAction(): (ctx: ActionContext) => Promise<void> {
  const actions = useActions();
  return useCallback((ctx: ActionContext) => runAction(ctx, actions), [actions]);
}

/** Whether a toolbar button of this action waits for a search with rows. */
export const needsRows = (name: string, actions: Registry<ActionHandler> = defaultActions): boolean =>
  actions.get(name)?.needsRows === true;
