/**
 * A menu button of the top bar whose popover (Blueprint's PopoverNext and Menu, engine/shell/
 * popoverParts.ts) is loaded on the first intent: the button renders at once, in the same wrapper
 * and with the same ARIA as PopoverNext gives it; pointing at it, focusing it or pressing it loads
 * the popover, which then takes its place. A press made before the popover arrived opens it when
 * it does (mouse, Enter and Space alike), and the keyboard focus stays on the button through the
 * swap, so the menu behaves as if it had been there from the start.
 *
 * A key works whenever it is pressed, whatever is still loading: Esc, a press elsewhere or the
 * focus leaving (Tab) while the code is on its way cancel the open it would do; and once open, Esc
 * closes the menu wherever the focus is — Blueprint's popover hears it only from inside, and the
 * focus reaches the inside a frame after the popover appears (later still on a busy machine). A
 * press whose code arrived between its start and its click opens the menu once: that click, landing
 * on the new button, does not close it again.
 */
import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type JSX, type ReactElement } from 'react';

export type PopoverParts = typeof import('./popoverParts.ts');
type Placement = 'bottom-end' | 'bottom-start' | 'bottom';

let parts: Promise<PopoverParts> | null = null;
/** The popover module (one request, whoever asks first). */
const loadPopoverParts = (): Promise<PopoverParts> => (parts ??= import('./popoverParts.ts'));

/**
 * Until `stop` is called, calls `cancel` on Esc anywhere, on a press outside `root` and on the
 * focus moving outside it.
 */
function watchForCancel(root: HTMLElement, cancel: () => void): () => void {
  const outside = (e: Event) => e.target instanceof Node && !root.contains(e.target);
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && cancel();
  const onPointer = (e: PointerEvent) => outside(e) && cancel();
  const onFocus = (e: FocusEvent) => outside(e) && cancel();
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('focusin', onFocus, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
    document.removeEventListener('focusin', onFocus, true);
  };
}

export function LazyPopover({
  placement,
  content,
  children,
  loadParts = loadPopoverParts,
}: {
  placement: Placement;
  /** The popover's content, drawn with the loaded parts (Menu, MenuItem…). */
  content: (p: PopoverParts) => JSX.Element;
  /** The button. */
  children: ReactElement<{ onClick?: (e: unknown) => void }>;
  /** Where the popover's code comes from (a test decides when it arrives). */
  loadParts?: () => Promise<PopoverParts>;
}) {
  const [loaded, setLoaded] = useState<PopoverParts | null>(null);
  const [open, setOpen] = useState(false);
  // A press asked for the menu and nothing has cancelled it since.
  const wanted = useRef(false);
  const stopWatching = useRef<(() => void) | null>(null);
  // A pointer (or Space) press on the button has started and its click has not come yet.
  const holding = useRef(false);
  const hadFocus = useRef(false);
  const root = useRef<HTMLSpanElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on mount: StrictMode (development) unmounts and mounts every component once.
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopWatching.current?.();
      stopWatching.current = null;
    };
  }, []);

  const unwatch = () => {
    stopWatching.current?.();
    stopWatching.current = null;
  };
  const swapped = useRef(false);
  const load = () => {
    void loadParts().then((m) => {
      // Pointer, focus and press may each have asked: the first answer swaps, once.
      if (!mounted.current || swapped.current) return;
      swapped.current = true;
      unwatch();
      hadFocus.current = Boolean(root.current?.contains(document.activeElement));
      setLoaded(() => m);
      setOpen(wanted.current);
    });
  };

  // After the swap: the button that had the focus is a new element; give it the focus back unless
  // the opened popover took it.
  useLayoutEffect(() => {
    if (!loaded || !hadFocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body) root.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [loaded]);

  // Open: Esc closes it even before the focus got inside (there Blueprint closes it first).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      const active = document.activeElement;
      if (!active || active === document.body) root.current?.querySelector<HTMLElement>('button, a')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (loaded) {
    const { PopoverNext } = loaded;
    return (
      <span
        ref={root}
        className="prh-lazy-popover"
        // Another press, or another key, is not the end of that one (the popover's content, in a
        // portal, reaches these handlers through React too: only the button's own click is ever held).
        onPointerDownCapture={() => (holding.current = false)}
        onKeyDownCapture={(e) => e.key !== ' ' && (holding.current = false)}
        onClickCapture={(e) => {
          // The end of the press that opened the menu as the code arrived: it has done its job.
          if (!holding.current || !(e.target instanceof Node) || !root.current?.contains(e.target)) return;
          holding.current = false;
          e.stopPropagation();
        }}
      >
        <PopoverNext placement={placement} isOpen={open} onInteraction={setOpen} content={content(loaded)}>
          {children}
        </PopoverNext>
      </span>
    );
  }
  const press = () => {
    wanted.current = true;
    // The code arrived and the swap is on its way, but this button took the key first (a busy
    // machine draws late): the swap's own open was decided without this press, so open it here.
    if (swapped.current) return setOpen(true);
    if (!stopWatching.current && root.current)
      stopWatching.current = watchForCancel(root.current, () => {
        wanted.current = false;
        unwatch();
      });
    load();
  };
  return (
    <span ref={root} className="prh-lazy-popover">
      <span
        className="bp6-popover-target"
        onPointerEnter={load}
        onFocus={load}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          holding.current = true;
          press();
        }}
      >
        {cloneElement(children, {
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onClick: (e: unknown) => {
            holding.current = false;
            children.props.onClick?.(e);
            press();
          },
          onKeyDown: (e: { key: string }) => {
            // Space clicks on its release, Enter at once.
            if (e.key === ' ') holding.current = true;
            if (e.key === 'Enter' || e.key === ' ') press();
          },
        } as object)}
      </span>
    </span>
  );
}
