/**
 * What a newcomer tripped over, in Chromium against the built portal:
 * - the results grid is ONE Tab stop with the arrows inside; a servant record opens from
 *   'Pesquisar servidor' with the keyboard only (Enter on a row, and Enter into the row's
 *   'Detalhar' button);
 * - the filter row lines up when a label wraps;
 * - the grid follows the dark theme (computed colours and axe colour contrast), in light and dark,
 *   at 1440 and 1024 px; headers never break inside a word; a cut cell shows its value in a tooltip;
 * - the servant record lists its 21 tabs under four groups (rows; a vertical list at 1680 px);
 * - no dialog close button is announced in English; 'Meus relatórios' logs no Popover warning.
 * Screenshots: test-results/screenshots/a11y-*.png.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRUNO } from '../../gateway/db/demo-users.ts';
import { normalizeName } from '../../gateway/lib/text.ts';
import { axe, launch, newContext, shot, scaledToCpu } from './browser.ts';
import { signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const SEARCH = '/recursos-humanos/pesquisa-servidor/';
const gridRows = (page: Page) => page.locator('.ag-grid-scrolling-rows .ag-row');

let browser: Browser;
let bruno: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launch();
  bruno = await signedInState(browser, origin, BRUNO);
});
afterAll(async () => {
  await browser?.close();
});

/** What has the focus: inside the grid (header, cell or a control in a cell) or outside, and its text. */
async function focused(
  page: Page,
): Promise<{ inGrid: boolean; role: string; colId: string; rowId: string; label: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const cell = el?.closest<HTMLElement>('.ag-cell, .ag-header-cell');
    return {
      inGrid: !!el?.closest('.ag-root-wrapper'),
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      colId: cell?.getAttribute('col-id') ?? '',
      rowId: el?.closest('.ag-row')?.getAttribute('row-id') ?? '',
      label: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
    };
  });
}

/** Presses Tab until the focused control's name matches (as a keyboard user would); returns the presses. */
async function tabTo(page: Page, name: RegExp, max = 60): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const id = el.getAttribute('id');
      const labelled = id ? document.querySelector(`label[for="${id}"]`)?.textContent : '';
      return [el.getAttribute('aria-label'), labelled, el.tagName === 'BUTTON' ? el.textContent : '']
        .filter(Boolean)
        .join(' ')
        .trim();
    });
    if (name.test(label)) return i;
  }
  throw new Error(`Tab não chegou a ${name}`);
}

async function signedIn(width: number, dark = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { width, height: 900, storageState: bruno });
  // Not on the first about:blank, whose storage is closed (a page error, which fails the test: console-gate.ts).
  await context.addInitScript(
    (d) => location.protocol.startsWith('http') && localStorage.setItem('darkMode', String(d)),
    dark,
  );
  const page = await context.newPage();
  return { context, page };
}

/** Opens the servant search and searches with the keyboard; waits for the rows. */
async function searchByKeyboard(page: Page): Promise<void> {
  await page.goto(`${origin}${SEARCH}`);
  await page.getByRole('heading', { name: 'Pesquisar servidor' }).waitFor();
  await ocioso(page);
  await tabTo(page, /^Pesquisar$/);
  await page.keyboard.press('Enter');
  await expect.poll(() => gridRows(page).count(), { timeout: 20_000 }).toBeGreaterThan(1);
}

/** Moves the keyboard focus from outside into the results grid (Tab), returning the presses. */
async function tabIntoGrid(page: Page): Promise<number> {
  for (let i = 1; i <= 20; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).inGrid) return i;
  }
  throw new Error('Tab não chegou à tabela');
}

describe('results grid by keyboard only', () => {
  it('is one Tab stop; the arrows move inside; Enter on a row opens the servant record', async () => {
    const { context, page } = await signedIn(1440);
    await searchByKeyboard(page);
    await tabIntoGrid(page);
    const entered = await focused(page);
    console.log(`[a11y] Tab entra na tabela em: ${entered.role} '${entered.label}'`);
    // One Tab stop: the next Tab leaves the grid, Shift+Tab comes back to it.
    await page.keyboard.press('Tab');
    const after = await focused(page);
    expect(after.inGrid, `um Tab a partir da tabela foi para ${after.role} '${after.label}'`).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inGrid).toBe(true);
    // Into the rows and to the name column with the arrows.
    if ((await focused(page)).role === 'columnheader') await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 12 && (await focused(page)).colId !== 'nome'; i++) await page.keyboard.press('ArrowLeft');
    let at = await focused(page);
    expect([at.role, at.colId]).toEqual(['gridcell', 'nome']);
    await page.keyboard.press('ArrowDown');
    at = await focused(page);
    expect(at.rowId).not.toBe('');
    const nome = await page.locator(`.ag-row[row-id="${at.rowId}"] .ag-cell[col-id="nome"]`).first().innerText();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/recursos-humanos/dados-servidor/${at.rowId}$`));
    expect(normalizeName(await page.getByLabel('Nome do servidor').innerText())).toBe(normalizeName(nome));
    await shot(page, 'a11y-01-registro-aberto-pelo-teclado');
    await context.close();
  });

  it("reaches the row's 'Detalhar' button with the arrows and Enter, and presses it with Enter", async () => {
    const { context, page } = await signedIn(1440);
    await searchByKeyboard(page);
    await tabIntoGrid(page);
    if ((await focused(page)).role === 'columnheader') await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 12 && (await focused(page)).colId !== '__actions'; i++) await page.keyboard.press('ArrowRight');
    const cell = await focused(page);
    expect(cell.colId).toBe('__actions');
    // The buttons are out of the page's Tab order; Enter moves into them.
    expect(await page.locator('.prh-row-action[tabindex="0"], .prh-row-action:not([tabindex])').count()).toBe(0);
    await page.keyboard.press('Enter');
    const button = await focused(page);
    expect([button.role, button.label]).toEqual(['button', 'Detalhar']);
    await shot(page, 'a11y-02-acao-da-linha-focada');
    await page.keyboard.press('Escape');
    expect((await focused(page)).colId).toBe('__actions');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/recursos-humanos/dados-servidor/${cell.rowId}$`));
    await context.close();
  });
});

describe('look: themes, widths, columns, grouped tabs', () => {
  for (const width of [1440, 1024, 1680])
    for (const dark of [false, true]) {
      const tema = dark ? 'escuro' : 'claro';
      if (width === 1680 && dark) continue; // the wide layout (vertical tab list), light only
      it(
        `servant search and record at ${width} px, ${tema}`,
        async () => {
          const { context, page } = await signedIn(width, dark);
          await searchByKeyboard(page);
          await page.waitForTimeout(300); // column sizing after the rows paint
          // The filter row lines up although 'Nome aproximado (pesquisa fonética)' wraps at 1440 px.
          const tops = await Promise.all(
            ['CPF', 'Nome', 'Nome aproximado (pesquisa fonética)'].map(async (l) =>
              Math.round((await page.getByLabel(l, { exact: true }).boundingBox())!.y),
            ),
          );
          expect(new Set(tops).size, `topos dos campos da primeira linha: ${tops.join(', ')}`).toBe(1);
          const bg = await page
            .locator('.prh-grid .ag-root-wrapper')
            .first()
            .evaluate((e) => getComputedStyle(e).backgroundColor);
          expect(bg).toBe(dark ? 'rgb(37, 42, 49)' : 'rgb(255, 255, 255)');
          // Headers wrap between words: no header text is wider than its cell.
          const cut = await page
            .locator('.prh-grid .ag-header-cell-text')
            .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
          expect(cut, 'cabeçalhos cortados no meio de uma palavra').toEqual([]);
          // No horizontal scroll at either width: the columns fit the grid.
          const overflow = await page
            .locator('.prh-grid .ag-root-wrapper')
            .first()
            .evaluate(
              (w) =>
                [...w.querySelectorAll<HTMLElement>('.ag-header-cell')].reduce((s, h) => s + h.offsetWidth, 0) -
                w.clientWidth,
            );
          expect(overflow, 'colunas além da largura da tabela').toBeLessThanOrEqual(1);
          // A cut cell shows its full value in a tooltip.
          const truncated = page.locator('.prh-grid .ag-cell-value').filter({ hasText: /\S/ });
          const idx = await truncated.evaluateAll((els) => els.findIndex((e) => e.scrollWidth > e.clientWidth + 1));
          if (idx >= 0) {
            const cellEl = truncated.nth(idx);
            const full = (await cellEl.textContent())?.trim() ?? '';
            await cellEl.hover();
            await expect.poll(() => page.locator('.ag-tooltip').first().textContent(), { timeout: 5_000 }).toBe(full);
            console.log(`[a11y] ${width}px ${tema}: célula cortada '${full}' mostra o valor inteiro na dica`);
            await page.mouse.move(0, 0);
            await page.locator('.ag-tooltip').waitFor({ state: 'detached' }); // not half faded for the contrast check
          } else console.log(`[a11y] ${width}px ${tema}: nenhuma célula cortada`);
          expect(await axe(page, `pesquisa ${width} ${tema}`)).toEqual([]);
          await shot(page, `a11y-pesquisa-${width}-${tema}`);

          // The record: four groups of tabs, all 21 tabs listed.
          const first = await gridRows(page).first().getAttribute('row-id');
          await page.goto(`${origin}/recursos-humanos/dados-servidor/${first}`);
          await page.getByRole('tab', { name: 'Dados pessoais', exact: true }).waitFor();
          await page.locator('[role="tabpanel"] .prh-info-field').first().waitFor();
          expect(await page.locator('.prh-tab-group').allTextContents()).toEqual([
            'Dados pessoais',
            'Vida funcional',
            'Financeiro',
            'Afastamentos e férias',
          ]);
          expect(await page.getByRole('tab').count()).toBe(21);
          await page.getByRole('tab', { name: 'Contracheques', exact: true }).click();
          await expect
            .poll(() => page.locator('[role="tabpanel"] .prh-grid-overlay').count(), { timeout: 20_000 })
            .toBe(0);
          await ocioso(page);
          expect(await axe(page, `registro ${width} ${tema}`)).toEqual([]);
          await page.evaluate(() => window.scrollTo(0, 0)); // the top bar is sticky: a full-page shot from the top
          await shot(page, `a11y-registro-${width}-${tema}`);
          await context.close();
        },
        scaledToCpu(120_000),
      );
    }
});

describe('dialogs and Meus relatórios', () => {
  it("no close button is announced 'Close'; 'Meus relatórios' logs no Popover warning", async () => {
    const { context, page } = await signedIn(1440);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await searchByKeyboard(page);
    await page.getByRole('button', { name: 'Exportar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmação de solicitação de exportação' });
    await dialog.waitFor();
    expect(await page.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Fechar', exact: true }).count()).toBe(1);
    await shot(page, 'a11y-dialogo-fechar');
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${origin}/relatorios/pesquisar-relatorios`);
    await page.getByRole('heading', { name: 'Meus relatórios' }).waitFor();
    await page
      .getByRole('button', { name: /Abrir calendário/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Calendário' }).waitFor();
    await page.keyboard.press('Escape');
    expect(warnings.filter((w) => /Popover/.test(w))).toEqual([]);
    await shot(page, 'a11y-meus-relatorios');
    await context.close();
  });
});
