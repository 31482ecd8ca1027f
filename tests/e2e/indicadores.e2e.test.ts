/**
 * 'Indicadores' and 'Início' for real, in Chromium: two access requests are sent to SEPLAG through
 * the public API (each with its ALTCHA proof of work solved here, as the portal's Worker does),
 * then Ana (ADMINISTRADOR at SEPLAG) sees them counted on 'Início' and opens the count's link (the
 * filtered search lists as many); opens the dashboard from the menu 'Gestão do portal' (every
 * panel answers; the echarts chunk is downloaded by this page and not by /home); applies the
 * institution and period filters (every panel asks again with the filters it takes); saves a
 * panel as PNG and CSV; clicks a bar and lands on the search filtered by it with as many rows as
 * the bar. Screenshots in the light and the dark theme.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { releases } from '../../gateway/releases/changelog.ts';
import { resolverDesafio } from '../../gateway/testing/support.ts';
import { budgetProblems, gzipKB, HEAVY_MARKERS } from '../../scripts/gates/budget.ts';
import screenDoc from '../../screens/gestao-avisos/indicadores.screen.json' with { type: 'json' };
import { launch, newContext, scriptsLoadedBy, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** An access request to SEPLAG as the logged-out 'Registrar' form sends it. */
async function solicitarAcesso(cpf: string, nome: string) {
  const desafio = (await (await fetch(`${origin}/gw/exame/captcha/v1`)).json()) as {
    objeto: Parameters<typeof resolverDesafio>[0];
  };
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

const card = (p: Page, title: string) =>
  p.locator('.prh-chart').filter({ has: p.getByRole('heading', { name: title, exact: true }) });

/** Every panel has finished loading: a drawn echarts canvas, or its empty state (a panel without data in this seed). */
async function chartsDrawn(p: Page) {
  const cards = p.locator('.prh-chart');
  await expect.poll(() => cards.count()).toBe(screenDoc.panels.length);
  await expect.poll(() => p.locator('.prh-chart[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  for (const panel of screenDoc.panels) {
    const c = card(p, panel.title);
    await c.locator('[_echarts_instance_] canvas, .bp6-non-ideal-state').first().waitFor();
  }
}

/** The answer of each panel's call, in the screen's order, for the calls `act` makes. */
async function panelCalls(
  p: Page,
  act: () => Promise<unknown>,
): Promise<{ url: URL; body: { codigoMensagem: number; objeto: Row[] } }[]> {
  const calls = screenDoc.panels.map((panel) =>
    p.waitForResponse((r) =>
      new URL(r.url()).pathname.endsWith(`/indicadoresGraficos/v1/${panel.endpoint.split('.')[1]}`),
    ),
  );
  await act();
  return Promise.all(calls.map(async (c) => ({ url: new URL((await c).url()), body: await (await c).json() })));
}
type Row = Record<string, unknown> & { quantidade: number };

/** Total of a search's answer (its pagination). */
const totalDe = async (r: Response) => {
  const b = (await r.json()) as { codigoMensagem: number; paginacao?: { totalRegistros: number } };
  return b.codigoMensagem === 2 ? 0 : b.paginacao!.totalRegistros;
};

beforeAll(async () => {
  await solicitarAcesso('12345678909', 'Solicitante Indicadores Um');
  await solicitarAcesso('98765432100', 'Solicitante Indicadores Dois');
  browser = await launch();
  // As a user who asked for less motion: the charts draw at once, with no entry animation to wait for.
  context = await newContext(browser, { width: 1366, height: 900, reducedMotion: true });
  page = await context.newPage();
  await signIn(page, origin, ANA);
  await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('início', () => {
  it('counts the pending work of the unit in one call, and a count opens the screen that lists as many', async () => {
    await ocioso(page); // the sign-in's own /home calls are over
    const resp = page.waitForResponse((r) => r.url().includes('/aviso/v1/consultaPendencia'));
    await page.goto(`${origin}/home`);
    const body = (await (await resp).json()) as { objeto: { quantidade: number; pendencias: Record<string, number> } };
    const p = body.objeto.pendencias;
    // Ana is ADMINISTRADOR at SEPLAG: every kind of work; the two requests sent above are pending.
    expect(Object.keys(p).sort()).toEqual(
      [
        'acertosAvosPendentes',
        'acertosAvosRetificar',
        'desbloqueiosPagamento',
        'processosAguardandoAnalise',
        'relatoriosProntos',
        'solicitacoesAcesso',
      ].sort(),
    );
    expect(p.solicitacoesAcesso).toBeGreaterThanOrEqual(2);
    const link = page.locator('[data-pendencia="solicitacoesAcesso"]');
    await expect
      .poll(() => link.locator('.prh-home-count-n').textContent())
      .toBe(p.solicitacoesAcesso.toLocaleString('pt-BR'));
    await page.getByRole('heading', { name: 'Favoritos' }).waitFor();
    await shot(page, 'inicio-01');
    await page.getByRole('button', { name: 'Ativar tema escuro' }).first().click();
    await page.mouse.move(700, 880);
    await shot(page, 'inicio-02-escuro');
    await page.getByRole('button', { name: 'Ativar tema claro' }).first().click();

    const busca = page.waitForResponse((r) => r.url().includes('/solicitacaoCadastro?'));
    await link.click();
    await page.waitForURL(/\/usuarios\/solicitacoes\/\?situacao=PENDENTE$/);
    const r = await busca;
    expect(new URL(r.url()).searchParams.get('situacao')).toBe('PENDENTE');
    expect(await totalDe(r)).toBe(p.solicitacoesAcesso);
    await page
      .getByText(new RegExp(`de ${p.solicitacoesAcesso} registros?`))
      .first()
      .waitFor();
  });
});

describe('indicadores', () => {
  it('/home does not download echarts', async () => {
    await page.goto(`${origin}/home`);
    const scripts = await scriptsLoadedBy(page, () => page.reload());
    expect(scripts.length).toBeGreaterThan(0);
    expect(hasEcharts(scripts)).toBe(false);
    // 'Início' with its counts stays a light first page: no chart, grid or form library, within budget.
    for (const [lib, marker] of Object.entries(HEAVY_MARKERS))
      expect(
        scripts.some((s) => s.content.includes(marker)),
        lib,
      ).toBe(false);
    console.info(`/home: ${scripts.map((s) => `${s.name} ${gzipKB(s.content).toFixed(1)}`).join(', ')} KB gzip`);
    expect(budgetProblems('/home', scripts)).toEqual([]);
  });

  it("opens from the menu 'Gestão do portal', draws every panel and downloads echarts only here", async () => {
    const nav = page.getByRole('navigation');
    let bodies: { codigoMensagem: number; objeto: Row[] }[] = [];
    const scripts = await scriptsLoadedBy(page, async () => {
      await nav.getByText('Gestão do portal', { exact: true }).click();
      const calls = await panelCalls(page, async () => {
        await nav.getByText('Indicadores', { exact: true }).click();
        await page.waitForURL(/\/gestao-avisos\/indicadores\/$/);
      });
      bodies = calls.map((c) => c.body);
      // Every panel answers: rows, or no result for a summary this seed has no data for.
      for (const b of bodies) expect([0, 2]).toContain(b.codigoMensagem);
      expect(bodies.slice(0, 4).map((b) => b.codigoMensagem)).toEqual([0, 0, 0, 0]);
      // The servant charts count the same servants; SEPLAG has the two requests sent above.
      const soma = (b: { objeto: { quantidade: number }[] }) => b.objeto.reduce((t, r) => t + r.quantidade, 0);
      expect(soma(bodies[1])).toBe(soma(bodies[0]));
      expect(soma(bodies[2])).toBe(soma(bodies[0]));
      // (≥: other e2e files may send requests to SEPLAG too.)
      const pendentes = (
        bodies[3].objeto as unknown as { codigoSituacao: string; situacao: string; quantidade: number }[]
      ).find((r) => r.codigoSituacao === 'PENDENTE');
      expect(pendentes?.situacao).toBe('Pendente');
      expect(pendentes?.quantidade).toBeGreaterThanOrEqual(2);
      // The judicial summaries count the same processes.
      const i = (name: string) => screenDoc.panels.findIndex((p) => p.endpoint === `indicadoresGraficos.${name}`);
      expect(bodies[i('processosPorAssunto')].codigoMensagem).toBe(0);
      expect(soma(bodies[i('processosPorOrgao')])).toBe(soma(bodies[i('processosPorAssunto')]));
      await chartsDrawn(page);
    });
    expect(hasEcharts(scripts)).toBe(true);
    await page.getByRole('heading', { name: 'Indicadores' }).first().waitFor();
    await shot(page, 'indicadores-01');
  });

  it('follows the dark theme', async () => {
    await page.getByRole('button', { name: 'Ativar tema escuro' }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await chartsDrawn(page);
    await page.mouse.move(100, 860); // the empty sidebar: away from the toggle's tooltip and the charts' tooltips
    await shot(page, 'indicadores-02-escuro');
    await page.getByRole('button', { name: 'Ativar tema claro' }).first().click();
  });
});

describe('indicadores: filters, exports and drill-down', () => {
  const ipsemg = '2011';

  it('the institution and the period change every panel (each asks again with the filters it takes)', async () => {
    const filtros = page.getByRole('region', { name: 'Filtros' });
    await filtros.getByLabel(/^Órgão\/entidade/).selectOption(ipsemg);
    await filtros.getByLabel(/^Período de/).fill('01/01/2000');
    await filtros
      .getByLabel(/^Até/)
      .fill(new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date()));
    const calls = await panelCalls(page, () => page.getByRole('button', { name: 'Pesquisar' }).click());
    calls.forEach(({ url }, k) => {
      const panel = screenDoc.panels[k];
      const takes = (panel as { filters?: string[] }).filters ?? [];
      expect(takes.length, panel.title).toBeGreaterThan(0);
      expect(url.searchParams.get('orgaoEntidade'), panel.title).toBe(takes.includes('orgaoEntidade') ? ipsemg : null);
      expect(url.searchParams.get('dataInicial'), panel.title).toBe(
        takes.includes('dataInicial') ? '01/01/2000' : null,
      );
    });
    const porOrgao =
      calls[screenDoc.panels.findIndex((p) => p.endpoint === 'indicadoresGraficos.servidoresPorInstituicao')].body;
    expect(porOrgao.objeto.map((r) => r.instituicao)).toEqual(['IPSEMG']);
    await chartsDrawn(page);
    // A panel that does not take a filled filter says so.
    await card(page, 'Itens processados por operação').getByText('Não filtrado por: Órgão/entidade.').waitFor();
    await shot(page, 'indicadores-03-filtrado');
  });

  it('saves a panel as PNG and its data as CSV (pt-BR: BOM and ";")', async () => {
    const c = card(page, 'Processos judiciais por assunto');
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      c.getByRole('button', { name: /^PNG — / }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('processos-judiciais-por-assunto.png');
    const bytes = readFileSync((await png.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(2000);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      c.getByRole('button', { name: /^CSV — / }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('processos-judiciais-por-assunto.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const linhas = text.slice(1).trim().split('\r\n');
    expect(linhas[0]).toBe('Assunto;Processos');
    expect(linhas.length).toBeGreaterThan(1);
    expect(linhas.slice(1).every((l) => /;\d+$/.test(l))).toBe(true);
  });

  it('a click on a bar opens the process search filtered by it, with as many rows as the bar', async () => {
    // 'Limpar' applies the empty filters at once: every panel asks again.
    const calls = await panelCalls(page, () => page.getByRole('button', { name: 'Limpar' }).click());
    const k = screenDoc.panels.findIndex((p) => p.endpoint === 'indicadoresGraficos.processosPorOrgao');
    const linhas = calls[k].body.objeto;
    const alvo = linhas.reduce((a, b) => (b.quantidade > a.quantidade ? b : a));
    const idx = linhas.indexOf(alvo);
    const c = card(page, screenDoc.panels[k].title);
    const canvas = c.locator('[_echarts_instance_]');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // Vertical bars: the plot spans the canvas but the value axis' labels (left) and the category
    // labels (bottom); the tallest bar is in the middle of its band and reaches down to the axis.
    const left = 48;
    const largura = box.width - left - 16;
    const busca = page.waitForResponse((r) => r.url().includes('/listarProcesso?'));
    await page.mouse.click(box.x + left + largura * ((idx + 0.5) / linhas.length), box.y + box.height - 40);
    await page.waitForURL(new RegExp(`/processos-judiciais/consulta-de-processos/\\?orgaoEntidade=${alvo.codigo}$`));
    const r = await busca;
    expect(new URL(r.url()).searchParams.get('orgaoEntidade')).toBe(alvo.codigo);
    expect(await totalDe(r)).toBe(alvo.quantidade);
    await page
      .getByText(new RegExp(`de ${alvo.quantidade.toLocaleString('pt-BR').replace('.', '\\.')} registros?`))
      .first()
      .waitFor();
    expect(await page.getByLabel(/^Órgão\/entidade/).inputValue()).toBe(alvo.codigo);
    await shot(page, 'indicadores-04-drill');
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
    // The first page of the list (10 rows) and the footer's count of them all.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(Math.min(releases().length, 10));
    await page
      .getByText(new RegExp(`de ${releases().length} registros?`))
      .first()
      .waitFor();
    const primeira = page.locator('.ag-row[row-index="0"]');
    expect(await primeira.locator('[col-id="tagName"]').first().textContent()).toBe(releases()[0].tagName);
    await shot(page, 'notas-versao-01');
    await primeira.getByRole('button', { name: 'Ver notas' }).click();
    await page.waitForURL(new RegExp(`/gestao-avisos/releases/1/${releases()[0].tagName}$`));
    const notas = page.getByRole('region', { name: 'O que mudou' });
    // Its sections as headings (a release of fixes has only 'Correções'), and their items.
    await notas
      .getByRole('heading', { name: /^(Novidades|Melhorias|Correções)$/ })
      .first()
      .waitFor();
    // Every item of the entry, as many as CHANGELOG.md has for it.
    const itens = (releases()[0].notas.match(/<li>/g) ?? []).length;
    expect(itens).toBeGreaterThan(0);
    expect(await notas.locator('li').count()).toBe(itens);
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
    await expect
      .poll(() => page.locator('.ag-grid-scrolling-rows').textContent())
      .toContain('Solicitante Indicadores Um');
    await shot(page, 'rel-solicitacoes-acesso');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Confirmação de solicitação de exportação' });
    await dialog.getByText('CSV', { exact: true }).click();
    const req = page.waitForRequest((r) => r.url().includes('/relatorios/v1/solicitaRelatorioSolicitacoesAcesso'));
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    expect((await req).postDataJSON()).toMatchObject({
      formato: 'CSV',
      tela: 'rel-solicitacoes-acesso',
      filtros: { situacao: 'PENDENTE' },
    });
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
    const linhas = body.objeto as {
      assunto: string;
      total: number;
      aguardandoAnalise: number;
      analisados: number;
      arquivados: number;
    }[];
    for (const l of linhas) expect(l.aguardandoAnalise + l.analisados + l.arquivados).toBe(l.total);
    await page.locator('.ag-grid-scrolling-rows').getByText(linhas[0].assunto).first().waitFor();
    await page.waitForTimeout(400); // wrapped rows measured after the columns are fitted
    await shot(page, 'relatorio-processos-judiciais');
  });
});
