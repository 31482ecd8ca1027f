/** The widgets handed to rjsf's <Form>: the engine's widget registry, text as rjsf's default. */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { widgets } from '../registry/widgets.ts';

/** rjsf looks up `ui:widget` names here; every name rjsf may ask for by default maps to text. */
export function themeWidgets(): RegistryWidgetsType {
  const out: RegistryWidgetsType = {};
  for (const name of widgets.names()) out[name] = widgets.get(name)!;
  out.TextWidget = widgets.get('text')!;
  return out;
}
