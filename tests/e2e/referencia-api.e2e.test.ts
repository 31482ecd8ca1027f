/**
 * The API reference (/api/docs/, Swagger UI over the catalogue) as a Portuguese-speaking developer
 * or analyst meets it: its controls in Portuguese, no top bar to explore another document, and no
 * axe violation of moderate impact or worse with a group and an operation open (its own markup
 * otherwise fails image-alt, label, select-name, colour contrast and nested-interactive).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { axe, launch, newContext, shot, scaledToCpu } from './browser.ts';

const origin = inject('origin');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it(
  'shows the reference in Portuguese and passes axe with an operation open',
  async () => {
    const context = await newContext(browser, { width: 1440, height: 900 });
    const page = await context.newPage();
    await page.goto(`${origin}/api/docs/`);
    const exame = page.locator('h3.opblock-tag', { hasText: 'EXAME' });
    // The bundle and the whole catalogue's document take a while on a busy machine.
    await exame.click({ timeout: 90_000 });
    await page.locator('.opblock-summary-control', { hasText: 'usuario.relatorio' }).click();
    await expect
      .poll(() => page.locator('.opblock.is-open').getByText('Parâmetros', { exact: true }).count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.opblock.is-open').getByText('Respostas', { exact: true }).count())
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(await page.locator('.topbar').count()).toBe(0);
    expect(await page.getByPlaceholder('Filtrar por grupo ou caminho').count()).toBe(1);
    const text = await page.locator('#swagger-ui').innerText();
    for (const english of [
      'Parameters',
      'Responses',
      'Try it out',
      'Authorize',
      'Servers',
      'Example Value',
      'Media type',
    ])
      expect(text.split('\n').map((l) => l.trim())).not.toContain(english);
    expect(await axe(page, 'referência da API')).toEqual([]);
    // 'Experimentar' opens the request form with its 'Cancelar': the same rules hold there.
    await page.locator('.opblock.is-open').getByRole('button', { name: 'Experimentar' }).click();
    await page.locator('.opblock.is-open').getByRole('button', { name: 'Cancelar' }).waitFor();
    expect(await axe(page, 'referência da API, Experimentar')).toEqual([]);
    await shot(page, 'referencia-api');
    await context.close();
  },
  scaledToCpu(180_000),
);
