/**
 * The grid says how to use it by keyboard: on 'Pesquisar servidor', once Tab reaches the results
 * its keyboard help is seen under the table and names the path ('Enter na linha: 'Detalhar''), and
 * ↓ then Enter opens the servant's record. A click on the table does not draw the help.
 * Screenshots: test-results/screenshots/ajuda-teclado-<largura>[-escuro].
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, shot } from './browser.ts';
import { browserWithAnaAtSeplag, type signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';
import { focoEm, tabAte } from './teclado/foco.ts';

const origin = inject('origin');

let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  ({ browser, ana } = await browserWithAnaAtSeplag(origin));
});
afterAll(async () => {
  await browser?.close();
});

describe.each([1024, 1440])('at %i px', (width) => {
  it.each([false, true])('dark %s: the help names the path, and Enter opens the row', async (dark) => {
    const context = await newContext(browser, { width, height: 900, storageState: ana });
    await context.addInitScript(
      (d) => location.protocol.startsWith('http') && localStorage.setItem('darkMode', String(d)),
      dark,
    );
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
      await ocioso(page);
      const hint = page.locator('.prh-grid-hint');
      // A click on a cell: the help stays out of the way.
      await page.locator('.ag-grid-scrolling-rows .ag-cell').first().click();
      expect(await hint.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Pesquisar' }).focus();
      await tabAte(page, (f) => f.grid === 0, { onde: 'a tabela', max: 40 });
      await expect.poll(() => hint.isVisible()).toBe(true);
      expect(await hint.textContent()).toContain("Enter na linha: 'Detalhar'");
      await shot(page, `ajuda-teclado-${width}${dark ? '-escuro' : ''}`);
      if ((await focoEm(page)).header) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/recursos-humanos\/dados-servidor\/\d+$/);
    } finally {
      await context.close();
    }
  });
});
