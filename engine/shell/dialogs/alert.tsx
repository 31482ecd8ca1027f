/**
 * `alert({tipo, titulo, texto, botao})`: the alert dialog of the spec (width 700, one button of
 * 112 px). The button closes the top dialog; sucessoCompleto closes all; sucessoCompletoTelaAnterior
 * closes all and goes back one page.
 */
import { Button, Icon, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { dialogStore, type AlertType, type DialogStore } from './dialogStore.ts';

export interface AlertOptions {
  tipo?: AlertType;
  titulo: string;
  /** Text; lines separated by '\n' are kept, an empty line gives a blank line. */
  texto: ReactNode;
  botao?: string;
  /** Called after the dialog closed by its button. */
  onClose?: () => void;
}

export const ALERT_WIDTH = 700;

const LOOK: Record<AlertType, { icon: IconName; intent: Intent }> = {
  informacao: { icon: 'info-sign', intent: 'primary' },
  atencao: { icon: 'warning-sign', intent: 'warning' },
  erro: { icon: 'error', intent: 'danger' },
  sucesso: { icon: 'tick-circle', intent: 'success' },
  sucessoCompleto: { icon: 'tick-circle', intent: 'success' },
  sucessoCompletoTelaAnterior: { icon: 'tick-circle', intent: 'success' },
};

interface AlertBodyProps {
  dialogId: number;
  tipo: AlertType;
  texto: ReactNode;
  botao: string;
  store: DialogStore;
  onClose?: () => void;
}

function AlertBody({ dialogId, tipo, texto, botao, store, onClose }: AlertBodyProps) {
  const look = LOOK[tipo];
  const close = () => {
    if (tipo === 'sucessoCompleto' || tipo === 'sucessoCompletoTelaAnterior') store.closeAll();
    else store.close(dialogId);
    if (tipo === 'sucessoCompletoTelaAnterior') window.history.back();
    onClose?.();
  };
  return (
    <>
      <div className="prh-alert-body">
        <Icon icon={look.icon} intent={look.intent} size={32} aria-hidden />
        <div className="prh-alert-text">
          {typeof texto === 'string'
            ? texto.split('\n').map((line, i) => <p key={i}>{line === '' ? '\u00a0' : line}</p>)
            : texto}
        </div>
      </div>
      <div className="prh-dialog-footer">
        <Button
          intent={look.intent === 'danger' ? 'primary' : 'primary'}
          style={{ width: 112 }}
          onClick={close}
          autoFocus
        >
          {botao}
        </Button>
      </div>
    </>
  );
}

export function alert(
  { tipo = 'informacao', titulo, texto, botao = 'Fechar', onClose }: AlertOptions,
  store: DialogStore = dialogStore,
): number | null {
  return store.open({
    component: AlertBody as never,
    props: { tipo, texto, botao, store, onClose },
    title: titulo,
    hideDefaultButtons: true,
    width: ALERT_WIDTH,
    alertType: tipo,
  });
}
