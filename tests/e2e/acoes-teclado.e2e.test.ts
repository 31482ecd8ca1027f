/**
 * Every row action of every grid, with the keyboard only: on each search screen that
 * has row actions, and in each tab table with row actions of the records those searches open,
 * Tab reaches the grid, the arrows its 'Ações' cell, Enter its buttons, ←/→ every enabled action
 * the page shows, and Enter on each one does what it says — it navigates, opens its dialog, opens
 * its detail, a tab or a download. Writes never happen: dialogs are cancelled with Esc, and a
 * write that would go out anyway is answered by the test (code 4) before reaching the gateway.
 * The screens come from the screen documents: a new screen with row actions is tested as is.
 * 'Relatório de usuários' was the screen whose rows Enter could not open (their id is the row).
 */
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../gateway/db/demo-users.ts';
import type { DetailScreenDoc, SearchScreenDoc } from '../../engine/screens/types.ts';
import { launch, newContext } from './browser.ts';
import { answerWith, rowsShowing } from './linhas-simuladas.ts';
import { signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';
import { fillRequiredFilters, rowActionsOf, screenDocs } from './telas.ts';

const origin = inject('origin');
const ana = DEMO_USERS.find((u) => u.nome.startsWith('Ana'))!;
const docs = screenDocs();
const searches = docs.filter((d): d is SearchScreenDoc => d.kind === 'search' && rowActionsOf(d).length > 0);
/** Records whose tabs hold tables with row actions (or a master-detail), with the search that opens them. */
const records = docs
  .filter((d): d is DetailScreenDoc => d.kind === 'detail' && rowActionsOf(d.tabs).length + tablesWithDetail(d) > 0)
  .map((d) => ({
    doc: d,
    via: searches.find((s) =>
      s.rowActions?.some((a) => a.action === 'navigate' && routePattern(d.route).test(a.to ?? '')),
    ),
  }));

function tablesWithDetail(d: DetailScreenDoc): number {
  return (d.tabs ?? []).flatMap((t) => t.sections ?? []).filter((s) => s.table && s.detail).length;
}
/** '/a/:id/b' → matches '/a/{x}/b'. */
function routePattern(route: string): RegExp {
  return new RegExp(`^${route.replace(/:\w+/g, '\\{\\w+\\}')}$`);
}

let browser: Browser;
let page: Page;
/** Writes answered here with code 4 (each shows its refusal in a dialog). */
let recusadas = 0;
beforeAll(async () => {
  browser = await launch();
  const state = await signedInState(browser, origin, ana, 'SEPLAG - Secretaria de Estado de Planejamento e Gestão');
  const context = await newContext(browser, { width: 1440, height: 900, storageState: state });
  page = await context.newPage();
  // No write leaves the page: a command that would go out anyway is refused here (code 4).
  await context.route('**/gw/**', (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : (recusadas++,
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            codigoMensagem: 4,
            mensagem: 'Teste de teclado: nada foi gravado.',
            listaCriticas: [],
            objeto: {},
          }),
        })),
  );
});
afterAll(async () => {
  await browser?.close();
});

/** Where the focus is: in which grid, which row and column, and the focused button's label. */
const focusAt = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const grid = el?.closest('.prh-grid');
    return {
      grid: grid ? [...document.querySelectorAll('.prh-grid')].indexOf(grid) : -1,
      col: el?.closest('.ag-cell, .ag-header-cell')?.getAttribute('col-id') ?? '',
      row: Number(el?.closest('.ag-row')?.getAttribute('row-index') ?? -1),
      header: !!el?.closest('.ag-header-cell'),
      button: el?.classList.contains('prh-row-action') ? (el.getAttribute('aria-label') ?? '') : '',
      where: `${el?.tagName} '${(el?.textContent ?? '').trim().slice(0, 30)}'`,
    };
  });

/** Presses Tab from where the focus is until it is inside `grid` (as a keyboard user gets there). */
async function tabInto(grid: Locator): Promise<void> {
  const index = await grid.evaluate((g) => [...document.querySelectorAll('.prh-grid')].indexOf(g));
  const path: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const at = await focusAt(page);
    if (at.grid === index) return;
    path.push(at.where);
  }
  throw new Error(`Tab não chegou à tabela ${index}: ${path.join(' → ')}`);
}

/** From a cell or header of the grid: down to row `row`, right to 'Ações', Enter into its buttons. */
async function intoActions(row: number): Promise<void> {
  if ((await focusAt(page)).header) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 10 && (await focusAt(page)).row < row; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 30 && (await focusAt(page)).col !== '__actions'; i++) await page.keyboard.press('ArrowRight');
  const at = await focusAt(page);
  expect([at.row, at.col], 'as setas chegam à célula Ações da linha').toEqual([row, '__actions']);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focusAt(page)).button, { timeout: 3_000 }).not.toBe('');
}

/** The labels of the enabled action buttons of each row of `grid`. */
const enabledByRow = (grid: Locator) =>
  grid
    .locator('.ag-grid-scrolling-rows .ag-row')
    .evaluateAll((rows) =>
      rows
        .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
        .map((r) =>
          [...r.querySelectorAll('.prh-row-action:not(:disabled)')].map((b) => b.getAttribute('aria-label') ?? ''),
        ),
    );

/** Moves with → among the row's buttons to `label`; every step stays on a button of the row. */
async function arrowTo(label: string, count: number): Promise<void> {
  for (let i = 0; i <= count && (await focusAt(page)).button !== label; i++) await page.keyboard.press('ArrowRight');
  expect((await focusAt(page)).button).toBe(label);
}

/** A call of the page to a gateway (the token and session calls of the security service left out). */
const chamada = (r: Request) => r.url().includes('/gw/') && !r.url().includes('/seguranca/');

/**
 * Presses Enter on the focused action and says what it did. A tab opens at the click, before the
 * file's call goes out (engine/registry/actions/lib/files.ts): the call, and the dialog of its
 * refusal, are waited for here, or that dialog would come over the next action.
 */
async function pressAndSee(): Promise<string> {
  const url = page.url();
  const details = await page.locator('.prh-record-detail').count();
  let other = '';
  const onPage = () => (other = 'aba');
  const onDownload = () => (other = 'download');
  const calls = { started: 0, ended: 0 };
  const recusadasAntes = recusadas;
  const onRequest = (r: Request) => void (chamada(r) && calls.started++);
  const onEnd = (r: Request) => void (chamada(r) && calls.ended++);
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  page.context().once('page', onPage);
  page.once('download', onDownload);
  await page.keyboard.press('Enter');
  let seen = '';
  await expect
    .poll(
      async () => {
        if (page.url() !== url) seen = 'navegou';
        else if ((await page.getByRole('dialog').count()) > 0) seen = 'diálogo';
        else if ((await page.locator('.prh-record-detail').count()) > details) seen = 'detalhe';
        else seen = other;
        return seen;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  page.context().off('page', onPage);
  page.off('download', onDownload);
  if (seen === 'aba')
    await expect
      .poll(() => calls.started > 0 && calls.ended >= calls.started, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined); // a tab opened without a call (a link) has nothing to wait for
  // A file call refused here ends in its dialog: wait for it, so that escapeDialogs closes it.
  if (recusadas > recusadasAntes) await page.getByRole('dialog').first().waitFor({ timeout: 10_000 });
  page.off('request', onRequest);
  page.off('requestfinished', onEnd);
  page.off('requestfailed', onEnd);
  for (const p of page.context().pages()) if (p !== page) await p.close();
  // What follows the first sign (the answer of a call made for a tab) before the next action.
  await ocioso(page);
  return seen;
}

/**
 * Closes the dialogs an action opened, with Esc, as a person cancels them — also one that comes
 * late (a tab's call answered after the tab opened): done once the page is idle with none open.
 */
async function escapeDialogs(): Promise<void> {
  const dialogs = page.getByRole('dialog');
  for (let i = 0; i < 10; i++) {
    await ocioso(page);
    const open = await dialogs.count();
    if (open === 0) return;
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs.count(), { timeout: 5_000 }).toBeLessThan(open);
  }
  expect(await dialogs.count()).toBe(0);
}

/** Screens whose list is empty in a fresh database: their endpoint is answered with rows (linhas-simuladas.ts). */
const simulated: string[] = [];
let stopAnswering: (() => Promise<void>) | undefined;

/**
 * Opens a search and searches with the keyboard (Enter on 'Pesquisar'); returns the results grid.
 * An empty result is searched again over simulated rows.
 */
async function searchWithRows(s: SearchScreenDoc): Promise<Locator> {
  const grid = await searchByKeyboard(s);
  if ((await grid.locator('.ag-grid-scrolling-rows .ag-row').count()) > 0) return grid;
  stopAnswering = await answerWith(page, s.source.endpoint, rowsShowing(s.source.endpoint, s.rowActions ?? []));
  simulated.push(s.route);
  return searchByKeyboard(s);
}

async function searchByKeyboard(s: SearchScreenDoc): Promise<Locator> {
  await page.goto(`${origin}${s.route}`);
  const pesquisar = page.getByRole('button', { name: 'Pesquisar', exact: true });
  await pesquisar.waitFor();
  await ocioso(page);
  await fillRequiredFilters(page, s, ana.cpf);
  await pesquisar.focus();
  await page.keyboard.press('Enter');
  const grid = page.locator('.prh-results .prh-grid');
  await expect.poll(() => grid.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
  await ocioso(page);
  return grid;
}

/**
 * Checks every action of `grid` by keyboard: each enabled action shown on the page is reached
 * from the actions cell with → and does something on Enter. `reopen` brings the grid back when
 * an action navigated and another follows, with the focus where Tab starts; returns the actions checked.
 */
async function checkGrid(grid: Locator, reopen: () => Promise<Locator>, start: () => Promise<void>): Promise<string[]> {
  const byRow = await enabledByRow(grid);
  expect(byRow.length, 'a tabela precisa de linhas para o teste').toBeGreaterThan(0);
  const labels = [...new Set(byRow.flat())];
  const done: string[] = [];
  for (const label of labels) {
    const row = byRow.findIndex((l) => l.includes(label));
    await start();
    await tabInto(grid);
    await intoActions(row);
    await arrowTo(label, byRow[row].length);
    const effect = await pressAndSee();
    done.push(`${label} (linha ${row + 1}: ${effect})`);
    // The grid is brought back only for a next action: the caller goes on from wherever this one led.
    if (effect === 'navegou') {
      if (label !== labels.at(-1)) grid = await reopen();
    } else await escapeDialogs();
  }
  return done;
}

describe('every row action of every grid by keyboard', () => {
  afterAll(() => {
    if (simulated.length)
      console.log(`[teclado] sem linhas na base do teste, com linhas simuladas: ${simulated.join(', ')}`);
  });

  for (const s of searches)
    it(`${s.route}: ${s.rowActions!.map((a) => a.label).join(', ')}`, async () => {
      const grid = await searchWithRows(s);
      const pesquisar = page.getByRole('button', { name: 'Pesquisar', exact: true });
      const check = (g: Locator) =>
        checkGrid(
          g,
          () => searchByKeyboard(s),
          () => pesquisar.focus(),
        );
      const done = await check(grid);
      await stopAnswering?.();
      // An action no row of the first page shows ('Aprovar desbloqueio' only while awaiting
      // approval): checked on simulated rows the action is shown on.
      const shown = new Set(done.map((d) => d.replace(/ \(linha.*$/, '')));
      const notShown = s.rowActions!.filter((a) => !shown.has(a.label));
      if (notShown.length) {
        stopAnswering = await answerWith(page, s.source.endpoint, rowsShowing(s.source.endpoint, notShown));
        simulated.push(`${s.route} (${notShown.map((a) => a.label).join(', ')})`);
        done.push(...(await check(await searchByKeyboard(s))));
        await stopAnswering();
      }
      stopAnswering = undefined;
      console.log(`[teclado] ${s.route}: ${done.join('; ')}`);
      expect(new Set(done.map((d) => d.replace(/ \(linha.*$/, '')))).toEqual(
        new Set(s.rowActions!.map((a) => a.label)),
      );
    }, 120_000);

  for (const { doc, via } of records)
    it(`${doc.route}: the tables of its tabs`, async () => {
      expect(via, `nenhuma pesquisa abre ${doc.route}`).toBeDefined();
      const action = via!.rowActions!.find((a) => a.action === 'navigate' && routePattern(doc.route).test(a.to ?? ''))!;
      const openRecord = async () => {
        const grid = await searchWithRows(via!);
        const row = (await enabledByRow(grid)).findIndex((l) => l.includes(action.label));
        expect(row, `'${action.label}' em ${via!.route}`).toBeGreaterThanOrEqual(0);
        await page.getByRole('button', { name: 'Pesquisar', exact: true }).focus();
        await tabInto(grid);
        await intoActions(row);
        await arrowTo(action.label, 10);
        expect(await pressAndSee()).toBe('navegou');
        await page.getByRole('tab').first().waitFor();
        return page.url();
      };
      const recordUrl = await openRecord();
      const done: string[] = [];
      for (const tab of doc.tabs ?? []) {
        // The tab's tables with row actions or a master-detail, in the order the tab shows them.
        const tables = (tab.sections ?? []).filter((sec) => sec.table && (sec.table.rowActions?.length || sec.detail));
        if (tables.length === 0) continue;
        const openTab = async () => {
          const t = page.getByRole('tab', { name: tab.title, exact: true });
          await t.click({ timeout: 10_000 }).catch(async (e: Error) => {
            const abertos = await page.getByRole('dialog').allInnerTexts();
            throw new Error(`${e.message}\ndiálogos abertos: ${JSON.stringify(abertos)}`);
          });
          await expect
            .poll(() => page.getByRole('tabpanel').locator('.prh-grid[aria-busy]').count(), { timeout: 20_000 })
            .toBe(0);
          await ocioso(page);
          return t;
        };
        const gridAt = (g: number) => page.getByRole('tabpanel').locator('.prh-grid:has([col-id="__actions"])').nth(g);
        for (const [g, sec] of tables.entries()) {
          const reopen = async () => {
            await page.goto(recordUrl);
            await openTab();
            return gridAt(g);
          };
          if (page.url() !== recordUrl) await page.goto(recordUrl);
          await openTab();
          if ((await gridAt(g).locator('.ag-grid-scrolling-rows .ag-row').count()) === 0) {
            const actions = [
              ...(sec.detail ? [{ action: 'detail', label: sec.detail.label ?? 'Detalhar' }] : []),
              ...(sec.table!.rowActions ?? []),
            ];
            stopAnswering = await answerWith(page, sec.table!.endpoint, rowsShowing(sec.table!.endpoint, actions));
            simulated.push(`${doc.route} › ${tab.title}`);
            await reopen();
          }
          const got = await checkGrid(gridAt(g), reopen, async () => (await openTab()).focus());
          done.push(...got.map((d) => `${tab.title}: ${d}`));
          await stopAnswering?.();
          stopAnswering = undefined;
        }
      }
      console.log(`[teclado] ${doc.route}: ${done.join('; ')}`);
      expect(done.length).toBeGreaterThan(0);
    }, 240_000);
});
