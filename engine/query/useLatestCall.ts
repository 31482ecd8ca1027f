/**
 * The latest of a hook's calls: starting one aborts the one before it — its request is cancelled
 * on the wire (the gateway drops its queued queries) and its answer never lands — and unmounting
 * aborts the one in flight. The hooks that load what a screen shows (rows, a record, a form's
 * record) keep their own "newest wins" check too; this makes the older request stop costing the
 * gateway and the network, and keeps an answer that arrives late from landing at all.
 */
import { useEffect, useMemo, useRef } from 'react';

export interface LatestCall {
  /** Starts a call: the previous one is aborted; this one's signal goes to the data provider. */
  start(): AbortSignal;
  /** Aborts the call in flight, if any (the screen forgot its rows). */
  abort(): void;
}

export function useLatestCall(): LatestCall {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return useMemo(
    () => ({
      start() {
        current.current?.abort();
        const controller = new AbortController();
        current.current = controller;
        return controller.signal;
      },
      abort() {
        current.current?.abort();
        current.current = null;
      },
    }),
    [],
  );
}
