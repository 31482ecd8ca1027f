/**
 * The other screens of 'Gestão do tempo', part 1, in Chromium, each a JSON document: the
 * parametrisation of leave types, the laudas (include, see, inactivate — the tabbed screen), the
 * rejected servants (one-based paging) and the bonus reports exported into 'Meus relatórios'.
 * Screenshots in both themes: test-results/screenshots/gestao-tempo-*.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { anosGratificacao } from '../../gateway/domain/gratificacao.ts';
import { launch, newContext, shot, shotsBothThemes } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const { aberto } = anosGratificacao();
const TITULO = `Certidão de tempo de contribuição ${Date.now() % 100000}`;

let browser: Browser;
let ana: BrowserContext;
let page: Page;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');
const dialog = (p: Page, name: string | RegExp) => p.getByRole('dialog', { name });

/** Both themes of the page as it is now (test-results/screenshots/gestao-tempo-*). */
const shots = (p: Page, name: string) => shotsBothThemes(p, `gestao-tempo-${name}`);

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

describe('parametrisations', () => {
  it('lists every leave type with whether it counts as service for the avos', async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão do tempo', { exact: true }).click();
    await nav.getByText('Parametrização de afastamentos').click();
    await page.waitForURL(/\/parametrizacao-afastamentos\/$/);
    const particulares = rows(page).filter({ hasText: 'Licença para tratar de interesses particulares' });
    await particulares.waitFor();
    expect(await particulares.textContent()).toContain('Não');
    expect(await rows(page).filter({ hasText: 'Licença-maternidade' }).textContent()).toContain('Sim');
    await shots(page, 'parametrizacao-afastamentos');
  });

  it('includes a lauda in rich text, shows it, and inactivates it from the tabbed screen', async () => {
    await page.getByRole('navigation').getByText('Parametrização de laudas').click();
    await page.waitForURL(/\/parametrizacao-laudas\/$/);
    await rows(page).first().waitFor();
    await shots(page, 'laudas');
    await page.getByRole('button', { name: 'Incluir lauda' }).click();
    await page.waitForURL(/\/parametrizacao-laudas\/editar\/novo$/);
    // The address changes before the new page is drawn: on a slow PC the list's own 'Título' filter
    // was still there and took the text.
    await page.getByRole('heading', { level: 1, name: 'Cadastro de lauda' }).waitFor();
    await page.getByLabel(/^Título/).fill(TITULO);
    await page.getByLabel(/^Tipo de personalização/).selectOption({ index: 1 });
    const texto = page.getByRole('textbox', { name: /Texto da lauda/ });
    await texto.click();
    await page.keyboard.type('Certificamos que {nome}, MASP {masp}, ocupa o cargo de {cargo}.');
    await shot(page, 'gestao-tempo-lauda-cadastro');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const ok = page.getByRole('dialog', { name: 'Sucesso!' });
    await ok.waitFor();
    await ok.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(/\/parametrizacao-laudas\/\d+$/);
    await page.getByText(TITULO).first().waitFor();
    await page.getByRole('button', { name: 'Inativar' }).click();
    await dialog(page, 'Inativar lauda').getByRole('button', { name: 'Inativar' }).click();
    const done = page.getByRole('dialog', { name: 'Sucesso!' });
    await done.waitFor();
    await done.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(async () => page.getByRole('button', { name: 'Inativar' }).count()).toBe(0);
    await page.goto(`${origin}/gestao-tempo/parametrizacoes/parametrizacao-laudas/`);
    await page.getByRole('tab', { name: 'Laudas inativas' }).click();
    await rows(page).filter({ hasText: TITULO }).waitFor();
  });
});

describe('apuração por órgão', () => {
  it('queues the recomputation of an institution and follows its progress to the end', async () => {
    await page.getByRole('navigation').getByText('Apuração da gratificação natalina por órgão').click();
    await page.waitForURL(/\/apuracao-gratificacao\/$/);
    await page.getByRole('button', { name: 'Apurar órgão' }).click();
    const d = dialog(page, 'Apurar gratificação natalina do órgão');
    await d.getByLabel(/^Ano/).selectOption({ label: `${aberto} (em apuração)` });
    await d.getByLabel(/^Órgão\/entidade/).selectOption({ index: 1 });
    await shot(page, 'gestao-tempo-apurar-orgao');
    await d.getByRole('button', { name: 'Apurar' }).click();
    const ok = page.getByRole('dialog', { name: 'Sucesso!' });
    await ok.getByText(/Apuração nº \d+ agendada/).waitFor();
    await ok.getByRole('button', { name: 'Fechar' }).click();
    const linha = rows(page).first();
    await expect
      .poll(
        async () => {
          const t = (await linha.textContent()) ?? '';
          if (!/CONCLUÍDO/.test(t)) await page.getByRole('button', { name: 'Pesquisar' }).click();
          return t;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toMatch(/CONCLUÍDO[\s\S]*\(100%\)/);
    await shots(page, 'apuracao-orgao');
  });
});

describe('rejected servants and reports', () => {
  it('lists the rejected servants of the open year with the reason', async () => {
    await page.getByRole('navigation').getByText('Servidores rejeitados').click();
    await page.waitForURL(/\/servidores-rejeitados\/$/);
    await page.getByRole('heading', { level: 1, name: 'Servidores rejeitados' }).waitFor();
    await page.getByLabel(/^Ano/).selectOption({ label: `${aberto} (em apuração)` });
    const resposta = page.waitForResponse((r) => r.url().includes('/avoServidoresRejeitados'));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const body = await (await resposta).json();
    expect(body.paginacao.pagina).toBe(1); // the spec: this list's pages start at 1
    if (body.codigoMensagem === 0) await rows(page).first().waitFor();
    await shots(page, 'servidores-rejeitados');
  });

  it("exports the servants without avo of the year into 'Meus relatórios'", async () => {
    await page.getByRole('navigation').getByText('Relatórios de Gratificação natalina').click();
    await page.waitForURL(/\/relatorio-gratificacao-natalina\/$/);
    await page.getByRole('tab', { name: 'Servidores sem avo' }).click();
    await page.getByLabel(/^Ano/).selectOption({ label: `${aberto} (em apuração)` });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows(page).first().waitFor();
    await shot(page, 'gestao-tempo-relatorio-sem-avo');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const d = page.getByRole('dialog').filter({ hasText: 'Confirmação de solicitação de exportação' });
    await d.getByLabel('Excel (XLSX)').check();
    const req = page.waitForRequest((r) => r.url().includes('/relatorios/v1/solicitaRelatorioServidores'));
    await d.getByRole('button', { name: 'Exportar' }).click();
    expect((await req).postDataJSON()).toMatchObject({
      formato: 'XLSX',
      tela: 'relatorio-gratificacao-natalina-sem-avo',
    });
    await page
      .getByText(
        'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.',
      )
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
    // The job reaches 'Meus relatórios' and is generated by the worker.
    const nav = page.getByRole('navigation');
    await nav.getByText('Relatórios', { exact: true }).click();
    await nav.getByText('Meus relatórios').click();
    await page.waitForURL(/\/relatorios\/pesquisar-relatorios$/);
    const job = rows(page)
      .filter({ hasText: /servidores sem avo/i })
      .first();
    await expect
      .poll(
        async () => {
          const s =
            (await job
              .locator('.prh-status')
              .textContent()
              .catch(() => '')) ?? '';
          if (s !== 'CONCLUÍDO') await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
          return s;
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe('CONCLUÍDO');
    await shot(page, 'gestao-tempo-relatorio-concluido');
  });
});

describe('legislação', () => {
  it('includes an act for a career of the unit, finds it in the list and revokes it from the edit form', async () => {
    await page.goto(`${origin}/gestao-tempo/legislacao/`);
    await rows(page).first().waitFor();
    await shots(page, 'legislacao');
    await page.getByRole('button', { name: 'Incluir legislação' }).click();
    await page.waitForURL(/\/legislacao\/incluir\/$/);
    const numero = String(2000 + (Date.now() % 997));
    await page.getByLabel(/^Tipo do ato/).selectOption({ label: 'Resolução' });
    await page.getByLabel(/^Número/).fill(numero);
    await page.getByLabel(/^Data da publicação/).fill('10/02/2025');
    await page.getByLabel(/^Natureza da evolução/).selectOption({ label: 'Progressão' });
    await page.getByLabel(/^Ementa/).fill('Estabelece o calendário anual da progressão na carreira.');
    // The unit's careers and institutions (multi-selects: the first of each, picked from its menu).
    for (const [campo, opcao] of [
      [/^Carreiras/, 'Analista Executivo'],
      [/^Instituições/, /^SEPLAG - /],
    ] as const) {
      await page.getByLabel(campo).click();
      await page.getByRole('option', { name: opcao }).first().click();
      await page.keyboard.press('Escape');
    }
    await shot(page, 'gestao-tempo-legislacao-cadastro');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const ok = page.getByRole('dialog', { name: 'Sucesso!' });
    await ok.waitFor();
    await ok.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(/\/legislacao\/\d+$/);
    await page.getByText(`Resolução nº ${numero}/2025`).waitFor();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/legislacao\/editar\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Alterar legislação' }).waitFor();
    await page.getByLabel(/^Situação/).selectOption({ label: 'Revogada' });
    await page.getByLabel(/^Data da revogação/).fill('01/03/2025');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('dialog', { name: 'Salvar legislação' }).getByRole('button', { name: 'Salvar' }).click();
    const ok2 = page.getByRole('dialog', { name: 'Sucesso!' });
    await ok2.waitFor();
    expect(await ok2.textContent()).toContain('Legislação revogada com sucesso.');
    await ok2.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(/\/legislacao\/\d+$/);
    await page.getByText('Revogada', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    await shots(page, 'legislacao-detalhe');
    // The audit trail: the inclusion and the revocation, newest first.
    await page.getByRole('tab', { name: 'Histórico de alterações' }).click();
    const historico = page.getByRole('tabpanel');
    await historico.getByText('Alteração de legislação').waitFor();
    expect(await historico.getByText('Inclusão de legislação').count()).toBe(1);
    expect(await historico.textContent()).toContain('Situação: Vigente → Revogada');
  });
});
