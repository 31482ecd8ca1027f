/**
 * `alert({tipo, titulo, texto, botao})`: the alert dialog of the spec (width 700, one button of
 * 112 px). The button closes the top dialog; sucessoCompleto closes all; sucessoCompletoTelaAnterior
 * closes all and goes back one page — or, on a page opened from a link with no page of the portal
 * behind it, to `semAnterior` (history.back() there left a blank tab).
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
  /** sucessoCompletoTelaAnterior on a page opened directly: where to go instead of back. */
  semAnterior?: () => void;
}

/** Whether the portal has a page of its own behind this one (React Router numbers its entries: history.state.idx). */
export const hasPortalHistory = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

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
  semAnterior?: () => void;
}

function AlertBody({ dialogId, tipo, texto, botao, store, onClose, semAnterior }: AlertBodyProps) {
  const look = LOOK[tipo];
  const close = () => {
    if (tipo === 'sucessoCompleto' || tipo === 'sucessoCompletoTelaAnterior') store.closeAll();
    else store.close(dialogId);
    if (tipo === 'sucessoCompletoTelaAnterior') {
      if (hasPortalHistory()) window.history.back();
      else semAnterior?.();
    }
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
  { tipo = 'informacao', titulo, texto, botao = 'Fechar', onClose, semAnterior }: AlertOptions,
  store: DialogStore = dialogStore,
): number | null {
  return store.open({
    component: AlertBody as never,
    props: { tipo, texto, botao, store, onClose, semAnterior },
    title: titulo,
    hideDefaultButtons: true,
    width: ALERT_WIDTH,
    alertType: tipo,
  });
}
