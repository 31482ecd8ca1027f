/**
 * A report is what a screen exports: the screen (`tela`, sent by the portal's export action) whose
 * toolbar has an `export` action naming the export endpoint gives the source endpoint the worker
 * replays (`source.endpoint`), the file's columns (the screen's `columns`: header, field, format),
 * the name in 'Meus relatórios' (the action's `reportName`, else the screen's title) and an
 * optional fixed order (the action's `sort`; the user report: nome ascending). Nothing about a
 * report is written in TypeScript, so a new export is one screen document.
 */
import { screenDocuments, type ScreenDocument } from '../screens.ts';
import type { ReportColumn } from './definitions.ts';

export const MSG_TELA_DESCONHECIDA = 'Tela de exportação desconhecida.';

export interface ScreenReport {
  /** The screen's id, stored with the job. */
  tela: string;
  /** The export endpoint the action names. */
  endpoint: string;
  nome: string;
  /** The search endpoint whose handler the worker replays page by page. */
  source: string;
  columns: ReportColumn[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** Every (screen, export action) pair of the screen documents. */
export function screenReports(screens: ScreenDocument[] = screenDocuments()): ScreenReport[] {
  return screens.flatMap((s) =>
    (s.toolbar ?? [])
      .filter((a) => a.action === 'export' && a.endpoint && s.source?.endpoint && s.columns?.length)
      .map((a) => ({
        tela: s.id,
        endpoint: a.endpoint!,
        nome: a.reportName ?? s.title,
        source: s.source!.endpoint,
        columns: s.columns!.map((c) => ({
          field: c.field,
          header: c.header,
          ...(c.format ? { format: c.format } : {}),
          ...(c.labels ? { labels: c.labels } : {}),
          ...(c.cell === 'status' ? { status: true } : {}),
          ...(c.total ? { total: true } : {}),
        })),
        ...(a.sort ? { sort: { field: a.sort.field, order: a.sort.order } } : {}),
      })),
  );
}

/**
 * The report of screen `tela` exported through `endpoint`, or undefined (unknown screen, or one
 * that does not export through this endpoint). A job stored before jobs kept their screen
 * (`tela` null) takes the first screen exporting through its endpoint.
 */
export function findReport(
  tela: string | null | undefined,
  endpoint: string,
  screens?: ScreenDocument[],
): ScreenReport | undefined {
  return screenReports(screens).find((r) => r.endpoint === endpoint && (tela == null || r.tela === tela));
}

/** The report names 'Meus relatórios' offers as a filter, sorted and without repeats. */
export function reportNames(screens?: ScreenDocument[]): string[] {
  return [...new Set(screenReports(screens).map((r) => r.nome))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
