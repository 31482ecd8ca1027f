/**
 * The ticked rows as a store the selection column reads (its cells and its header). Passed through
 * ag-grid's column definitions, a tick reached its checkbox only at the grid's next cell refresh, a
 * moment after the click — and React puts a controlled checkbox back to its prop as the click ends,
 * so the box showed unticked meanwhile (a quick second tick read it so). Read from here, the
 * checkbox redraws in the click's own turn, and the column definitions stay the same across ticks.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

export interface BatchActions {
  selected: ReadonlySet<string>;
  onToggle: (row: Record<string, unknown>) => void;
  onToggleAll: () => void;
}

export interface BatchStore {
  subscribe: (listener: () => void) => () => void;
  selected: () => ReadonlySet<string>;
  toggle: (row: Record<string, unknown>) => void;
  toggleAll: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/** One store per grid; it follows the screen's latest selection and handlers. */
export function useBatchStore(batch: BatchActions | undefined): BatchStore {
  const latest = useRef(batch);
  latest.current = batch;
  const listeners = useRef(new Set<() => void>());
  const shown = useRef(batch?.selected ?? NONE);
  const store = useRef<BatchStore>({
    subscribe: (listener) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
    selected: () => shown.current,
    toggle: (row) => latest.current?.onToggle(row),
    toggleAll: () => latest.current?.onToggleAll(),
  });
  const selected = batch?.selected ?? NONE;
  useLayoutEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    for (const listener of listeners.current) listener();
  }, [selected]);
  return store.current;
}

/** The ticked rows, redrawn as soon as they change. */
export const useSelected = (store: BatchStore): ReadonlySet<string> =>
  useSyncExternalStore(store.subscribe, store.selected);
