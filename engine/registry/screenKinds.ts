/**
 * Screen-kind registry. Each kind is loaded on demand (React.lazy), so ag-grid and rjsf stay out
 * of the bundle of the login page and of /home and are fetched with the first screen that needs them.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDoc } from '../screens/types.ts';
import { createRegistry } from './registry.ts';

export interface ScreenKindProps {
  screen: ScreenDoc;
}

type Kind = LazyExoticComponent<ComponentType<ScreenKindProps>>;

type KindModule = { default: ComponentType<ScreenKindProps> };

/** The chunk of each kind; `preloadKind` fetches one ahead of its route (same module, one download). */
const KIND_CHUNKS: Record<string, () => Promise<KindModule>> = {
  search: () => import('../kinds/search/index.ts'),
  detail: () => import('../kinds/detail/index.ts'),
  form: () => import('../kinds/form/index.tsx'),
  dashboard: () => import('../kinds/dashboard/index.tsx'),
  tabs: () => import('../kinds/tabs/index.tsx'),
  // The screen editor (administrators): CodeMirror and the checker load only on its route.
  editor: () => import('../kinds/editor/index.tsx'),
};

export const screenKinds = createRegistry<Kind>('tipo de tela', Object.fromEntries(Object.entries(KIND_CHUNKS).map(([k, load]) => [k, lazy(load)])));

/** Starts downloading a kind's chunk (no-op for an unknown kind; a failure is left to the route). */
export function preloadKind(kind: string): void {
  KIND_CHUNKS[kind]?.().catch(() => undefined);
}
