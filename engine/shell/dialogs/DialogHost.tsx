/** Renders the dialog stack: one dialog (engine/components/Dialog.tsx) per open dialog, the newest on top. */
import { Button, DialogBody } from '@blueprintjs/core';
import { Dialog } from '../../components/Dialog.tsx';
import { useSyncExternalStore } from 'react';
import { DIALOG_MAX_WIDTH, dialogStore, type DialogStore } from './dialogStore.ts';

export function DialogHost({ store = dialogStore }: { store?: DialogStore }) {
  const dialogs = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
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
