/**
 * 'Progressão e promoção' (time-counting gateway) in Chromium, every screen a JSON
 * document:
 * 1. Ana (administrator at SEPLAG) lists the progressions 'Aguardando validação', ticks two rows
 *    and validates them in batch.
 * 2. She opens another one and disapproves it: without a reason she is told to pick one; with one,
 *    its 'Reprovação' tab lists it (the observation apart) and 'Histórico de alterações' the decision.
 * 3. She requests its reprocessing with a justification (required), then reprocesses it after the
 *    correction: it is computed again and awaits validation.
 * 4. 'Consulta de regras de carreiras' lists the rules of the unit's careers.
 * Screenshots: test-results/screenshots/progressao-*.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;

let browser: Browser;
let ana: BrowserContext;
let page: Page;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');
const dialog = (p: Page, name: string | RegExp) => p.getByRole('dialog', { name });

async function fecharSucesso(texto: RegExp): Promise<void> {
  const ok = page.getByRole('dialog', { name: 'Sucesso!' });
  await ok.getByText(texto).waitFor();
  await ok.getByRole('button', { name: 'Fechar' }).click();
}

async function pesquisarAguardando(): Promise<void> {
  await page.getByLabel('Situação').selectOption({ label: 'Aguardando validação' });
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await rows(page).first().waitFor();
}

/** Runs `fn` on the page reloaded in the dark theme at 1024 px, then returns to light at 1366 px. */
async function emTemaEscuroE1024(fn: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 820 });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await fn();
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
  await page.setViewportSize({ width: 1366, height: 820 });
  await page.reload();
}

beforeAll(async () => {
  browser = await launch();
  ana = await newContext(browser);
  page = await ana.newPage();
  await signIn(page, origin, ANA);
  await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
});
afterAll(async () => {
  await ana?.close();
  await browser?.close();
});

describe('progressão e promoção', () => {
  it('validates a batch of progressions awaiting validation', async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão do tempo', { exact: true }).click();
    await nav.getByText('Consulta de progressão e promoção').click();
    await page.waitForURL(/\/gestao-tempo\/progressao-promocao\/consulta-progressao-servidor\/$/);
    await pesquisarAguardando();
    const checks = page.getByRole('checkbox', { name: 'Selecionar linha' });
    // Blueprint draws the box over the input: tick through it. check() reads the box right after
    // its click: quick ticks used to read unticked until the grid's next refresh (about 1 in 5).
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 3; n++) await checks.nth(n).check({ force: true });
      await page.getByText(/3 selecionad/).waitFor();
      for (let n = 0; n < 3; n++) await checks.nth(n).uncheck({ force: true });
      await page.getByText('Nenhum registro selecionado').waitFor();
    }
    await checks.nth(0).check({ force: true });
    await checks.nth(1).check({ force: true });
    await page.getByText(/2 selecionad/).waitFor();
    const nomes = [
      ((await rows(page).nth(0).locator('[col-id="nome"]').textContent()) ?? '').trim(),
      ((await rows(page).nth(1).locator('[col-id="nome"]').textContent()) ?? '').trim(),
    ];
    await shot(page, 'progressao-lote-selecionado');
    await page.getByRole('button', { name: 'Validar selecionadas' }).click();
    const conf = dialog(page, 'Validar progressões');
    await conf.getByText(/Validar 2 progressão/).waitFor();
    await conf.getByRole('button', { name: 'Validar' }).click();
    await fecharSucesso(/2 progressões validadas com sucesso|2 de 2/);
    // The list reloads: the two validated rows are no longer awaiting validation.
    await expect
      .poll(async () => ((await rows(page).nth(0).locator('[col-id="nome"]').textContent()) ?? '').trim())
      .not.toBe(nomes[0]);
    await shot(page, 'progressao-lote-validado');
  });

  it('disapproves one with a reason, requests its reprocessing with a justification and reprocesses it', async () => {
    await rows(page).first().getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/gestao-progressao-servidor\/\d+$/);
    await page.getByText('Pendências da apuração').waitFor();
    // A percentage in pt-BR ('82.21').
    const media = page.getByRole('textbox', { name: 'Média das avaliações (%)', exact: true });
    await expect.poll(() => media.textContent(), { timeout: 10_000 }).toMatch(/^\d{1,3},\d{2}$/);
    await shot(page, 'progressao-detalhe');
    await page.getByRole('button', { name: 'Reprovar' }).click();
    const rep = dialog(page, 'Reprovar progressão');
    // Without a reason: a message that says what to do, not 'Valor inválido.'.
    await rep.getByRole('button', { name: 'Reprovar' }).click();
    await rep.getByText('Selecione ao menos uma opção.').waitFor();
    expect(await rep.textContent()).not.toContain('Valor inválido.');
    await shot(page, 'progressao-reprovar-sem-motivo');
    await rep.getByText('Documentação pendente ou divergente').click();
    expect(await rep.getByRole('checkbox', { name: 'Documentação pendente ou divergente' }).isChecked()).toBe(true);
    await rep.getByLabel('Observação').fill('Certidão de tempo de serviço divergente.');
    await shot(page, 'progressao-reprovar');
    await rep.getByRole('button', { name: 'Reprovar' }).click();
    await fecharSucesso(/Progressão reprovada com sucesso/);
    await page.getByRole('textbox', { name: 'Situação', exact: true }).getByText('Reprovada').waitFor();
    await page.getByRole('tab', { name: 'Reprovação' }).click();
    // The reasons are the grid's rows; the observation is shown as what it is, not as a reason.
    await rows(page).filter({ hasText: 'Documentação pendente ou divergente' }).waitFor();
    expect(await rows(page).filter({ hasText: 'Certidão de tempo de serviço divergente.' }).count()).toBe(0);
    await page
      .getByRole('textbox', { name: 'Observação da reprovação', exact: true })
      .getByText('Certidão de tempo de serviço divergente.')
      .waitFor();
    await shot(page, 'progressao-reprovacao');
    // The decision is in the record's history, in words.
    await page.getByRole('tab', { name: 'Histórico de alterações' }).click();
    const decisao = rows(page).filter({ hasText: 'Reprovação de progressão' });
    await decisao.waitFor();
    expect(await decisao.textContent()).toContain('Situação: Aguardando validação → Reprovada');
    expect(await decisao.textContent()).toContain('Motivos da reprovação: — → Documentação pendente ou divergente');
    expect(await decisao.textContent()).toContain(ANA.nome);
    await shot(page, 'progressao-historico');

    // Reprocessing: the justification is required.
    await page.getByRole('button', { name: 'Solicitar reprocessamento' }).click();
    const sol = dialog(page, 'Solicitar reprocessamento');
    await sol.getByRole('button', { name: 'Solicitar' }).click();
    await expect.poll(() => sol.textContent()).toMatch(/obrigat|Informe|preench/i);
    await sol.getByLabel(/Justificativa/).fill('Certidão corrigida pelo órgão de origem; reprocessar.');
    await sol.getByRole('button', { name: 'Solicitar' }).click();
    await fecharSucesso(/Reprocessamento solicitado com sucesso/);
    await page.getByRole('tab', { name: 'Progressão' }).click();
    await page
      .getByRole('textbox', { name: 'Situação', exact: true })
      .getByText('Reprocessamento solicitado')
      .waitFor();
    // Out of order: no validation or disapproval while the reprocessing is pending.
    expect(await page.getByRole('button', { name: 'Reprovar' }).count()).toBe(0);
    await shot(page, 'progressao-reprocessamento-solicitado');
    await page.getByRole('button', { name: 'Reprocessar após correção' }).click();
    const conf = dialog(page, 'Reprocessar após correção');
    await conf.getByText(/Certidão corrigida/).waitFor();
    await conf.getByRole('button', { name: 'Reprocessar' }).click();
    await fecharSucesso(/Progressão reprocessada: apta, aguardando validação/);
    await page.getByRole('textbox', { name: 'Situação', exact: true }).getByText('Aguardando validação').waitFor();
    expect(await page.getByRole('button', { name: 'Reprocessar após correção' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Avaliações de desempenho' }).click();
    await rows(page).first().waitFor();
    await shot(page, 'progressao-reprocessada');
    // Every decision, newest first: the reprocessing, its request and the disapproval.
    await page.getByRole('tab', { name: 'Histórico de alterações' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(await rows(page).first().textContent()).toContain(
      'Situação: Reprocessamento solicitado → Aguardando validação',
    );
    await shot(page, 'progressao-historico-completo');
    await emTemaEscuroE1024(async () => {
      await page.getByRole('tab', { name: 'Histórico de alterações' }).click();
      await expect.poll(() => rows(page).count()).toBe(3);
      await shot(page, 'progressao-historico-completo-escuro-1024');
    });
  });

  it('lists the career rules of the unit', async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Consulta de regras de carreiras').click();
    await page.waitForURL(/\/gestao-tempo\/progressao-promocao\/consulta-regras-carreiras-serv\/$/);
    await rows(page).first().waitFor();
    await expect
      .poll(() => rows(page).first().textContent())
      .toMatch(/Analista Executivo|EPPGG|Assistente Executivo|Técnico de Gestão/);
    await shot(page, 'progressao-regras-carreiras');
  });
});
