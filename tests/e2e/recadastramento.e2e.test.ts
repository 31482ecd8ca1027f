/**
 * 'Recadastramento' in Chromium, every screen a JSON document:
 * 1. Ana (administrator at SEPLAG) searches the pending pensioners, opens one and re-registers it:
 *    contacts and CEP confirmed, the supporting document uploaded; the pensioner is then 'Em dia'
 *    and the document is listed (and downloaded) in 'Consulta de documentos'.
 * 2. She starts a curatorship/guardianship with the court document, then finishes it; the history
 *    shows it finished.
 * 3. She downloads the SMS birthday file of a month and checks its lines.
 * Screenshots: test-results/screenshots/recadastramento-*.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { axe, launch, newContext, shot, scaledToCpu } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const hojeBR = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

let browser: Browser;
let ana: BrowserContext;
let page: Page;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');

async function abrir(area: string, item: string, url: RegExp) {
  const nav = page.getByRole('navigation');
  if (!(await nav.getByText(item, { exact: true }).isVisible())) await nav.getByText(area, { exact: true }).click();
  await nav.getByText(item, { exact: true }).click();
  await page.waitForURL(url);
}

async function fecharSucesso(texto: RegExp) {
  const ok = page.getByRole('dialog', { name: 'Sucesso!' });
  await ok.getByText(texto).waitFor();
  await ok.getByRole('button', { name: 'Fechar' }).first().click();
}

beforeAll(async () => {
  browser = await launch();
  ana = await newContext(browser);
  page = await ana.newPage();
  await signIn(page, origin, ANA);
  await pickUnit(page, /SEPLAG/);
});
afterAll(async () => {
  await ana?.close();
  await browser?.close();
});

describe('recadastramento', () => {
  let cpf = '';

  it(
    're-registers a pending pensioner with the supporting document',
    async () => {
      await abrir('Recadastramento', 'Inativos e pensionistas especiais', /\/recadastramento\/especiais\/$/);
      await page.getByLabel('Situação do recadastramento').selectOption({ label: 'Pendente' });
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await rows(page).first().waitFor();
      await shot(page, 'recadastramento-1-pendentes');
      await rows(page).first().getByRole('button', { name: 'Recadastrar' }).click();
      await page.waitForURL(/\/recadastramento\/especiais\/\d+$/);
      await page.getByLabel(/^Celular/).waitFor();
      // The upload's placeholder 'Selecione um arquivo…' is readable in both themes (2.45:1).
      for (const [tema, depois] of [
        ['claro', true],
        ['escuro', false],
      ] as const) {
        expect(await axe(page, `upload ${tema}`, { include: '.bp6-file-input', rules: ['color-contrast'] })).toEqual(
          [],
        );
        await shot(page, `recadastramento-upload-${tema}`);
        await page.evaluate((v) => localStorage.setItem('darkMode', String(v)), depois);
        await page.reload();
        await page.getByLabel(/^Celular/).waitFor();
      }
      cpf = (await page.getByLabel('CPF', { exact: true }).inputValue()).replace(/\D/g, '');
      expect(await page.getByLabel(/^CEP/).inputValue()).toMatch(/^\d{5}-\d{3}$/); // the record's CEP masked
      expect(cpf).toMatch(/^\d{11}$/);
      await page.getByLabel(/^Celular/).fill('31998765432');
      await page.getByLabel(/^CEP/).fill('30130-000');
      await page.getByLabel(/^Número/).fill('250');
      expect(await page.getByLabel(/^Data do recadastramento/).inputValue()).toBe(hojeBR());
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'comprovante-vida.pdf', mimeType: 'application/pdf', buffer: PDF });
      await shot(page, 'recadastramento-2-formulario');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page
        .getByRole('dialog', { name: 'Confirmar recadastramento' })
        .getByRole('button', { name: 'Recadastrar' })
        .click();
      await fecharSucesso(/Recadastramento realizado com sucesso/);
      await page.waitForURL(/\/recadastramento\/especiais\/$/);

      // The pensioner is now up to date.
      await page.getByRole('button', { name: 'Limpar' }).click();
      await page.getByLabel('CPF').fill(cpf);
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect.poll(() => rows(page).first().textContent(), { timeout: 15_000 }).toMatch(/em dia/i);
      await shot(page, 'recadastramento-3-em-dia');
    },
    scaledToCpu(90_000),
  );

  it(
    "lists and downloads the document in 'Consulta de documentos'",
    async () => {
      await abrir('Recadastramento', 'Consulta de documentos', /\/recadastramento\/documentos\/$/);
      await rows(page).first().waitFor();
      await expect.poll(() => rows(page).first().textContent()).toContain('comprovante-vida.pdf');
      await shot(page, 'recadastramento-4-documentos');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        rows(page).first().getByRole('button', { name: 'Baixar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('comprovante-vida.pdf');
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    },
    scaledToCpu(60_000),
  );

  it(
    'starts and finishes a curatorship with the court documents',
    async () => {
      await abrir('Recadastramento', 'Curador e tutor', /\/recadastramento\/curador\/$/);
      await page.getByLabel('Curatela/tutela').selectOption({ label: 'Sem curador/tutor' });
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await rows(page).first().waitFor();
      await shot(page, 'recadastramento-5-curador-pesquisa');
      await rows(page).first().getByRole('button', { name: 'Detalhar' }).click();
      await page.waitForURL(/\/recadastramento\/curador\/\d+$/);
      const idade = Number(
        ((await page.getByRole('textbox', { name: 'Idade', exact: true }).textContent()) ?? '').trim(),
      );
      await page.getByRole('button', { name: 'Iniciar curatela/tutela' }).click();
      const d = page.getByRole('dialog', { name: 'Iniciar curatela/tutela' });
      await d.getByLabel(/^Espécie/).selectOption({ label: idade < 18 ? 'Tutela' : 'Curatela' });
      await d.getByLabel(/^Nome do curador/).fill('Joana Curadora da Silva');
      await d.getByLabel(/^CPF do curador/).fill('52998224725');
      await d.getByLabel(/^Número do processo/).fill('5001234-56.2024.8.13.0024');
      await d.getByLabel(/^Data da decisão/).fill('01/02/2025');
      await d
        .locator('input[type=file]')
        .setInputFiles({ name: 'decisao-inicio.pdf', mimeType: 'application/pdf', buffer: PDF });
      await shot(page, 'recadastramento-6-iniciar');
      await d.getByRole('button', { name: 'Iniciar' }).click();
      await fecharSucesso(/iniciada com sucesso/);
      await page.getByRole('button', { name: 'Finalizar curatela/tutela' }).waitFor();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Curador/tutor', exact: true }).textContent())
        .toContain('Joana Curadora');
      await shot(page, 'recadastramento-7-iniciada');

      await page.getByRole('button', { name: 'Finalizar curatela/tutela' }).click();
      const f = page.getByRole('dialog', { name: 'Finalizar curatela/tutela' });
      await f.getByLabel(/^Data da decisão/).fill(hojeBR());
      await f.getByLabel(/^Motivo/).fill('Levantamento da curatela por sentença judicial.');
      await f
        .locator('input[type=file]')
        .setInputFiles({ name: 'decisao-fim.pdf', mimeType: 'application/pdf', buffer: PDF });
      await f.getByRole('button', { name: 'Finalizar' }).click();
      await fecharSucesso(/finalizada com sucesso/);
      await page.getByRole('button', { name: 'Iniciar curatela/tutela' }).waitFor();
      expect(await page.getByRole('button', { name: 'Finalizar curatela/tutela' }).count()).toBe(0);
      await page.getByRole('tab', { name: 'Histórico' }).click();
      await expect.poll(() => rows(page).first().textContent(), { timeout: 15_000 }).toMatch(/finalizada/i);
      await shot(page, 'recadastramento-8-historico');
    },
    scaledToCpu(90_000),
  );

  it(
    'downloads the SMS birthday file of a month and checks its lines',
    async () => {
      await abrir(
        'Recadastramento',
        'Gerar arquivo de aniversariantes para envio de SMS',
        /\/recadastramento\/gerar-arquivo-aniver-envio-sms\/$/,
      );
      await rows(page).first().waitFor();
      await shot(page, 'recadastramento-9-sms');
      const first = rows(page).first();
      const celulas = await first.locator('.ag-cell').allTextContents();
      const noArquivo = Number(celulas[2]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        first.getByRole('button', { name: 'Baixar arquivo' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('aniversariantes-sms-01.csv');
      const linhas = readFileSync(await download.path(), 'utf8')
        .split('\r\n')
        .filter(Boolean);
      expect(linhas.length).toBe(noArquivo);
      for (const l of linhas) {
        const [nome, celular, mensagem] = l.split(';');
        expect(nome.length).toBeGreaterThan(2);
        expect(celular).toMatch(/^\+55\d{2}9\d{8}$/);
        expect(mensagem).toContain('janeiro');
      }
    },
    scaledToCpu(60_000),
  );

  it(
    'shows a special pension with its beneficiaries and the reports of the group',
    async () => {
      await abrir('Recadastramento', 'Inativos e pensionistas especiais', /\/recadastramento\/especiais\/$/);
      await page.getByRole('button', { name: 'Limpar' }).click();
      await page.getByLabel('Tipo').selectOption({ label: 'Pensão especial' });
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await rows(page).first().getByRole('button', { name: 'Pensão especial' }).click();
      await page.waitForURL(/\/recadastramento\/especiais\/pensao\/\d+$/);
      await page.getByText('Fundamento legal').waitFor();
      await page.getByRole('tab', { name: 'Beneficiários' }).click();
      await rows(page).first().waitFor();
      await shot(page, 'recadastramento-10-pensao');

      await abrir(
        'Recadastramento',
        'Beneficiários com pagamento suspenso ou bloqueado',
        /\/beneficiarios-pag-susp-bloq\/$/,
      );
      await rows(page).first().waitFor();
      await shot(page, 'recadastramento-11-suspensos');
      // A reversed period is refused by the gateway, naming the field.
      await abrir('Recadastramento', 'Beneficiários com pagamento liberado', /\/beneficiarios-pag-liberado\/$/);
      await page.getByRole('textbox', { name: /^Liberado de/ }).fill('31/12/2025');
      await page.getByRole('textbox', { name: /^até/ }).fill('01/01/2025');
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      const alerta = page.getByRole('dialog', { name: 'Alerta!' });
      await alerta.getByText('A data final deve ser posterior à data inicial.').first().waitFor();
      await shot(page, 'recadastramento-12-periodo-invertido');
      await alerta.getByRole('button').first().click();
      await abrir('Recadastramento', 'Recadastramentos realizados no SISAP', /\/recadastramentos-realizados-sisap\/$/);
      await rows(page).first().waitFor();
      await shot(page, 'recadastramento-13-sisap');
    },
    scaledToCpu(60_000),
  );
});
