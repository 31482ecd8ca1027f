/**
 * rjsf <Form> with the engine's Blueprint theme and pt-BR validation. Controlled: the caller owns
 * the form data (the headless controller), this view only renders and validates.
 *
 * A real <form>: the caller's buttons go inside it, the one of `type="submit"` is the
 * form's submit ('Pesquisar', 'Salvar'), and Enter in a field presses it — unless the field used
 * the Enter itself (a multi-select picking a suggestion prevents its default). Errors show under
 * a field once it was left (blur) or a submit was tried, and follow every change from then on, so
 * a corrected field clears at once (engine/form/touched.ts). `fieldErrors` are the server's
 * critiques of fields (a refused command), shown under them as they are.
 */
import Form from '@rjsf/core';
import type { CustomValidator, ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { crossFieldErrors } from '../../schemas/formats.ts';
import {
  forwardRef,
  useMemo,
  useRef,
  type FocusEvent,
  type ForwardedRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { afterPress } from './afterPress.ts';
import { templates } from './templates.tsx';
import { useWidgets } from '../registry/widgets.ts';
import { themeWidgets } from './theme.ts';
import { createTouched, fieldOfElement, fieldOfProperty } from './touched.ts';
import { guardUiSchema } from './UnknownWidget.tsx';
import { validatorFor } from './precompiled.ts';
import { transformErrorsFor } from './validator.ts';

export interface SchemaFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  /** The form's submit: its submit button, Enter in a field. */
  onSubmit?: () => void;
  idPrefix?: string;
  /** The form's buttons, inside the form; the one of `type="submit"` is what Enter presses. */
  children?: ReactNode;
  /** The server's message for a field (listaCriticas of a refusal), shown under it. */
  fieldErrors?: Record<string, string>;
}

/** What a screen can ask of its form: validate now, showing the errors of every field under it. */
export interface SchemaFormHandle {
  validate: () => boolean;
}

/** rjsf renders a submit button unless given children; the screens own their buttons. */
const NO_BUTTONS = <></>;
/**
 * The cross-field rules of schemas/formats.ts (a period's start strictly before its end): the
 * gateway checks them as an ajv keyword; the portal's validators are precompiled and cannot hold
 * a function keyword, so the form applies the same function here — to the fields that show errors.
 */
export const crossFieldValidator =
  (schema: RJSFSchema, shows: (field: string) => boolean = () => true): CustomValidator<Record<string, unknown>> =>
  (data, errors) => {
    for (const e of crossFieldErrors(schema, data))
      if (shows(e.campo))
        (errors as unknown as Record<string, { addError(m: string): void } | undefined>)[e.campo]?.addError(e.mensagem);
    return errors;
  };

/** Errors are shown under the fields; without a handler rjsf would also log them. */
const ignoreErrors = () => undefined;

function SchemaFormInner(
  { schema, uiSchema, formData, onChange, onSubmit, idPrefix = 'root', children, fieldErrors }: SchemaFormProps,
  ref: ForwardedRef<SchemaFormHandle>,
) {
  const formRef = useRef<Form<Record<string, unknown>>>(null);
  const dataRef = useRef(formData);
  dataRef.current = formData;
  const touched = useMemo(createTouched, []);
  const transformErrors = useMemo(() => {
    const pt = transformErrorsFor(() => dataRef.current);
    return (errors: RJSFValidationError[]) => pt(errors).filter((e) => touched.shows(fieldOfProperty(e.property)));
  }, [touched]);
  const registry = useWidgets();
  const widgets = useMemo(() => themeWidgets(registry), [registry]);
  const ui = useMemo(() => guardUiSchema(uiSchema, registry), [uiSchema, registry]);
  const customValidate = useMemo(() => crossFieldValidator(schema, touched.shows), [schema, touched]);
  const extraErrors = useMemo(
    () =>
      fieldErrors && Object.keys(fieldErrors).length
        ? (Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k, { __errors: [m] }])) as ErrorSchema<
            Record<string, unknown>
          >)
        : undefined,
    [fieldErrors],
  );
  const cbs = useRef({ onChange, onSubmit });
  cbs.current = { onChange, onSubmit };
  const handleChange = (e: { formData?: Record<string, unknown> }) => cbs.current.onChange(e.formData ?? {});
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    cbs.current.onSubmit?.();
  };
  /** Enter in a field of a form without a submit button (the browser would submit only a lone field). */
  const handleKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.defaultPrevented || !(e.target instanceof HTMLInputElement)) return;
    if (e.currentTarget.querySelector('[type="submit"]')) return;
    e.preventDefault();
    cbs.current.onSubmit?.();
  };
  /** Leaving a field for the first time shows its errors. */
  const handleBlur = (e: FocusEvent<HTMLFormElement>) => {
    const field = fieldOfElement(e.target, idPrefix, Object.keys(schema.properties ?? {}));
    if (field && touched.touch(field)) afterPress(() => formRef.current?.validateForm());
  };
  const validate = () => {
    touched.showAll();
    return formRef.current?.validateForm() ?? true;
  };
  if (typeof ref === 'function') ref({ validate });
  else if (ref) ref.current = { validate };

  return (
    <form className="prh-schema-form" noValidate onSubmit={submit} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <Form<Record<string, unknown>>
        ref={formRef}
        tagName="div"
        schema={schema}
        uiSchema={ui}
        formData={formData}
        validator={validatorFor(schema)}
        templates={templates}
        widgets={widgets}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULTS}
        idPrefix={idPrefix}
        onChange={handleChange}
        onError={ignoreErrors}
      >
        {NO_BUTTONS}
      </Form>
      {children}
    </form>
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
