/**
 * The one text input of the engine's rjsf theme: a Blueprint InputGroup bound to rjsf's id (so the
 * FieldTemplate's <label htmlFor> names it) and marked invalid when the field has errors.
 * Widgets (`text`, `cpf`, `digits`) differ only in how they turn typed text into a value.
 *
 * A read-only field shows its whole value: a one-line input cuts a long e-mail or unit name with
 * '…' and cannot be scrolled while disabled ('Alterar permissões'), so it is a read-only text
 * area of one line that grows to as many lines as the value takes — in the text's own colour
 * (disabled grey on grey was hard to read), and its value can be selected and copied.
 */
import { InputGroup, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent, JSX } from 'react';
import './readonly.css';

export interface BlueprintInputProps extends WidgetProps {
  /** Display text for the stored value (e.g. a CPF mask). */
  display?: (value: string) => string;
  /** Stored value for the typed text (e.g. digits only). */
  parse?: (text: string) => string;
  inputMode?: WidgetProps['inputMode'];
  /** Shown at the right end of the input (the date widget's calendar button). */
  rightElement?: JSX.Element;
}

export function BlueprintInput(props: BlueprintInputProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    display,
    parse,
    inputMode,
    type,
    rightElement,
  } = props;
  const text = value === undefined || value === null ? '' : String(value);
  const hasError = (rawErrors?.length ?? 0) > 0;
  const emptyValue = options.emptyValue as string | undefined;
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = parse ? parse(e.target.value) : e.target.value;
    onChange(next === '' ? emptyValue : next);
  };
  if (readonly && type !== 'password' && !rightElement)
    return (
      <TextArea
        id={id}
        name={id}
        className="prh-readonly-text"
        value={display ? display(text) : text}
        rows={1}
        autoResize
        fill
        readOnly
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? `${id}__error` : undefined}
      />
    );
  return (
    <InputGroup
      id={id}
      name={id}
      type={type === 'password' ? 'password' : 'text'}
      value={display ? display(text) : text}
      placeholder={placeholder}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      inputMode={inputMode}
      rightElement={rightElement}
      maxLength={typeof schema.maxLength === 'number' && !display ? schema.maxLength : undefined}
      intent={hasError ? 'danger' : 'none'}
      aria-invalid={hasError || undefined}
      aria-describedby={hasError ? `${id}__error` : undefined}
      onChange={handleChange}
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
    />
  );
}
