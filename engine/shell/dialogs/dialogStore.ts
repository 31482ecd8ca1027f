/**
 * Stacked modal dialogs (spec sections 2 and 4): each open dialog has an id, a component and its
 * props; ids are handed out reusing released ones first; closing without an id closes the
 * highest; close-all resets the dialogs and the id counter. A tiny external store, read by
 * <DialogHost> with useSyncExternalStore, so any service can open a dialog without React context.
 *
 * Each dialog remembers what had the focus when it opened (focusReturn.ts), and the host gives it
 * back once the dialog is gone (takeReturn). A dialog opened before that (a success alert right
 * after its confirmation closed) takes over the return: the focus was on its way back there.
 */
import type { ComponentType } from 'react';
import { captureFocus, type FocusReturn } from './focusReturn.ts';

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
  /** What had the focus when it opened. */
  focusReturn?: FocusReturn;
}

/** Spec section 9: dialogs are at most 1200 px wide. */
export const DIALOG_MAX_WIDTH = 1200;

type Listener = () => void;

export function createDialogStore() {
  let dialogs: OpenDialog[] = [];
  let nextId = 1;
  let released: number[] = [];
  /** The return of the dialogs closed since the host last gave the focus back. */
  let pending: FocusReturn | undefined;
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
      const focusReturn = pending ?? captureFocus();
      pending = undefined;
      dialogs = [...dialogs, { ...(spec as unknown as DialogSpec), id, focusReturn }];
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
      const at = dialogs.findIndex((d) => d.id === target);
      if (at < 0) return;
      const closing = dialogs[at];
      const above = dialogs[at + 1];
      // One under the top: the dialog above was opened from it, so its focus goes where this one's went.
      if (!above) pending = closing.focusReturn ?? pending;
      dialogs = dialogs
        .filter((d) => d !== closing)
        .map((d) => (d === above ? { ...d, focusReturn: closing.focusReturn ?? d.focusReturn } : d));
      released.push(target);
      emit();
    },
    closeAll(): void {
      pending = dialogs[0]?.focusReturn ?? pending;
      dialogs = [];
      released = [];
      nextId = 1;
      emit();
    },
    /** The focus to give back now that dialogs closed (once: taking it clears it). */
    takeReturn(): FocusReturn | undefined {
      const r = pending;
      pending = undefined;
      return r;
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
