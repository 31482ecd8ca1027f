/**
 * The engine's rjsf theme on Blueprint (there is no @rjsf/blueprint). Only what the screens use:
 * field (label bound to the input, required mark, pt-BR errors under the field), object layout
 * (responsive grid of fields), no error list at the top, no submit button (screens own their
 * buttons).
 */
import { FormGroup } from '@blueprintjs/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, hidden, schema, uiSchema, displayLabel, rawDescription } = props;
  if (hidden) return <div hidden>{children}</div>;
  // Objects and item-by-item arrays lay out their own children; an array edited by one widget
  // (multi-select) is a single control and gets its label like any other field.
  const oneWidgetArray = schema.type === 'array' && Boolean(uiSchema?.['ui:widget']);
  if (schema.type === 'object' || (schema.type === 'array' && !oneWidgetArray)) return <>{children}</>;
  const errors = rawErrors ?? [];
  return (
    <FormGroup
      className="prh-field"
      label={displayLabel || oneWidgetArray ? label : undefined}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={errors.length > 0 ? 'danger' : 'none'}
      helperText={
        errors.length > 0 ? (
          <span id={`${id}__error`} role="alert">
            {errors.join(' ')}
          </span>
        ) : rawDescription ? (
          <span>{rawDescription}</span>
        ) : undefined
      }
    >
      {children}
    </FormGroup>
  );
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="prh-form-grid">
      {properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}
    </div>
  );
}

const Nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing } as unknown as TemplatesType['ButtonTemplates'],
};
