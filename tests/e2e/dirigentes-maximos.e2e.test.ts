/**
 * Dirigentes máximos in Chromium, every screen a JSON document: Ana (administrator at
 * SEPLAG) lists the supreme officials, includes a servant as 'Presidente' (the form filled from the
 * CPF by dirigenteMaximo.buscarCpf), uploads the act of appointment (a PDF), opens it in a new tab,
 * blocks and unblocks the official with a reason.
 * Screenshots: test-results/screenshots/dirigentes-*.
 */
import PDFDocument from 'pdfkit';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot } from './browser.ts';
import { fileTab } from './aba-arquivo.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;

let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let cpf = '';
let nome = '';
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');
const campo = (p: Page, label: string) => p.getByRole('textbox', { name: label, exact: true });

/** A small real PDF (the act of appointment). */
function atoPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));
  doc.fontSize(14).text('Decreto NE nº 321/2026 - nomeação de dirigente máximo');
  doc.end();
  return done;
}

async function fecharSucesso() {
  const ok = page.getByRole('dialog', { name: 'Sucesso!' });
  await ok.waitFor();
  await ok.getByRole('button', { name: 'Fechar' }).click();
  await ok.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  browser = await launch();
  ctx = await newContext(browser);
  page = await ctx.newPage();
  await signIn(page, origin, ANA);
  await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
});

describe('dirigentes máximos', () => {
  it('lists the officials of the unit', async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão do tempo', { exact: true }).click();
    await nav.getByText('Dirigentes máximos').click();
    await page.waitForURL(/\/gestao-tempo\/dirigentes-maximos\/$/);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeLessThanOrEqual(5);
    await shot(page, 'dirigentes-lista');
  });

  it('includes a servant as supreme official, the form filled from the CPF', async () => {
    // A servant last by name (the seed names the first ones by name of each institution).
    await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows(page).first().waitFor();
    const cpfDe = async () => ((await rows(page).first().locator('[col-id="cpf"]').textContent()) ?? '').trim();
    const primeiro = await cpfDe();
    // Name descending (the first servants by name are seeded officials): click 'Nome' until the
    // search answers in that order, then read the first row of that answer.
    for (let clique = 0; clique < 3; clique++) {
      const resposta = page.waitForResponse((r) => /\/listaServidores\?/.test(r.url()));
      await page.getByRole('columnheader', { name: 'Nome' }).click();
      if ((await resposta).url().includes('sort=nome&order=DESC')) break;
    }
    await expect.poll(cpfDe).not.toBe(primeiro);
    cpf = await cpfDe();
    expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);

    await page.goto(`${origin}/gestao-tempo/dirigentes-maximos/`);
    await page.getByRole('button', { name: 'Incluir dirigente máximo' }).click();
    await page.waitForURL(/\/gestao-tempo\/dirigentes-maximos\/incluir\/$/);
    await page.getByLabel(/^CPF do servidor/).fill(cpf.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows(page).first().waitFor();
    await rows(page).first().getByRole('button', { name: 'Selecionar' }).click();
    await page.waitForURL(/\/gestao-tempo\/dirigentes-maximos\/incluir\/\d{11}$/);
    const nomeCampo = page.getByLabel('Nome do servidor');
    await expect.poll(() => nomeCampo.inputValue()).not.toBe('');
    nome = await nomeCampo.inputValue();
    expect(await page.getByLabel('CPF', { exact: true }).inputValue()).toBe(cpf); // masked (digits only)
    expect(await page.getByLabel('Cargo efetivo').inputValue()).not.toBe('');
    await page.getByLabel(/^Cargo de dirigente máximo/).selectOption({ label: 'Presidente' });
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await page.getByRole('textbox', { name: /^Data de início/ }).fill(hoje);
    await page.getByLabel(/^Ato de nomeação/).fill('Decreto NE nº 321/2026');
    await shot(page, 'dirigentes-incluir');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await fecharSucesso();
    await page.waitForURL(/\/gestao-tempo\/dirigentes-maximos\/\d+$/);
    await expect.poll(async () => ((await campo(page, 'Situação').textContent()) ?? '').trim()).toBe('Ativo');
    expect(((await campo(page, 'CPF').textContent()) ?? '').trim()).toBe(cpf);
  });

  it('uploads the act of appointment and opens it as a PDF in a new tab', async () => {
    await shot(page, 'dirigentes-detalhe');
    await page.getByRole('button', { name: 'Editar' }).waitFor();
    await page.getByRole('button', { name: 'Enviar documento' }).click();
    const d = page.getByRole('dialog', { name: 'Enviar documento' });
    await d
      .locator('input[type=file]')
      .setInputFiles({ name: 'decreto-321.pdf', mimeType: 'application/pdf', buffer: await atoPdf() });
    await shot(page, 'dirigentes-enviar-documento');
    await d.getByRole('button', { name: 'Enviar' }).click();
    await fecharSucesso();
    await expect
      .poll(async () => ((await campo(page, 'Documento atual').textContent()) ?? '').trim())
      .toBe('decreto-321.pdf');
    const [resposta, { tab, opened }] = await Promise.all([
      page.waitForResponse((r: Response) => r.url().includes('/dirigenteMaximo/v1/downloadArquivo')),
      fileTab(ctx),
      page.getByRole('button', { name: 'Visualizar documento' }).click(),
    ]);
    expect(resposta.headers()['content-type']).toContain('application/pdf');
    expect((await resposta.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const arquivo = await opened();
    expect(arquivo.url).toMatch(/^blob:/);
    expect(arquivo.pdf).toBe(true);
    await tab.close();
  });

  it('blocks and unblocks the official with a reason', async () => {
    await page.getByRole('button', { name: 'Bloquear' }).click();
    const b = page.getByRole('dialog', { name: 'Bloquear dirigente máximo' });
    await b.getByLabel(/^Motivo/).fill('Afastamento para tratamento de saúde.');
    await shot(page, 'dirigentes-bloquear');
    await b.getByRole('button', { name: 'Bloquear' }).click();
    await fecharSucesso();
    await expect.poll(async () => ((await campo(page, 'Situação').textContent()) ?? '').trim()).toBe('Bloqueado');
    expect(((await campo(page, 'Motivo do último bloqueio/desbloqueio').textContent()) ?? '').trim()).toBe(
      'Afastamento para tratamento de saúde.',
    );
    await expect(page.getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);
    await shot(page, 'dirigentes-bloqueado');

    await page.getByRole('button', { name: 'Desbloquear' }).click();
    const u = page.getByRole('dialog', { name: 'Desbloquear dirigente máximo' });
    await u.getByLabel(/^Motivo/).fill('Retorno às atividades.');
    await u.getByRole('button', { name: 'Desbloquear' }).click();
    await fecharSucesso();
    await expect.poll(async () => ((await campo(page, 'Situação').textContent()) ?? '').trim()).toBe('Ativo');
    await shot(page, 'dirigentes-desbloqueado');
    expect(nome.length).toBeGreaterThan(3);
  });
});
