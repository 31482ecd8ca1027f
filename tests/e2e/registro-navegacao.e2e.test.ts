/**
 * Finding one's way in the results and the records, in Chromium against the built portal:
 * - 'Detalhar contracheque' brings its panel into view and moves the focus to it;
 * - Back from a record opened in the results shows the same filters, page and order;
 * - a search and a record seen before paint at once, without a loading state (the query cache);
 * - a status is the same tag on every report tab, and each status filter names what its tags show;
 * - the servant record's event types are written capitalised ('Promoção', not 'promoção').
 * Screenshots (1024 px, light and dark): test-results/screenshots/navegacao-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import type { SearchScreenDoc } from '../../engine/screens/types.ts';
import { launch, newContext, shot } from './browser.ts';
import { desenhouCarregando, observarCarregando } from './carregando.ts';
import { signedInState } from './login.ts';
import { fillRequiredFilters, screenDocs } from './telas.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const SEARCH = '/recursos-humanos/pesquisa-servidor/';
let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launch();
  ana = await signedInState(browser, origin, ANA, 'SEPLAG - Secretaria de Estado de Planejamento e Gestão');
});
afterAll(async () => {
  await browser?.close();
});

async function open(route: string, { width = 1024, height = 700, dark = false } = {}): Promise<Page> {
  const context = await newContext(browser, { width, height, storageState: ana });
  await context.addInitScript(
    (d) => location.protocol.startsWith('http') && localStorage.setItem('darkMode', String(d)),
    dark,
  );
  const page = await context.newPage();
  await page.goto(`${origin}${route}`);
  await ocioso(page);
  return page;
}

const rows = (page: Page) => page.locator('.ag-grid-scrolling-rows .ag-row');
const names = (page: Page) => rows(page).locator('.ag-cell[col-id="nome"]').allInnerTexts();

/** Opens the first servant record of the search (its id). */
async function firstRecord(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await rows(page).first().waitFor();
  return (await rows(page).first().getAttribute('row-id'))!;
}

describe("'Detalhar contracheque'", () => {
  for (const dark of [false, true])
    it(`scrolls its panel into view and moves the focus to it (1024 px, ${dark ? 'dark' : 'light'})`, async () => {
      const page = await open(SEARCH, { dark });
      const id = await firstRecord(page);
      await page.goto(`${origin}/recursos-humanos/dados-servidor/${id}`);
      await page.getByRole('tab', { name: 'Contracheques', exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
      await panel
        .locator('.ag-grid-scrolling-rows .ag-row')
        .first()
        .getByRole('button', { name: 'Detalhar contracheque' })
        .click();
      const detail = page.locator('.prh-record-detail');
      await detail.waitFor();
      // In view: its top below the sticky top bar and inside the window, and it has the focus.
      await expect
        .poll(() => detail.evaluate((d) => Math.round(d.getBoundingClientRect().top)), { timeout: 5_000 })
        .toBeGreaterThanOrEqual(60);
      await expect
        .poll(() => detail.evaluate((d) => d.getBoundingClientRect().top < window.innerHeight / 2))
        .toBe(true);
      expect(await detail.evaluate((d) => d === document.activeElement)).toBe(true);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${process.cwd()}/test-results/screenshots/navegacao-contracheque-${dark ? 'escuro' : 'claro'}.png`,
      });
      // 'Fechar detalhe' gives the focus back to the row's button.
      await detail.getByRole('button', { name: 'Fechar detalhe' }).click();
      await detail.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Detalhar contracheque',
      );
      await page.context().close();
    });
});

describe('Back from a record', () => {
  it("shows the search's filters, page and order again", async () => {
    const page = await open(SEARCH, { width: 1440, height: 900 });
    await page.getByLabel('Nome', { exact: true }).fill('Silva');
    // Each step waits for its own answer of the search (a load state is reached once per page, so
    // it cannot tell when a later request has ended).
    const listed = () => page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
    await Promise.all([listed(), page.getByRole('button', { name: 'Pesquisar', exact: true }).click()]);
    await rows(page).first().waitFor();
    await Promise.all([listed(), page.locator('.ag-header-cell[col-id="nome"]').click()]); // sorted by name, descending now
    await expect
      .poll(() => page.locator('.ag-header-cell[col-id="nome"]').getAttribute('aria-sort'))
      .toBe('descending');
    const firstPage = await names(page);
    await Promise.all([listed(), page.getByRole('button', { name: /Próxima página/ }).click()]);
    // The answer arrives before the grid draws it, and the grid then animates the first page's rows
    // out: read the second page once only its 10 rows are left and none of them is the first page's.
    await expect
      .poll(async () => {
        const shown = await names(page);
        return shown.length === 10 && !shown.some((n) => firstPage.includes(n));
      })
      .toBe(true);
    const footer = async () => [
      await page.locator('.prh-pagination').getByLabel('Página', { exact: true }).inputValue(),
      await page.locator('.prh-pagination-range').innerText(),
    ];
    const before = { names: await names(page), footer: await footer() };
    expect(before.footer[0]).toBe('2');
    await rows(page).first().getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/dados-servidor\/\d+$/);
    await page.getByLabel('Nome do servidor').waitFor();
    await page.goBack();
    await page.waitForURL(new RegExp(`${SEARCH}$`));
    await rows(page).first().waitFor();
    await ocioso(page);
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Silva');
    expect(await names(page)).toEqual(before.names);
    expect(await footer()).toEqual(before.footer);
    expect(await page.locator('.ag-header-cell[col-id="nome"]').getAttribute('aria-sort')).toBe('descending');
    expect(page.url()).not.toContain('Silva'); // kept in the history entry, not in the address
    await shot(page, 'navegacao-voltar-pesquisa');
    await page.context().close();
  });
});

describe('a search and a record seen before', () => {
  it("paint at once on 'Voltar' and on opening the record again: no skeleton, no loading overlay", async () => {
    const page = await open(SEARCH, { width: 1440, height: 900 });
    await firstRecord(page);
    const record = page.getByLabel('Nome do servidor');
    await rows(page).first().getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/dados-servidor\/\d+$/);
    await expect.poll(() => record.innerText()).not.toBe('');
    await ocioso(page);
    await observarCarregando(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(new RegExp(`${SEARCH}$`));
    await rows(page).first().waitFor();
    await ocioso(page);
    expect(await desenhouCarregando(page)).toBe(false);
    await observarCarregando(page);
    await rows(page).first().getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/dados-servidor\/\d+$/);
    await expect.poll(() => record.innerText()).not.toBe('');
    await ocioso(page);
    expect(await desenhouCarregando(page)).toBe(false);
    await page.context().close();
  });
});

describe('statuses and types as tags and names', () => {
  it("the year-end bonus report tabs show the status as the same tag ('Desligados' too)", async () => {
    const page = await open('/gestao-tempo/gratificacao-natalina/relatorio-gratificacao-natalina/desligados/', {
      width: 1024,
      height: 800,
    });
    await page.getByLabel(/^Ano/).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await rows(page).first().waitFor();
    const tags = await rows(page).locator('.ag-cell[col-id="situacao"] .prh-status').allInnerTexts();
    expect(tags.length).toBeGreaterThan(0);
    for (const t of tags) expect(t).toBe(t.toLocaleUpperCase('pt-BR'));
    await shot(page, 'navegacao-desligados-situacao');
    await page.context().close();
  });

  const withStatusFilter = screenDocs().filter(
    (d): d is SearchScreenDoc =>
      d.kind === 'search' &&
      !!d.columns?.some((c) => c.cell === 'status') &&
      Object.keys(d.filters?.schema.properties ?? {}).some((k) => /^(situacao|status)/.test(k)),
  );
  // One page for all of them: a new context per screen downloaded and compiled the portal again each time.
  let shared: Page | undefined;
  afterAll(() => shared?.context().close());
  for (const s of withStatusFilter)
    it(`${s.route}: the status filter offers the words its tags show`, async () => {
      if (shared) {
        await shared.goto(`${origin}${s.route}`);
        await ocioso(shared);
      } else shared = await open(s.route, { width: 1440, height: 900 });
      const page = shared;
      await fillRequiredFilters(page, s, ANA.cpf);
      await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
      await expect
        .poll(() => page.locator('.prh-results .prh-grid').getAttribute('aria-busy'), { timeout: 20_000 })
        .toBeNull();
      await ocioso(page);
      const campo = Object.keys(s.filters!.schema.properties as object).find((k) => /^(situacao|status)/.test(k))!;
      const options = await page.locator(`[id="${s.id}_${campo}"] option`).allInnerTexts();
      // The tags of the column the filter filters (a screen may tag another column, e.g. 'Tipo').
      const coluna = s.columns!.find(
        (c) => c.cell === 'status' && [c.sortField, c.field].some((f) => f === campo || f === `${campo}Descricao`),
      );
      const tags = new Set(
        await page.locator(`.prh-results .ag-cell[col-id="${coluna?.field}"] .prh-status`).allInnerTexts(),
      );
      expect(coluna, 'a coluna de situação do filtro').toBeTruthy();
      console.log(
        `[status] ${s.route}: etiquetas ${[...tags].join(', ') || '(sem linhas)'}; filtro ${options.join(', ')}`,
      );
      // The same words: a tag shows them in capitals, a list option in sentence case (capitals shout
      // and were cut inside the select).
      const minusculas = (x: string) => x.toLocaleLowerCase('pt-BR');
      for (const t of tags) expect(options.map(minusculas), `'${t}' no filtro`).toContain(minusculas(t));
    });

  it("the servant record's event types are capitalised ('Promoção')", async () => {
    const page = await open(SEARCH, { width: 1440, height: 900 });
    const id = await firstRecord(page);
    await page.goto(`${origin}/recursos-humanos/dados-servidor/${id}`);
    await page.getByRole('tab', { name: 'Histórico funcional', exact: true }).click();
    const tipos = page.getByRole('tabpanel').locator('.ag-grid-scrolling-rows .ag-cell[col-id="tipoEvento"]');
    await tipos.first().waitFor();
    const all = await tipos.allInnerTexts();
    expect(all.length).toBeGreaterThan(0);
    for (const t of all) expect(t.charAt(0), t).toBe(t.charAt(0).toLocaleUpperCase('pt-BR'));
    await page.context().close();
  });
});
