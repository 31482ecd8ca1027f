/**
 * Screen-kind registry. Each kind is loaded on demand (React.lazy), so ag-grid and rjsf stay out
 * of the bundle of the login page and of /home and are fetched with the first screen that needs them.
 *
 * A kind whose chunk has already arrived (preloaded on the user's intent, or opened before) renders
 * at once, without passing through React.lazy: a lazy component suspends on its first render even
 * when its module is there, and React holds a Suspense fallback on screen for at least 300 ms
 * (its fallback throttle) — 'Detalhar' waited those 300 ms with nothing to do before the record's
 * first call (measured with the chunk already loaded).
 */
import { createElement, lazy } from 'react';
import type { ScreenKindProps } from '../screens/types.ts';
import { createRegistry } from '../../core/registry.ts';
import { useRegistry } from './context.tsx';
import { kindName } from '../../core/registries.ts';
import type { Kind } from './types.ts';

export type { Kind, ScreenKindProps };

type KindModule = { default: Kind };

/**
 * The chunk of each kind — every folder of engine/kinds with an `index` file, named by the folder;
 * `preloadKind` fetches one ahead of its route (same module, one download). The screen editor's
 * folder is one of them: CodeMirror and the checker load only on its route.
 */
const KIND_CHUNKS: Record<string, () => Promise<KindModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<KindModule>('../kinds/*/index.{ts,tsx}')).map(([path, load]) => [
    kindName(path),
    load,
  ]),
);

/** Kinds whose module has arrived. */
const arrived = new Map<string, Kind>();

const loadKind = (kind: string): Promise<KindModule> =>
  KIND_CHUNKS[kind]().then((module) => {
    arrived.set(kind, module.default);
    return module;
  });

/** The kind itself once its chunk is there, else a lazy component that suspends until it is. */
function kindEntry(kind: string): Kind {
  const Lazy = lazy(() => loadKind(kind));
  const Entry = (props: ScreenKindProps) => createElement(arrived.get(kind) ?? Lazy, props);
  Entry.displayName = `Kind(${kind})`;
  return Entry;
}

export const screenKinds = createRegistry<Kind>(
  'tipo de tela',
  Object.fromEntries(Object.keys(KIND_CHUNKS).map((k) => [k, kindEntry(k)])),
);

/** Starts downloading a kind's chunk (no-op for an unknown kind; a failure is left to the route). */
export function preloadKind(kind: string): void {
  if (KIND_CHUNKS[kind] && !arrived.has(kind)) loadKind(kind).catch(() => undefined);
}

/** The kinds as a component sees them (RegistriesProvider's overrides included). */
export const useScreenKinds = () => useRegistry('screenKinds', screenKinds);
