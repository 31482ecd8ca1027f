/**
 * Text that wraps breaks between words and is never cut: at 1024 and 1440 px every sidebar entry
 * of Ana's menu shows its whole name (a long one takes a second line instead of '…'), and on
 * 'Parametrização de afastamentos' the wrapped 'Tipo' column is as wide as its longest word, so
 * 'Licença-maternidade' never breaks inside a word. Tables show whole headers, whole status tags
 * and their whole last row, and a table wider than its card says so with a scrollbar that is seen
 * (headless Chromium, like macOS, draws none at rest); read-only fields show their whole value;
 * the sidebar's column goes down the whole page.
 * Screenshots: test-results/screenshots/quebras-*.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { newContext, shot } from './browser.ts';
import { browserWithAnaAtSeplag, type signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const PARAMETRIZACAO = '/gestao-tempo/parametrizacoes/parametrizacao-afastamentos/';
const RETIDOS = '/processos-judiciais/pagamentos-retidos/';
const PROGRESSAO = '/gestao-tempo/progressao-promocao/consulta-progressao-servidor/';

let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  ({ browser, ana } = await browserWithAnaAtSeplag(origin));
});
afterAll(async () => {
  await browser?.close();
});

/**
 * One page for the checks that only look, resized to each width: a new context per test downloaded
 * and compiled the portal again each time. `own` gives a test its own context (routes, init scripts).
 */
let shared: Page | undefined;
async function open(width: number, path: string, { own = false } = {}): Promise<Page> {
  let page = own ? undefined : shared;
  if (page) await page.setViewportSize({ width, height: 900 });
  else {
    const context = await newContext(browser, { width, height: 900, storageState: ana });
    page = await context.newPage();
    if (!own) shared = page;
  }
  await page.goto(`${origin}${path}`);
  await page.locator('.prh-page-card').first().waitFor();
  return page;
}

/** Texts of the elements matched by `selector` that are cut (their content wider than their box). */
const cut = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));

/** Words of the wrapped cells that are wider than their cell's text box (they would break inside). */
const brokenWords = (page: Page) =>
  page.locator('.ag-grid-scrolling-rows .ag-cell-wrap-text').evaluateAll((cells) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return cells.flatMap((cell) => {
      const value = cell.querySelector<HTMLElement>('.ag-cell-value') ?? (cell as HTMLElement);
      const cs = getComputedStyle(value);
      ctx.font = cs.font;
      const box = value.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return (value.textContent ?? '').split(/\s+/).filter((w) => w && ctx.measureText(w).width > box + 1);
    });
  });

it.each([1024, 1440])('shows every sidebar entry whole at %i px', async (width) => {
  const page = await open(width, '/home');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // Open each group in turn (one is open at a time) and read its entries.
  const groups = nav.locator('button.prh-nav-group');
  for (let i = 0; i < (await groups.count()); i++) {
    await groups.nth(i).click();
    // Read once the sidebar has settled: its width eases in 0.15 s (portal/styles.css), and a text
    // measured mid-way reads as cut. A text really cut stays cut, and the poll fails on it.
    await expect.poll(() => cut(page, '.prh-sidebar .prh-nav-text'), { timeout: 3_000 }).toEqual([]);
  }
  await shot(page, `quebras-menu-${width}`);
});

it("breaks the leave types between words on 'Parametrização de afastamentos' at 1024 px", async () => {
  const page = await open(1024, PARAMETRIZACAO);
  await page.locator('.ag-grid-scrolling-rows .ag-row').filter({ hasText: 'Licença-maternidade' }).first().waitFor();
  expect(await brokenWords(page)).toEqual([]);
  await shot(page, 'quebras-afastamentos-1024');
});

/** Runs the search of the page and waits for its first rows. */
async function search(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
  // The columns are fitted to the rows in ag-grid's next frames.
  await page.waitForTimeout(300);
}

/**
 * What a person cannot see in the first grid of the page: headers cut with '…', status tags
 * clipped by their cell, the last row covered at its foot, and columns hidden behind the pinned
 * 'Ações' without a scrollbar in sight.
 */
const gridTroubles = (page: Page) =>
  page
    .locator('.prh-grid')
    .first()
    .evaluate((g) => {
      const heads = [...g.querySelectorAll<HTMLElement>('.ag-header-cell')];
      const actions = heads.find((h) => h.getAttribute('col-id') === '__actions');
      const edge = (actions ?? g.querySelector('.ag-root-wrapper')!).getBoundingClientRect()[
        actions ? 'left' : 'right'
      ];
      const bar = g.querySelector<HTMLElement>('.prh-grid-scrollbar');
      const last = g.querySelector<HTMLElement>('.ag-grid-scrolling-rows .ag-row-last .ag-cell');
      // elementFromPoint sees only the window: a table taller than it (wrapped names) is scrolled to its foot.
      last?.scrollIntoView({ block: 'center' });
      const foot = last?.getBoundingClientRect();
      const atFoot = foot ? document.elementFromPoint(foot.left + 4, foot.bottom - 3) : null;
      return {
        cutHeaders: [...g.querySelectorAll<HTMLElement>('.ag-header-cell-text')]
          .filter((e) => e.scrollWidth > e.clientWidth + 1)
          .map((e) => e.textContent),
        clippedTags: [...g.querySelectorAll<HTMLElement>('.ag-cell .prh-status')]
          .filter((t) => t.getBoundingClientRect().right > t.closest('.ag-cell')!.getBoundingClientRect().right + 0.5)
          .map((t) => t.textContent),
        lastRowCovered: !!last && !last.closest('.ag-row')!.contains(atFoot),
        hidden: heads
          .filter((h) => h !== actions && h.getBoundingClientRect().right > edge + 1)
          .map((h) => h.textContent?.trim()),
        scrollbarSeen: !!bar && bar.offsetHeight >= 8 && getComputedStyle(bar).visibility === 'visible',
      };
    });

it.each([1440, 1024])(
  "shows 'Pagamentos retidos' whole at %i px, or a scrollbar to the columns it cannot",
  async (width) => {
    const page = await open(width, RETIDOS);
    await search(page);
    const t = await gridTroubles(page);
    expect(t.cutHeaders, 'cabeçalhos cortados').toEqual([]);
    expect(t.clippedTags, 'situações cortadas').toEqual([]);
    expect(t.lastRowCovered, 'última linha coberta').toBe(false);
    if (t.hidden.length > 0) {
      expect(t.scrollbarSeen, `colunas escondidas (${t.hidden.join(', ')}) sem barra de rolagem`).toBe(true);
      // Dragging the thumb to the end of its track brings the hidden columns out from behind 'Ações'.
      const thumb = (await page.locator('.prh-grid-scrollbar-thumb').first().boundingBox())!;
      const track = (await page.locator('.prh-grid-scrollbar').first().boundingBox())!;
      await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
      await page.mouse.down();
      await page.mouse.move(track.x + track.width + 40, thumb.y + thumb.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await gridTroubles(page)).hidden).toEqual([]);
    }
    await shot(page, `quebras-retidos-${width}`);
  },
);

it("keeps the servants' names readable and the last row whole on 'Consulta de progressão e promoção' at 1024 px", async () => {
  const page = await open(1024, PROGRESSAO);
  await search(page);
  const t = await gridTroubles(page);
  expect(t.lastRowCovered, 'última linha coberta').toBe(false);
  expect(t.hidden.length === 0 || t.scrollbarSeen, `colunas escondidas: ${t.hidden.join(', ')}`).toBe(true);
  // 'Alessandra Pereira M…', not 'Alessa…': the name column is not squeezed by the fixed ones.
  const nome = await page.locator('.ag-header-cell[col-id="nome"]').evaluate((h) => h.getBoundingClientRect().width);
  expect(nome).toBeGreaterThanOrEqual(150);
  await shot(page, 'quebras-progressao-1024');
});

it.each([1440, 1024])("shows the whole e-mail and unit in 'Alterar permissões' at %i px", async (width) => {
  const page = await open(width, `/usuarios/editPermissao/${seplag.codigo}/${ANA.cpf}`);
  for (const label of ['E-mail', 'Unidade']) {
    const field = page.getByLabel(label, { exact: true });
    await expect.poll(() => field.inputValue()).not.toBe('');
    const box = await field.evaluate((e) => ({ w: e.scrollWidth - e.clientWidth, h: e.scrollHeight - e.clientHeight }));
    expect(box, `${label}: ${await field.inputValue()}`).toEqual({ w: 0, h: 0 });
  }
  expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(ANA.email);
  // …inside its own column: the e-mail's box grew to its one line and ran over the card's edge
  // (1024) or under 'Unidade' (1440), where it looked cut.
  const fora = await page
    .locator('.prh-form-grid')
    .first()
    .evaluate((grid) => {
      const g = grid.getBoundingClientRect();
      const boxes = [...grid.querySelectorAll('.prh-field .bp6-form-content')].map((e) => ({
        id: e.querySelector('[id]')?.id ?? '?',
        r: e.getBoundingClientRect(),
      }));
      const problems = boxes.filter((b) => b.r.left < g.left - 0.5 || b.r.right > g.right + 0.5).map((b) => b.id);
      for (const a of boxes)
        for (const b of boxes)
          if (
            a !== b &&
            a.r.left < b.r.left &&
            a.r.right > b.r.left + 0.5 &&
            a.r.top < b.r.bottom &&
            b.r.top < a.r.bottom
          )
            problems.push(`${a.id} sobre ${b.id}`);
      return problems;
    });
  expect(fora, 'campos fora da sua coluna').toEqual([]);
  await shot(page, `quebras-permissoes-${width}`);
});

it('paints the sidebar column down to the foot of a long page (full-page view)', async () => {
  // 'Processos judiciais' opens a short group: below it the sidebar's column is empty.
  const page = await open(1440, RETIDOS);
  await search(page);
  // In the page's coordinates, as a full-page screenshot's clip: the search may have scrolled the
  // window (a slow PC left it 100 px down once, and the page looked 100 px shorter).
  const { bodyBottom, viewport } = await page.evaluate(() => ({
    bodyBottom: document.querySelector('.prh-body')!.getBoundingClientRect().bottom + scrollY,
    viewport: innerHeight,
  }));
  expect(bodyBottom, 'a página precisa ser mais alta que a janela').toBeGreaterThan(viewport + 100);
  // A few pixels of the sidebar's empty column in the window, and the same column at the page's foot.
  const sample = (y: number) => page.screenshot({ fullPage: true, clip: { x: 4, y, width: 4, height: 4 } });
  const inWindow = await sample(viewport - 100);
  expect((await sample(bodyBottom - 12)).equals(inWindow)).toBe(true);
  // …and not the page's own background, which the foot showed before.
  expect(
    (await sample(bodyBottom - 12)).equals(
      await page.screenshot({ fullPage: true, clip: { x: 330, y: bodyBottom - 12, width: 4, height: 4 } }),
    ),
  ).toBe(false);
});

/**
 * From now on the page sums its layout shifts (CLS: the shifts no input caused) from each load,
 * and each gateway answer is held back `delay` ms so the loading states are seen (on a fast local
 * server they last too little to shift anything).
 */
async function watchLayoutShift(page: Page, delay = 800): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.context().route('**/gw/**', async (route) => {
    await new Promise((r) => setTimeout(r, delay));
    await route.fallback();
  });
}

/** The layout shift of loading `path`, until every answer is in. */
async function layoutShift(page: Page, path: string): Promise<number> {
  await page.goto(`${origin}${path}`);
  await ocioso(page);
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

it.each([1440, 1024])(
  "keeps the servant record and 'Início' in place while they load at %i px (layout shift)",
  async (width) => {
    const page = await open(width, '/recursos-humanos/pesquisa-servidor/', { own: true });
    await search(page);
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/dados-servidor\/\d+$/);
    const record = new URL(page.url()).pathname;
    await watchLayoutShift(page);
    // Goal ≤ 0.1 (a record and 'Início' that load without reserving their space measure about 0.2).
    expect(await layoutShift(page, record), 'CLS do registro do servidor').toBeLessThanOrEqual(0.01);
    await page.getByRole('heading', { name: 'Dados pessoais e identificadores' }).waitFor();
    await shot(page, `quebras-registro-${width}`);
    expect(await layoutShift(page, '/home'), "CLS de 'Início'").toBeLessThanOrEqual(0.01);
    await page.context().close();
  },
);
