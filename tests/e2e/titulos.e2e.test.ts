/**
 * Headings follow h1 → h2 → h3 on the pages with parameters the accessibility gate does not walk
 * (it opens the screens without one): the servant record, 'Meus relatórios', the consolidated
 * lauda, 'Alterar legislação', 'Analisar processo' and the FIPA sheet. Each page's outline, in
 * document order, starts at its h1 and never goes down more than one level at a time; axe's
 * `heading-order` agrees. Screenshots: test-results/screenshots/titulos-*.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { axe, launch, newContext, shot } from './browser.ts';
import { signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, {
    storageState: await signedInState(browser, origin, ANA, `${seplag.sigla} - ${seplag.nome}`),
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The page's headings in document order, as 'h2 Título'. */
const outline = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6, main [role="heading"]')]
      .filter((h) => (h as HTMLElement).offsetParent !== null)
      .map((h) => `h${h.getAttribute('aria-level') ?? h.tagName.slice(1)} ${(h.textContent ?? '').trim()}`),
  );

/** The levels that skip one (an h3 right after the h1…), as readable lines. */
function skips(lines: string[]): string[] {
  const out: string[] = [];
  let prev = 0;
  for (const l of lines) {
    const level = Number(l.slice(1, 2));
    if (level > prev + 1) out.push(`${l} depois de h${prev}`);
    prev = level;
  }
  return out;
}

async function expectOrdered(name: string) {
  await ocioso(page);
  const lines = await outline(page);
  expect(lines[0], `${name}: ${lines.join(' | ')}`).toMatch(/^h1 /);
  expect(skips(lines), `${name}: ${lines.join(' | ')}`).toEqual([]);
  expect(await axe(page, name, { include: 'main', rules: ['heading-order'] })).toEqual([]);
  await shot(page, `titulos-${name}`);
}

async function openFirst(path: string, button: string, url: RegExp) {
  await page.goto(`${origin}${path}`);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await rows(page).first().waitFor();
  // The first row that offers the button (a revoked act, created by another test, offers no 'Editar').
  await rows(page)
    .filter({ has: page.getByRole('button', { name: button }) })
    .first()
    .getByRole('button', { name: button })
    .first()
    .click();
  await page.waitForURL(url);
}

describe('heading order on the pages with parameters', () => {
  it('the servant record', async () => {
    await openFirst('/recursos-humanos/pesquisa-servidor/', 'Detalhar', /\/dados-servidor\/\d+$/);
    await page.getByRole('tab').first().waitFor();
    await expectOrdered('servidor');
  });

  it("'Meus relatórios'", async () => {
    await page.goto(`${origin}/relatorios/pesquisar-relatorios`);
    await page.getByRole('button', { name: 'Pesquisar' }).waitFor();
    await expectOrdered('meus-relatorios');
  });

  it('the consolidated lauda', async () => {
    await page.goto(`${origin}/gestao-tempo/gestao-de-laudas/`);
    await rows(page).first().waitFor();
    await rows(page)
      .filter({ hasText: /\(100%\)/ })
      .first()
      .getByRole('button', { name: 'Detalhar' })
      .click();
    await page.waitForURL(/\/lauda-gerada\/\d+$/);
    await page.getByRole('button', { name: 'Lauda consolidada' }).click();
    await page.waitForURL(/\/lauda-consolidada\/\d+$/);
    await page.getByRole('region', { name: 'Texto consolidado' }).waitFor();
    await expectOrdered('lauda-consolidada');
    // The same outline in the dark theme at 1024 px.
    await page.setViewportSize({ width: 1024, height: 820 });
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await page.getByRole('region', { name: 'Texto consolidado' }).waitFor();
    await expectOrdered('lauda-consolidada-escuro-1024');
    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    await page.setViewportSize({ width: 1366, height: 820 });
  });

  it("'Alterar legislação'", async () => {
    await openFirst('/gestao-tempo/legislacao/', 'Editar', /\/legislacao\/editar\/\d+$/);
    await page.locator('.prh-multiselect').first().waitFor();
    await expectOrdered('legislacao-editar');
  });

  it("'Analisar processo'", async () => {
    await openFirst('/processos-judiciais/consulta-de-processos/', 'Analisar', /\/analisar-processo\/\d+$/);
    await page.getByRole('tab').first().waitFor();
    await expectOrdered('analisar-processo');
  });

  it('the FIPA sheet', async () => {
    await openFirst(
      '/fipa-eletronica/consultar-fipa-eletronica/',
      'Abrir FIPA',
      /\/dados-fipa-eletronica-servidor\/\d+$/,
    );
    await page.getByRole('textbox', { name: 'Nome do servidor', exact: true }).waitFor();
    await expectOrdered('fipa');
  });
});
