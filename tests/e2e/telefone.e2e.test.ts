/**
 * A phone (390 × 844) in Chromium: the core tasks of a consultation user (Bruno, one unit) with the
 * sidebar as a drawer over the page. The menu opens over the page (which keeps its whole width),
 * holds the focus, closes on Esc, on the backdrop and when an entry is chosen; then 'Pesquisar
 * servidor', its results, the record ('Detalhar'), a tab ('Contracheques') and a pay slip download.
 * After each navigation the focus is on the new page's heading; after the page load it is not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRUNO } from '../../gateway/db/demo-users.ts';
import { axe, CPU_LENTA, launch, newContext, SCREENSHOTS, shot } from './browser.ts';
import { signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const WIDTH = 390;

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  const state = await signedInState(browser, origin, BRUNO);
  context = await newContext(browser, { width: WIDTH, height: 844, storageState: state, cpu: CPU_LENTA });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const drawer = () => page.getByRole('dialog', { name: 'Menu' });
const menuButton = () => page.getByRole('button', { name: 'Abrir menu' });
const rows = (scope: Page | Locator) => scope.locator('.ag-grid-scrolling-rows .ag-row');
const openPanel = () => page.locator('[role="tabpanel"][aria-hidden="false"]');
const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const errorDialogs = () => page.getByRole('dialog').filter({ hasText: /Erro!|Alerta!/ });

/** The focused element, as "tag: text". */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim()}` : '';
  });

/** Waits until the open tab has no loading spinner left. */
async function settled() {
  await openPanel().waitFor();
  await expect
    .poll(() => openPanel().locator('[aria-label="Carregando"], .prh-grid-overlay').count(), { timeout: 20_000 })
    .toBe(0);
}

/** What the phone shows now (the window, not the whole page): `name`-tela.png beside the full page's. */
async function screen(name: string, at?: Locator) {
  await at?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-tela.png`), animations: 'disabled' });
}

/** The page's left and right edges (its main content box). */
const mainBox = async () => (await page.locator('main').boundingBox())!;

describe('a phone, 390 px', () => {
  it('the page has the whole width; the menu opens over it, holds the focus, and closes on Esc and on the backdrop', async () => {
    await page.goto(`${origin}/home`);
    await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
    await ocioso(page);
    // A page load leaves the focus where the browser puts it: nothing is moved.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const before = await mainBox();
    expect(before.x).toBe(0);
    expect(before.width).toBe(WIDTH);

    await menuButton().click();
    await drawer().waitFor();
    // Over the page, not beside it: the page underneath keeps its place and width.
    expect(await mainBox()).toEqual(before);
    // Measured where the slide-in ends.
    await page.locator('.prh-drawer').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const panel = (await page.locator('.prh-drawer').boundingBox())!;
    expect(panel.x).toBe(0);
    expect(panel.width).toBeLessThanOrEqual(290);
    expect(await focused()).toBe('a: Início'); // the page the user is on
    await shot(page, 'telefone-01-menu-aberto');
    await screen('telefone-01-menu-aberto');
    expect(await axe(page, 'menu aberto a 390 px')).toEqual([]);

    // Tab goes round the menu's entries and never reaches the page under it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.prh-drawer')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    expect(await menuButton().evaluate((b) => b === document.activeElement)).toBe(true);

    await menuButton().click();
    await drawer().waitFor();
    await page.mouse.click(WIDTH - 20, 400); // the dimmed page beside the panel
    await drawer().waitFor({ state: 'hidden' });
    expect(await menuButton().evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await sideways()).toBeLessThanOrEqual(0);

    // The same menu in the dark theme.
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await menuButton().click();
    await drawer().waitFor();
    await screen('telefone-01-menu-aberto-escuro');
    await drawer().getByRole('button', { name: 'Fechar menu' }).click();
    await drawer().waitFor({ state: 'hidden' });
    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    await page.reload();
    await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
  });

  it("choosing 'Pesquisar servidor' closes the menu and starts on the page's heading; the results have the width", async () => {
    await menuButton().click();
    await drawer().getByRole('button', { name: 'Recursos humanos' }).click();
    await drawer().getByRole('link', { name: 'Pesquisar servidor' }).click();
    await page.waitForURL(/\/recursos-humanos\/pesquisa-servidor\/?$/);
    await drawer().waitFor({ state: 'hidden' });
    const heading = page.getByRole('heading', { name: 'Pesquisar servidor', level: 1 });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    // Focused by script, out of the Tab order, with no ring drawn on it.
    expect(await heading.evaluate((h) => [h.getAttribute('tabindex'), getComputedStyle(h).outlineStyle])).toEqual([
      '-1',
      'none',
    ]);

    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows(page).first().waitFor();
    await ocioso(page);
    const grid = (await page.locator('.ag-root-wrapper').first().boundingBox())!;
    expect(grid.width).toBeGreaterThan(WIDTH - 100);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await shot(page, 'telefone-02-resultados');
    await screen('telefone-02-resultados', page.getByRole('heading', { name: 'Resultados', exact: true }));
  });

  it("'Detalhar' opens the record; its value boxes keep the card's padding; 'Voltar' returns with the focus on the heading", async () => {
    const detalhar = rows(page).first().getByRole('button', { name: 'Detalhar' });
    await detalhar.click();
    await page.waitForURL(/\/recursos-humanos\/dados-servidor\/\d+$/);
    const heading = page.getByRole('heading', { name: 'Dados do servidor', level: 1 });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await openPanel().locator('.prh-info-field').first().waitFor();
    await settled();
    await ocioso(page);
    // Every value box stays inside the card's content box (the card's padding on both sides).
    const outside = await page.evaluate(() => {
      const card = document.querySelector<HTMLElement>('.prh-page-card')!;
      const cs = getComputedStyle(card);
      const r = card.getBoundingClientRect();
      const left = r.left + parseFloat(cs.paddingLeft);
      const right = r.right - parseFloat(cs.paddingRight);
      return [...document.querySelectorAll<HTMLElement>('.prh-info-box')]
        .map((b) => b.getBoundingClientRect())
        .filter((b) => b.width > 0 && (b.left < left - 0.5 || b.right > right + 0.5))
        .map((b) => `${Math.round(b.left)}–${Math.round(b.right)} fora de ${Math.round(left)}–${Math.round(right)}`);
    });
    expect(outside).toEqual([]);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await shot(page, 'telefone-03-registro');
    await screen('telefone-03-registro');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(/\/recursos-humanos\/pesquisa-servidor\/?/);
    const search = page.getByRole('heading', { name: 'Pesquisar servidor', level: 1 });
    await expect.poll(() => search.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.goForward();
    await page.waitForURL(/\/recursos-humanos\/dados-servidor\/\d+$/);
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
  });

  it("reads 'Contracheques' and downloads a pay slip as a PDF", async () => {
    await page.getByRole('tab', { name: 'Contracheques', exact: true }).click();
    await settled();
    const panel = openPanel();
    await panel.getByRole('button', { name: 'Detalhar contracheque' }).first().click();
    const detalhe = panel.locator('.prh-record-detail');
    await detalhe.getByRole('heading', { name: 'Vantagens e descontos' }).waitFor();
    await expect.poll(() => detalhe.getByLabel('Valor líquido').innerText()).toMatch(/^R\$/);
    await settled();
    expect(await errorDialogs().count()).toBe(0);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await shot(page, 'telefone-04-contracheque');
    await screen('telefone-04-contracheque', detalhe.getByRole('heading', { name: 'Vantagens e descontos' }));

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Baixar contracheque' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contracheque-\d+-\d{6}(-\d+)?\.pdf$/);
    const pdf = readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
