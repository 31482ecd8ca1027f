/**
 * Reports for real, in Chromium: export from the servant search → the job appears in 'Meus
 * relatórios' → its status reaches CONCLUIDO (polling with 'Atualizar') → download → the XLSX
 * opens with exceljs and has exactly the search's total of rows → delete with confirmation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRUNO } from '../../gateway/db/demo-users.ts';
import { reportConcluded } from './meusRelatorios.ts';
import { launch, newContext, shot, scaledToCpu } from './browser.ts';
import { signIn } from './login.ts';

const origin = inject('origin');
let browser: Browser;
let context: BrowserContext;
let page: Page;
const dir = mkdtempSync(join(tmpdir(), 'portalrh-dl-'));
let total = 0;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
  await signIn(page, origin, BRUNO);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reports', () => {
  it('schedules an export of the servant search', async () => {
    await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    const exportar = page.getByRole('button', { name: 'Exportar' });
    await exportar.waitFor();
    expect(await exportar.isDisabled()).toBe(true); // nothing searched yet
    const resp = page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    total = (await (await resp).json()).paginacao.totalRegistros;
    expect(total).toBeGreaterThan(10);
    await exportar.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Confirmação de solicitação de exportação' });
    await dialog
      .getByText(
        'Deseja solicitar a exportação do relatório? Atenção: os dados que serão exportados são baseados na sua pesquisa atual.',
      )
      .waitFor();
    await dialog.getByText('Exportar somente página atual').waitFor();
    await dialog.getByLabel('Excel (XLSX)').check();
    const req = page.waitForRequest((r) => r.url().includes('/relatorios/v1/solicitaRelatorioServidores'));
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    const body = (await req).postDataJSON();
    expect(body).toMatchObject({
      formato: 'XLSX',
      filtros: { exportarTudo: true },
      paginacao: { page: 0, size: 10, sort: 'nome', order: 'ASC' },
    });
    await page
      .getByText(
        'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.',
      )
      .waitFor();
    await shot(page, '10-export-scheduled');
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
  });

  it(
    "lists it in 'Meus relatórios' until CONCLUIDO, then downloads a file with every row",
    async () => {
      const t0 = Date.now();
      const row = await reportConcluded(page);
      const jobMs = Date.now() - t0;
      expect(await row.textContent()).toContain('Relatório de servidores');
      expect(await row.locator('.prh-status').getAttribute('data-tone')).toBe('success');
      await shot(page, '11-meus-relatorios');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar' }).first().click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^relatorio-de-servidores-\d+\.xlsx$/);
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const dataRows = wb.worksheets[0].actualRowCount - 1;
      expect(dataRows).toBe(total);
      console.log(
        `[e2e relatorios] XLSX com ${dataRows} linhas (total da pesquisa ${total}); concluído e listado em ${jobMs} ms`,
      );
    },
    scaledToCpu(120_000),
  );

  it('deletes it after confirmation', async () => {
    await page.getByRole('button', { name: 'Excluir' }).first().click();
    const dialog = page.getByRole('dialog').filter({
      hasText: /Tem certeza que deseja excluir o relatório Relatório de servidores solicitado em \d{2}\/\d{2}\/\d{4}/,
    });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).waitFor();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Relatório excluído com sucesso!').waitFor();
    await expect.poll(() => rows(page).count()).toBe(0);
    await page.getByText('Sua busca não possui resultado. Tente novamente.').waitFor();
  });
});
