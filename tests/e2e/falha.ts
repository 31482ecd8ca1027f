/**
 * What a failed e2e test leaves for whoever reads the CI log: each open page of the watched
 * contexts with its address, the dialogs open on it (their text) and a screenshot
 * (test-results/screenshots/falha-*.png). A test that timed out waiting for a click says only
 * "something intercepts pointer events"; the dialog's own words say which.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const contexts = new Set<BrowserContext>();

/** Keeps `context` in view until it closes. */
export function watchForFailures(context: BrowserContext): void {
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
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
  return lines;
}
