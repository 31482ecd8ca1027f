/**
 * `askReason(numero)` → Promise<string | null>: the administrator's reason to return a version to
 * its author (10 to 500 characters, spaces around it not counted, as the server counts them).
 * 'Devolver' checks it first and keeps the dialog open with the message under the field while it
 * is too short or too long; 'Cancelar', Escape or the close button resolve null.
 */
import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { dialogStore } from '../../../shell/dialogs/dialogStore.ts';

export const MOTIVO_MIN = 10;
export const MOTIVO_MAX = 500;
export const MSG_MOTIVO = `Informe o motivo da devolução, com ${MOTIVO_MIN} a ${MOTIVO_MAX} caracteres.`;

/** The message for a reason, or '' when it may be sent. */
export function reasonProblem(motivo: string): string {
  const n = motivo.trim().length;
  return n < MOTIVO_MIN || n > MOTIVO_MAX ? MSG_MOTIVO : '';
}

interface Props {
  dialogId: number;
  numero: number;
  done: (motivo: string | null) => void;
}

function ReasonBody({ dialogId, numero, done }: Props) {
  const id = useId();
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState('');
  const close = (value: string | null) => {
    dialogStore.close(dialogId);
    done(value);
  };
  const send = () => {
    const p = reasonProblem(motivo);
    setProblem(p);
    if (!p) close(motivo.trim());
  };
  return (
    <>
      <p>A versão {numero} volta ao autor como rascunho, com o motivo abaixo.</p>
      <FormGroup
        label="Motivo da devolução"
        labelFor={id}
        labelInfo="(obrigatório)"
        intent={problem ? 'danger' : 'none'}
        helperText={problem || `${motivo.trim().length} de ${MOTIVO_MAX} caracteres`}
      >
        <TextArea
          id={id}
          autoFocus
          fill
          rows={4}
          maxLength={MOTIVO_MAX + 50}
          value={motivo}
          intent={problem ? 'danger' : 'none'}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            if (problem) setProblem(reasonProblem(e.currentTarget.value));
          }}
        />
      </FormGroup>
      <div className="prh-dialog-footer">
        <Button variant="outlined" onClick={() => close(null)}>
          Cancelar
        </Button>
        <Button intent="danger" onClick={send}>
          Devolver
        </Button>
      </div>
    </>
  );
}

export function askReason(numero: number): Promise<string | null> {
  return new Promise((done) => {
    dialogStore.open({
      component: ReasonBody as never,
      props: { numero, done },
      title: `Devolver a versão ${numero}`,
      hideDefaultButtons: true,
      width: 700,
      onDismiss: () => done(null),
    });
  });
}
