/**
 * The ticked rows as a store the selection column reads (its cells and its header). Passed through
 * ag-grid's column definitions, a tick reached its checkbox only at the grid's next cell refresh, a
 * moment after the click — and React puts a controlled checkbox back to its prop as the click ends,
 * so the box showed unticked meanwhile (a quick second tick read it so). Read from here, the
 * checkbox redraws in the click's own turn, and the column definitions stay the same across ticks.
 */
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

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
  /** Shows `selected` in every cell and header that reads the store. */
  publish: (selected: ReadonlySet<string>) => void;
}

const NONE: ReadonlySet<string> = new Set();

/** One store per grid; it follows the screen's latest selection and handlers. */
export function useBatchStore(batch: BatchActions | undefined): BatchStore {
  const latest = useRef(batch);
  latest.current = batch;
  const [store] = useState<BatchStore>(() => {
    const listeners = new Set<() => void>();
    let shown = batch?.selected ?? NONE;
    return {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      selected: () => shown,
      toggle: (row) => latest.current?.onToggle(row),
      toggleAll: () => latest.current?.onToggleAll(),
      publish: (selected) => {
        if (selected === shown) return;
        shown = selected;
        for (const listener of listeners) listener();
      },
    };
  });
  const selected = batch?.selected ?? NONE;
  useLayoutEffect(() => store.publish(selected), [store, selected]);
  return store;
}

/** The ticked rows, redrawn as soon as they change. */
export const useSelected = (store: BatchStore): ReadonlySet<string> =>
  useSyncExternalStore(store.subscribe, store.selected);
