/**
 * The bundle-budget gate: the JavaScript a page downloads, measured as gzip, must stay within the
 * budget and must not contain the heavy libraries that only some screens need.
 */
import { gzipSync } from 'node:zlib';

/**
 * The target is 150 KB (issue 15). Measured 2026-11-24: /login 216 KB, /home 228.5 KB (of
 * which react-dom ~62, react-router ~30, axios ~21, Blueprint + floating-ui ~35, sanitize-html on
 * /home 11). 240 keeps what was won (Blueprint's icon-name list, 10 KB) from coming back; lower it
 * as the first page is cut further.
 */
export const PAGE_BUDGET_KB = 240;

/** A string only each heavy library's code contains (checked against the real build). */
export const HEAVY_MARKERS: Record<string, string> = {
  'ag-grid': 'ag-root-wrapper',
  rjsf: '__rjsf',
  echarts: '_echarts_instance_',
  // CodeMirror and the checker of the screen editor (engine/kinds/editor), admin-only.
  'editor de telas': 'cm-lintRange',
};

export interface LoadedScript {
  name: string;
  content: string;
}

export const gzipKB = (content: string): number => gzipSync(Buffer.from(content), { level: 9 }).length / 1024;

/** What is wrong with the scripts one page loaded (empty when the page is within the gate). */
export function budgetProblems(page: string, scripts: LoadedScript[], limitKB = PAGE_BUDGET_KB): string[] {
  const problems: string[] = [];
  const total = scripts.reduce((sum, s) => sum + gzipKB(s.content), 0);
  if (total > limitKB) problems.push(`${page}: ${total.toFixed(1)} KB gzip de JavaScript, acima do orçamento de ${limitKB} KB`);
  for (const [lib, marker] of Object.entries(HEAVY_MARKERS)) {
    const carrier = scripts.find((s) => s.content.includes(marker));
    if (carrier) problems.push(`${page}: ${lib} carregado por ${carrier.name}`);
  }
  return problems;
}
