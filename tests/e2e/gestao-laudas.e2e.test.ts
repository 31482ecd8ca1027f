/**
 * Gestão de laudas in Chromium, every screen a JSON document: Ana (administrator at
 * SEPLAG) generates the progression lauda of FJP (institution, nature, model, signer, legislation),
 * follows the job to 100 %, opens the generated lauda (first act filled in, the servants), opens its
 * PDF (application/pdf carrying a servant's name) and the consolidated lauda.
 * Screenshots: test-results/screenshots/laudas-*.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot, scaledToCpu } from './browser.ts';
import { fileTab } from './aba-arquivo.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;

let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let nomeServidor = '';
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');
const campo = (p: Page, label: string) => p.getByRole('textbox', { name: label, exact: true });
/** A rich-text (html) field of a detail screen. */
const regiao = (p: Page, label: string) => p.getByRole('region', { name: label, exact: true });

/** The text pdfkit wrote (uncompressed content streams): the hex strings of each TJ array, joined. */
function textoDoPdf(pdf: Buffer): string {
  const out: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g))
    out.push([...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  return out.join('\n');
}

/** Picks the first option of a select whose label matches (options load from the gateway). */
async function escolher(scope: ReturnType<Page['getByRole']>, label: RegExp, opcao: RegExp) {
  const select = scope.getByLabel(label);
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).some((t) => opcao.test(t)), {
      timeout: 10_000,
    })
    .toBe(true);
  const alvo = (await select.locator('option').allTextContents()).find((t) => opcao.test(t))!;
  await select.selectOption({ label: alvo });
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

describe('gestão de laudas', () => {
  it(
    'lists the generated laudas and generates the progression lauda of FJP, followed to 100 %',
    async () => {
      const nav = page.getByRole('navigation');
      await nav.getByText('Gestão do tempo', { exact: true }).click();
      await nav.getByText('Gestão de laudas').click();
      await page.waitForURL(/\/gestao-tempo\/gestao-de-laudas\/$/);
      await rows(page).first().waitFor();
      const antes = await rows(page).count();
      await shot(page, 'laudas-lista');

      await page.getByRole('button', { name: 'Gerar lauda' }).click();
      const d = page.getByRole('dialog', { name: 'Gerar lauda' });
      await escolher(d, /^Instituição/, /^FJP - /);
      await escolher(d, /^Natureza da evolução/, /^Progressão$/);
      await escolher(d, /^Modelo da lauda/, /^Ato de progressão na carreira$/);
      await escolher(d, /^Responsável pela assinatura/, /\(FJP\)$/);
      await escolher(d, /^Legislação/, /\((Progressão|Progressão e promoção); [^)]*FJP/);
      await shot(page, 'laudas-gerar');
      const post = page.waitForResponse((r: Response) => r.url().includes('/gestaoLauda/v1/gerarGestaoLauda'));
      await d.getByRole('button', { name: 'Gerar' }).click();
      const body = await (await post).json();
      expect(body.codigoMensagem, JSON.stringify(body)).toBe(0);
      const ok = page.getByRole('dialog', { name: 'Sucesso!' });
      await ok.getByText(/em geração/).waitFor();
      await ok.getByRole('button', { name: 'Fechar' }).click();

      // The job runs in the background; the list shows its progress until 100 %.
      const nova = rows(page).filter({ hasText: `Lauda nº ${body.objeto.idGestaoLauda}/` });
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Pesquisar' }).click();
            await page.waitForResponse((r: Response) => r.url().includes('/gestaoLauda/v1/listaGestaoLauda'));
            return (await nova.count()) ? ((await nova.first().textContent()) ?? '') : '';
          },
          // A background job: with the other e2e shard running beside it, it took over 20 s.
          { timeout: 90_000 },
        )
        .toMatch(/\(100%\)/);
      // the newest first
      expect(await rows(page).and(page.locator('[row-index="0"]')).textContent()).toContain(
        `Lauda nº ${body.objeto.idGestaoLauda}/`,
      );
      expect(await rows(page).count()).toBeGreaterThanOrEqual(Math.min(antes + 1, 5));
      await shot(page, 'laudas-gerada-100');
    },
    scaledToCpu(150_000),
  );

  it('opens the generated lauda: the first act filled in and its servants', async () => {
    await rows(page)
      .filter({ hasText: /\(100%\)/ })
      .and(page.locator('[row-index="0"]'))
      .getByRole('button', { name: 'Detalhar' })
      .click();
    await page.waitForURL(/\/gestao-tempo\/gestao-de-laudas\/lauda-gerada\/\d+$/);
    await expect.poll(async () => ((await campo(page, 'Situação').textContent()) ?? '').trim()).toBe('Concluída');
    const ato = ((await regiao(page, 'Primeiro ato da lauda').textContent()) ?? '').trim();
    expect(ato).toMatch(/RESOLVE/);
    expect(ato).not.toMatch(/\{[a-zA-Z]+\}/);
    await shot(page, 'laudas-detalhe');
    await page.getByRole('tab', { name: 'Servidores' }).click();
    await rows(page).first().waitFor();
    nomeServidor = ((await rows(page).first().locator('[col-id="nome"]').textContent()) ?? '').trim();
    expect(nomeServidor).not.toBe('');
    expect(ato.toUpperCase()).toContain(nomeServidor.toUpperCase());
    await shot(page, 'laudas-servidores');
  });

  it('opens the PDF of the lauda with the servants acts', async () => {
    const [resposta, { tab, opened }] = await Promise.all([
      page.waitForResponse((r: Response) => r.url().includes('/gestaoLauda/v1/pdfLaudaGerada')),
      fileTab(ctx),
      page.getByRole('button', { name: 'Abrir PDF' }).click(),
    ]);
    expect(resposta.headers()['content-type']).toContain('application/pdf');
    const pdf = await resposta.body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textoDoPdf(pdf).toUpperCase()).toContain(nomeServidor.toUpperCase());
    const arquivo = await opened();
    expect(arquivo.url).toMatch(/^blob:/);
    expect(arquivo.pdf).toBe(true);
    await tab.close();
  });

  it('opens the consolidated lauda', async () => {
    await page.getByRole('button', { name: 'Lauda consolidada' }).click();
    await page.waitForURL(/\/gestao-tempo\/gestao-de-laudas\/lauda-consolidada\/\d+$/);
    const texto = regiao(page, 'Texto consolidado');
    await expect
      .poll(async () => ((await texto.textContent()) ?? '').toUpperCase())
      .toContain(nomeServidor.toUpperCase());
    expect(await texto.textContent()).toMatch(/RESOLVE/);
    await shot(page, 'laudas-consolidada');
  });
});
