/** The parts of a screen document the cross-checks of screen-refs.ts read, and what they report. */
import type { CatalogueEndpoint } from '../generated/catalogue.ts';

export type Obj = Record<string, unknown>;
export interface Col {
  field: string;
  format?: string;
  cell?: string;
  statusKeys?: string;
  sortField?: string;
  sortable?: boolean;
}
export interface Act {
  action: string;
  endpoint?: string;
  params?: Record<string, string>;
  disabledWhen?: { field: string };
  visibleWhen?: { field: string };
  input?: Filters;
  sort?: { field: string };
}
export interface Source {
  endpoint: string;
  sort?: { field: string };
  params?: Record<string, string>;
}
/** A record field; `options` shows its code as a label of a catalogue list. */
export interface CampoDeRegistro {
  field: string;
  format?: string;
  options?: { endpoint: string; valueField: string; labelField: string };
}
/** A nested table's filter (table.filters): a list whose choice goes to the table's `field`. */
export interface TableFilter {
  field: string;
  options: {
    endpoint: string;
    params?: Record<string, string>;
    valueField: string;
    labelField: string;
    countField?: string;
  };
}

export interface Filters {
  schema: { properties: Record<string, { format?: string }> };
  uiSchema?: Record<string, Obj>;
  initial?: Record<string, string>;
}

export type Add = (file: string, pointer: string, message: string) => void;
/** How a check of one file (its screen document, papeis.json) reports: a pointer and a pt-BR message. */
export type AddProblem = (pointer: string, message: string) => void;

/** One endpoint a screen calls, where it names it (for the grant check of grants-check.ts). */
export interface Called {
  endpoint: CatalogueEndpoint;
  pointer: string;
}
