/**
 * Leaving a form with unsaved changes asks first: a link, 'Voltar', a `navigate()` call or the
 * browser's Back inside the portal opens the confirmation (the portal's guarded history,
 * engine/shell/guardedHistory.ts); closing or reloading the tab gets the browser's own question
 * (beforeunload).
 */
import { useEffect } from 'react';
import { confirm } from '../../components/confirm.tsx';
import type { Blocker } from '../../shell/guardedHistory.ts';
import { useNavigationBlocker } from '../../shell/GuardedRouter.tsx';

export const DESCARTAR = {
  title: 'Descartar alterações?',
  text: 'Existem alterações não salvas neste formulário. Se sair agora, elas serão perdidas.',
  confirmLabel: 'Sair sem salvar',
  cancelLabel: 'Continuar editando',
} as const;

/** Asks whether to discard the changes; true = leave. */
export const askDiscard = (): Promise<boolean> => confirm({ ...DESCARTAR, intent: 'danger' });

/** Another page, not the same one with another query. */
const LEAVING: Blocker = { when: ({ from, to }) => from.pathname !== to.pathname, ask: askDiscard };

export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  useNavigationBlocker(dirty ? LEAVING : null);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return null;
}
