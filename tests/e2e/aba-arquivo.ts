/**
 * The new tab the portal opens for a file (openTab, engine/registry/actions/lib/files.ts): opened
 * at the click, then pointed at the file's blob URL once it arrives. Chromium with a PDF viewer
 * (Debian's) shows the file at that URL; the headless shell `npm ci` brings has no viewer and saves
 * it instead — a download from that tab, of the same URL. Either way the tab was sent to the file:
 * `fileTab` answers that URL and whether what it holds is a PDF (the viewer's document type, or the
 * saved file's first bytes; the portal's CSP keeps a test from fetching the blob itself).
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { scaledToCpu } from './browser.ts';

export interface FileTab {
  tab: Page;
  /** The blob URL the tab was sent to, and whether it holds a PDF. */
  opened: () => Promise<{ url: string; pdf: boolean }>;
}

/** Listens from the moment the tab opens: start it before the click (with Promise.all). */
export async function fileTab(ctx: BrowserContext): Promise<FileTab> {
  const tab = await ctx.waitForEvent('page');
  const sent = new Promise<{ url: string; download?: Download }>((done) => {
    tab.on('download', (download) => done({ url: download.url(), download }));
    const viewer = () => tab.url().startsWith('blob:') && done({ url: tab.url() });
    tab.on('framenavigated', viewer);
    viewer();
  });
  const opened = async () => {
    const limit = scaledToCpu(15_000);
    const { url, download } = await Promise.race([
      sent,
      new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`a aba não foi apontada para o arquivo em ${limit} ms: ${tab.url()}`)), limit),
      ),
    ]);
    if (download)
      return { url, pdf: (await readFile(await download.path())).subarray(0, 5).toString('latin1') === '%PDF-' };
    await tab.waitForLoadState();
    return { url, pdf: (await tab.evaluate(() => document.contentType)) === 'application/pdf' };
  };
  return { tab, opened };
}
