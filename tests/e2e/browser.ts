/**
 * Debian Chromium driven by playwright-core, with the flags this machine needs (no network
 * besides loopback, no GPU, root without sandbox). Screenshots go to test-results/screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newContext(browser: Browser, opts: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: opts.width ?? 1366, height: opts.height ?? 820 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
}

/** Saves a full-page screenshot as a test artefact and returns its path. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
