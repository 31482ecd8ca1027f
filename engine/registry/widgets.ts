/**
 * rjsf widget registry: each file of ./widgets is one widget, named by its file (the name screens
 * write in `ui:widget`); it exports the widget as default and, optionally, the field `formats` it
 * is the default widget of — a field with that format needs no `ui:widget`.
 */
import { createRegistry, entriesOf } from '../../core/registry.ts';
import { useRegistry } from './context.tsx';
import type { Widget } from './types.ts';

export type { Widget };

/** What a widget's file exports. */
export interface WidgetModule {
  default: Widget;
  formats?: readonly string[];
}

const modules = import.meta.glob<WidgetModule>(['./widgets/*.{ts,tsx}', '!./widgets/*.test.{ts,tsx}'], { eager: true });

/** A registry of the given widget modules (the portal's folder, or a test's fixture folder). */
export const widgetsOf = (mods: Record<string, WidgetModule>) =>
  createRegistry<Widget>(
    'widget',
    entriesOf(mods, (m) => m.default),
  );

/** Field format → the name of its default widget, from the modules' `formats`; a format claimed twice is an error. */
export function formatDefaultsOf(mods: Record<string, WidgetModule>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, formats] of Object.entries(entriesOf(mods, (m) => m.formats ?? []))) {
    for (const f of formats) {
      if (out[f]) throw new Error(`O formato '${f}' é padrão de dois widgets: '${out[f]}' e '${name}'.`);
      out[f] = name;
    }
  }
  return out;
}

export const widgets = widgetsOf(modules);

export const widgetOfFormat: Readonly<Record<string, string>> = formatDefaultsOf(modules);

/** The widgets as a component sees them (RegistriesProvider's overrides included). */
export const useWidgets = () => useRegistry('widgets', widgets);
