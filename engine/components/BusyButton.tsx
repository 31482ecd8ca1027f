/**
 * A button that keeps the keyboard focus while it is unavailable. A disabled button drops the
 * focus to <body> the moment it turns disabled: 'Pesquisar' pressed with Enter (disabled while its
 * search ran), 'Próxima página' reaching the last page, 'Atualizar' — and the next Tab went to
 * 'Ir para o conteúdo', some thirty stops away (WCAG 2.4.3). So while `busy` (the work it started
 * runs: a spinner, aria-busy) or `unavailable` (nothing to do now) it is marked aria-disabled,
 * looks disabled and ignores presses, but stays focusable. `disabled` itself is left to Blueprint's
 * Button for a control the person cannot have focused (ESLint refuses `loading` on Button: it
 * disables).
 */
import { Button, Classes, Spinner, type ButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  /** The work it started runs: a spinner instead of its icon, and presses ignored. */
  busy?: boolean;
  /** Nothing to do now (no rows to export, the last page): shown disabled, keeps the focus. */
  unavailable?: boolean;
}

export function BusyButton({ busy, unavailable, icon, onClick, className, ...rest }: BusyButtonProps) {
  const off = Boolean(busy || unavailable);
  const ignore = (e: MouseEvent<HTMLElement>) => e.preventDefault();
  return (
    <Button
      {...rest}
      icon={busy ? <Spinner size={16} aria-hidden /> : icon}
      aria-disabled={off || undefined}
      aria-busy={busy || undefined}
      className={[className, off && Classes.DISABLED].filter(Boolean).join(' ') || undefined}
      onClick={off ? ignore : onClick}
    />
  );
}
