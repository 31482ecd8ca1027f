/**
 * 'Gestão do tempo', year-end bonus, in Chromium, every screen a JSON document:
 * 1. Ana (administrator at SEPLAG) searches the paid year's bonuses and opens a servant with 12
 *    avos; she computes ('Apurar') the year — nothing changes.
 * 2. She registers a late unjustified absence of 20 days: the avos drop to 11, the month shows why,
 *    and an adjustment 'a restituir' appears in 'Gestão de alterações de avos'.
 * 3. She indicates the adjustment, then rectifies and finalises it; it cannot be finalised twice
 *    (no button left) and its history shows the three events with the 'historico-avos' keys.
 * Screenshots in both themes: test-results/screenshots/gratificacao-*.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { anosGratificacao } from '../../gateway/domain/gratificacao.ts';
import { launch, newContext, shot, shotsBothThemes } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const { pago, aberto } = anosGratificacao();

let browser: Browser;
let ana: BrowserContext;
let page: Page;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');
const dialog = (p: Page, name: string | RegExp) => p.getByRole('dialog', { name });
let nome = '';
let cpf = '';
let numero = '';

/** Both themes of the page as it is now (test-results/screenshots/gratificacao-*). */
const shots = (p: Page, name: string) => shotsBothThemes(p, `gratificacao-${name}`);

async function fecharSucesso(texto: RegExp): Promise<string> {
  const ok = page.getByRole('dialog', { name: 'Sucesso!' });
  await ok.getByText(texto).waitFor();
  const t = (await ok.textContent()) ?? '';
  await ok.getByRole('button', { name: 'Fechar' }).click();
  return t;
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

describe('gratificação natalina', () => {
  it("searches the paid year and opens a servant with 12 avos; 'Apurar' changes nothing", async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão do tempo', { exact: true }).click();
    await nav.getByText('Consultar gratificação natalina').click();
    await page.waitForURL(/\/gestao-tempo\/gratificacao-natalina\/consulta-gratificacao-natalina\/$/);
    // The year starts on the open one (and comes back when emptied), so the first 'Pesquisar' runs.
    await expect.poll(() => page.getByLabel(/^Ano/).inputValue()).toBe(String(aberto));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect
      .poll(() => page.locator('.prh-results .ag-grid-scrolling-rows .ag-row').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await shot(page, 'gratificacao-ano-aberto');
    await page.getByLabel(/^Ano/).selectOption({ label: `${pago} (paga)` });
    await page.getByLabel('Situação').selectOption({ label: 'Paga' });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows(page).first().waitFor();
    await shot(page, 'gratificacao-consulta');
    // Sort by avos descending so a servant with 12 avos comes first.
    await page.getByRole('columnheader', { name: 'Avos' }).click();
    await page.getByRole('columnheader', { name: 'Avos' }).click();
    await expect.poll(() => rows(page).first().textContent()).toMatch(/12/);
    const first = rows(page).first();
    await first.getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/dados-gratificacao-natalina\/\d+$/);
    await page.getByText('Avos apurados').waitFor();
    nome = ((await page.getByRole('textbox', { name: 'Nome', exact: true }).textContent()) ?? '').trim();
    cpf = ((await page.getByRole('textbox', { name: 'CPF', exact: true }).textContent()) ?? '').trim();
    numero = ((await page.getByRole('textbox', { name: 'Nº funcionário', exact: true }).textContent()) ?? '').trim();
    expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await shots(page, 'dados');
    // The attendance and the bonus pay slip the avos come from.
    for (const [aba, texto] of [
      ['Avos mês a mês', 'Dezembro'],
      ['Frequência', 'Dezembro'],
      ['Contracheque da gratificação', 'GRATIFICAÇÃO NATALINA'],
      ['Cargo e carga horária', 'Dezembro'],
    ]) {
      await page.getByRole('tab', { name: aba }).click();
      await page.getByRole('tabpanel').getByText(texto).first().waitFor();
      await shot(page, `gratificacao-aba-${aba.toLowerCase().replace(/\W+/g, '-')}`);
    }
    await page.getByRole('tab', { name: 'Gratificação', exact: true }).click();
    await page.getByRole('button', { name: 'Apurar' }).click();
    await dialog(page, 'Apurar gratificação natalina').getByRole('button', { name: 'Apurar' }).click();
    await fecharSucesso(new RegExp(`Avos de ${pago} inalterados \\(12\\)`));
  });

  it('a late absence lowers the avos of the paid year and opens an adjustment a restituir', async () => {
    let texto = '';
    for (let mes = 2; mes <= 11 && !texto; mes++) {
      const m = String(mes).padStart(2, '0');
      await page.getByRole('button', { name: 'Registrar ausência' }).click();
      const d = dialog(page, /Registrar ausência de/);
      await d
        .getByLabel(/^Tipo de ausência/)
        .selectOption({ label: 'Falta não justificada (não conta como exercício)' });
      await d.getByRole('textbox', { name: /^Data de início/ }).fill(`01/${m}/${pago}`);
      await d.getByRole('textbox', { name: /^Data de fim/ }).fill(`20/${m}/${pago}`);
      if (mes === 2) await shot(page, 'gratificacao-registrar-ausencia');
      const post = page.waitForResponse(
        (r) => r.url().includes('/ausenciasServidorPoc/v1') && r.request().method() === 'POST',
      );
      await d.getByRole('button', { name: 'Registrar' }).click();
      const body = await (await post).json();
      if (body.codigoMensagem === 0) texto = await fecharSucesso(/Ausência registrada/);
      else {
        expect(body.listaCriticas[0].mensagem).toMatch(/coincide/); // a vacation that month: the next one
        await page
          .getByRole('dialog')
          .last()
          .getByRole('button', { name: /Fechar|OK/ })
          .first()
          .click();
        while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
      }
    }
    expect(texto).toMatch(new RegExp(`Avos de ${pago}: 12 → 11`));
    expect(texto).toMatch(/acerto 'a restituir' gerado/);
    await page.getByRole('tab', { name: 'Meses sem avo' }).click();
    await rows(page).filter({ hasText: 'Falta não justificada' }).first().waitFor();
    await shots(page, 'meses-sem-avo');
  });

  it('the adjustment is indicated, then rectified and finalised once; its history tells the three steps', async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão de alterações de avos após pagamento Gratificação Natalina').click();
    await page.waitForURL(/\/gestao-alteracao-avos\/$/);
    // This servant's adjustment: the seed opens others in every unit.
    const linha = rows(page).filter({ hasText: 'PENDENTE' }).filter({ hasText: nome }).first();
    await linha.waitFor();
    expect(await linha.textContent()).toMatch(/A RESTITUIR/i);
    await shots(page, 'gestao-alteracao');
    await linha.getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/gestao-alteracao-avos\/\d+\/\d+$/);
    await page.getByRole('button', { name: 'Indicar acerto financeiro' }).click();
    const d = dialog(page, 'Indicar acerto financeiro');
    await d.getByRole('textbox', { name: /Competência do acerto/ }).fill(`01/${pago + 2}`);
    await d.getByLabel(/^Indicação financeira/).fill('Desconto de um avo na folha de janeiro.');
    await d.getByRole('button', { name: 'Salvar indicação' }).click();
    await fecharSucesso(/Indicação financeira registrada/);
    await page.getByRole('button', { name: 'Retificar e finalizar acerto' }).click();
    const r = dialog(page, 'Retificar e finalizar acerto');
    await r.getByLabel(/^Retificação/).fill('Conferido com a folha de janeiro.');
    await r.getByRole('button', { name: 'Finalizar acerto' }).click();
    await fecharSucesso(/Acerto retificado e finalizado/);
    await page.getByText('Finalizado').first().waitFor();
    expect(await page.getByRole('button', { name: 'Retificar e finalizar acerto' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Histórico do acerto' }).click();
    await rows(page).filter({ hasText: 'Acerto finalizado' }).waitFor();
    const eventos = await rows(page).allTextContents();
    expect(eventos.join('|')).toMatch(/Acerto finalizado[\s\S]*Retificar acerto[\s\S]*A restituir/i);
    await shots(page, 'historico-acerto');
    // The servant's history of avos changes, searched by número funcionário.
    await page.getByRole('navigation').getByText('Histórico de alterações de avos').click();
    await page.getByLabel(/^Número funcionário/).fill(numero);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => rows(page).first().textContent()).toMatch(/FINALIZADO/i);
    await shot(page, 'gratificacao-historico-avos');
    void nome;
  });

  /** Opens the bonus of `ano` of the servant of the first test through the search. */
  async function abrirGratificacao(ano: number, rotulo: string) {
    await page.goto(`${origin}/gestao-tempo/gratificacao-natalina/consulta-gratificacao-natalina/`);
    await page.getByLabel(/^Ano/).selectOption({ label: `${ano} (${rotulo})` });
    await page.getByLabel('CPF').pressSequentially(cpf.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).filter({ hasText: cpf }).getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/dados-gratificacao-natalina\/\d+$/);
    await page.getByText('Avos apurados').waitFor();
  }
  const avos = async () =>
    ((await page.getByRole('textbox', { name: 'Avos apurados', exact: true }).textContent()) ?? '').trim();

  it('a parametrisation change recomputes the open year and never the paid one', async () => {
    // An unjustified absence in the open year: 12 → 11.
    await abrirGratificacao(aberto, 'em apuração');
    let texto = '';
    for (let mes = 2; mes <= 10 && !texto; mes++) {
      const m = String(mes).padStart(2, '0');
      await page.getByRole('button', { name: 'Registrar ausência' }).click();
      const d = dialog(page, /Registrar ausência de/);
      await d
        .getByLabel(/^Tipo de ausência/)
        .selectOption({ label: 'Falta não justificada (não conta como exercício)' });
      await d.getByRole('textbox', { name: /^Data de início/ }).fill(`01/${m}/${aberto}`);
      await d.getByRole('textbox', { name: /^Data de fim/ }).fill(`20/${m}/${aberto}`);
      const post = page.waitForResponse(
        (r) => r.url().includes('/ausenciasServidorPoc/v1') && r.request().method() === 'POST',
      );
      await d.getByRole('button', { name: 'Registrar' }).click();
      const body = await (await post).json();
      if (body.codigoMensagem === 0) texto = await fecharSucesso(/Ausência registrada/);
      else while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    }
    // One avo less in the open year, whatever the servant had in it (an exit during the year gives fewer).
    const [, de, para] = new RegExp(`Avos de ${aberto}: (\\d+) → (\\d+)`).exec(texto) ?? [];
    expect(Number(para), texto).toBe(Number(de) - 1);
    const antes = Number(await avos());

    // 'Falta não justificada' no longer reduces the avos.
    const nav = page.getByRole('navigation');
    await nav.getByText('Parametrização de faltas').click();
    const falta = rows(page).filter({ hasText: 'Falta não justificada' });
    await falta.getByRole('button', { name: 'Alterar complementação' }).click();
    const d = dialog(page, 'Alterar complementação');
    await d.getByLabel(/^Tipo de complementação/).selectOption({ label: 'Não desconta (conta como exercício)' });
    await d.getByRole('button', { name: 'Continuar' }).click();
    await dialog(page, 'Confirmar parametrização').getByRole('button', { name: 'Salvar' }).click();
    await fecharSucesso(/recalculad/);
    await shot(page, 'gratificacao-parametrizacao-faltas');

    await abrirGratificacao(aberto, 'em apuração');
    expect(Number(await avos())).toBe(antes + 1); // the open year follows the new rule
    await abrirGratificacao(pago, 'paga');
    expect(await avos()).toBe('11'); // the paid year keeps the rule it was paid with

    // Back to the default rule, so the other browser tests see the seed's parametrisation.
    await page.goto(`${origin}/gestao-tempo/parametrizacoes/parametrizacao-faltas/`);
    await rows(page)
      .filter({ hasText: 'Falta não justificada' })
      .getByRole('button', { name: 'Alterar complementação' })
      .click();
    await dialog(page, 'Alterar complementação')
      .getByLabel(/^Tipo de complementação/)
      .selectOption({ label: 'Desconta os dias do exercício (reduz os avos)' });
    await dialog(page, 'Alterar complementação').getByRole('button', { name: 'Continuar' }).click();
    await dialog(page, 'Confirmar parametrização').getByRole('button', { name: 'Salvar' }).click();
    await fecharSucesso(/recalculad/);
  });
});
