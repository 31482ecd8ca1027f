/**
 * The sidebar on a narrow screen: a modal panel over the page (the page keeps its whole width under
 * a backdrop), opened by the top bar's menu button. While open it holds the focus (Tab and Shift+Tab
 * go round its entries); Esc, a click on the backdrop, 'Fechar menu' or choosing an entry close it,
 * and the focus goes back to the button that opened it.
 *
 * Not Blueprint's Drawer (ESLint refuses it: its close button is named in English) nor the portal's
 * Dialog: the panel stays mounted while closed (hidden), so the menu keeps the group the user
 * opened, and the first page does not load the overlay code for it.
 */
import { Button } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react';
import './drawer.css';

export const DRAWER_LABEL = 'Menu';
export const CLOSE_DRAWER_LABEL = 'Fechar menu';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order. */
export const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));

export function MenuDrawer({
  open,
  onClose,
  returnFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Where the focus goes when the drawer closes: the button that opens it. */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) returnFocus.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const el = panel.current!;
    // The page the user is on, else the first entry: where a keyboard user starts in the menu.
    (el.querySelector<HTMLElement>('[aria-current="page"]') ?? focusables(el)[0])?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      close.current();
    };
    // The page under the backdrop is out of reach: a focus that lands there comes back.
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !el.contains(e.target)) focusables(el)[0]?.focus();
    };
    // The page does not scroll under the backdrop (a swipe on it would move the page, not the menu).
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
    };
  }, [open, returnFocus]);

  const trap = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const items = focusables(panel.current!);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="prh-drawer-root" hidden={!open}>
      {/* A pointer's way out; the keyboard's is Esc or 'Fechar menu'. */}
      <div className="prh-drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="prh-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={DRAWER_LABEL}
        onKeyDown={trap}
      >
        <div className="prh-drawer-head">
          <span className="prh-drawer-title">{DRAWER_LABEL}</span>
          <Button
            variant="minimal"
            className="prh-topbar-button"
            // Drawn from its own paths: the first page's icon set (icons.ts) has no 'cross'.
            icon={<CrossIcon />}
            aria-label={CLOSE_DRAWER_LABEL}
            onClick={onClose}
          />
        </div>
        {children}
      </div>
    </div>
  );
}
