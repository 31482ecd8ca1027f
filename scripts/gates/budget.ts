/**
 * The bundle-budget gate: the JavaScript a page downloads, measured as gzip, must stay within the
 * budget and must not contain the heavy libraries that only some screens need.
 */
import { gzipSync } from 'node:zlib';

/**
 * The target, 140 KB (150 until the query cache was in). Measured 2026-11-24 at first 216 KB (/login) and 228.5 KB
 * (/home); after axios was replaced by a fetch wrapper, the catalogue and the notices' sanitiser
 * left the first page, the access-request form became a lazy route and Blueprint's hotkeys provider
 * was dropped: /login 177.6 KB, /home 178.3 KB (gate 180). Then the screens' icons moved to a lazy
 * chunk, the shell's tooltips stopped using the popover engine, the menus and dialogs load on first
 * use, crypto-js gave way to the audited @noble primitives and the first page became one script:
 * /login 144.5 KB, /home 145.2 KB. Grown back to 148.7 / 149.4 KB, then react-router's declarative
 * mode replaced its data router: /login 133.1 KB, /home 133.8 KB. With the query cache under the
 * shell and the published screens' endpoints in the shell's own catalogue: 138.2 / 139.0 KB.
 * What is left is mostly fixed cost: react-dom ~66, the shell ~15, react-router ~13, Blueprint ~7,
 * icon paths ~7 (docs/PERFORMANCE.md, "First page weight").
 */
export const PAGE_BUDGET_KB = 140;

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
  if (total > limitKB)
    problems.push(`${page}: ${total.toFixed(1)} KB gzip de JavaScript, acima do orçamento de ${limitKB} KB`);
  for (const [lib, marker] of Object.entries(HEAVY_MARKERS)) {
    const carrier = scripts.find((s) => s.content.includes(marker));
    if (carrier) problems.push(`${page}: ${lib} carregado por ${carrier.name}`);
  }
  return problems;
}
