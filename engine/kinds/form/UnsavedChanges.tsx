/**
 * Leaving a form with unsaved changes asks first: a link or 'Voltar' inside the portal opens the
 * confirmation (react-router's blocker, only under the data router the portal uses); closing or
 * reloading the tab gets the browser's own question (beforeunload).
 */
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { confirm } from '../../components/confirm.tsx';

export const DESCARTAR = {
  title: 'Descartar alterações?',
  text: 'Existem alterações não salvas neste formulário. Se sair agora, elas serão perdidas.',
  confirmLabel: 'Sair sem salvar',
  cancelLabel: 'Continuar editando',
} as const;

/** Asks whether to discard the changes; true = leave. */
export const askDiscard = (): Promise<boolean> => confirm({ ...DESCARTAR, intent: 'danger' });

function Blocker({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askDiscard().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  return null;
}

export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return dataRouter ? <Blocker dirty={dirty} /> : null;
}
