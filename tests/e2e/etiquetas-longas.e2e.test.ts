/**
 * A long choice in a multi-select stays inside its field: on 'Cadastrar novo aviso' the longest
 * institution's tag wraps inside 'Instituições' — at 1440 px the card does not grow past the page
 * (no sideways scroll), at 1024 px the tag does not cover 'Perfis' — and on 'Alterar legislação'
 * it does not cover 'Situação'. In the light and the dark theme.
 * Screenshots: test-results/screenshots/etiquetas-*.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, shot } from './browser.ts';
import { browserWithAnaAtSeplag, type signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');

let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  ({ browser, ana } = await browserWithAnaAtSeplag(origin));
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;

async function open(width: number, dark: boolean, path: string): Promise<Page> {
  const context = await newContext(browser, { width, height: 900, storageState: ana });
  await context.addInitScript(
    (d) => location.protocol.startsWith('http') && localStorage.setItem('darkMode', String(d)),
    dark,
  );
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.locator('.prh-page-card').first().waitFor();
  await ocioso(page);
  return page;
}

/** The form group of a field, by its label. */
const group = (page: Page, label: string) =>
  page
    .locator('.prh-field.bp6-form-group')
    .filter({ has: page.locator('label', { hasText: label }) })
    .first();

/** Picks the longest option of the multi-select under `label` (unless the record has it already); returns its text. */
async function pickLongest(page: Page, label: string, atLeast = 60): Promise<string> {
  const field = group(page, label);
  await field.locator('.bp6-tag-input').click();
  // The suggestions of the open list (the form's native selects have options too).
  const options = page.locator('.bp6-popover').getByRole('option');
  await options.first().waitFor();
  const texts = (await options.allTextContents()).map((t) => t.trim());
  const longest = texts.reduce((a, b) => (b.length > a.length ? b : a));
  expect(longest.length).toBeGreaterThan(atLeast);
  if (!(await field.locator('.bp6-tag').filter({ hasText: longest }).count()))
    await options.filter({ hasText: longest }).first().click();
  await page.keyboard.press('Escape');
  await field.locator('.bp6-tag').filter({ hasText: longest }).waitFor();
  return longest;
}

/** The page does not scroll sideways, and the tag is inside its field without covering `neighbour`. */
async function expectContained(page: Page, label: string, longest: string, neighbour: string) {
  const scroll = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(scroll.page, 'a página rola para o lado').toBeLessThanOrEqual(scroll.view);
  const field = group(page, label);
  const tag = (await field.locator('.bp6-tag').filter({ hasText: longest }).boundingBox())!;
  const input = (await field.locator('.bp6-tag-input').boundingBox())!;
  const other = (await group(page, neighbour).boundingBox())!;
  expect(inside(tag, input), `a etiqueta sai do campo ${label}`).toBe(true);
  expect(overlaps(input, other), `o campo ${label} cobre ${neighbour}`).toBe(false);
  // The whole name is shown, wrapped, not cut with an ellipsis.
  const cut = await field
    .locator('.bp6-tag')
    .filter({ hasText: longest })
    .evaluate((el) => [...el.querySelectorAll('*')].some((c) => c.scrollWidth > c.clientWidth + 1));
  expect(cut, 'o nome da etiqueta está cortado').toBe(false);
}

describe('a long institution in a multi-select', () => {
  for (const [width, dark] of [
    [1440, false],
    [1024, false],
    [1024, true],
  ] as const) {
    const sufixo = `${width}${dark ? '-escuro' : ''}`;
    it(`new notice at ${width} px${dark ? ', dark' : ''}: the tag wraps inside 'Instituições'`, async () => {
      const page = await open(width, dark, '/gestao-avisos/cadastrar-novo-aviso/');
      await page.locator('.prh-multiselect').first().waitFor();
      const longest = await pickLongest(page, 'Instituições');
      await expectContained(page, 'Instituições', longest, 'Perfis');
      await shot(page, `etiquetas-aviso-${sufixo}`);
      await page.context().close();
    });
  }

  it("'Alterar legislação' at 1024 px: the tag does not cover 'Situação'", async () => {
    const page = await open(1024, false, '/gestao-tempo/legislacao/');
    const rows = page.locator('.ag-grid-scrolling-rows .ag-row');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows.first().waitFor();
    // The first act that can be edited (a revoked one, created by another test, offers no 'Editar').
    await rows
      .filter({ has: page.getByRole('button', { name: 'Editar' }) })
      .first()
      .getByRole('button', { name: 'Editar' })
      .click();
    await page.waitForURL(/\/legislacao\/editar\/\d+$/);
    await page.locator('.prh-multiselect').first().waitFor();
    await ocioso(page);
    const longest = await pickLongest(page, 'Instituições', 40);
    await expectContained(page, 'Instituições', longest, 'Situação');
    await shot(page, 'etiquetas-legislacao-1024');
    await page.context().close();
  });
});
