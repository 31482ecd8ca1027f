/**
 * The console gate of the e2e run: every page of every context made by `newContext`
 * is watched, and each console error or uncaught page error is kept here; the e2e setup file
 * (console-gate.setup.ts) fails the test during which one appeared. No Vitest here: the
 * benchmarks open contexts with the same helper.
 *
 * What is not an error of the page: the browser's own line for an answer of the gateway's
 * contract that a test provokes on purpose — HTTP 400 (code 4, bad input), 401 (expired session),
 * 403 (another unit's record), 413/415 (an upload too big or of another type). A 404 or a 5xx is
 * a fault unless the test says it fakes one (`allowConsoleErrors`).
 */
import type { BrowserContext, ConsoleMessage } from 'playwright-core';

const problems: string[] = [];
const allowed = new Set<RegExp>();

/** The browser's line for a failed answer: 'Failed to load resource: the server responded with a status of 400 (…)'. */
const CONTRACT_STATUS = /^Failed to load resource: the server responded with a status of (400|401|403|413|415)\b/;

/** Whether a console message is a fault of the page (see the file comment). */
export function isConsoleProblem(type: string, text: string): boolean {
  if (type !== 'error') return false;
  if (CONTRACT_STATUS.test(text)) return false;
  return ![...allowed].some((re) => re.test(text));
}

function where(message: ConsoleMessage): string {
  const url = message.page()?.url() ?? message.location().url;
  return url ? ` (${url})` : '';
}

/** Starts keeping the console errors and page errors of every page of `context`. */
export function watchConsole(context: BrowserContext): void {
  context.on('console', (m) => {
    if (isConsoleProblem(m.type(), m.text())) problems.push(`console.error: ${m.text()}${where(m)}`);
  });
  context.on('weberror', (e) => {
    const text = e.error().message;
    if (![...allowed].some((re) => re.test(text)))
      problems.push(`erro da página: ${text}${e.page() ? ` (${e.page()!.url()})` : ''}`);
  });
}

/**
 * A test that provokes an error on purpose (a faked 500, a deliberately broken page) names it;
 * call the returned function when it is no longer expected.
 */
export function allowConsoleErrors(...patterns: RegExp[]): () => void {
  for (const p of patterns) allowed.add(p);
  return () => {
    for (const p of patterns) allowed.delete(p);
  };
}

/** The problems kept since the last call, emptying the list. */
export function takeConsoleProblems(): string[] {
  return problems.splice(0, problems.length);
}
