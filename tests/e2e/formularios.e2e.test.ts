/**
 * Forms as a person fills and corrects them, in Chromium against the built portal:
 * - multi-selects by keyboard: typing + Enter picks the suggestion, the focus stays in the field,
 *   nothing is submitted; Escape closes the list and keeps the focus (legislação, notice);
 * - the batch-selection checkbox takes the focus from its cell and ticks with Space;
 * - 'Pesquisar' is the submit button of the filter forms (search, indicadores, Meus relatórios);
 * - an error shows once its field is left and goes as soon as it is corrected ('Registrar', notice dates);
 * - a command refused by the gateway keeps its dialog, its values and says why under the field ('Gerar lauda');
 * - a future date is refused in the form for absences and officials, as for 'Salvar análise'.
 * Screenshots: test-results/screenshots/formularios-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot } from './browser.ts';
import { signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launch();
  ana = await signedInState(browser, origin, ANA, 'SEPLAG - Secretaria de Estado de Planejamento e Gestão');
});
afterAll(async () => {
  await browser?.close();
});

async function open(route: string, width = 1024, dark = false): Promise<Page> {
  const context = await newContext(browser, { width, height: 800, storageState: ana });
  // Not on the first about:blank, whose storage is closed (the page error would fail the test).
  await context.addInitScript(
    (d) => location.protocol.startsWith('http') && localStorage.setItem('darkMode', String(d)),
    dark,
  );
  const page = await context.newPage();
  await page.goto(`${origin}${route}`);
  await ocioso(page);
  return page;
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const gridCell = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      col: el?.closest('.ag-cell')?.getAttribute('col-id') ?? '',
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
    };
  });
/** A date a week from today, dd/MM/yyyy in Brasília. */
const inAWeek = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 7 * 86_400_000));

describe('multi-selects and batch checkboxes by keyboard', () => {
  for (const [route, label, typed, picked] of [
    [
      '/gestao-tempo/legislacao/incluir/',
      'Instituições',
      'SEPLAG',
      'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
    ],
    [
      '/gestao-avisos/cadastrar-novo-aviso/',
      'Instituições',
      'SEPLAG',
      'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
    ],
  ] as const)
    it(`${route} '${label}': typing + Enter picks, the focus stays, nothing is submitted; Escape keeps the focus`, async () => {
      const page = await open(route);
      const field = page.getByLabel(new RegExp(`^${label}`));
      await field.focus();
      const id = await activeId(page);
      const y = await page.evaluate(() => window.scrollY);
      await page.keyboard.type(typed);
      await page.getByRole('option', { name: picked }).waitFor();
      await page.keyboard.press('Enter');
      await page.locator('.bp6-tag', { hasText: picked }).waitFor();
      await page.waitForTimeout(400); // a submit would have opened 'Atenção!' by now
      expect(await page.getByRole('dialog').count(), 'Enter não envia o formulário').toBe(0);
      expect(await activeId(page)).toBe(id);
      expect(await field.inputValue()).toBe('');
      expect(await page.locator('.prh-field [role="alert"]').count(), 'nenhum campo marcado').toBe(0);
      await page.keyboard.type('SE');
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
      await expect.poll(() => activeId(page)).toBe(id);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      await shot(page, `formularios-multiselect-${route.split('/').filter(Boolean).at(-1)}`);
      await page.context().close();
    });

  it("Escape closes a multi-select's list when the page's frames come late (a busy PC), and the focus stays", async () => {
    // Every animation frame 150 ms late: Blueprint's popover echoes its state back in a frame, and
    // the list used to reopen when the field had its focus back first.
    const context = await newContext(browser, { width: 1024, height: 800, storageState: ana });
    await context.addInitScript(() => {
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => raf((t) => void setTimeout(() => cb(t), 150));
    });
    const page = await context.newPage();
    await page.goto(`${origin}/gestao-tempo/legislacao/incluir/`);
    await ocioso(page);
    const field = page.getByLabel(/^Instituições/);
    await field.focus();
    const id = await activeId(page);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.type('SE');
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(600); // past the late frame that used to reopen it
      expect(await page.getByRole('listbox').count(), `Esc ${i + 1}`).toBe(0);
      expect(await activeId(page)).toBe(id);
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
    }
    await context.close();
  });

  it('a batch checkbox takes the focus from its cell (Enter), Space ticks it, Esc goes back; the batch action is then enabled', async () => {
    const page = await open('/gestao-tempo/progressao-promocao/consulta-progressao-servidor/', 1440);
    await page.getByLabel('Situação').selectOption({ label: 'Aguardando validação' });
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).press('Enter');
    await page.locator('.ag-grid-scrolling-rows .prh-batch-check').first().waitFor();
    const validar = page.getByRole('button', { name: 'Validar selecionadas' });
    expect(await validar.isDisabled()).toBe(true);
    for (let i = 0; i < 10 && !(await page.evaluate(() => !!document.activeElement?.closest('.ag-root-wrapper'))); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 12 && (await gridCell(page)).col !== '__batch'; i++) await page.keyboard.press('ArrowLeft');
    expect((await gridCell(page)).col).toBe('__batch');
    await page.keyboard.press('Enter');
    expect(await gridCell(page)).toEqual({ col: '__batch', role: 'input' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Selecionar linha');
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await gridCell(page)).toEqual({ col: '__batch', role: 'gridcell' });
    expect(await validar.isEnabled()).toBe(true);
    await shot(page, 'formularios-lote-marcado');
    await page.context().close();
  });
});

describe("'Pesquisar' is the filter form's submit button", () => {
  for (const route of [
    '/recursos-humanos/pesquisa-servidor/',
    '/gestao-avisos/indicadores/',
    '/relatorios/pesquisar-relatorios',
  ])
    it(route, async () => {
      const page = await open(route);
      const pesquisar = page.getByRole('button', { name: 'Pesquisar', exact: true });
      await pesquisar.waitFor();
      const form = await pesquisar.evaluate((b: HTMLButtonElement) => ({
        type: b.type,
        fields: b.form ? b.form.querySelectorAll('input, select').length : 0,
      }));
      expect(form.type).toBe('submit');
      expect(form.fields, 'o botão está no formulário dos filtros').toBeGreaterThan(0);
      await page.context().close();
    });
});

describe('errors clear once the field is corrected', () => {
  it("'Registrar': CPF, e-mail, passwords and unit, each as it is left and as it is corrected", async () => {
    const context = await newContext(browser, { width: 1024, height: 900 });
    const page = await context.newPage();
    await page.goto(`${origin}/login/usuario/solicitacao/`);
    await page.getByText('Verificação de segurança concluída.').waitFor({ timeout: 60_000 });
    const erro = (t: string) => page.getByText(t, { exact: true });
    await page.getByLabel('CPF *').fill('111.111.111-12');
    expect(await erro('CPF inválido.').count()).toBe(0);
    await page.getByLabel('CPF *').press('Tab');
    await erro('CPF inválido.').waitFor();
    await page.getByLabel('E-mail institucional *').fill('ana@');
    await page.getByLabel('E-mail institucional *').press('Tab');
    await erro('E-mail inválido.').waitFor();
    await page.getByLabel('Senha *', { exact: true }).fill('segredo123');
    await page.getByLabel('Confirmar senha *').fill('segredo12');
    await page.getByLabel('Confirmar senha *').press('Tab');
    await erro('As senhas não conferem.').waitFor();
    await page.getByLabel('Unidade *').focus();
    await page.getByLabel('Unidade *').press('Tab');
    await erro('Selecione a unidade.').waitFor();
    await shot(page, 'formularios-registrar-erros');
    await page.getByLabel('CPF *').fill('529.982.247-25');
    await page.getByLabel('E-mail institucional *').fill('ana@planejamento.mg.gov.br');
    await page.getByLabel('Confirmar senha *').fill('segredo123');
    await page.getByLabel('Unidade *').selectOption({ index: 1 });
    for (const t of ['CPF inválido.', 'E-mail inválido.', 'As senhas não conferem.', 'Selecione a unidade.'])
      await expect.poll(() => erro(t).count(), { message: t }).toBe(0);
    await shot(page, 'formularios-registrar-corrigido');
    await context.close();
  });

  it('a notice whose start is after its end is flagged when the field is left, and clears when corrected', async () => {
    const page = await open('/gestao-avisos/cadastrar-novo-aviso/');
    await page.getByRole('textbox', { name: /^Fim da vigência/ }).fill('10/01/2026');
    await page.getByRole('textbox', { name: /^Início da vigência/ }).fill('20/01/2026');
    await page.getByRole('textbox', { name: /^Início da vigência/ }).press('Tab');
    const aviso = page.getByText('A data inicial deve ser anterior à data final.');
    await aviso.first().waitFor();
    await page.getByRole('textbox', { name: /^Início da vigência/ }).fill('05/01/2026');
    await expect.poll(() => aviso.count()).toBe(0);
    expect(await page.locator('.prh-field [role="alert"]').count(), 'campos não visitados continuam sem erro').toBe(0);
    await page.context().close();
  });
});

describe('a refused command keeps its dialog and what was chosen', () => {
  it("'Gerar lauda' with a model of another nature: the dialog stays, the five choices kept, the reason under 'Modelo da lauda'", async () => {
    const page = await open('/gestao-tempo/gestao-de-laudas/', 1024);
    // The models of the unit with their nature, as the dialog's list gets them.
    const lista = page.waitForResponse((r) => r.url().includes('/gestaoLauda/v1/nomeModeloLauda'));
    await page.getByRole('button', { name: 'Gerar lauda' }).click();
    const modelos = ((await (await lista).json()) as { objeto: { idModeloLauda: number; naturezaEvolucao: string }[] })
      .objeto;
    const d = page.getByRole('dialog', { name: 'Gerar lauda' });
    await d.getByLabel(/^Instituição/).waitFor();
    await expect
      .poll(() =>
        d
          .getByLabel(/^Instituição/)
          .locator('option')
          .count(),
      )
      .toBeGreaterThan(1);
    await d.getByLabel(/^Instituição/).selectOption({ index: 1 });
    const natureza = d.getByLabel(/^Natureza da evolução/);
    await expect.poll(() => natureza.locator('option').count()).toBeGreaterThan(1);
    await natureza.selectOption({ index: 1 });
    const escolhida = await natureza.inputValue();
    const modeloSelect = d.getByLabel(/^Modelo da lauda/);
    await expect.poll(() => modeloSelect.locator('option').count()).toBeGreaterThan(1);
    const outro = modelos.find((m) => m.naturezaEvolucao !== escolhida)?.idModeloLauda;
    expect(outro, 'um modelo de outra natureza').toBeDefined();
    await modeloSelect.selectOption(String(outro));
    for (const l of [/^Responsável pela assinatura/, /^Legislação/]) {
      await expect.poll(() => d.getByLabel(l).locator('option').count()).toBeGreaterThan(1);
      await d.getByLabel(l).selectOption({ index: 1 });
    }
    const before = await d.locator('select').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).value));
    const post = page.waitForResponse((r) => r.url().includes('/gestaoLauda/v1') && r.request().method() === 'POST');
    await d.getByRole('button', { name: 'Gerar', exact: true }).click();
    expect((await (await post).json()).codigoMensagem).toBe(4);
    await d.getByText('O modelo de lauda escolhido não é da natureza da evolução informada.').waitFor();
    expect(await page.getByRole('dialog').count(), 'o diálogo continua aberto, sem outro por cima').toBe(1);
    expect(await d.locator('select').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).value))).toEqual(
      before,
    );
    const modeloId = await modeloSelect.getAttribute('id');
    expect(await page.locator(`[id="${modeloId}__error"]`).textContent()).toBe(
      'O modelo de lauda escolhido não é da natureza da evolução informada.',
    );
    await shot(page, 'formularios-gerar-lauda-recusada');
    await d.getByRole('button', { name: 'Cancelar' }).click();
    await page.context().close();
  });
});

describe('a future date is refused in the form, as for Salvar análise', () => {
  it("'Registrar ausência': a date after today is flagged in the dialog and nothing is sent", async () => {
    const page = await open('/gestao-tempo/gratificacao-natalina/consulta-gratificacao-natalina/', 1024);
    await page.getByLabel(/^Ano/).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    const row = page.locator('.ag-grid-scrolling-rows .ag-row').first();
    await row.getByRole('button', { name: 'Detalhar' }).click();
    await page.getByRole('button', { name: 'Registrar ausência' }).click();
    const d = page.getByRole('dialog', { name: /Registrar ausência de/ });
    let posted = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/ausenciasServidorPoc/') && posted++);
    await d.getByLabel(/^Tipo de ausência/).selectOption({ index: 1 });
    await d.getByRole('textbox', { name: /^Data de início/ }).fill('01/01/2025');
    await d.getByRole('textbox', { name: /^Data de fim/ }).fill(inAWeek());
    await d.getByRole('button', { name: 'Registrar', exact: true }).click();
    await d.getByText('A data não pode ser futura.').waitFor();
    await shot(page, 'formularios-ausencia-futura');
    expect(posted).toBe(0);
    await d.getByRole('button', { name: 'Cancelar' }).click();
    await page.context().close();
  });

  it("a supreme official's start in office after today is flagged in the form and nothing is sent", async () => {
    const page = await open('/gestao-tempo/dirigentes-maximos/', 1024);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().getByRole('button', { name: 'Detalhar' }).click();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/dirigentes-maximos\/editar\/\d+$/);
    let sent = 0;
    page.on('request', (r) => r.method() !== 'GET' && r.url().includes('/dirigenteMaximo/') && sent++);
    const inicio = page.getByRole('textbox', { name: /^Data de início/ });
    await inicio.fill(inAWeek());
    await inicio.press('Tab');
    await page.getByText('A data não pode ser futura.').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('dialog', { name: 'Atenção!' }).waitFor();
    expect(sent).toBe(0);
    await shot(page, 'formularios-dirigente-data-futura');
    await page.context().close();
  });
});
