/**
 * A menu button of the top bar whose popover (Blueprint's PopoverNext and Menu, engine/shell/
 * popoverParts.ts) is loaded on the first intent: the button renders at once, in the same wrapper
 * and with the same ARIA as PopoverNext gives it; pointing at it, focusing it or pressing it loads
 * the popover, which then takes its place. A press made before the popover arrived opens it when
 * it does (mouse, Enter and Space alike), and the keyboard focus stays on the button through the
 * swap, so the menu behaves as if it had been there from the start.
 */
import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type JSX, type ReactElement } from 'react';

export type PopoverParts = typeof import('./popoverParts.ts');
type Placement = 'bottom-end' | 'bottom-start' | 'bottom';

let parts: Promise<PopoverParts> | null = null;
/** The popover module (one request, whoever asks first). */
const loadPopoverParts = (): Promise<PopoverParts> => (parts ??= import('./popoverParts.ts'));

export function LazyPopover({
  placement,
  content,
  children,
}: {
  placement: Placement;
  /** The popover's content, drawn with the loaded parts (Menu, MenuItem…). */
  content: (p: PopoverParts) => JSX.Element;
  /** The button. */
  children: ReactElement<{ onClick?: (e: unknown) => void }>;
}) {
  const [loaded, setLoaded] = useState<{ parts: PopoverParts; open: boolean } | null>(null);
  const requested = useRef(false);
  const hadFocus = useRef(false);
  const root = useRef<HTMLSpanElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on mount: StrictMode (development) unmounts and mounts every component once.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const swapped = useRef(false);
  const load = () => {
    void loadPopoverParts().then((m) => {
      // Pointer, focus and press may each have asked: the first answer swaps, once.
      if (!mounted.current || swapped.current) return;
      swapped.current = true;
      hadFocus.current = Boolean(root.current?.contains(document.activeElement));
      setLoaded({ parts: m, open: requested.current });
    });
  };

  // After the swap: the button that had the focus is a new element; give it the focus back unless
  // the opened popover took it.
  useLayoutEffect(() => {
    if (!loaded || !hadFocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body) root.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [loaded]);

  if (loaded) {
    const { PopoverNext } = loaded.parts;
    return (
      <span ref={root} className="prh-lazy-popover">
        <PopoverNext placement={placement} defaultIsOpen={loaded.open} content={content(loaded.parts)}>
          {children}
        </PopoverNext>
      </span>
    );
  }
  const press = () => {
    requested.current = true;
    load();
  };
  return (
    <span ref={root} className="prh-lazy-popover">
      <span
        className="bp6-popover-target"
        onPointerEnter={load}
        onFocus={load}
        onPointerDown={(e) => e.button === 0 && press()}
      >
        {cloneElement(children, {
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onClick: (e: unknown) => {
            children.props.onClick?.(e);
            press();
          },
          onKeyDown: (e: { key: string }) => {
            if (e.key === 'Enter' || e.key === ' ') press();
          },
        } as object)}
      </span>
    </span>
  );
}
