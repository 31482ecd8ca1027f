/**
 * Who saw whose data, in Chromium: Bruno opens a servant's record; Ana, at SEE, exports
 * a servant search filtered by name; both show on the data officer's screen 'Acessos a dados
 * pessoais' — Bruno's reading with the servant's name and CPF and the screen, Ana's export with its
 * filter and its row count — and on the servant record's tab 'Acessos a este registro', which only
 * the officer's role sees. Bruno has neither the menu entry nor the tab.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA, BRUNO } from '../../gateway/db/demo-users.ts';
import { axe, launch, newContext, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const see = ANA.unidades.find((u) => u.codigo === '1261')!;
let browser: Browser;
let bruno: BrowserContext;
let ana: BrowserContext;
let pb: Page;
let pa: Page;
let servidor: { id: number; nome: string; cpf: string };
let exportado: { nome: string; total: number };

const gridRows = (page: Page) => page.locator('.ag-grid-scrolling-rows .ag-row');

/** Presses 'Pesquisar' on the officer's screen until a row of its answer matches (the log is written within a second). */
async function buscarAte(
  achou: (r: Record<string, unknown>) => boolean,
  timeout = 20_000,
): Promise<Record<string, unknown>> {
  let linha: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const resposta = pa.waitForResponse((r) => r.url().includes('/acessos-dados-pessoais/v1/pesquisar'));
        await pa.getByRole('button', { name: 'Pesquisar', exact: true }).click();
        const corpo = (await (await resposta).json()) as { objeto: Record<string, unknown>[] };
        linha = (Array.isArray(corpo.objeto) ? corpo.objeto : []).find(achou);
        if (linha) {
          await gridRows(pa).first().waitFor();
          await ocioso(pa);
        }
        return Boolean(linha);
      },
      { timeout, interval: 1_000 },
    )
    .toBe(true);
  return linha!;
}
const json = async (r: Promise<Response>) =>
  (await (await r).json()) as { objeto: Record<string, unknown>[]; paginacao: { totalRegistros: number } };

beforeAll(async () => {
  browser = await launch();
  bruno = await newContext(browser);
  ana = await newContext(browser);
  pb = await bruno.newPage();
  pa = await ana.newPage();
  await signIn(pb, origin, BRUNO);
  await signIn(pa, origin, ANA);
  await pickUnit(pa, `${see.sigla} - ${see.nome}`);
});
afterAll(async () => {
  await bruno?.close();
  await ana?.close();
  await browser?.close();
});

describe('the access log of personal data', () => {
  it("Bruno opens a servant's record: no 'Acessos a este registro' tab, no officer's screen for him", async () => {
    await pb.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    const lista = json(pb.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores')));
    await pb.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    const primeiro = (await lista).objeto[0] as { id: number; nome: string; cpf: string };
    servidor = { id: primeiro.id, nome: primeiro.nome, cpf: primeiro.cpf };
    await gridRows(pb).first().getByRole('button', { name: 'Detalhar' }).click();
    await pb.waitForURL(new RegExp(`/recursos-humanos/dados-servidor/${servidor.id}$`));
    await pb.getByRole('tab', { name: 'Dados pessoais', exact: true }).waitFor();
    await pb.locator('[role="tabpanel"] .prh-info-field').first().waitFor();
    expect(await pb.getByRole('tab', { name: 'Acessos a este registro' }).count()).toBe(0);
    expect(await pb.getByRole('navigation').getByText('Acessos a dados pessoais').count()).toBe(0);
    await pb.goto(`${origin}/gestao-avisos/acessos-dados-pessoais/`);
    await pb.waitForURL(/\/nao-autorizado/);
  });

  it('Ana, at SEE, exports a servant search filtered by name', async () => {
    exportado = { nome: servidor.nome.split(' ')[0], total: 0 };
    await pa.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await pa.getByLabel('Nome', { exact: true }).fill(exportado.nome);
    const lista = json(pa.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores')));
    await pa.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    exportado.total = (await lista).paginacao.totalRegistros;
    expect(exportado.total).toBeGreaterThan(0);
    await pa.getByRole('button', { name: 'Exportar' }).click();
    const dialog = pa.getByRole('dialog').filter({ hasText: 'Confirmação de solicitação de exportação' });
    await dialog.getByLabel('Excel (XLSX)').check();
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    await pa.getByText('Seu relatório foi agendado.', { exact: false }).waitFor();
    await pa.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
  });

  it("both show on the data officer's screen: the person read, the export's filter and count", async () => {
    const nav = pa.getByRole('navigation');
    await nav.getByText('Gestão do portal', { exact: true }).click();
    await nav.getByText('Acessos a dados pessoais').click();
    await pa.waitForURL(/\/gestao-avisos\/acessos-dados-pessoais\/$/);
    await pa.getByLabel('CPF do titular').fill(servidor.cpf);
    // The log is written within a second of the answer: search until the row is there. The grid
    // scrolls sideways, so the row's fields are read from the answer the screen shows.
    const leitura = await buscarAte((r) => r.usuario === BRUNO.nome && r.tela === 'Dados do servidor');
    expect(leitura).toMatchObject({
      operacao: 'Consulta',
      titular: servidor.nome,
      cpfTitular: servidor.cpf,
      papeis: 'Consulta de recursos humanos',
    });
    const linhaBruno = gridRows(pa).filter({ hasText: BRUNO.nome }).first();
    expect(await linhaBruno.textContent()).toContain('Consulta');
    expect((await linhaBruno.textContent())?.toLowerCase()).toContain(servidor.nome.toLowerCase());
    expect(await axe(pa, 'acessos a dados pessoais')).toEqual([]);
    await shot(pa, 'acessos-dados-pessoais-titular');

    // Ana's export, once its file is written: the filter by its title, and the rows of the search.
    await pa.getByLabel('CPF do titular').fill('');
    await pa.getByLabel('CPF do usuário').fill(ANA.cpf);
    await pa.getByLabel('Tipo de acesso').selectOption('EXPORTACAO');
    const exp = await buscarAte((r) => r.operacao === 'Exportação', 60_000);
    expect(exp).toMatchObject({
      usuario: ANA.nome,
      tela: 'Pesquisar servidor',
      filtros: `Nome: ${exportado.nome}`,
      registros: exportado.total.toLocaleString('pt-BR'),
    });
    expect(await gridRows(pa).filter({ hasText: 'Exportação' }).first().textContent()).toContain(
      `Nome: ${exportado.nome}`,
    );
    await shot(pa, 'acessos-dados-pessoais-exportacao');
  });

  it("the servant record's tab 'Acessos a este registro' shows Bruno's reading to the officer", async () => {
    await pa.goto(`${origin}/recursos-humanos/dados-servidor/${servidor.id}`);
    await pa.getByRole('tab', { name: 'Acessos a este registro' }).click();
    const panel = pa.locator('[role="tabpanel"][aria-hidden="false"]');
    await panel
      .locator('.ag-grid-scrolling-rows .ag-row')
      .filter({ hasText: BRUNO.nome })
      .first()
      .waitFor({ timeout: 20_000 });
    await shot(pa, 'acessos-dados-pessoais-aba-registro');
    expect(await axe(pa, 'aba acessos a este registro')).toEqual([]);
  });
});
