/**
 * Whether a grid's scrolling columns are wider than the room between its pinned columns, and
 * where they are scrolled to — so the grid can show that there is more to the side. ag-grid's own
 * horizontal scrollbar is the browser's: where scrollbars take no room (overlay scrollbars of
 * macOS, phones, headless Chromium) it is invisible until the pointer finds it, and the columns
 * behind the pinned 'Ações' simply look missing. Headless: a DOM reading and the thumb
 * geometry; engine/grid/SideScrollbar.tsx draws them.
 */
import { type RefObject, useCallback, useState } from 'react';

export interface SideScrollState {
  /** Width of the scrolling columns (px). */
  total: number;
  /** Width of the room they are seen through. */
  client: number;
  /** How far they are scrolled from the left. */
  left: number;
  /** The browser's scrollbar takes no room, so ag-grid's one cannot be seen at rest. */
  overlay: boolean;
}

export const NO_SIDE_SCROLL: SideScrollState = { total: 0, client: 0, left: 0, overlay: false };

/** ag-grid's horizontal scroller (the element whose scrollLeft moves the centre columns). */
export const scrollerOf = (host: HTMLElement | null): HTMLElement | null =>
  host?.querySelector<HTMLElement>('.ag-body-horizontal-scroll-viewport') ?? null;

/** Reads the grid's horizontal scroll as it is now. */
export function readSideScroll(host: HTMLElement | null): SideScrollState {
  const scroller = scrollerOf(host);
  if (!scroller) return NO_SIDE_SCROLL;
  const bar = scroller.closest('.ag-body-horizontal-scroll');
  return {
    total: scroller.scrollWidth,
    client: scroller.clientWidth,
    left: scroller.scrollLeft,
    overlay: !!bar?.classList.contains('ag-scrollbar-invisible'),
  };
}

/** Columns hidden to the left and to the right (a pixel of rounding is not a column). */
export function hiddenSides(s: SideScrollState): { before: boolean; after: boolean } {
  const overflow = s.total - s.client;
  return { before: overflow > 1 && s.left > 1, after: overflow > 1 && s.left < overflow - 1 };
}

/** The thumb on a track of `track` px: its width (never under 32 px) and its offset. */
export function thumbOf(s: SideScrollState, track: number): { width: number; offset: number } {
  if (s.total <= s.client || track <= 0) return { width: track, offset: 0 };
  const width = Math.min(track, Math.max(32, (track * s.client) / s.total));
  const offset = ((track - width) * s.left) / (s.total - s.client);
  return { width, offset: Math.max(0, Math.min(track - width, offset)) };
}

/** The scroll position that puts the thumb at `offset` on a track of `track` px. */
export function leftForThumb(s: SideScrollState, track: number, offset: number): number {
  const { width } = thumbOf(s, track);
  const room = track - width;
  return room <= 0 ? 0 : ((s.total - s.client) * Math.max(0, Math.min(room, offset))) / room;
}

/**
 * The grid's side-scroll state, `refresh` to call when it may have changed (ag-grid's scroll,
 * column resize and size events) and `scrollTo` to move the columns.
 */
export function useSideScroll(hostRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<SideScrollState>(NO_SIDE_SCROLL);
  const refresh = useCallback(() => {
    const next = readSideScroll(hostRef.current);
    setState((prev) =>
      prev.total === next.total &&
      prev.client === next.client &&
      prev.left === next.left &&
      prev.overlay === next.overlay
        ? prev
        : next,
    );
  }, [hostRef]);
  const scrollTo = useCallback(
    (left: number) => {
      const scroller = scrollerOf(hostRef.current);
      if (scroller) scroller.scrollLeft = left;
      refresh();
    },
    [hostRef, refresh],
  );
  return { state, refresh, scrollTo };
}
