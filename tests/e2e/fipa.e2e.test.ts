/**
 * FIPA eletrônica in Chromium: Ana (administrator at SEPLAG) searches a servant in
 * 'Consultar FIPA eletrônica', opens the servant's FIPA sheet, and opens the reports as PDFs in a
 * new tab: 'Visualizar' (marked, nothing recorded) and 'Emitir' (número de emissão printed, listed
 * in 'Emissões'). The PDF is checked twice: the gateway's answer decoded (text contains the
 * servant's name) and the new tab showing a blob URL of type application/pdf.
 * Screenshots: test-results/screenshots/fipa-*.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { pdfText } from '../../gateway/lib/fipa-pdf.ts';
import { launch, newContext, shot } from './browser.ts';
import { fileTab } from './aba-arquivo.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;

let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let nome = '';
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');

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

/** Clicks `action` on the report row named `relatorio`; answers the gateway's PDF text and the new tab. */
async function abrirPdf(
  relatorio: string,
  action: 'Visualizar' | 'Emitir',
  endpoint: string,
): Promise<{ texto: string; tab: Page; objeto: Record<string, string> }> {
  const row = rows(page).filter({ hasText: relatorio });
  const [resposta, { tab, opened }] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().includes(`/gw/fipa/relatoriosFipa/v1/${endpoint}`)),
    fileTab(ctx),
    row.getByRole('button', { name: action }).click(),
  ]);
  const body = (await resposta.json()) as { codigoMensagem: number; objeto: Record<string, string> };
  expect(body.codigoMensagem).toBe(0);
  const pdf = Buffer.from(body.objeto.pdf, 'base64');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The new tab is pointed at the PDF (a blob URL of the portal's origin) once it arrives.
  const arquivo = await opened();
  expect(arquivo.url).toMatch(/^blob:/);
  expect(arquivo.pdf).toBe(true);
  return { texto: pdfText(pdf), tab, objeto: body.objeto };
}

describe('FIPA eletrônica', () => {
  it('searches a servant and opens the FIPA sheet', async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('FIPA eletrônica', { exact: true }).click();
    await nav.getByText('Consultar FIPA eletrônica').click();
    await page.waitForURL(/\/fipa-eletronica\/consultar-fipa-eletronica\/$/);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rows(page).first().waitFor();
    await shot(page, 'fipa-consulta');
    await rows(page).first().getByRole('button', { name: 'Abrir FIPA' }).click();
    await page.waitForURL(/\/fipa-eletronica\/dados-fipa-eletronica-servidor\/\d+$/);
    await page.getByRole('textbox', { name: 'Nome do servidor', exact: true }).waitFor();
    await expect
      .poll(async () =>
        ((await page.getByRole('textbox', { name: 'Nome do servidor', exact: true }).textContent()) ?? '').trim(),
      )
      .not.toBe('');
    nome = ((await page.getByRole('textbox', { name: 'Nome do servidor', exact: true }).textContent()) ?? '').trim();
    expect(nome.length).toBeGreaterThan(5);
    await page.getByRole('tab', { name: 'Situação e lotação' }).click();
    await page.getByText('Tempo de efetivo exercício').waitFor();
    await shot(page, 'fipa-ficha');
  });

  it("opens 'Ficha funcional' (visualizar) and emits the 'Certidão de tempo de serviço' in a new tab", async () => {
    await page.getByRole('tab', { name: 'Relatórios' }).click();
    await rows(page).filter({ hasText: 'Ficha funcional' }).waitFor();
    await shot(page, 'fipa-relatorios');
    const norm = (s: string) =>
      s
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
    const v = await abrirPdf('Ficha funcional', 'Visualizar', 'visualizarRelatoriosFipa');
    expect(norm(v.texto)).toContain(norm(nome));
    expect(v.texto).toContain('VISUALIZAÇÃO - DOCUMENTO SEM VALOR OFICIAL');
    await v.tab.close();
    const e = await abrirPdf('Certidão de tempo de serviço', 'Emitir', 'emitirRelatoriosFipa');
    expect(norm(e.texto)).toContain(norm(nome));
    expect(e.texto).toContain(`Número de emissão: ${e.objeto.numeroEmissao}`);
    await e.tab.close();
    // The issue is listed, with its number.
    await page.getByRole('tab', { name: 'Emissões' }).click();
    await rows(page).filter({ hasText: e.objeto.numeroEmissao }).waitFor();
    await shot(page, 'fipa-emissoes');
  });
});
