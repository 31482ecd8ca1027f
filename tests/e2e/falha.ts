/**
 * What a failed e2e test leaves for whoever reads the CI log: each open page of the watched
 * contexts with its address, the dialogs open on it (their text) and a screenshot
 * (test-results/screenshots/falha-*.png). A test that timed out waiting for a click says only
 * "something intercepts pointer events"; the dialog's own words say which. Beside each screenshot,
 * the Playwright trace of the test in that context (`falha-*.trace.zip`: every action with the
 * page's DOM before and after it, the network, the console — `npx playwright-core show-trace`), for
 * a failure that happens only on a slow or busy machine and cannot be watched again.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const contexts = new Set<BrowserContext>();
/** Each context's tracing, once started (a chunk per test: newTestChunk). */
const tracing = new WeakMap<BrowserContext, Promise<boolean>>();

/** Keeps `context` in view until it closes, tracing what its pages do. */
export function watchForFailures(context: BrowserContext): void {
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
  tracing.set(
    context,
    context.tracing
      .start({ snapshots: true, screenshots: false })
      .then(() => context.tracing.startChunk())
      .then(() => true)
      .catch(() => false),
  );
}

/** Starts a new trace chunk in every context (the previous test's is dropped): called before each test. */
export async function newTestChunk(): Promise<void> {
  for (const context of contexts)
    if (await tracing.get(context))
      await context.tracing
        .stopChunk()
        .then(() => context.tracing.startChunk())
        .catch(() => undefined);
}

/** One line per open page (address, open dialogs) and its screenshot in `dir`; never throws. */
export async function describeOpenPages(testName: string, dir: string): Promise<string[]> {
  const lines: string[] = [];
  const base = `falha-${testName.replace(/[^\p{L}\d]+/gu, '-').slice(0, 60)}`;
  mkdirSync(dir, { recursive: true });
  let n = 0;
  for (const context of contexts)
    for (const page of context.pages()) {
      n++;
      try {
        const dialogs = await page
          .locator('[role="dialog"], [role="alertdialog"]')
          .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300)));
        const path = join(dir, `${base}-${n}.png`);
        await page.screenshot({ path, timeout: 5000 });
        lines.push(`${page.url()} — diálogos abertos: ${dialogs.length ? dialogs.join(' | ') : 'nenhum'} — ${path}`);
      } catch (e) {
        lines.push(`${page.url()} — não foi possível ler a página: ${(e as Error).message.split('\n')[0]}`);
      }
    }
  let t = 0;
  for (const context of contexts) {
    if (!(await tracing.get(context))) continue;
    const path = join(dir, `${base}-${++t}.trace.zip`);
    try {
      await context.tracing.stopChunk({ path });
      await context.tracing.startChunk();
      lines.push(`rastro: ${path} (npx playwright-core show-trace ${path})`);
    } catch (e) {
      lines.push(`rastro não gravado: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  return lines;
}
