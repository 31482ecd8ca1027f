/**
 * Text that wraps breaks between words and is never cut: at 1024 and 1440 px every sidebar entry
 * of Ana's menu shows its whole name (a long one takes a second line instead of '…'), and on
 * 'Parametrização de afastamentos' the wrapped 'Tipo' column is as wide as its longest word, so
 * 'Licença-maternidade' never breaks inside a word.
 * Screenshots: test-results/screenshots/quebras-*.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot } from './browser.ts';
import { signedInState } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const PARAMETRIZACAO = '/gestao-tempo/parametrizacoes/parametrizacao-afastamentos/';

let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launch();
  ana = await signedInState(browser, origin, ANA, `${seplag.sigla} - ${seplag.nome}`);
});
afterAll(async () => {
  await browser?.close();
});

async function open(width: number, path: string): Promise<Page> {
  const context = await newContext(browser, { width, height: 900, storageState: ana });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.locator('.prh-page-card').first().waitFor();
  return page;
}

/** Texts of the elements matched by `selector` that are cut (their content wider than their box). */
const cut = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));

/** Words of the wrapped cells that are wider than their cell's text box (they would break inside). */
const brokenWords = (page: Page) =>
  page.locator('.ag-grid-scrolling-rows .ag-cell-wrap-text').evaluateAll((cells) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return cells.flatMap((cell) => {
      const value = cell.querySelector<HTMLElement>('.ag-cell-value') ?? (cell as HTMLElement);
      const cs = getComputedStyle(value);
      ctx.font = cs.font;
      const box = value.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return (value.textContent ?? '').split(/\s+/).filter((w) => w && ctx.measureText(w).width > box + 1);
    });
  });

it.each([1024, 1440])('shows every sidebar entry whole at %i px', async (width) => {
  const page = await open(width, '/home');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // Open each group in turn (one is open at a time) and read its entries.
  const groups = nav.locator('button.prh-nav-group');
  for (let i = 0; i < (await groups.count()); i++) {
    await groups.nth(i).click();
    expect(await cut(page, '.prh-sidebar .prh-nav-text')).toEqual([]);
  }
  await shot(page, `quebras-menu-${width}`);
  await page.context().close();
});

it("breaks the leave types between words on 'Parametrização de afastamentos' at 1024 px", async () => {
  const page = await open(1024, PARAMETRIZACAO);
  await page.locator('.ag-grid-scrolling-rows .ag-row').filter({ hasText: 'Licença-maternidade' }).first().waitFor();
  expect(await brokenWords(page)).toEqual([]);
  await shot(page, 'quebras-afastamentos-1024');
  await page.context().close();
});
