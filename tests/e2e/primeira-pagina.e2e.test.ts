/**
 * What the first page leaves for later (docs/PERFORMANCE.md "First page weight") still
 * works as if it had been there: the unit dialog, the user menu and the favourites' popover load on
 * first use — the keyboard opens the user menu with Enter or Space even before its code arrived,
 * and the focus stays on the button; the shell's own tooltips show on hover and keyboard focus; a
 * screen's icons (a separate chunk) are drawn with the screen, none left empty.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA, BRUNO } from '../../gateway/db/demo-users.ts';
import { join } from 'node:path';
import { CPU_LENTA, launch, newContext, SCREENSHOTS, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const SEPLAG = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, { cpu: CPU_LENTA });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const userButton = () => page.getByRole('button', { name: /menu do usuário$/ });
const userMenu = () => page.getByRole('menu', { name: 'Menu do usuário' });
/** The top bar's right end, where the user menu and the theme toggle's tip open. */
const topRight = (name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), clip: { x: 766, y: 0, width: 600, height: 260 } });
const focusedLabel = () =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null);

/**
 * Icons still waiting for their paths: Blueprint draws such an icon as an empty span (its icon
 * font class, which the portal does not load) until the paths arrive.
 */
const EMPTY_ICONS = () =>
  [...document.querySelectorAll('span.bp6-icon[data-icon]')]
    .filter((el) => !el.querySelector('svg'))
    .map((el) => el.getAttribute('data-icon'));
const emptyIcons = (p: Page = page) => p.evaluate(EMPTY_ICONS);

describe('first page: what loads on first use', () => {
  it('the login page, then the unit dialog and /home', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await emptyIcons()).toEqual([]);
    await shot(page, 'primeira-pagina-01-login');
    await signIn(page, origin, ANA);
    await page.getByRole('dialog', { name: 'Selecione uma unidade para efetuar o login' }).waitFor();
    await shot(page, 'primeira-pagina-02-unidade');
    await pickUnit(page, `${SEPLAG.sigla} - ${SEPLAG.nome}`);
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    await page.getByText(/Você está acessando o Portal RH/).waitFor();
    expect(await emptyIcons()).toEqual([]);
    await shot(page, 'primeira-pagina-03-home');
  });

  it('the keyboard opens the user menu before its code arrived (Enter, Space), and the focus stays', async () => {
    for (const key of ['Enter', ' ']) {
      await page.reload();
      await userButton().waitFor();
      // The popover's module is not there yet: focusing starts loading it, the key press is kept.
      await userButton().focus();
      await page.keyboard.press(key);
      await userMenu().waitFor();
      expect(await userMenu().getByRole('menuitem', { name: 'Trocar unidade' }).count()).toBe(1);
      if (key === 'Enter') await topRight('primeira-pagina-04-menu-do-usuario');
      await page.keyboard.press('Escape');
      await userMenu().waitFor({ state: 'detached' });
      expect(await focusedLabel()).toMatch(/menu do usuário$/);
    }
    // Once loaded, the mouse opens and closes it as before.
    await userButton().click();
    await userMenu().waitFor();
    await userButton().click();
    await userMenu().waitFor({ state: 'detached' });
  });

  it('the focus moved to the button by Tab stays on it while the popover code replaces it', async () => {
    await page.reload();
    await userButton().waitFor();
    // The theme toggle is just before the user menu in the top bar.
    await page.getByRole('button', { name: 'Ativar tema escuro' }).focus();
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300); // the popover's module arrives and the button is replaced
    expect(await focusedLabel()).toMatch(/menu do usuário$/);
    await page.keyboard.press('Enter');
    await userMenu().waitFor();
    await page.keyboard.press('Escape');
    // Closed, the menu gives the focus back to its button (after its transition): wait for it, or it
    // takes the focus from the next test's controls.
    await userMenu().waitFor({ state: 'detached' });
    await expect.poll(focusedLabel).toMatch(/menu do usuário$/);
  });

  it('tooltips: on hover and on keyboard focus', async () => {
    await page.getByRole('button', { name: 'Ativar tema escuro' }).hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe('Ativar tema escuro');
    await topRight('primeira-pagina-05-dica');
    await page.mouse.move(600, 600);
    await tip.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await tip.waitFor();
    expect(await tip.textContent()).toBe('Adicionar aos favoritos');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
    // Below 1280 px the sidebar shows icons only; each names itself in a tip on its right.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.reload();
    const area = page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Recursos humanos' });
    await area.hover();
    await tip.waitFor();
    expect(await tip.textContent()).toBe('Recursos humanos');
    const [a, t] = await Promise.all([area.boundingBox(), tip.boundingBox()]);
    expect(t!.x).toBeGreaterThan(a!.x + a!.width);
    await page.screenshot({
      path: join(SCREENSHOTS, 'primeira-pagina-06-menu-recolhido.png'),
      clip: { x: 0, y: 0, width: 400, height: 300 },
    });
    await page.setViewportSize({ width: 1366, height: 820 });
  });

  it("a screen's icons arrive with it (none drawn empty)", async () => {
    const other = await newContext(browser, { cpu: CPU_LENTA });
    const p = await other.newPage();
    await signIn(p, origin, BRUNO);
    await p.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await p.getByRole('button', { name: 'Pesquisar' }).waitFor();
    await ocioso(p);
    expect(await emptyIcons(p)).toEqual([]);
    await shot(p, 'primeira-pagina-07-tela');
    await other.close();
  });
});
