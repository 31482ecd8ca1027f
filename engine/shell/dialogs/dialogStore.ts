/**
 * Stacked modal dialogs (spec sections 2 and 4): each open dialog has an id, a component and its
 * props; ids are handed out reusing released ones first; closing without an id closes the
 * highest; close-all resets the dialogs and the id counter. A tiny external store, read by
 * <DialogHost> with useSyncExternalStore, so any service can open a dialog without React context.
 */
import type { ComponentType } from 'react';

export type AlertType =
  'informacao' | 'atencao' | 'erro' | 'sucesso' | 'sucessoCompleto' | 'sucessoCompletoTelaAnterior';

export interface DialogSpec<P = Record<string, unknown>> {
  component: ComponentType<P & { dialogId: number }>;
  props?: P;
  title?: string;
  /** Hides the default buttons 'Fechar todos' and 'Fechar' (default false). */
  hideDefaultButtons?: boolean;
  /** Width in px (default: full width up to 1200). */
  width?: number;
  alertType?: AlertType;
  /** false: no close button, Esc or outside click (the dialog closes itself). Default true. */
  dismissable?: boolean;
  /** Called when the user dismisses the dialog (close button, Esc, outside click), e.g. to answer 'cancel'. */
  onDismiss?: () => void;
}

export interface OpenDialog extends DialogSpec {
  id: number;
}

/** Spec section 9: dialogs are at most 1200 px wide. */
export const DIALOG_MAX_WIDTH = 1200;

type Listener = () => void;

export function createDialogStore() {
  let dialogs: OpenDialog[] = [];
  let nextId = 1;
  let released: number[] = [];
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };

  return {
    subscribe(l: Listener): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: (): OpenDialog[] => dialogs,
    /** Returns the new id, or null when no component was given (ignored, as the spec says). */
    open<P>(spec: DialogSpec<P>): number | null {
      if (!spec || !spec.component) return null;
      let id: number;
      if (released.length > 0) {
        released.sort((a, b) => a - b);
        id = released.shift()!;
      } else {
        id = nextId++;
      }
      dialogs = [...dialogs, { ...(spec as unknown as DialogSpec), id }];
      emit();
      return id;
    },
    /** Closes `id`, or the highest open dialog; with none open only a warning is logged. */
    close(id?: number): void {
      if (dialogs.length === 0) {
        console.warn('Portal RH: nenhum diálogo aberto para fechar.');
        return;
      }
      const target = id ?? Math.max(...dialogs.map((d) => d.id));
      if (!dialogs.some((d) => d.id === target)) return;
      dialogs = dialogs.filter((d) => d.id !== target);
      released.push(target);
      emit();
    },
    closeAll(): void {
      dialogs = [];
      released = [];
      nextId = 1;
      emit();
    },
  };
}

export type DialogStore = ReturnType<typeof createDialogStore>;

/** The application's dialog stack. */
export const dialogStore: DialogStore = createDialogStore();

/** Resolves once no dialog is open (e.g. the terms of use were accepted). */
export function whenNoDialogs(store: DialogStore = dialogStore): Promise<void> {
  return new Promise((done) => {
    if (store.getSnapshot().length === 0) return done();
    const stop = store.subscribe(() => {
      if (store.getSnapshot().length > 0) return;
      stop();
      done();
    });
  });
}
