/**
 * rjsf <Form> with the engine's Blueprint theme and pt-BR validation. Controlled: the caller owns
 * the form data (the headless controller), this view only renders and validates.
 */
import Form from '@rjsf/core';
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { crossFieldErrors } from '../../schemas/formats.ts';
import { forwardRef, useCallback, useMemo, useRef, type ForwardedRef, type KeyboardEvent } from 'react';
import { templates } from './templates.tsx';
import { themeWidgets } from './theme.ts';
import { guardUiSchema } from './UnknownWidget.tsx';
import { validatorFor } from './precompiled.ts';
import { transformErrorsFor } from './validator.ts';

export interface SchemaFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  /** Enter in a field. */
  onSubmit?: () => void;
  idPrefix?: string;
}

/** What a screen can ask of its form: validate now, showing the errors under the fields. */
export interface SchemaFormHandle {
  validate: () => boolean;
}

const widgets = themeWidgets();

/** rjsf renders a submit button unless given children; the screens own their buttons. */
const NO_BUTTONS = <></>;
/**
 * The cross-field rules of schemas/formats.ts (a period's start strictly before its end): the
 * gateway checks them as an ajv keyword; the portal's validators are precompiled and cannot hold
 * a function keyword, so the form applies the same function here.
 */
export const crossFieldValidator =
  (schema: RJSFSchema): CustomValidator<Record<string, unknown>> =>
  (data, errors) => {
    for (const e of crossFieldErrors(schema, data))
      (errors as unknown as Record<string, { addError(m: string): void } | undefined>)[e.campo]?.addError(e.mensagem);
    return errors;
  };

/** Errors are shown under the fields; without a handler rjsf would also log them. */
const ignoreErrors = () => undefined;

function SchemaFormInner({ schema, uiSchema, formData, onChange, onSubmit, idPrefix = 'root' }: SchemaFormProps, ref: ForwardedRef<SchemaFormHandle>) {
  const formRef = useRef<Form<Record<string, unknown>>>(null);
  const dataRef = useRef(formData);
  dataRef.current = formData;
  const transformErrors = useMemo(() => transformErrorsFor(() => dataRef.current), []);
  const ui = useMemo(() => guardUiSchema(uiSchema), [uiSchema]);
  const customValidate = useMemo(() => crossFieldValidator(schema), [schema]);
  const cbs = useRef({ onChange, onSubmit });
  cbs.current = { onChange, onSubmit };
  const handleChange = useCallback((e: { formData?: Record<string, unknown> }) => cbs.current.onChange(e.formData ?? {}), []);
  /**
   * Enter in a field asks the screen to submit. Not rjsf's own submit: its `onError` also fires
   * from `validateForm()`, which the screen calls while submitting, and would loop.
   */
  const handleKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    cbs.current.onSubmit?.();
  }, []);
  if (typeof ref === 'function') ref({ validate: () => formRef.current?.validateForm() ?? true });
  else if (ref) ref.current = { validate: () => formRef.current?.validateForm() ?? true };

  return (
    <div onKeyDown={handleKeyDown} className="prh-schema-form">
      <Form<Record<string, unknown>>
        ref={formRef}
        schema={schema}
        uiSchema={ui}
        formData={formData}
        validator={validatorFor(schema)}
        templates={templates}
        widgets={widgets}
        transformErrors={transformErrors}
        customValidate={customValidate}
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULTS}
        idPrefix={idPrefix}
        onChange={handleChange}
        onError={ignoreErrors}
      >
        {NO_BUTTONS}
      </Form>
    </div>
  );
}

/**
 * A select declared as `oneOf` of `{const, title}` (friendly labels) must start empty: rjsf would
 * otherwise take the first option's `const` as the field's default and silently filter by it. A
 * list with `minItems` must start empty too: rjsf would fill it with empty items, which a
 * multi-select would then send ('instituicoes: [undefined, …]').
 */
const DEFAULTS = { constAsDefaults: 'skipOneOf', arrayMinItems: { populate: 'never' } } as const;

export const SchemaForm = forwardRef(SchemaFormInner);
