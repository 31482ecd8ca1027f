/**
 * The shell's tooltip: a short label beside a control, shown while the pointer is over it or it has
 * the keyboard focus (after 100 ms, as Blueprint's Tooltip), in Blueprint's tooltip classes so it
 * looks the same. Not Blueprint's Tooltip: that one brings the popover engine (floating-ui, ~13 KB
 * gzip) into the first page for three labels (theme toggle, favourite star, collapsed sidebar).
 * Placed with the target's rectangle (`position: fixed`, in a portal, so no overflow clips it) and
 * kept inside the window; hidden on scroll, Esc, blur and pointer leave. The portal is the
 * target's landmark (the top bar, the menu, the page), so what a screen reader lists by landmark
 * holds the tip too (axe `region`: a tip on <body> stood outside every landmark).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type TipPlacement = 'bottom' | 'left' | 'right';

const GAP = 8;
const MARGIN = 4;
const OPEN_DELAY = 100;

/** Where the tip's box goes for a target rectangle, kept `MARGIN` inside the window. */
export function tipPosition(
  target: { top: number; left: number; right: number; bottom: number; width: number; height: number },
  tip: { width: number; height: number },
  placement: TipPlacement,
  view: { width: number; height: number },
): { top: number; left: number } {
  let top: number;
  let left: number;
  if (placement === 'bottom') {
    top = target.bottom + GAP;
    left = target.left + target.width / 2 - tip.width / 2;
  } else {
    top = target.top + target.height / 2 - tip.height / 2;
    left = placement === 'left' ? target.left - GAP - tip.width : target.right + GAP;
  }
  const clamp = (v: number, size: number, max: number) => Math.max(MARGIN, Math.min(v, max - size - MARGIN));
  return { top: clamp(top, tip.height, view.height), left: clamp(left, tip.width, view.width) };
}

/** The portal's landmarks: the top bar (role banner), the menu, the page, the footer. */
const LANDMARKS = '[role=banner],nav,main,footer';

/**
 * Where a tip goes: its target's landmark, else <body>. None of these is ever under a transform that
 * would move a fixed box (the phone drawer has one only while closed, when nothing in it is hovered).
 */
export const tipHost = (target: HTMLElement): HTMLElement => target.closest<HTMLElement>(LANDMARKS) ?? document.body;

const focusVisible = (el: HTMLElement): boolean => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
};

export function Tip({
  content,
  placement = 'bottom',
  compact = false,
  children,
}: {
  content: ReactNode;
  placement?: TipPlacement;
  compact?: boolean;
  children: ReactElement;
}) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tipRef = useRef<HTMLDivElement>(null);

  const show = (el: HTMLElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTarget(el), OPEN_DELAY);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTarget(null);
    setPos(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    if (!target || !tipRef.current) return;
    const box = tipRef.current.getBoundingClientRect();
    setPos(
      tipPosition(target.getBoundingClientRect(), box, placement, {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  }, [target, placement, content]);

  useEffect(() => {
    if (!target) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    window.addEventListener('scroll', hide, true);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', hide, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [target]);

  // A target that leaves the page (the collapsed sidebar expanding) takes its tip along.
  useEffect(() => {
    if (target && !target.isConnected) hide();
  });

  return (
    <>
      {/* Blueprint's target wrapper (same class, same layout as its Tooltip gave). */}
      <span
        className="bp6-popover-target"
        onMouseEnter={(e) => show(e.currentTarget)}
        onMouseLeave={hide}
        // Keyboard focus only (as Blueprint): a click focuses the button too.
        onFocus={(e) => focusVisible(e.target) && show(e.currentTarget)}
        onBlur={hide}
      >
        {children}
      </span>
      {target &&
        createPortal(
          <div
            ref={tipRef}
            className="prh-tip"
            style={{
              position: 'fixed',
              top: pos?.top ?? 0,
              left: pos?.left ?? 0,
              visibility: pos ? 'visible' : 'hidden',
              zIndex: 30,
              pointerEvents: 'none',
            }}
          >
            <div className={`bp6-popover bp6-tooltip${compact ? ' bp6-compact' : ''}`} role="tooltip">
              <div className="bp6-popover-content">{content}</div>
            </div>
          </div>,
          tipHost(target),
        )}
    </>
  );
}
