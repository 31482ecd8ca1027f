/**
 * The engine writes, for real, in Chromium: every step is a screen
 * document driving a catalogue command, checked again by the gateway.
 * 1. A visitor asks for access through 'Registrar'; Ana (administrator at SEPLAG) rejects another
 *    request — the reason is required — and approves it; its history shows both decisions.
 * 2. The new user signs in with the password chosen when registering and gets the approved role.
 * 3. Ana changes the new user's roles in 'Alterar permissões' (leaving with unsaved changes asks);
 *    the new user, signed in all along, has her menu follow at her next page load each time Ana
 *    adds a role and takes it away (the session fetched at page load, seguranca.sessao).
 * 4. Ana creates a notice for SEE's institutions and the role RH_CONSULTA, inactivates and
 *    reactivates it; Bruno (RH_CONSULTA at SEE) sees it once, 'Ciente' records it. The notice is
 *    inactivated at the end, so no other browser test meets it.
 * Screenshots of every new page in both themes go to test-results/screenshots/escrita-*.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA, BRUNO, CARLA } from '../../gateway/db/demo-users.ts';
import { cpfFromBase } from '../../gateway/lib/cpf.ts';
import { launch, newContext, shot, shotsBothThemes } from './browser.ts';
import { pickUnit, signIn } from './login.ts';
import { preencherRegistro, registrar } from './registrar.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const TEREZA = {
  cpf: cpfFromBase('700200300'),
  nome: 'Tereza Nova Lima',
  email: 'tereza.lima@planejamento.mg.gov.br',
  senha: 'Tereza2026',
};
const fmtCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const TITULO = `Entrega da declaração de bens ${Date.now() % 100000}`;

let browser: Browser;
let ana: BrowserContext;
let page: Page;
const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');
const row = (p: Page, text: string) => rows(p).filter({ hasText: text });
/** The text of the rows a locator finds, at once (textContent() would wait for a row to exist, past the poll's time). */
const textOf = async (l: Locator) => (await l.allTextContents()).join(' ');
/** The dialog on top with this title. */
const dialog = (p: Page, name: string | RegExp) => p.getByRole('dialog', { name });

/** Both themes of the page as it is now (test-results/screenshots/escrita-*). */
const shots = (p: Page, name: string) => shotsBothThemes(p, `escrita-${name}`);

/** The new user's session, open from her first sign-in through the changes of her roles. */
let tereza: { context: BrowserContext; page: Page } | undefined;

async function newUser(who: { cpf: string; senha: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const p = await context.newPage();
  await signIn(p, origin, who);
  return { context, page: p };
}

beforeAll(async () => {
  browser = await launch();
  ana = await newContext(browser);
  page = await ana.newPage();
  await signIn(page, origin, ANA);
  await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
});
afterAll(async () => {
  await tereza?.context.close();
  await ana?.close();
  await browser?.close();
});

describe('access requests', () => {
  it("a visitor asks for access through 'Registrar'", async () => {
    const visitor = await newContext(browser);
    const p = await visitor.newPage();
    const pedido = {
      ...TEREZA,
      cpf: fmtCpf(TEREZA.cpf),
      unidade: `${seplag.sigla} - ${seplag.nome}`,
      papeis: ['Atendimento'],
    };
    expect(await registrar(p, origin, pedido)).toBeGreaterThan(0);
    // Again with the same CPF: told a request is pending (success again), every value kept.
    await preencherRegistro(p, origin, pedido);
    await p.getByRole('button', { name: 'Enviar solicitação' }).click();
    await p
      .getByRole('dialog')
      .getByText('Já existe uma solicitação de cadastro pendente para este CPF nesta unidade.', { exact: false })
      .waitFor();
    await shot(p, 'registrar-pendente');
    await p.getByRole('dialog').getByRole('button').last().click();
    expect([
      await p.getByLabel('CPF *').inputValue(),
      await p.getByLabel('Senha *', { exact: true }).inputValue(),
    ]).toEqual([pedido.cpf, pedido.senha]);
    await visitor.close();
  });

  it("Ana rejects a request: the reason is required, then the request is 'Reprovada' and can no longer be decided", async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão de usuários', { exact: true }).click();
    await nav.getByText('Solicitações de cadastros').click();
    await page.waitForURL(/\/usuarios\/solicitacoes\/$/);
    await row(page, TEREZA.nome).waitFor();
    await shots(page, 'solicitacoes');
    const rafael = row(page, 'Rafael Nunes Teixeira');
    await rafael.getByRole('button', { name: 'Reprovar' }).click();
    const d = dialog(page, 'Reprovar solicitação');
    await d.getByText(/Informe o motivo da reprovação da solicitação de Rafael Nunes Teixeira/).waitFor();
    await d.getByLabel('Motivo da reprovação').fill('curto');
    await d.getByRole('button', { name: 'Reprovar' }).click();
    await d.getByRole('alert').waitFor(); // under the field; nothing sent
    await shot(page, 'escrita-reprovar-motivo');
    await d
      .getByLabel('Motivo da reprovação')
      .fill('Servidor lotado em outra unidade; solicitar pela unidade de exercício.');
    const put = page.waitForResponse((r) => /\/reprovar\/\d+/.test(r.url()));
    await d.getByRole('button', { name: 'Reprovar' }).click();
    expect((await (await put).json()).codigoMensagem).toBe(0);
    await page.getByRole('dialog', { name: 'Sucesso!' }).getByText('Solicitação reprovada.').waitFor();
    await page.getByRole('dialog', { name: 'Sucesso!' }).getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => rafael.textContent()).toContain('REPROVADA');
    expect(await rafael.getByRole('button', { name: 'Aprovar' }).count()).toBe(0);
  });

  it("Ana approves the visitor's request; its history tells who decided and what changed", async () => {
    const tereza = row(page, TEREZA.nome);
    await tereza.getByRole('button', { name: 'Aprovar' }).click();
    const d = dialog(page, 'Aprovar solicitação');
    await d.getByText(/O usuário receberá os perfis Atendimento nesta unidade no próximo acesso\./).waitFor();
    await d.getByText(`(CPF ${fmtCpf(TEREZA.cpf)})`, { exact: false }).waitFor({ timeout: 10_000 }); // masked
    const put = page.waitForResponse((r) => /\/aprovar\/\d+/.test(r.url()));
    await d.getByRole('button', { name: 'Aprovar' }).click();
    expect((await (await put).json()).codigoMensagem).toBe(0);
    const ok = page.getByRole('dialog', { name: 'Sucesso!' });
    await ok.getByText('Solicitação aprovada. O usuário terá os perfis no próximo acesso.').waitFor();
    await ok.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => tereza.textContent()).toContain('APROVADA');
    await tereza.getByRole('button', { name: 'Detalhar' }).click();
    await page.waitForURL(/\/usuarios\/solicitacoes\/\d+$/);
    // The address changes before a busy PC draws the record: the list, with its rows' 'Aprovar', was still there.
    await page.getByRole('heading', { level: 1, name: 'Solicitação de cadastro' }).waitFor();
    await page.getByText('Ana Administradora').first().waitFor(); // 'Analisada por'
    expect(await page.getByRole('button', { name: 'Aprovar' }).count()).toBe(0); // decided: no record action left
    await page.getByRole('tab', { name: 'Histórico de alterações' }).click();
    const hist = row(page, 'Aprovação');
    await hist.waitFor();
    expect(await hist.textContent()).toMatch(/Situação: Pendente → Aprovada/);
    await shots(page, 'solicitacao-historico');
  });

  it('the new user signs in with the password chosen when registering and has the approved role', async () => {
    const t = await newUser(TEREZA);
    // A new user of SEPLAG meets the seed's notice in force for SEPLAG and SEE: 'Ciente' once.
    const aviso = t.page.getByRole('dialog', { name: 'Recadastramento anual dos servidores' });
    await aviso.waitFor();
    await aviso.getByRole('button', { name: 'Ciente' }).click();
    await aviso.waitFor({ state: 'detached' });
    const nav = t.page.getByRole('navigation');
    await nav.getByText('Relatórios', { exact: true }).waitFor();
    expect(await nav.getByText('Gestão de usuários', { exact: true }).count()).toBe(0);
    await t.page.reload();
    await ocioso(t.page);
    expect(await t.page.getByRole('dialog').count()).toBe(0); // acknowledged: never again
    tereza = t; // stays signed in: Ana changes her roles below meanwhile
  });
});

describe("'Alterar permissões'", () => {
  it('Ana adds a role to the new user; leaving with unsaved changes asks first', async () => {
    await page.goto(`${origin}/usuarios/relatorio/`);
    await page.getByLabel('Nome').fill('Tereza');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const tereza = row(page, TEREZA.nome);
    await tereza.waitFor();
    expect(await tereza.textContent()).toContain('Atendimento');
    await tereza.getByRole('button', { name: 'Alterar permissões' }).click();
    await page.waitForURL(new RegExp(`/usuarios/editPermissao/1501/${TEREZA.cpf}$`));
    const consulta = page.getByRole('checkbox', { name: 'Consulta de recursos humanos' });
    await consulta.waitFor();
    expect(await page.getByRole('checkbox', { name: 'Atendimento' }).isChecked()).toBe(true);
    // Read-only, not disabled: the value in the text's own colour (not grey on grey), selectable.
    const nome = page.getByLabel('Nome');
    expect(await nome.isEditable()).toBe(false);
    expect(await nome.evaluate((e) => getComputedStyle(e).color)).toBe(
      await page.evaluate(() => getComputedStyle(document.body).color),
    );
    await shots(page, 'alterar-permissoes');
    await page.locator('label', { hasText: 'Consulta de recursos humanos' }).click();
    // A link while the form has unsaved changes: the question, then 'Continuar editando' stays.
    await page.getByRole('navigation').getByText('Início').click();
    const sair = dialog(page, 'Descartar alterações?');
    await sair.getByRole('button', { name: 'Continuar editando' }).click();
    expect(page.url()).toContain('/usuarios/editPermissao/');
    expect(await consulta.isChecked()).toBe(true);
    // The browser's Back too: undone while the question is open, and the form stays as it was.
    await sair.waitFor({ state: 'detached' });
    await page.evaluate(() => history.back());
    await sair.getByRole('button', { name: 'Continuar editando' }).click();
    await sair.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toContain('/usuarios/editPermissao/');
    expect(await consulta.isChecked()).toBe(true);
    await salvarPermissoes(['ATENDIMENTO', 'RH_CONSULTA']);
    await expect.poll(() => row(page, TEREZA.nome).textContent()).toContain('Consulta de recursos humanos');
    // Tereza, signed in since before the change, has the role at her next page load, without a new sign-in.
    await recarregarTereza();
    await expect.poll(() => areaDeTereza('Recursos humanos').count()).toBe(1);
  });

  it("Ana takes the role away again; Tereza's next page load shows the menu without it", async () => {
    await row(page, TEREZA.nome).getByRole('button', { name: 'Alterar permissões' }).click();
    await page.waitForURL(new RegExp(`/usuarios/editPermissao/1501/${TEREZA.cpf}$`));
    const consulta = page.getByRole('checkbox', { name: 'Consulta de recursos humanos' });
    await consulta.waitFor();
    expect(await consulta.isChecked()).toBe(true);
    await page.locator('label', { hasText: 'Consulta de recursos humanos' }).click();
    await salvarPermissoes(['ATENDIMENTO']);
    await expect.poll(() => row(page, TEREZA.nome).textContent()).not.toContain('Consulta de recursos humanos');
    await recarregarTereza();
    await expect.poll(() => areaDeTereza('Recursos humanos').count()).toBe(0);
    expect(await areaDeTereza('Relatórios').count()).toBe(1); // the role she kept
  });
});

/** Saves the permissions form open on Ana's page with these roles, and is back on the list. */
async function salvarPermissoes(papeis: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Salvar' }).click();
  const confirma = dialog(page, 'Alterar permissões');
  await confirma.getByText(`Confirma os novos perfis de ${TEREZA.nome} nesta unidade?`).waitFor();
  const post = page.waitForRequest((r) => r.url().includes('/enviaUsuarioComPapeisNovos'));
  await confirma.getByRole('button', { name: 'Salvar' }).click();
  const body = (await post).postDataJSON();
  expect(body).toMatchObject({ cpf: TEREZA.cpf, codigoUnidade: '1501', versao: expect.any(Number) });
  expect([...body.papeis].sort()).toEqual(papeis);
  const ok = page.getByRole('dialog', { name: 'Sucesso!' });
  await ok.getByText(/Permissões alteradas com sucesso/).waitFor();
  await ok.getByRole('button', { name: 'Fechar' }).click();
  await page.waitForURL(/\/usuarios\/relatorio\/$/); // sucessoCompletoTelaAnterior
  await page.getByRole('button', { name: 'Pesquisar' }).click();
}

/** Tereza reloads her page: the shell asks for her session as the server has it now (seguranca.sessao). */
async function recarregarTereza(): Promise<void> {
  const t = tereza!;
  const sessao = t.page.waitForResponse((r) =>
    /\/seguranca\/v1\/(?!getWso2Token$|login$)[^/]+$/.test(new URL(r.url()).pathname),
  );
  await t.page.reload();
  expect((await (await sessao).json()).codigoMensagem).toBe(0);
}

/** An area of Tereza's menu, by its exact name. */
const areaDeTereza = (nome: string) => tereza!.page.getByRole('navigation').getByText(nome, { exact: true });

describe('notices', () => {
  let id = 0;
  it('Ana creates a notice for the RH_CONSULTA role of SEE, in rich text', async () => {
    const nav = page.getByRole('navigation');
    await nav.getByText('Gestão do portal', { exact: true }).click();
    await nav.getByText('Consultar avisos').click();
    await page.waitForURL(/\/gestao-avisos\/consultar-avisos\/$/);
    await page.getByText(/Avisos ativos e vigentes hoje nesta unidade: \d+/).waitFor();
    await shots(page, 'consultar-avisos');
    await page.getByRole('button', { name: 'Cadastrar novo aviso' }).click();
    await page.waitForURL(/\/gestao-avisos\/cadastrar-novo-aviso\/$/);
    await page.getByRole('textbox', { name: 'Texto do aviso' }).waitFor();
    await shots(page, 'cadastrar-novo-aviso');
    // The formatting buttons side by side at their own size, not spread over the field's width.
    const tools = page.getByRole('toolbar', { name: 'Formatação de Texto do aviso' }).getByRole('button');
    const [first, last] = [await tools.first().boundingBox(), await tools.last().boundingBox()];
    expect(last!.x + last!.width - first!.x).toBeLessThan((await tools.count()) * 40);
    // Saving empty: the spec's warning, and the errors under the fields.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByText('Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.')
      .waitFor();
    await page.getByRole('dialog', { name: 'Atenção!' }).getByRole('button', { name: 'Fechar' }).click();
    await page.getByLabel('Título').fill(TITULO);
    const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await page.getByRole('textbox', { name: 'Início da vigência' }).fill(hoje);
    const inst = page.getByLabel('Instituições');
    await inst.click();
    await inst.fill('UEMG');
    await page.getByRole('option', { name: /UEMG/ }).click();
    await inst.fill('SEE - ');
    await page.getByRole('option', { name: /^SEE - / }).click();
    await page.keyboard.press('Escape');
    const perfis = page.getByLabel('Perfis', { exact: true });
    await perfis.click();
    await page.getByRole('option', { name: 'Consulta de recursos humanos' }).click();
    await page.keyboard.press('Escape');
    const texto = page.getByRole('textbox', { name: 'Texto do aviso' });
    await texto.click();
    await page.keyboard.type('Entreguem a declaração de bens até ');
    await page.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('30 de novembro');
    await page.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('.');
    await shot(page, 'escrita-cadastrar-novo-aviso-preenchido');
    const post = page.waitForResponse((r) => r.url().includes('/aviso/v1/cadastrarNovoAviso'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    const res = await post;
    expect(new URL(res.url()).searchParams.get('codigoUnidadeSSCLogado')).toBe('1501');
    const sent = res.request().postDataJSON();
    expect(sent).toMatchObject({
      titulo: TITULO,
      instituicoes: expect.arrayContaining(['1261', '2351']),
      papeis: ['RH_CONSULTA'],
    });
    expect(sent.texto).toMatch(/<b>30 de novembro<\/b>|<strong>30 de novembro<\/strong>/);
    const body = await res.json();
    expect(body.codigoMensagem, JSON.stringify(body) + JSON.stringify(sent)).toBe(0);
    id = body.objeto.id;
    const ok = page.getByRole('dialog', { name: 'Sucesso!' });
    await ok.getByText('Aviso cadastrado com sucesso.').waitFor();
    await ok.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(new RegExp(`/gestao-avisos/consultar-avisos/${id}$`));
    await page.getByRole('region', { name: 'Texto do aviso' }).getByText('30 de novembro').waitFor();
  });

  it('inactivates it from its page and reactivates it from the list; each change is in its history', async () => {
    await page.getByRole('button', { name: 'Inativar', exact: true }).click();
    await dialog(page, 'Inativar aviso').getByRole('button', { name: 'Inativar', exact: true }).click();
    const ok = page.getByRole('dialog', { name: 'Sucesso!' });
    await ok.getByText('Aviso inativado com sucesso.').waitFor();
    await ok.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: 'Ativar', exact: true }).waitFor(); // the record reloaded: now inactive
    await shots(page, 'detalhe-aviso');
    await page.goto(`${origin}/gestao-avisos/consultar-avisos/`);
    // The notice's row by its id (the grid's row-id). On a loaded two-core machine the list took
    // more than the poll's default 5 s to show after the detail page: 20 s, as the other searches.
    const linha = rows(page).and(page.locator(`[row-id="${id}"]`));
    await expect.poll(() => textOf(linha), { timeout: 20_000 }).toContain('INATIVO');
    await linha.getByRole('button', { name: 'Ativar', exact: true }).click();
    await dialog(page, 'Ativar aviso').getByRole('button', { name: 'Ativar', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sucesso!' }).getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => textOf(linha), { timeout: 20_000 }).toContain('ATIVO');
    await linha.getByRole('button', { name: 'Detalhar' }).click();
    await page.getByRole('tab', { name: 'Histórico de alterações' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);
    const text = (await rows(page).allTextContents()).join('\n');
    expect(text).toContain('Cadastro de aviso');
    expect(text).toContain('Inativação de aviso');
    expect(text).toContain('Ativação de aviso');
    await shot(page, 'escrita-detalhe-aviso-historico');
  });

  it("Bruno (RH_CONSULTA at SEE) sees it once: 'Ciente' records it; Carla (SES) never sees it", async () => {
    const b = await newUser(BRUNO);
    const aviso = b.page.getByRole('dialog', { name: TITULO });
    await aviso.waitFor();
    await aviso.getByText('30 de novembro').waitFor();
    await shot(b.page, 'escrita-aviso-novo');
    // 'Início' behind the dialog counts it, and stops counting it once acknowledged, without a reload.
    const contagem = b.page.locator('.prh-home-avisos');
    await contagem.getByText('Você tem 1 aviso novo.').waitFor();
    const ciente = b.page.waitForResponse((r) => r.url().includes('/cadastrarControleAvisoUsuario'));
    await aviso.getByRole('button', { name: 'Ciente' }).click();
    expect((await (await ciente).json()).codigoMensagem).toBe(0);
    await aviso.waitFor({ state: 'detached' });
    await contagem.getByText('Nenhum aviso novo.').waitFor();
    await shot(b.page, 'escrita-aviso-ciente-inicio');
    // 'Todos os avisos': the acknowledged notice can be read again, with when, under the payroll closing.
    await b.page.getByRole('button', { name: 'Todos os avisos' }).click();
    const todos = b.page.getByRole('dialog', { name: 'Avisos em vigor' });
    await todos
      .getByRole('article', { name: TITULO })
      .getByText(/^Ciente em \d{2}\/\d{2}\/\d{4}/)
      .waitFor();
    await todos.getByText(/^A folha de \d{2}\/\d{4} (fecha|foi fechada) em \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    await shot(b.page, 'escrita-todos-avisos');
    await b.page.keyboard.press('Escape');
    await todos.waitFor({ state: 'detached' });
    await b.page.reload();
    await ocioso(b.page);
    expect(await b.page.getByRole('dialog', { name: TITULO }).count()).toBe(0);
    await b.context.close();
    const c = await newUser(CARLA);
    await ocioso(c.page);
    expect(await c.page.getByRole('dialog', { name: TITULO }).count()).toBe(0);
    await c.context.close();
  });

  it('the notice is inactivated again, so no other test meets it', async () => {
    await page.goto(`${origin}/gestao-avisos/consultar-avisos/${id}`);
    await page.getByRole('button', { name: 'Inativar', exact: true }).click();
    await dialog(page, 'Inativar aviso').getByRole('button', { name: 'Inativar', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sucesso!' }).getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: 'Ativar', exact: true }).waitFor();
  });
});
