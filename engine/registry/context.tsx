/**
 * The registries reach the engine through React context: the defaults are the portal's entry
 * folders; `<RegistriesProvider>` lays entries over them for what it wraps (a test's stand-in
 * widget, a theme's own cell), later providers over earlier ones. This module imports no registry,
 * so the login page's bundle stays free of widgets and cells: each registry module pairs its
 * default with `useRegistry` (useWidgets, useCells, useActions, useScreenKinds).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Registry } from '../../core/registry.ts';
import type { ActionHandler, Cell, Kind, Widget } from './types.ts';

/** Entries laid over each registry's defaults. */
export interface RegistryOverrides {
  widgets?: Record<string, Widget>;
  cells?: Record<string, Cell>;
  actions?: Record<string, ActionHandler>;
  screenKinds?: Record<string, Kind>;
}

const Overrides = createContext<RegistryOverrides>({});

export function RegistriesProvider({ children, ...entries }: RegistryOverrides & { children: ReactNode }) {
  const outer = useContext(Overrides);
  const { widgets, cells, actions, screenKinds } = entries;
  const merged = useMemo(
    () => ({
      widgets: { ...outer.widgets, ...widgets },
      cells: { ...outer.cells, ...cells },
      actions: { ...outer.actions, ...actions },
      screenKinds: { ...outer.screenKinds, ...screenKinds },
    }),
    [outer, widgets, cells, actions, screenKinds],
  );
  return <Overrides.Provider value={merged}>{children}</Overrides.Provider>;
}

/** A registry as the component sees it: the defaults, with the overrides of the providers around it. */
export function useRegistry<K extends keyof RegistryOverrides, T extends NonNullable<RegistryOverrides[K]>[string]>(
  kind: K,
  defaults: Registry<T>,
): Registry<T> {
  const over = useContext(Overrides)[kind] as Record<string, T> | undefined;
  return useMemo(() => (over && Object.keys(over).length ? defaults.extend(over) : defaults), [over, defaults]);
}
