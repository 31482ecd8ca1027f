/**
 * 'Meus relatórios' as a user follows a scheduled export: opens it from the menu, waits for the
 * one report listed, and presses 'Atualizar' until its status shows CONCLUÍDO (the gateway's CONCLUIDO; the worker runs apart).
 * Returns the report's row.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export async function reportConcluded(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation');
  await nav.getByText('Relatórios', { exact: true }).click();
  await nav.getByText('Meus relatórios').click();
  await page.waitForURL(/\/relatorios\/pesquisar-relatorios$/);
  const rows = page.locator('.ag-grid-scrolling-rows .ag-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
  const row = rows.first();
  await expect
    .poll(
      async () => {
        const s = (await row.locator('.prh-status').textContent()) ?? '';
        if (s !== 'CONCLUÍDO') await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
        return s;
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBe('CONCLUÍDO');
  return row;
}
