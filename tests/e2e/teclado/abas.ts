/**
 * A tab list by keyboard (WAI-ARIA tabs pattern, engine/components/Tabs.tsx): Tab reaches the open
 * tab, → (or ↓ in a vertical list) moves to the next one, Home/End to the first/last, Enter opens
 * the focused one. Every tab of the list is opened in turn, its panel left to load.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ocioso } from '../ocioso.ts';
import { antesDoFoco, focoEm, tabAte } from './foco.ts';

/** Waits for the open tab's panel: its grids no longer busy, the page idle. */
export async function painelPronto(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole('tabpanel').locator('[aria-busy="true"]').count(), { timeout: 20_000 })
    .toBe(0);
  await ocioso(page);
}

/**
 * Opens every tab of the page's first tab list (`titulos`, in order) with the keyboard and calls
 * `emCada` with each open tab's title; the focus is on that tab when it is called, and must be put
 * back there by `emCada` (or the list is reached again with Tab).
 */
export async function percorrerAbas(
  page: Page,
  titulos: string[],
  onde: string,
  emCada: (titulo: string) => Promise<void> = async () => undefined,
): Promise<number> {
  const naAbaAberta = (f: Awaited<ReturnType<typeof focoEm>>) => f.role === 'tab' && f.selected === 'true';
  await tabAte(page, naAbaAberta, { onde: `a aba aberta de ${onde}`, max: 80 });
  // Home and End, then back to the first tab: the list's ends, as the pattern asks.
  await page.keyboard.press('End');
  expect((await focoEm(page)).name, `End vai à última aba de ${onde}`).toBe(titulos.at(-1));
  await page.keyboard.press('Home');
  expect((await focoEm(page)).name, `Home vai à primeira aba de ${onde}`).toBe(titulos[0]);
  let abertas = 0;
  for (const [i, titulo] of titulos.entries()) {
    if (i > 0) {
      await page.keyboard.press('ArrowRight');
      expect((await focoEm(page)).name, `→ leva à aba seguinte de ${onde}`).toBe(titulo);
    }
    if ((await focoEm(page)).selected !== 'true') {
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focoEm(page)).selected, { timeout: 5_000 }).toBe('true');
    }
    await painelPronto(page);
    abertas++;
    await emCada(titulo);
    // Back on this tab for the next arrow: emCada may have moved the focus into the panel, or gone
    // away and come back with Back (the list then opens its first tab). Tab reaches the open tab,
    // the arrows this one, Enter opens it again.
    const f = await focoEm(page);
    if (!(f.role === 'tab' && f.name === titulo)) {
      const back = await antesDoFoco(page, '[role="tab"][aria-selected="true"]');
      const aberta = await tabAte(page, naAbaAberta, { onde: `a aba aberta de ${onde}`, back, max: 80 });
      if (aberta.name !== titulo) {
        for (let k = 0; k < titulos.length && (await focoEm(page)).name !== titulo; k++)
          await page.keyboard.press('ArrowRight');
        expect((await focoEm(page)).name, `as setas voltam à aba '${titulo}'`).toBe(titulo);
        await page.keyboard.press('Enter');
        await painelPronto(page);
      }
    }
  }
  return abertas;
}
