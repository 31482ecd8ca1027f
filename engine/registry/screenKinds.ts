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

export const screenKinds = createRegistry<Kind>('tipo de tela', {
  search: lazy(() => import('../kinds/search/index.ts')),
  detail: lazy(() => import('../kinds/detail/index.ts')),
  form: lazy(() => import('../kinds/form/index.tsx')),
  dashboard: lazy(() => import('../kinds/dashboard/index.tsx')),
  tabs: lazy(() => import('../kinds/tabs/index.tsx')),
});
