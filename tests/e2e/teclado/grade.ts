/**
 * The results grid by keyboard (WAI-ARIA grid pattern, engine/grid/keys.ts): one Tab stop, arrows
 * between cells, Home/End within the row, Ctrl+Home/Ctrl+End to the first/last row, Enter or
 * Space on the actions cell into its buttons, ←/→ between them.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { focoEm, tabAte } from './foco.ts';

/** Index of `grid` among the page's grids (what focoEm reports). */
export const indiceDa = (grid: Locator): Promise<number> =>
  grid.evaluate((g) => [...document.querySelectorAll('.prh-grid')].indexOf(g));

/** Presses Tab from where the focus is until it is inside `grid` (Shift+Tab when the grid is above). */
export async function tabParaGrade(page: Page, grid: Locator, onde = 'a tabela'): Promise<void> {
  const indice = await indiceDa(grid);
  const acima = await grid.evaluate((g) =>
    Boolean(
      document.activeElement && g.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  );
  await tabAte(page, (f) => f.grid === indice, { onde, max: 60, back: acima });
}

/** The rows shown, in order: how many, and the labels of each row's enabled actions. */
export const acoesPorLinha = (grid: Locator): Promise<string[][]> =>
  grid
    .locator('.ag-grid-scrolling-rows .ag-row')
    .evaluateAll((rows) =>
      rows
        .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
        .map((r) =>
          [...r.querySelectorAll('.prh-row-action:not(:disabled)')].map((b) => b.getAttribute('aria-label') ?? ''),
        ),
    );

/** From a header or cell of the grid: down to row `linha` (from its first cell). */
export async function paraLinha(page: Page, linha: number): Promise<void> {
  if ((await focoEm(page)).header) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 20 && (await focoEm(page)).row < linha; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 20 && (await focoEm(page)).row > linha; i++) await page.keyboard.press('ArrowUp');
  expect((await focoEm(page)).row, 'as setas chegam à linha').toBe(linha);
}

/**
 * Home/End keep to the row, Ctrl+Home/Ctrl+End go to the first/last row (a row's End once landed
 * on another person's actions). Leaves the focus on the actions cell of `linha`.
 */
export async function homeEndNaLinha(page: Page, linha: number, linhas: number): Promise<void> {
  await paraLinha(page, linha);
  await page.keyboard.press('End');
  let f = await focoEm(page);
  expect([f.row, f.col], 'End fica na linha, na última coluna').toEqual([linha, '__actions']);
  await page.keyboard.press('Home');
  f = await focoEm(page);
  expect(f.row, 'Home fica na linha').toBe(linha);
  expect(f.col).not.toBe('__actions');
  if (linhas > 1) {
    await page.keyboard.press('Control+End');
    expect((await focoEm(page)).row, 'Ctrl+End vai à última linha').toBe(linhas - 1);
    await page.keyboard.press('Control+Home');
    expect((await focoEm(page)).row, 'Ctrl+Home vai à primeira linha').toBe(0);
    await paraLinha(page, linha);
  }
  await page.keyboard.press('End');
}

/** From a cell of row `linha`: to its actions cell, whose name says whose actions they are; Enter into its buttons. */
export async function nasAcoes(page: Page, linha: number): Promise<void> {
  await paraLinha(page, linha);
  await page.keyboard.press('End');
  const f = await focoEm(page);
  expect([f.row, f.col], 'End leva à célula Ações da linha').toEqual([linha, '__actions']);
  expect(f.name, 'a célula Ações diz de quem são as ações').toMatch(/^Ações\b/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focoEm(page)).button, { timeout: 5_000 }).not.toBe('');
}

/** Moves with → among the row's buttons to `label`; every step stays on a button of the row. */
export async function setaAte(page: Page, label: string, quantos: number): Promise<void> {
  for (let i = 0; i <= quantos && (await focoEm(page)).button !== label; i++) await page.keyboard.press('ArrowRight');
  expect((await focoEm(page)).button).toBe(label);
}
