/**
 * After a navigation inside the portal (a menu entry, a row action, 'Voltar', the browser's back),
 * the focus moves to the new page's main heading, so a keyboard or screen-reader user starts on the
 * new page instead of on <body> (where the removed link or button left it). Not on the page load,
 * not when only the query changed (a search writing its filters), and not for a redirect that is
 * not the end of a user's navigation (/index → /home after sign-in, '/' → /home).
 *
 * The heading may come after the route (a lazy page): it is awaited for a while. The focus is left
 * alone when the new page has already put it somewhere of its own, or a dialog holds it.
 */
import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page's heading is awaited after the route changed. */
export const HEADING_WAIT_MS = 5000;

const heading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/**
 * Whether the focus may be taken: no dialog holds it, and the new page did not put it somewhere of
 * its own (`placedByPage`: a field it focused as it mounted). A focus left inside the page by the
 * user's own click (a link of a page that stays mounted) is taken.
 */
function focusIsFree(placedByPage: (el: Element) => boolean): boolean {
  if (document.body.classList.contains(Classes.OVERLAY_OPEN)) return false;
  const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].some(
    (d) => !d.closest('[hidden]'),
  );
  if (modal) return false;
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  const main = document.querySelector('main');
  return !(main?.contains(active) && active !== main && placedByPage(active));
}

function focusHeading(h1: HTMLElement): void {
  // Focusable by script only: out of the Tab order, and no focus ring (styles.css).
  if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  h1.focus();
}

/** Focuses the page's heading now or when it appears; returns the cancel. */
export function focusHeadingWhenReady(
  placedByPage: (el: Element) => boolean = () => false,
  waitMs = HEADING_WAIT_MS,
): () => void {
  const take = (h1: HTMLElement) => focusIsFree(placedByPage) && focusHeading(h1);
  const now = heading();
  if (now) {
    take(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const h1 = heading();
    if (!h1) return;
    stop();
    take(h1);
  });
  const timer = setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Moves the focus to the main heading after each navigation of the user (see the file comment). */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // Routes are counted as they render, so a focus placed while the new page mounts (before any
  // effect runs) is known as that page's.
  const route = useRef({ path: pathname, count: 0 });
  if (route.current.path !== pathname) route.current = { path: pathname, count: route.current.count + 1 };
  const lastFocus = useRef<{ el: EventTarget | null; route: number }>({ el: null, route: -1 });
  useEffect(() => {
    const onFocus = (e: FocusEvent) => (lastFocus.current = { el: e.target, route: route.current.count });
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  const previous = useRef<string | null>(null);
  const userNavigatedAt = useRef(Number.NEGATIVE_INFINITY);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    // A redirect right after a user's navigation (a refused screen → /nao-autorizado) carries the
    // focus on; any other replace is the portal settling where it starts.
    if (type === 'REPLACE') {
      if (Date.now() - userNavigatedAt.current > HEADING_WAIT_MS) return;
    } else userNavigatedAt.current = Date.now();
    const count = route.current.count;
    stop.current?.();
    stop.current = focusHeadingWhenReady((el) => lastFocus.current.el === el && lastFocus.current.route === count);
  }, [pathname, type]);
  useEffect(() => () => stop.current?.(), []);
}
