/**
 * `askInput(input)` → Promise<values | null>: the small form a command asks before calling (a
 * required 'Justificativa', a rejection reason), declared in the screen as JSON Schema and drawn
 * by the engine's rjsf theme with its precompiled validator. 'Cancelar' resolves null; the confirm
 * button validates first and keeps the dialog open, errors under the fields, while invalid.
 *
 * With `submit` (a command's call), the dialog stays open while it runs and closes only when it
 * is done: a refusal of the gateway (code 4) is told inside the dialog — the critiques
 * of its fields under them, the rest on top — with every typed value kept; a field's message goes
 * once the field changes, the top one once any value changes (it spoke of the values sent: the
 * dates of an absence refused, then corrected, kept the old refusal in red above the new ones). 'stay' keeps the dialog as it is (a confirmation answered 'Cancelar', a
 * failure already told in a dialog on top).
 */
import { Button, Callout } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import type { CallResult } from '../../services/http/envelope.ts';
import { SchemaForm, type SchemaFormHandle } from '../form/SchemaForm.tsx';
import { dialogStore } from '../shell/dialogs/dialogStore.ts';
import { dialogRefusal, type DialogRefusal } from '../shell/dialogs/refusal.ts';
import { BusyButton } from './BusyButton.tsx';

type Values = Record<string, unknown>;

/** What a submit did: done (the dialog closes), stay, or a refusal to show in the dialog. */
export type InputOutcome = 'done' | 'stay' | { refused: CallResult; pageMessage?: string };

export interface InputRequest {
  title: string;
  text?: string;
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  submitLabel: string;
  /** The values the fields start with (a saved analysis being revised). */
  initial?: Values;
  /** Runs with the valid values while the dialog stays open. */
  submit?: (values: Values) => Promise<InputOutcome>;
}

interface Props extends Omit<InputRequest, 'title'> {
  dialogId: number;
  done: (values: Values | null) => void;
}

/** Values as sent: strings trimmed (a reason of spaces is no reason). */
const trimmed = (v: Values) =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]));

/** The refusal without the messages of the fields that changed, nor its top text once anything changed. */
export function withoutChanged(r: DialogRefusal | null, before: Values, after: Values): DialogRefusal | null {
  if (!r) return r;
  const campos = Object.fromEntries(Object.entries(r.campos).filter(([k]) => before[k] === after[k]));
  const changed = Object.keys({ ...before, ...after }).some((k) => before[k] !== after[k]);
  return { texto: changed ? '' : r.texto, campos };
}

function InputBody({ dialogId, text, schema, uiSchema, submitLabel, initial, submit, done }: Props) {
  const [data, setData] = useState<Values>(() => ({ ...initial }));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<DialogRefusal | null>(null);
  const form = useRef<SchemaFormHandle>(null);
  const close = (values: Values | null) => {
    dialogStore.close(dialogId);
    done(values);
  };
  const send = async () => {
    if (busy || !(form.current?.validate() ?? true)) return;
    const values = trimmed(data);
    if (!submit) return close(values);
    setBusy(true);
    const outcome = await submit(values);
    setBusy(false);
    if (outcome === 'done') return close(values);
    if (outcome !== 'stay')
      setRefusal(dialogRefusal(outcome.refused, Object.keys((schema.properties as object) ?? {}), outcome.pageMessage));
  };
  const change = (next: Values) => {
    setRefusal((r) => withoutChanged(r, data, next));
    setData(next);
  };
  return (
    <>
      {text && (
        <div className="prh-alert-text">
          <p>{text}</p>
        </div>
      )}
      {refusal?.texto && (
        <Callout intent="warning" role="alert" className="prh-form-callout" style={{ whiteSpace: 'pre-line' }}>
          {refusal.texto}
        </Callout>
      )}
      <SchemaForm
        ref={form}
        schema={schema as RJSFSchema}
        uiSchema={uiSchema as UiSchema}
        formData={data}
        onChange={change}
        onSubmit={() => void send()}
        idPrefix={`entrada-${dialogId}`}
        fieldErrors={refusal?.campos}
      >
        <div className="prh-dialog-footer">
          <Button variant="outlined" onClick={() => close(null)}>
            Cancelar
          </Button>
          <BusyButton type="submit" intent="primary" busy={busy}>
            {submitLabel}
          </BusyButton>
        </div>
      </SchemaForm>
    </>
  );
}

export function askInput(req: InputRequest): Promise<Values | null> {
  return new Promise((done) => {
    dialogStore.open({
      component: InputBody as never,
      props: {
        text: req.text,
        schema: req.schema,
        uiSchema: req.uiSchema,
        submitLabel: req.submitLabel,
        initial: req.initial,
        submit: req.submit,
        done,
      },
      title: req.title,
      hideDefaultButtons: true,
      width: 700,
      onDismiss: () => done(null),
    });
  });
}
