/**
 * `confirm({title, text})` → Promise<boolean>: a modal with 'Cancelar' and a confirm button, on
 * the shared dialog stack, so actions stay plain async functions (no component state to thread).
 */
import { Button } from '@blueprintjs/core';
import { dialogStore } from '../shell/dialogs/dialogStore.ts';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  intent?: 'primary' | 'danger';
}

interface BodyProps extends Required<Omit<ConfirmOptions, 'title'>> {
  dialogId: number;
  done: (ok: boolean) => void;
}

function ConfirmBody({ dialogId, text, confirmLabel, cancelLabel, intent, done }: BodyProps) {
  const close = (ok: boolean) => {
    dialogStore.close(dialogId);
    done(ok);
  };
  return (
    <>
      <div className="prh-alert-text">
        <p>{text}</p>
      </div>
      <div className="prh-dialog-footer">
        <Button variant="outlined" onClick={() => close(false)}>
          {cancelLabel}
        </Button>
        <Button intent={intent} onClick={() => close(true)} autoFocus>
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}

export function confirm(o: ConfirmOptions): Promise<boolean> {
  return new Promise((done) => {
    dialogStore.open({
      component: ConfirmBody as never,
      props: {
        text: o.text,
        confirmLabel: o.confirmLabel ?? 'Confirmar',
        cancelLabel: o.cancelLabel ?? 'Cancelar',
        intent: o.intent ?? 'primary',
        done,
      },
      title: o.title,
      hideDefaultButtons: true,
      width: 700,
      onDismiss: () => done(false),
    });
  });
}
