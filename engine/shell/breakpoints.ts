/**
 * The widths the shell switches at (spec §9: breakpoints 600, 960, 1280, 1920, 2560; mobile below
 * 1280). Below 1280 the sidebar starts as a rail of icons; below 960 there is no room for it beside
 * the page, so it opens over the page as a drawer (MenuDrawer.tsx) and the page keeps the whole width.
 */
import { useSyncExternalStore } from 'react';

/** Below this width the sidebar starts collapsed. */
export const MOBILE_BREAKPOINT = 1280;

/** Below this width the sidebar is a drawer over the page. */
export const DRAWER_BREAKPOINT = 960;

/** The media query of "narrower than `width`". */
export const below = (width: number): string => `(max-width: ${width - 1}px)`;

/** Whether the window is narrower than `width`, kept up to date as it is resized. */
export function useBelow(width: number): boolean {
  const query = below(width);
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
