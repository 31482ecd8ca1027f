/**
 * The portal's dialog: Blueprint's Dialog with the header drawn here, so its close button is
 * announced in Portuguese ('Fechar') — Blueprint writes aria-label "Close" into its own header and
 * offers no prop for it. Same markup and classes as Blueprint's header (bp6-dialog-header, the
 * title as an h2 naming the dialog, bp6-dialog-close-button), so it looks the same. Every dialog of
 * the portal goes through here: ESLint refuses Blueprint's `Dialog` anywhere else (eslint.config.js).
 */
// eslint-disable-next-line no-restricted-imports -- the one wrapper of Blueprint's Dialog
import { Button, Classes, Dialog as BlueprintDialog, H2, Icon, type DialogProps } from '@blueprintjs/core';
import { IconSize, SmallCrossIcon } from '@blueprintjs/icons';
import { useId } from 'react';

/** Accessible name of every dialog's close button. */
export const CLOSE_LABEL = 'Fechar';

/** A form control a person fills: the first one of a dialog takes the focus when it opens. */
const FIELD =
  '.bp6-dialog-body input:not([type="hidden"]):not(:disabled), .bp6-dialog-body select:not(:disabled), .bp6-dialog-body textarea:not(:disabled), .bp6-dialog-body [contenteditable="true"]';

/**
 * Once the dialog has opened, the focus is inside it (WAI-ARIA dialog pattern): Blueprint leaves it
 * on its overlay's focus-trap sentinel, an unnamed element outside the role="dialog" element, so a
 * screen reader announced nothing and the first key acted on no field. A control that asked for it
 * (autoFocus: a confirmation's button) keeps it; else the first field; else the dialog itself,
 * whose title names it — never a destructive button by default.
 */
export function focusInside(node: HTMLElement): void {
  const dialog = node.matches('[role="dialog"], [role="alertdialog"]')
    ? node
    : node.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!dialog || dialog.contains(document.activeElement)) return;
  const field = dialog.querySelector<HTMLElement>(FIELD);
  if (field) return field.focus();
  dialog.tabIndex = -1;
  dialog.focus();
}

export function Dialog({ title, icon, isCloseButtonShown, onClose, children, titleTagName, ...rest }: DialogProps) {
  const titleId = useId();
  const Title = titleTagName ?? H2;
  return (
    <BlueprintDialog
      {...rest}
      // As it starts to appear (a key pressed during the fade-in lands inside), and again once shown
      // (for content drawn meanwhile).
      onOpening={(node) => {
        focusInside(node);
        rest.onOpening?.(node);
      }}
      onOpened={(node) => {
        focusInside(node);
        rest.onOpened?.(node);
      }}
      onClose={onClose}
      aria-labelledby={rest['aria-labelledby'] ?? (title != null ? titleId : undefined)}
    >
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />
          <Title id={titleId}>{title}</Title>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={CLOSE_LABEL}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon={<SmallCrossIcon size={IconSize.STANDARD} />}
              onClick={onClose}
              variant="minimal"
            />
          )}
        </div>
      )}
      {children}
    </BlueprintDialog>
  );
}
