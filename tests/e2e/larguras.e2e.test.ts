/**
 * The portal at the spec's widths (§9: breakpoints 600, 960, 1280, 1920, 2560; mobile below 1280):
 * 'Início', 'Pesquisar servidor' with its results and a servant's record at 390, 768, 1280 and
 * 1920 px, light and dark. None of them scrolls sideways as a page (a wide table scrolls inside its
 * card), the sidebar starts collapsed below 1280 and open from it.
 * Screenshots: test-results/screenshots/larguras-<largura>-<página>[-escuro].
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, shot } from './browser.ts';
import { browserWithAnaAtSeplag, type signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const SEARCH = '/recursos-humanos/pesquisa-servidor/';
const WIDTHS = [390, 768, 1280, 1920];

let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
let recordPath = '';

beforeAll(async () => {
  ({ browser, ana } = await browserWithAnaAtSeplag(origin));
});
afterAll(async () => {
  await browser?.close();
});

async function search(page: Page) {
  await page.goto(`${origin}${SEARCH}`);
  await page.getByRole('heading', { name: 'Pesquisar servidor' }).waitFor();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
}

/** How far the page itself scrolls sideways (0: it fits its window). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([false, true])('dark %s', (escuro) => {
  // One page per theme, resized to each width (each load lays the shell out for its width): a new
  // context per width downloaded and compiled the portal again each time.
  let page: Page;
  beforeAll(async () => {
    const context = await newContext(browser, { width: WIDTHS[0], height: 900, storageState: ana });
    // Not on about:blank, whose storage is closed to scripts.
    await context.addInitScript((v) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('darkMode', String(v));
    }, escuro);
    page = await context.newPage();
  });
  afterAll(() => page?.context().close());

  it.each(WIDTHS)('at %i px: home, search and record fit the window', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    const suffix = escuro ? '-escuro' : '';
    await page.goto(`${origin}/home`);
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    await ocioso(page);
    const sidebarWidth = await page.locator('.prh-sidebar').evaluate((el) => el.getBoundingClientRect().width);
    if (width < 1280) expect(sidebarWidth).toBeLessThan(100);
    else expect(sidebarWidth).toBeGreaterThan(200);
    expect(await sideways(page), 'Início').toBeLessThanOrEqual(0);
    await shot(page, `larguras-${width}-inicio${suffix}`);

    await search(page);
    expect(await sideways(page), 'Pesquisar servidor').toBeLessThanOrEqual(0);
    await shot(page, `larguras-${width}-pesquisa${suffix}`);

    // The record: the first result's, found once by the first width, then opened by its address.
    if (!recordPath) {
      await page.locator('.ag-grid-scrolling-rows .ag-row').first().getByRole('button', { name: 'Detalhar' }).click();
      await page.waitForURL(/\/recursos-humanos\/dados-servidor\/\d+$/);
      recordPath = new URL(page.url()).pathname;
    } else await page.goto(`${origin}${recordPath}`);
    await page.locator('.prh-info-field').first().waitFor();
    await ocioso(page);
    expect(await sideways(page), 'registro do servidor').toBeLessThanOrEqual(0);
    await shot(page, `larguras-${width}-registro${suffix}`);
  });
});
