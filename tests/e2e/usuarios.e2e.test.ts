/**
 * 'Relatório de usuários' for real, in Chromium: Ana (ADMINISTRADOR at SEPLAG) opens it from the
 * menu 'Gestão de usuários', finds every role in the 'Perfil' filter, searches, and exports only the current page → the call carries
 * `filtros.exportarTudo: false` and the user is told the report was scheduled.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import papeis from '../../screens/papeis.json' with { type: 'json' };
import { launch, newContext, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
  await signIn(page, origin, ANA);
  await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('relatório de usuários', () => {
  it("opens from the menu 'Gestão de usuários' and searches the unit's users", async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão de usuários', { exact: true }).click();
    await nav.getByText('Relatório de usuários').click();
    await page.waitForURL(/\/usuarios\/relatorio\/$/);
    await page.getByRole('heading', { name: 'Relatório de usuários' }).first().waitFor();
    // 'Perfil' lists the roles themselves, with their own names (a copy lacked one and said 'Consulta de RH').
    const perfis = [...papeis.papeis].map((p) => p.nome).sort((a, b) => a.localeCompare(b, 'pt-BR'));
    const opcoes = () => page.getByLabel('Perfil').locator('option:not([value=""])').allTextContents();
    await expect.poll(opcoes, { timeout: 15_000 }).toEqual(perfis);
    await page.getByLabel('Nome').fill('Ana');
    const resp = page.waitForResponse((r) => r.url().includes('/usuario/v1/relatorio'));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const r = await resp;
    expect(new URL(r.url()).searchParams.has('papel')).toBe(false); // no role picked, none sent
    const body = await r.json();
    expect(body.codigoMensagem).toBe(0);
    await expect.poll(() => rows(page).count()).toBe(body.objeto.length);
    const first = await rows(page).first().textContent();
    expect(first).toContain('Ana Administradora');
    expect(first).toContain('390.533.447-05');
    expect(first).toContain('Administrador');
  });

  it('exports only the current page and is told it was scheduled', async () => {
    await page.getByRole('button', { name: 'Exportar' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Confirmação de solicitação de exportação' });
    await dialog.waitFor();
    // Blueprint draws the control over the input: click the labels, as a person would.
    await dialog.getByText('Exportar somente página atual').click();
    expect(await dialog.getByRole('checkbox', { name: 'Exportar somente página atual' }).isChecked()).toBe(true);
    await dialog.getByText('CSV', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'CSV' }).isChecked()).toBe(true);
    const req = page.waitForRequest((r) => r.url().includes('/usuario/v1/exportar'));
    const resp = page.waitForResponse((r) => r.url().includes('/usuario/v1/exportar'));
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    expect((await req).postDataJSON()).toEqual({
      formato: 'CSV',
      tela: 'relatorio-usuarios', // the gateway writes the file with this screen's columns
      filtros: { nome: 'Ana', exportarTudo: false },
      paginacao: { page: 0, size: 10, sort: 'nome', order: 'ASC' },
    });
    expect((await (await resp).json()).objeto.statusGeracao).toBe('PENDENTE');
    await page
      .getByText(
        'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.',
      )
      .waitFor();
    await shot(page, 'usuarios-01-exportacao-agendada');
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
  });
});
