/**
 * 'Processos judiciais' in Chromium (docs/PROCESSOS-JUDICIAIS.md):
 * 1. Diego (ANALISTA_JUDICIAL at SEPLAG) searches processes — an invalid CNJ number is refused
 *    under the field —, opens one awaiting analysis and saves its analysis.
 * 2. Diego requests the unlock of a withheld payment; approving or refusing his own request is not
 *    offered to him (the gateway refuses it, code 4).
 * 3. Ana (ADMINISTRADOR at SEPLAG), another user, approves it: the payment is 'Desbloqueio aprovado'.
 * Screenshots: test-results/screenshots/processos-judiciais-*.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA, DIEGO } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const JUSTIFICATIVA = 'Servidor comprovou a quitação da obrigação; decisão juntada ao processo SEI.';

let browser: Browser;
let diegoCtx: BrowserContext;
let anaCtx: BrowserContext;
let diego: Page;
let ana: Page;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');
const row = (p: Page, text: string | RegExp) => rows(p).filter({ hasText: text });
const dialog = (p: Page, name: string | RegExp) => p.getByRole('dialog', { name });
const shots = (p: Page, name: string) => shot(p, `processos-judiciais-${name}`);
/** CNJ number of the process whose payment is unlocked (read from the grid). */
let processo = '';

async function abrir(p: Page, item: string, url: RegExp) {
  const nav = p.getByRole('navigation');
  const entry = nav.getByText(item, { exact: true });
  if (!(await entry.isVisible())) await nav.getByText('Processos judiciais', { exact: true }).click();
  await entry.click();
  await p.waitForURL(url);
}

async function fecharSucesso(p: Page, texto: string) {
  const ok = dialog(p, 'Sucesso!');
  await ok.getByText(texto).waitFor();
  await ok.getByRole('button', { name: 'Fechar' }).click();
}

beforeAll(async () => {
  browser = await launch();
  diegoCtx = await newContext(browser);
  diego = await diegoCtx.newPage();
  await signIn(diego, origin, DIEGO); // one unit: selected at once
});
afterAll(async () => {
  await diegoCtx?.close();
  await anaCtx?.close();
  await browser?.close();
});

describe('Consulta de processos and the analysis', () => {
  it('refuses an invalid CNJ number under the field, then lists the processes', async () => {
    await abrir(diego, 'Consulta de processos', /\/processos-judiciais\/consulta-de-processos\/$/);
    await rows(diego).first().waitFor();
    await diego.getByLabel('Número do processo').fill('0001234-00.2024.8.13.0024');
    await diego.getByRole('button', { name: 'Pesquisar' }).click();
    await diego
      .getByText('Número de processo inválido. Use o formato NNNNNNN-DD.AAAA.J.TR.OOOO do CNJ.')
      .first()
      .waitFor();
    await shots(diego, 'cnj-invalido');
    await dialog(diego, 'Atenção!').getByRole('button', { name: 'Fechar' }).click();
    await diego.getByLabel('Número do processo').fill('');
    await diego.getByLabel('Situação').selectOption({ label: 'Aguardando análise' });
    const res = diego.waitForResponse((r) => r.url().includes('/listarProcesso'));
    await diego.getByRole('button', { name: 'Pesquisar' }).click();
    expect((await (await res).json()).codigoMensagem).toBe(0);
    await expect.poll(() => rows(diego).first().textContent()).toContain('Aguardando análise');
    expect(await rows(diego).first().textContent()).toMatch(/\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/);
    await shots(diego, 'consulta');
  });

  it('opens a process and saves its analysis', async () => {
    await rows(diego).first().getByRole('button', { name: 'Analisar' }).click();
    await diego.waitForURL(/\/processos-judiciais\/analisar-processo\/\d+$/);
    await diego.getByText('Aguardando análise').first().waitFor();
    await shots(diego, 'analisar');
    await diego.getByRole('button', { name: 'Salvar análise' }).click();
    const d = dialog(diego, 'Análise do processo');
    await d.getByLabel(/^Cumprimento em folha/).selectOption({ label: 'Suspender o desconto' });
    await d.getByLabel(/^Indicativo de suspensão/).selectOption({ label: '04 - Antecipação de tutela' });
    await d
      .getByLabel(/^Parecer/)
      .fill('Tutela antecipada determina a suspensão do desconto até o julgamento do mérito.');
    await shots(diego, 'analisar-dialogo');
    const post = diego.waitForResponse((r) => r.url().includes('/salvarProcesso'));
    await d.getByRole('button', { name: 'Salvar análise' }).click();
    expect((await (await post).json()).codigoMensagem).toBe(0);
    await fecharSucesso(diego, 'Análise do processo salva com sucesso.');
    await diego.getByText('Analisado', { exact: true }).first().waitFor();
    await diego.getByText('Suspender o desconto').waitFor();
    // Spec §2, read-only info field: the multi-line variant has 3 rows (the opinion fits in them).
    const { caixa, linha, texto } = await diego.getByRole('textbox', { name: 'Parecer' }).evaluate((el) => ({
      caixa: el.parentElement!.clientHeight,
      linha: parseFloat(getComputedStyle(el).lineHeight),
      texto: el.clientHeight,
    }));
    expect(texto).toBeLessThanOrEqual(3 * linha);
    expect(caixa).toBeGreaterThanOrEqual(3 * linha);
    expect(caixa).toBeLessThan(4 * linha);
    await diego.getByRole('tab', { name: 'Dados para o eSocial' }).click();
    await diego.getByText('Antecipação de tutela').waitFor();
    await shots(diego, 'analisado-esocial');
  });

  it('revising an analysed process starts from the saved analysis', async () => {
    await diego.getByRole('button', { name: 'Salvar análise' }).click();
    const d = dialog(diego, 'Análise do processo');
    const cumprimento = d.getByLabel(/^Cumprimento em folha/);
    await expect
      .poll(() => cumprimento.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent))
      .toBe('Suspender o desconto');
    expect(
      await d
        .getByLabel(/^Indicativo de suspensão/)
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent),
    ).toBe('04 - Antecipação de tutela');
    expect(await d.getByLabel(/^Parecer/).inputValue()).toBe(
      'Tutela antecipada determina a suspensão do desconto até o julgamento do mérito.',
    );
    await shots(diego, 'reanalisar-dialogo');
    await d.getByRole('button', { name: 'Cancelar' }).click();
    await d.waitFor({ state: 'detached' });
  });
});

describe('Pagamentos retidos: request and approval by two users', () => {
  it('Diego requests the unlock of a withheld payment', async () => {
    await abrir(diego, 'Pagamentos retidos', /\/processos-judiciais\/pagamentos-retidos\/$/);
    await rows(diego).first().waitFor();
    await diego.getByLabel('Situação').selectOption({ label: 'Pagamento bloqueado' });
    await diego.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => rows(diego).first().textContent()).toMatch(/pagamento bloqueado/i);
    const primeira = rows(diego).first();
    processo = /\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/.exec((await primeira.textContent()) ?? '')![0];
    await shots(diego, 'pagamentos');
    // Only this process's payments from now on: the row stays in view after its state changes.
    await diego.getByLabel('Situação').selectOption({ index: 0 });
    await diego.getByLabel('Número do processo').fill(processo);
    await diego.getByRole('button', { name: 'Pesquisar' }).click();
    const alvo = row(diego, /pagamento bloqueado/i).first();
    await alvo.getByRole('button', { name: 'Solicitar desbloqueio' }).click();
    const d = dialog(diego, 'Solicitar desbloqueio de pagamento');
    await d.getByLabel(/^Justificativa/).fill(JUSTIFICATIVA);
    const post = diego.waitForResponse((r) => r.url().includes('/desbloqueioPagamento'));
    await d.getByRole('button', { name: 'Solicitar desbloqueio' }).click();
    expect((await (await post).json()).codigoMensagem).toBe(0);
    await fecharSucesso(
      diego,
      'Solicitação de desbloqueio registrada. Ela será analisada por outro usuário da unidade.',
    );
    await row(diego, DIEGO.nome).waitFor();
    expect(await row(diego, DIEGO.nome).textContent()).toMatch(/aguardando aprova[cç][aã]o desbloqueio/i);
  });

  it('Diego is not offered the analysis of his own request (the gateway would refuse it)', async () => {
    const propria = row(diego, DIEGO.nome);
    await propria.getByText(/aguardando aprova[cç][aã]o desbloqueio/i).waitFor();
    expect(await propria.getByRole('button', { name: 'Aprovar desbloqueio' }).count()).toBe(0);
    expect(await propria.getByRole('button', { name: 'Recusar desbloqueio' }).count()).toBe(0);
    await shots(diego, 'propria-solicitacao');
  });

  it('Ana, another user of the unit, approves it', async () => {
    anaCtx = await newContext(browser);
    ana = await anaCtx.newPage();
    await signIn(ana, origin, ANA);
    await pickUnit(ana, `${seplag.sigla} - ${seplag.nome}`);
    await abrir(ana, 'Pagamentos retidos', /\/processos-judiciais\/pagamentos-retidos\/$/);
    await ana.getByLabel('Número do processo').fill(processo);
    await ana.getByRole('button', { name: 'Pesquisar' }).click();
    const alvo = row(ana, DIEGO.nome);
    await alvo.waitFor();
    await alvo.getByRole('button', { name: 'Aprovar desbloqueio' }).click();
    const confirma = dialog(ana, 'Aprovar desbloqueio');
    await confirma.getByText(/solicitado por Diego Analista/).waitFor();
    expect(await confirma.textContent()).toContain(JUSTIFICATIVA);
    await shots(ana, 'aprovar');
    const post = ana.waitForResponse((r) => r.url().includes('/analisarSolicitacaoDesbloqueioPagamento'));
    await confirma.getByRole('button', { name: 'Aprovar' }).click();
    expect((await (await post).json()).codigoMensagem).toBe(0);
    await fecharSucesso(ana, 'Desbloqueio do pagamento aprovado.');
    await expect.poll(() => row(ana, DIEGO.nome).textContent()).toMatch(/desbloqueio aprovado/i);
    expect(await row(ana, DIEGO.nome).getByRole('button', { name: 'Aprovar desbloqueio' }).count()).toBe(0);
    await shots(ana, 'aprovado');
  });
});
