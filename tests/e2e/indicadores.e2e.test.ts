/**
 * 'Indicadores' for real, in Chromium: two access requests are sent to SEPLAG through the public
 * API (each with its ALTCHA proof of work solved here, as the portal's Worker does), then Ana (ADMINISTRADOR at SEPLAG) opens the dashboard
 * from the menu 'Gestão do portal'; every panel draws an echarts canvas; the echarts chunk is
 * downloaded by this page and not by /home; screenshots in the light and the dark theme.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { releases } from '../../gateway/releases/changelog.ts';
import { resolverDesafio } from '../../gateway/test-support.ts';
import { HEAVY_MARKERS } from '../../scripts/gates/budget.ts';
import screenDoc from '../../screens/gestao-avisos/indicadores.screen.json' with { type: 'json' };
import { launch, newContext, scriptsLoadedBy, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** An access request to SEPLAG as the logged-out 'Registrar' form sends it. */
async function solicitarAcesso(cpf: string, nome: string) {
  const desafio = (await (await fetch(`${origin}/gw/exame/captcha/v1`)).json()) as { objeto: Parameters<typeof resolverDesafio>[0] };
  const res = await fetch(`${origin}/gw/exame/usuario/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cpf,
      nome,
      email: 'indicadores@planejamento.mg.gov.br',
      codigoUnidade: seplag.codigo,
      papeis: ['RH_CONSULTA'],
      senha: 'Indicadores2026',
      versaoTermo: '1.00',
      captcha: await resolverDesafio(desafio.objeto),
    }),
  });
  expect(res.status).toBe(200);
}

const hasEcharts = (scripts: { content: string }[]) => scripts.some((s) => s.content.includes(HEAVY_MARKERS.echarts));

/** Every panel's card shows a drawn echarts instance (not a spinner or an empty state). */
async function chartsDrawn(p: Page) {
  const cards = p.locator('.prh-chart');
  await expect.poll(() => cards.count()).toBe(screenDoc.panels.length);
  for (const panel of screenDoc.panels) {
    const card = cards.filter({ has: p.getByRole('heading', { name: panel.title }) });
    await card.locator('[_echarts_instance_] canvas').first().waitFor();
  }
}

beforeAll(async () => {
  await solicitarAcesso('12345678909', 'Solicitante Indicadores Um');
  await solicitarAcesso('98765432100', 'Solicitante Indicadores Dois');
  browser = await launch();
  context = await newContext(browser, { width: 1366, height: 900 });
  page = await context.newPage();
  await signIn(page, origin, ANA);
  await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('indicadores', () => {
  it('/home does not download echarts', async () => {
    const scripts = await scriptsLoadedBy(page, () => page.reload());
    expect(scripts.length).toBeGreaterThan(0);
    expect(hasEcharts(scripts)).toBe(false);
  });

  it("opens from the menu 'Gestão do portal', draws every panel and downloads echarts only here", async () => {
    const nav = page.getByRole('navigation');
    const scripts = await scriptsLoadedBy(page, async () => {
      await nav.getByText('Gestão do portal', { exact: true }).click();
      const calls = screenDoc.panels.map((p) => page.waitForResponse((r) => r.url().includes(`/indicadoresGraficos/v1/${p.endpoint.split('.')[1]}`)));
      await nav.getByText('Indicadores', { exact: true }).click();
      await page.waitForURL(/\/gestao-avisos\/indicadores\/$/);
      const bodies = await Promise.all(calls.map(async (c) => (await c).json()));
      expect(bodies.map((b) => b.codigoMensagem)).toEqual([0, 0, 0, 0]);
      // The servant charts count the same servants; SEPLAG has the two requests sent above.
      const soma = (b: { objeto: { quantidade: number }[] }) => b.objeto.reduce((t, r) => t + r.quantidade, 0);
      expect(soma(bodies[1])).toBe(soma(bodies[0]));
      expect(soma(bodies[2])).toBe(soma(bodies[0]));
      // (≥: other e2e files may send requests to SEPLAG too.)
      const pendentes = (bodies[3].objeto as { codigoSituacao: string; situacao: string; quantidade: number }[]).find((r) => r.codigoSituacao === 'PENDENTE');
      expect(pendentes?.situacao).toBe('Pendente');
      expect(pendentes?.quantidade).toBeGreaterThanOrEqual(2);
      await chartsDrawn(page);
    });
    expect(hasEcharts(scripts)).toBe(true);
    await page.getByRole('heading', { name: 'Indicadores' }).first().waitFor();
    await page.waitForTimeout(800); // echarts' entry animation
    await shot(page, 'indicadores-01');
  });

  it('follows the dark theme', async () => {
    await page.getByRole('button', { name: 'Ativar tema escuro' }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await chartsDrawn(page);
    await page.mouse.move(700, 880); // away from the toggle's tooltip and the charts' tooltips
    await page.waitForTimeout(800);
    await shot(page, 'indicadores-02-escuro');
    await page.getByRole('button', { name: 'Ativar tema claro' }).first().click();
  });
});

describe('notas de versão', () => {
  it("lists the portal's releases newest first and renders one's notes from CHANGELOG.md", async () => {
    const nav = page.getByRole('navigation');
    const item = nav.getByText('Notas de versão', { exact: true });
    if (!(await item.isVisible())) await nav.getByText('Gestão do portal', { exact: true }).click();
    await item.click();
    await page.waitForURL(/\/gestao-avisos\/releases\/$/);
    const rows = page.locator('.ag-grid-scrolling-rows .ag-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(releases().length);
    const primeira = page.locator('.ag-row[row-index="0"]');
    expect(await primeira.locator('[col-id="tagName"]').first().textContent()).toBe(releases()[0].tagName);
    await shot(page, 'notas-versao-01');
    await primeira.getByRole('button', { name: 'Ver notas' }).click();
    await page.waitForURL(new RegExp(`/gestao-avisos/releases/1/${releases()[0].tagName}$`));
    const notas = page.getByRole('region', { name: 'O que mudou' });
    await notas.getByRole('heading', { name: 'Novidades' }).waitFor();
    expect(await notas.locator('li').count()).toBeGreaterThan(3);
    await shot(page, 'notas-versao-02');
  });
});

describe('relatórios gerenciais', () => {
  it("lists the unit's access requests of a period and schedules their export", async () => {
    await page.goto(`${origin}/gestao-avisos/rel-solicitacoes-acesso/`);
    const rows = page.locator('.ag-grid-scrolling-rows .ag-row');
    await rows.first().waitFor();
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await page.getByLabel(/^Solicitadas de/).fill('01/01/2020');
    await page.getByLabel(/^Até/).fill(hoje);
    await page.getByLabel(/^Situação/).selectOption({ label: 'Pendente' });
    const resp = page.waitForResponse((r) => r.url().includes('/solicitacaoCadastro?'));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const body = await (await resp).json();
    expect(body.objeto.every((r: { situacao: string }) => r.situacao === 'PENDENTE')).toBe(true);
    await expect.poll(() => page.locator('.ag-grid-scrolling-rows').textContent()).toContain('Solicitante Indicadores Um');
    await shot(page, 'rel-solicitacoes-acesso');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Confirmação de solicitação de exportação' });
    await dialog.getByText('CSV', { exact: true }).click();
    const req = page.waitForRequest((r) => r.url().includes('/relatorios/v1/solicitaRelatorioSolicitacoesAcesso'));
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    expect((await req).postDataJSON()).toMatchObject({ formato: 'CSV', tela: 'rel-solicitacoes-acesso', filtros: { situacao: 'PENDENTE' } });
    await page.getByText(/Seu relatório foi agendado/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
  });

  it('summarises the re-registration of the unit by institution, with the same counts as the pensioners screen', async () => {
    const resp = page.waitForResponse((r) => r.url().includes('/relatoriosGerenciais/v1/recadastramento'));
    await page.goto(`${origin}/gestao-avisos/relatorio-recadastramento/`);
    const body = await (await resp).json();
    expect(body.codigoMensagem).toBe(0);
    const linhas = body.objeto as { instituicao: string; total: number; emDia: number; pendentes: number }[];
    for (const l of linhas) expect(l.emDia + l.pendentes).toBe(l.total);
    await page.locator('.ag-grid-scrolling-rows').getByText(linhas[0].instituicao).waitFor();
    await page.waitForTimeout(400); // wrapped rows measured after the columns are fitted
    await shot(page, 'relatorio-recadastramento');
  });

  it("summarises the unit's judicial processes by subject, with their claims' value", async () => {
    const resp = page.waitForResponse((r) => r.url().includes('/relatoriosGerenciais/v1/processosJudiciais'));
    await page.goto(`${origin}/gestao-avisos/relatorio-processos-judiciais/`);
    const body = await (await resp).json();
    expect(body.codigoMensagem).toBe(0);
    const linhas = body.objeto as { assunto: string; total: number; aguardandoAnalise: number; analisados: number; arquivados: number }[];
    for (const l of linhas) expect(l.aguardandoAnalise + l.analisados + l.arquivados).toBe(l.total);
    await page.locator('.ag-grid-scrolling-rows').getByText(linhas[0].assunto).first().waitFor();
    await page.waitForTimeout(400); // wrapped rows measured after the columns are fitted
    await shot(page, 'relatorio-processos-judiciais');
  });
});
