/** Grid cell registry, by the name screens write in a column's `cell` (default `text`). */
import type { ComponentType } from 'react';
import { ActionsCell } from './cells/actions.tsx';
import { StatusCell } from './cells/status.tsx';
import { TextCell } from './cells/text.tsx';
import { createRegistry } from '../../core/registry.ts';

// Cells receive ag-grid's renderer props plus their own params; the grid view passes both.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Cell = ComponentType<any>;

export const cells = createRegistry<Cell>('cell', { text: TextCell, actions: ActionsCell, status: StatusCell });
