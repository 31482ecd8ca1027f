/**
 * A screen reached from the main menu with the keyboard: Tab from the top of the page, Enter on the
 * area's disclosure button when the area is closed, Tab to the screen's link, Enter — then the focus
 * is on the new page's heading, where a keyboard user starts reading.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ScreenDoc } from '../../../engine/screens/types.ts';
import { ocioso } from '../ocioso.ts';
import { focoEm, tabAte } from './foco.ts';

const AREAS: { key: string; title: string }[] = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../screens/areas.json'), 'utf8'),
).areas;

/** The title of the menu area a screen is listed under. */
export const areaDe = (s: ScreenDoc): string => AREAS.find((a) => a.key === s.area)?.title ?? s.area;

/**
 * From the current page (just loaded: nothing focused yet, so Tab starts at its top), opens `s`
 * through the menu by keyboard; checks the address and the heading's focus.
 */
export async function abrirPeloMenu(page: Page, s: ScreenDoc): Promise<void> {
  const area = areaDe(s);
  await tabAte(page, (f) => f.inNav && f.tag === 'A' && f.path === s.route, {
    onde: `'${s.title}' no menu (área '${area}')`,
    max: 120,
    passo: async (f) => {
      if (!(f.inNav && f.tag === 'BUTTON' && f.expanded === 'false' && f.name === area)) return false;
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focoEm(page)).expanded).toBe('true');
      await page.keyboard.press('Tab');
      return true;
    },
  });
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(s.route);
  await focoNoTitulo(page, s.title);
}

/**
 * After a navigation inside the portal the focus is on the page's h1 (not lost on <body>), and then
 * the new page has finished loading. In that order: on a slow PC the address changes and the old
 * page stays, idle, until the new one is drawn — waiting for idle first returned on the old page,
 * and the journey read the record's tabs while its data was still on the way (4× CPU).
 */
export async function focoNoTitulo(page: Page, titulo?: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const f = await focoEm(page);
        return f.tag === 'H1' ? (titulo ? f.name : 'H1') : `${f.tag} "${f.name}"`;
      },
      { timeout: 10_000 },
    )
    .toBe(titulo ?? 'H1');
  await ocioso(page);
}
