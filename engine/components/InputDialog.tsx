/**
 * `askInput(input)` → Promise<values | null>: the small form a command asks before calling (a
 * required 'Justificativa', a rejection reason), declared in the screen as JSON Schema and drawn
 * by the engine's rjsf theme with its precompiled validator. 'Cancelar' resolves null; the confirm
 * button validates first and keeps the dialog open, errors under the fields, while invalid.
 */
import { Button } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { SchemaForm, type SchemaFormHandle } from '../form/SchemaForm.tsx';
import { dialogStore } from '../shell/dialogs/dialogStore.ts';

export interface InputRequest {
  title: string;
  text?: string;
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  submitLabel: string;
}

interface Props extends Omit<InputRequest, 'title'> {
  dialogId: number;
  done: (values: Record<string, unknown> | null) => void;
}

/** Values as sent: strings trimmed (a reason of spaces is no reason). */
const trimmed = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]));

function InputBody({ dialogId, text, schema, uiSchema, submitLabel, done }: Props) {
  const [data, setData] = useState<Record<string, unknown>>({});
  const form = useRef<SchemaFormHandle>(null);
  const close = (values: Record<string, unknown> | null) => {
    dialogStore.close(dialogId);
    done(values);
  };
  const submit = () => {
    if (form.current?.validate() ?? true) close(trimmed(data));
  };
  return (
    <>
      {text && (
        <div className="prh-alert-text">
          <p>{text}</p>
        </div>
      )}
      <SchemaForm
        ref={form}
        schema={schema as RJSFSchema}
        uiSchema={uiSchema as UiSchema}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        idPrefix={`entrada-${dialogId}`}
      />
      <div className="prh-dialog-footer">
        <Button variant="outlined" onClick={() => close(null)}>
          Cancelar
        </Button>
        <Button intent="primary" onClick={submit}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

export function askInput(req: InputRequest): Promise<Record<string, unknown> | null> {
  return new Promise((done) => {
    dialogStore.open({
      component: InputBody as never,
      props: { text: req.text, schema: req.schema, uiSchema: req.uiSchema, submitLabel: req.submitLabel, done },
      title: req.title,
      hideDefaultButtons: true,
      width: 700,
      onDismiss: () => done(null),
    });
  });
}
