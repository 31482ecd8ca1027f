/** What each registry holds, apart from the registries themselves (the context names them without loading them). */
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { ScreenKindProps } from '../screens/types.ts';

export type { ActionHandler } from './actions/lib/types.ts';

export type Widget = RegistryWidgetsType[string];

// Cells receive ag-grid's renderer props plus their own params; the grid view passes both.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Cell = ComponentType<any>;

export type Kind = ComponentType<ScreenKindProps>;
