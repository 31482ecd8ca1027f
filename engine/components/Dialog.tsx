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

export function Dialog({ title, icon, isCloseButtonShown, onClose, children, titleTagName, ...rest }: DialogProps) {
  const titleId = useId();
  const Title = titleTagName ?? H2;
  return (
    <BlueprintDialog
      {...rest}
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
