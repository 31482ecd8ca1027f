/**
 * A scrollbar that is always seen, under a grid whose columns do not all fit between its pinned
 * ones, where the browser's own would be invisible at rest (engine/grid/sideScroll.ts). The
 * thumb is dragged or the track clicked like any scrollbar; it is hidden from assistive
 * technology and the keyboard, which reach every column through the grid's cells (the arrows move
 * the focus and the columns scroll to it).
 */
import { type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { leftForThumb, type SideScrollState, thumbOf } from './sideScroll.ts';

export interface SideScrollbarProps {
  state: SideScrollState;
  /** Widths of the pinned columns on each side: the track spans the scrolling ones only. */
  pinnedLeft: number;
  pinnedRight: number;
  scrollTo: (left: number) => void;
}

export function SideScrollbar({ state, pinnedLeft, pinnedRight, scrollTo }: SideScrollbarProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  // ag-grid's scroller spans the pinned columns too: the track and thumb measure the scrolling ones.
  const pinned = pinnedLeft + pinnedRight;
  const center = { ...state, total: state.total - pinned, client: state.client - pinned };
  const track = center.client;
  const thumb = thumbOf(center, track);

  /** Follows the pointer from where it took the thumb (or, on the track, from the thumb's middle). */
  const drag = (ev: ReactPointerEvent<HTMLDivElement>, grip: number) => {
    const el = trackRef.current;
    if (!el) return;
    ev.preventDefault();
    const origin = el.getBoundingClientRect().left;
    const move = (x: number) => scrollTo(leftForThumb(center, track, x - origin - grip));
    move(ev.clientX);
    const onMove = (e: PointerEvent) => move(e.clientX);
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  return (
    <div
      ref={trackRef}
      className="prh-grid-scrollbar"
      style={{ marginLeft: pinnedLeft, marginRight: pinnedRight }}
      aria-hidden
      onPointerDown={(e) => drag(e, thumb.width / 2)}
    >
      <div
        className="prh-grid-scrollbar-thumb"
        style={{ width: thumb.width, transform: `translateX(${thumb.offset}px)` }}
        onPointerDown={(e) => {
          e.stopPropagation();
          drag(e, e.clientX - e.currentTarget.getBoundingClientRect().left);
        }}
      />
    </div>
  );
}
