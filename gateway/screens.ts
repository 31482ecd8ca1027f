/**
 * The screen documents (`screens/**\/*.screen.json`) and the role grants (`screens/papeis.json`)
 * as the gateway sees them. They are the source of the resources and grants (security/recursos-sync.ts)
 * and of every export's report — name, source endpoint, columns and fixed order come from the
 * screen whose toolbar exports (reports/screen-report.ts) — so a new screen is one JSON file and
 * no TypeScript. `npm run schemas:check` has validated these documents; this module reads them
 * loosely and only the parts the gateway needs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PapelDef } from '../core/derive-recursos.ts';
import { listFiles } from './lib/list-files.ts';

export const SCREENS_DIR = resolve(import.meta.dirname, '../screens');
export const PAPEIS_FILE = 'papeis.json';

export interface ScreenColumn {
  field: string;
  header: string;
  format?: string;
  labels?: Record<string, string>;
  sortField?: string;
  sortable?: boolean;
  /** Grid cell name ('status': an upper-case tag). */
  cell?: string;
  /** The exported PDF and XLSX total this column (money and count columns). */
  total?: boolean;
}

export interface ScreenAction {
  action: string;
  label: string;
  endpoint?: string;
  /** export: the report's name in 'Meus relatórios' (default: the screen's title). */
  reportName?: string;
  /** export: a fixed order of the file, whatever the grid's sort. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface ScreenDocument {
  id: string;
  kind: string;
  title: string;
  route: string;
  menuKey: string;
  /** Key of its menu area (screens/areas.json). */
  area?: string;
  hidden?: boolean;
  source?: { endpoint: string; sort?: { field: string; order: 'ASC' | 'DESC' } };
  columns?: ScreenColumn[];
  toolbar?: ScreenAction[];
  /** The search filters (JSON Schema and uiSchema): their titles and option labels name the filters a report applied. */
  filters?: { schema?: Record<string, unknown>; uiSchema?: Record<string, unknown> };
  /** The file it was read from, relative to the screens folder (for messages). */
  file: string;
}

/** Reads every screen document under `dir` now, in file-name order (deterministic resource codes). */
export function loadScreens(dir = SCREENS_DIR): ScreenDocument[] {
  return listFiles(dir, '.screen.json').map((full) => {
    const doc = JSON.parse(readFileSync(full, 'utf8')) as Omit<ScreenDocument, 'file'>;
    return { ...doc, file: full.slice(dir.length + 1) };
  });
}

/** Reads `papeis.json` of `dir` now. */
export function loadPapeis(dir = SCREENS_DIR): PapelDef[] {
  const doc = JSON.parse(readFileSync(join(dir, PAPEIS_FILE), 'utf8')) as { papeis?: PapelDef[] };
  if (!Array.isArray(doc.papeis)) throw new Error(`${join(dir, PAPEIS_FILE)}: falta a lista 'papeis'.`);
  return doc.papeis;
}

let cached: ScreenDocument[] | undefined;

/**
 * The screen documents of the repository, read once per process (at start-up, by createApp's
 * resource sync, or at the first export): screens change with a deployment, not while it runs.
 */
export function screenDocuments(): ScreenDocument[] {
  cached ??= loadScreens();
  return cached;
}

/**
 * Where a screen document lives under the screens folder: the shipped file of its id when it
 * replaces one (a published version), else `<area>/<id>.screen.json`, where `screen:new` writes.
 */
export function arquivoDaTela(
  doc: { id: string; area?: string },
  shipped: readonly ScreenDocument[] = screenDocuments(),
): string {
  const novo = [doc.area, `${doc.id}.screen.json`].filter(Boolean).join('/');
  return shipped.find((s) => s.id === doc.id)?.file ?? novo;
}

// Pure (no fs): also used by the schema checker in the browser (screen editor).
export {
  OPEN_RESOURCES,
  concede,
  deriveRecursos,
  resourceUrl,
  type DerivedRecurso,
  type PapelDef,
} from '../core/derive-recursos.ts';
