import type { UiSchema } from '@rjsf/utils';
import type { Registry } from '../../core/registry.ts';
import type { Widget } from '../registry/widgets.ts';
import { UnknownEntry } from '../registry/UnknownEntry.tsx';

/**
 * rjsf throws on an unknown `ui:widget`. The form replaces such names with this marker before
 * rendering, so the screen shows which name is wrong instead of crashing or showing a blank.
 */
export function UnknownWidget({ options }: { options: { name?: string } }) {
  return <UnknownEntry kind="widget" name={options.name ?? '?'} compact />;
}

/** Rewrites unknown `ui:widget` names to the marker (with the name as an option). */
export function guardUiSchema(uiSchema: UiSchema | undefined, widgets: Registry<Widget>): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(uiSchema ?? {})) {
    const v = value as Record<string, unknown> | undefined;
    const name = v && typeof v === 'object' ? v['ui:widget'] : undefined;
    if (typeof name === 'string' && !widgets.has(name))
      out[key] = { ...v, 'ui:widget': UnknownWidget, 'ui:options': { name } };
    else out[key] = value;
  }
  return out;
}
