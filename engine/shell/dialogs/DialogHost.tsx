/**
 * Renders the dialog stack: one dialog (engine/components/Dialog.tsx) per open dialog, the newest
 * on top. Once a closed dialog has left the page, the focus goes back to what opened it, or to
 * what took its place (focusRestore.ts): after the commit that removed it, so that the dialog no
 * longer holds the focus inside itself (Blueprint's enforceFocus), and after the cleanups of its
 * overlay (a microtask later).
 */
import { Button, DialogBody } from '@blueprintjs/core';
import { Dialog } from '../../components/Dialog.tsx';
import { useEffect, useSyncExternalStore } from 'react';
import { DIALOG_MAX_WIDTH, dialogStore, type DialogStore } from './dialogStore.ts';
import { focusLost, restoreFocus } from './focusRestore.ts';

/** Gives the focus back, once the closing commit is over; a dialog opened meanwhile has taken the return. */
function giveBack(store: DialogStore): void {
  queueMicrotask(() => {
    const ret = store.takeReturn();
    // Only when the focus went with the dialog: a click elsewhere that closed it keeps its place.
    if (ret && focusLost()) restoreFocus(ret);
  });
}

export function DialogHost({ store = dialogStore }: { store?: DialogStore }) {
  const dialogs = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => giveBack(store), [dialogs, store]);
  // The shell draws this host only while a dialog is open (engine/shell/Root.tsx): the last one
  // closed takes the host with it, and the focus is given back as it goes.
  useEffect(() => () => giveBack(store), [store]);
  return (
    <>
      {dialogs.map((d) => {
        const Body = d.component;
        return (
          <Dialog
            key={d.id}
            isOpen
            title={d.title}
            onClose={() => {
              store.close(d.id);
              d.onDismiss?.();
            }}
            // An alert has one button, which closes it as its type says (spec §'Shared dialogs'); the
            // other dialogs get the header's close button, named 'Fechar' (engine/components/Dialog.tsx).
            isCloseButtonShown={d.dismissable !== false && !d.alertType}
            canEscapeKeyClose={d.dismissable !== false}
            canOutsideClickClose={d.dismissable !== false}
            className={`prh-dialog${d.alertType ? ` prh-alert prh-alert-${d.alertType}` : ''}`}
            style={{
              width: d.width ? Math.min(d.width, DIALOG_MAX_WIDTH) : '100%',
              maxWidth: `min(100% - 32px, ${DIALOG_MAX_WIDTH}px)`,
            }}
          >
            {d.alertType ? (
              <Body dialogId={d.id} {...(d.props ?? {})} />
            ) : (
              <>
                <DialogBody>
                  <Body dialogId={d.id} {...(d.props ?? {})} />
                </DialogBody>
                {!d.hideDefaultButtons && (
                  <div className="prh-dialog-footer">
                    <Button variant="outlined" onClick={() => store.closeAll()}>
                      Fechar todos
                    </Button>
                    <Button intent="primary" onClick={() => store.close()}>
                      Fechar
                    </Button>
                  </div>
                )}
              </>
            )}
          </Dialog>
        );
      })}
    </>
  );
}
