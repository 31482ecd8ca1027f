/** The widgets handed to rjsf's <Form>: the engine's widget registry, text as rjsf's default. */
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { Registry } from '../../core/registry.ts';
import { widgetOfFormat, type Widget } from '../registry/widgets.ts';

/**
 * rjsf looks up `ui:widget` names here, and every name it may ask for by default maps to text.
 * A field without `ui:widget` gets the widget registered under its `format` (rjsf's own rule), so
 * each format a widget declares is registered under the format's name too.
 */
export function themeWidgets(
  registry: Registry<Widget>,
  formats: Readonly<Record<string, string>> = widgetOfFormat,
): RegistryWidgetsType {
  const out: RegistryWidgetsType = {};
  for (const name of registry.names()) out[name] = registry.get(name)!;
  for (const [format, name] of Object.entries(formats))
    if (!(format in out) && registry.has(name)) out[format] = registry.get(name)!;
  out.TextWidget = registry.get('text')!;
  return out;
}
