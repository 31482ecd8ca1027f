/** Grid cell registry: each file of ./cells is one cell, named by its file (a column's `cell`, default `text`). */
import { createRegistry, entriesOf } from '../../core/registry.ts';
import { useRegistry } from './context.tsx';
import type { Cell } from './types.ts';

export type { Cell };

const modules = import.meta.glob<{ default: Cell }>(['./cells/*.{ts,tsx}', '!./cells/*.test.{ts,tsx}'], {
  eager: true,
});

export const cells = createRegistry<Cell>(
  'cell',
  entriesOf(modules, (m) => m.default),
);

/** The cells as a component sees them (RegistriesProvider's overrides included). */
export const useCells = () => useRegistry('cells', cells);
