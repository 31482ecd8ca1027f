/**
 * The walking skeleton, end to end in Chromium against the built portal: sign in through the
 * identity provider, pick a unit, search servants with server-side paging and sorting, open a
 * record, see the error and no-result states, log out, and the guards of spec section 6.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot } from './browser.ts';
import { allowConsoleErrors } from './console-gate.ts';
import { cookieMap, expectNoCookies, pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const ana = DEMO_USERS.find((u) => u.nome.startsWith('Ana'))!;
const carla = DEMO_USERS.find((u) => u.nome.startsWith('Carla'))!;
const SESSION_COOKIES = ['tokenId', 'unidadeCodigo', 'unidadeNome', 'unidadeSigla', 'papeis', 'permissoesUsuario'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The search results grid's visible data rows. */
const gridRows = (page: Page) => page.locator('.ag-grid-scrolling-rows .ag-row');

describe('walking skeleton', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the logged-out layout with Registrar, Entrar and the footer', async () => {
    await page.goto(origin);
    await expect.poll(() => page.url()).toMatch(/\/login$/);
    await page.getByRole('button', { name: 'Registrar' }).waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.getByText('Aspectos legais e responsabilidades').count()).toBeGreaterThan(0);
    expect(await page.getByText('Política de privacidade').count()).toBeGreaterThan(0);
    await shot(page, '01-login');
    // On a phone each footer link is a target of at least 24 px, apart from the next (16.7 px).
    await page.setViewportSize({ width: 390, height: 844 });
    const links = page.getByRole('navigation', { name: 'Links institucionais' }).getByRole('link');
    await expect
      .poll(async () => (await links.nth(1).boundingBox())?.y, { timeout: 10_000 })
      .toBeGreaterThan((await links.nth(0).boundingBox())!.y);
    const [a, b] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
    expect(Math.min(a.height, b.height)).toBeGreaterThanOrEqual(24);
    expect(b.y - (a.y + a.height)).toBeGreaterThanOrEqual(4);
    await shot(page, '01-login-celular');
    await page.setViewportSize({ width: 1366, height: 820 });
  });

  it('signs in through the identity provider and asks for a unit', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Entrar' }).first().click();
    await page.waitForURL(/\/rest\/oidc\/interaction\//);
    await shot(page, '02-idp-login');
    await page.getByLabel('CPF').fill(ana.cpf);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('CPF ou senha inválidos.').waitFor();
    await page.getByLabel('CPF').fill(ana.cpf);
    await page.getByLabel('Senha').fill(ana.senha);
    const exchange = page.waitForRequest((r) => r.url().includes('/seguranca/v1/login') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await exchange;
    await page.waitForURL(/\/home/, { timeout: 30_000 });

    const dialog = page.getByRole('dialog', { name: 'Selecione uma unidade para efetuar o login' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor();
    for (const u of ana.unidades) expect(await dialog.getByText(`${u.sigla} - ${u.nome}`).count()).toBe(1);
    await shot(page, '03-unit-dialog');
  });

  it('stores the session cookies after the unit pick, roles encrypted', async () => {
    const seplag = ana.unidades.find((u) => u.sigla === 'SEPLAG')!;
    await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
    const cookies = await cookieMap(page);
    for (const n of SESSION_COOKIES) expect(cookies[n], `cookie ${n}`).toBeTruthy();
    expect(cookies.unidadeSigla).toBe('SEPLAG');
    expect(cookies.unidadeCodigo).toBe(String(seplag.codigo));
    expect(cookies.permissoesUsuario).not.toContain('pesquisa-servidor');
    expect(cookies.papeis).not.toContain('ADMINISTRADOR');
    const local = await page.evaluate(() => ({
      isLogged: localStorage.getItem('isLogged'),
      userUnit: localStorage.getItem('userUnit'),
    }));
    expect(local.isLogged).toBe('true');
    expect(local.userUnit).toContain('SEPLAG');
  });

  it('shows the logged-in layout with a menu built from the permitted routes', async () => {
    await page.goto(`${origin}/home`);
    await page.getByRole('navigation').getByText('Início').waitFor();
    await page.getByRole('navigation').getByText('Recursos humanos').click();
    await page.getByRole('navigation').getByText('Pesquisar servidor').waitFor();
    expect(await page.getByRole('button', { name: /menu/i }).count()).toBeGreaterThan(0);
    await shot(page, '04-home');
  });

  it('searches servants: validation, paging, sorting, Enter, no result and error dialogs', async () => {
    await page.getByRole('navigation').getByText('Pesquisar servidor').click();
    await page.waitForURL(/\/recursos-humanos\/pesquisa-servidor\/$/);
    await page.getByRole('heading', { name: 'Pesquisar servidor' }).waitFor();

    // Invalid CPF: warning, and no call.
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/admissoes/v1/listaServidores')) calls++;
    });
    await page.getByLabel('CPF').fill('111.111.111-12');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const warn = page.getByRole('dialog').filter({ hasText: 'Atenção!' });
    await warn
      .getByText('Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.')
      .waitFor();
    expect(calls).toBe(0);
    await warn.getByRole('button').last().click();
    await page.getByRole('button', { name: 'Limpar' }).click();
    expect(await page.getByLabel('CPF').inputValue()).toBe('');

    // Empty filters: everything of the unit, page 1 of 10 rows, sorted by name.
    const firstPage = page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const resp = await firstPage;
    expect(new URL(resp.url()).searchParams.get('page')).toBe('0');
    expect(new URL(resp.url()).searchParams.get('size')).toBe('10');
    expect(resp.request().headers().authorization).toMatch(/^Bearer /);
    const body = await resp.json();
    expect(body.codigoMensagem).toBe(0);
    await expect.poll(() => gridRows(page).count()).toBe(10);
    const total = body.paginacao.totalRegistros as number;
    expect(total).toBeGreaterThan(20);
    await page
      .getByText(new RegExp(`de ${total.toLocaleString('pt-BR')}`))
      .first()
      .waitFor();
    await shot(page, '05-search-results');

    // Page size 20 → back to page 1 with 20 rows.
    const sized = page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
    await page.getByLabel(/registros por página/i).selectOption('20');
    const sizedUrl = new URL((await sized).url());
    expect(sizedUrl.searchParams.get('size')).toBe('20');
    expect(sizedUrl.searchParams.get('page')).toBe('0');
    await expect.poll(() => gridRows(page).count()).toBe(20);

    // Next page → page=1 on the wire.
    const next = page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
    await page.getByRole('button', { name: /próxima página/i }).click();
    expect(new URL((await next).url()).searchParams.get('page')).toBe('1');

    // Sorting on the server: clicking CPF sorts ASC, again DESC.
    const asc = page.waitForResponse(
      (r) => r.url().includes('/admissoes/v1/listaServidores') && r.url().includes('sort=cpf'),
    );
    await page.locator('.ag-header-cell', { hasText: 'CPF' }).click();
    const ascUrl = new URL((await asc).url());
    expect(ascUrl.searchParams.get('order')).toBe('ASC');
    const desc = page.waitForResponse(
      (r) => r.url().includes('/admissoes/v1/listaServidores') && r.url().includes('order=DESC'),
    );
    await page.locator('.ag-header-cell', { hasText: 'CPF' }).click();
    const descBody = await (await desc).json();
    const cpfs = (descBody.objeto as { cpf: string }[]).map((r) => r.cpf);
    expect([...cpfs].sort().reverse()).toEqual(cpfs);

    // Enter in a field searches; a name that matches nothing shows the no-result text.
    await page.getByLabel('Nome', { exact: true }).fill('Zzzxxyq');
    await page.getByLabel('Nome', { exact: true }).press('Enter');
    await page.getByText('Sua busca não possui resultado. Tente novamente.').waitFor();
    await expect.poll(() => gridRows(page).count()).toBe(0);

    // A technical error (code 1) shows the 'Erro!' dialog with the code and 'Continuar'; the
    // browser's line for the faked 500 is expected (the console gate, console-gate.ts).
    const allow500 = allowConsoleErrors(/status of 500/);
    await page.route('**/admissoes/v1/listaServidores**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          codigoMensagem: 1,
          mensagem: 'Falha de teste.',
          hashErro: 'abc123',
          dataServidor: '22/11/2026 10:00:00',
          objeto: {},
        }),
      }),
    );
    await page.getByLabel('Nome', { exact: true }).fill('Silva');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const err = page.getByRole('dialog').filter({ hasText: 'Erro!' });
    await err.getByText('Falha de teste.').waitFor();
    await err.getByText(/abc123/).waitFor();
    await shot(page, '06-error-dialog');
    await err.getByRole('button', { name: 'Continuar' }).click();
    await page.unroute('**/admissoes/v1/listaServidores**');
    allow500();
  });

  it('opens a record from the row action', async () => {
    await page.getByLabel('Nome', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => gridRows(page).count()).toBe(20);
    const name = (await gridRows(page).first().locator('[col-id="nome"]').innerText()).trim();
    await gridRows(page).first().getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/recursos-humanos\/dados-servidor\/\d+$/);
    await page.getByText(name).first().waitFor();
    await shot(page, '07-record');
  });

  it('logs out through the identity provider and clears the session', async () => {
    await page.getByRole('button', { name: /Ana/ }).click();
    await page.getByText('Sair').click();
    await page.waitForURL(/\/login$/);
    const cookies = await cookieMap(page);
    expectNoCookies(cookies, SESSION_COOKIES);
    const local = await page.evaluate(() => ({ ...localStorage }));
    expect(local.isLogged ?? 'false').toBe('false');
    expect(local.sessionSsc).toBeUndefined();
    expect(local.userUnit).toBeUndefined();
    // The identity provider's session ended too: 'Entrar' asks for credentials again.
    await page.getByRole('button', { name: 'Entrar' }).first().click();
    await page.waitForURL(/\/rest\/oidc\/interaction\//);
  });
});

describe('guards (spec section 6)', () => {
  it('sends a user without the resource to /nao-autorizado, and without the token cookie to /login-expirado', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, origin, carla);
    await page.getByText('Início').first().waitFor();
    expect(await page.getByRole('navigation').getByText('Pesquisar servidor').count()).toBe(0);
    await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await page.waitForURL(/\/nao-autorizado$/);
    await shot(page, '08-nao-autorizado');

    await context.clearCookies({ name: 'tokenId' });
    await page.goto(`${origin}/home`);
    await page.waitForURL(/\/login-expirado$/);
    await shot(page, '09-login-expirado');
    await context.close();
  });
});
