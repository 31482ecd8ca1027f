/**
 * The keyboard journey through one screen and what it leads to, generated from the screen
 * documents (tests/e2e/teclado/suite.ts): a search's filters, 'Pesquisar', the rows
 * (Home/End in the row), every row action and toolbar action — a dialog is used and closed with
 * Esc (the focus back on its opener), a navigation is followed into the screen it opens (a
 * record's every tab and its tables' actions, a form's fields) and then Back. No click anywhere.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ActionDef, DetailScreenDoc, ScreenDoc, SearchScreenDoc } from '../../../engine/screens/types.ts';
import { answerWith, rowsShowing } from '../linhas-simuladas.ts';
import { ocioso } from '../ocioso.ts';
import { percorrerAbas } from './abas.ts';
import { enterEVer, escTodos, focoDeVolta, usarDialogo } from './efeito.ts';
import { lembrarCpf, preencherFiltros } from './filtros.ts';
import { focoEm, tabAte } from './foco.ts';
import { acoesPorLinha, homeEndNaLinha, nasAcoes, setaAte, tabParaGrade } from './grade.ts';
import { focoNoTitulo } from './menu.ts';
import { telaDaRota } from './partes.ts';

export interface Contagem {
  telas: Set<string>;
  abas: number;
  acoesDeLinha: number;
  acoesDeBarra: number;
  dialogos: number;
  filtros: number;
  simuladas: string[];
}

export interface Jornada {
  page: Page;
  docs: ScreenDoc[];
  contagem: Contagem;
  /** Writes the test refused so far (each answered with code 4). */
  recusas: () => number;
}

/** The screen document of an address of the portal. */
export const telaDe = (j: Jornada, url: string): ScreenDoc | undefined => telaDaRota(j.docs, new URL(url).pathname);

/** 'Pesquisar' pressed (the focus is on it); waits for the results, the focus still on the button. */
async function pesquisar(page: Page): Promise<Locator> {
  expect((await focoEm(page)).name).toBe('Pesquisar');
  await page.keyboard.press('Enter');
  const grid = page.locator('.prh-results .prh-grid');
  await expect.poll(() => grid.getAttribute('aria-busy'), { timeout: 30_000 }).toBeNull();
  await ocioso(page);
  expect((await focoEm(page)).name, "o foco fica em 'Pesquisar' enquanto e depois que a busca corre").toBe('Pesquisar');
  return grid;
}

/** From the page's heading: the required filters, 'Pesquisar'; rows simulated when the database has none. */
async function buscarComLinhas(
  j: Jornada,
  s: SearchScreenDoc,
  acoes: ActionDef[],
): Promise<{ grid: Locator; simuladas: boolean }> {
  await preencherFiltros(j.page, s, false);
  const grid = await pesquisar(j.page);
  const cpf = grid.locator('.ag-grid-scrolling-rows .ag-row [col-id="cpf"]');
  if ((await cpf.count()) > 0) lembrarCpf((await cpf.first().textContent()) ?? '');
  if ((await grid.locator('.ag-grid-scrolling-rows .ag-row').count()) > 0 || !acoes.length)
    return { grid, simuladas: false };
  const parar = await answerWith(j.page, s.source.endpoint, rowsShowing(s.source.endpoint, acoes));
  j.contagem.simuladas.push(s.route);
  await tabAte(j.page, (f) => f.tag === 'BUTTON' && f.name === 'Pesquisar', { onde: 'Pesquisar', back: true });
  const g = await pesquisar(j.page);
  // The same query's empty answer is kept and shown at once (no spinner) while it is asked again
  // behind it: the simulated rows arrive after that, and they are what the rest reads.
  await expect.poll(() => g.locator('.ag-grid-scrolling-rows .ag-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await parar();
  return { grid: g, simuladas: true };
}

/**
 * Follows a navigation into the screen it opened (its own journey, the first time), then Back. A
 * row the test made up (`simulada`) leads to a record that does not exist: its refusal is closed
 * and nothing is followed.
 */
async function seguirEVoltar(j: Jornada, profundidade: number, simulada = false): Promise<void> {
  const destino = telaDe(j, j.page.url());
  expect(destino, `nenhuma tela para ${j.page.url()}`).toBeDefined();
  if (simulada) await escTodos(j.page);
  else {
    await focoNoTitulo(j.page);
    // A screen walked once (the servant record opens from several searches) is only reached again.
    if (destino && profundidade < 2 && !j.contagem.telas.has(destino.id))
      await jornadaDaTela(j, destino, profundidade + 1);
    else if (destino) j.contagem.telas.add(destino.id);
  }
  await j.page.goBack();
  await ocioso(j.page);
  // Back on a list of made-up rows, the page searches again with the real answer, which may be a
  // refusal of the values the test typed (a year the gateway does not accept): closed, as a person would.
  if (simulada) await escTodos(j.page);
  await focoNoTitulo(j.page);
}

/** Every distinct row action of `grid` (a row that shows it), by keyboard; `voltar` brings the grid back after a navigation. */
async function acoesDaGrade(
  j: Jornada,
  grid: Locator,
  profundidade: number,
  voltar: () => Promise<Locator>,
  simuladas = false,
): Promise<void> {
  const porLinha = await acoesPorLinha(grid);
  expect(porLinha.length, 'a tabela precisa de linhas').toBeGreaterThan(0);
  await tabParaGrade(j.page, grid);
  await homeEndNaLinha(j.page, Math.min(1, porLinha.length - 1), porLinha.length);
  for (const label of [...new Set(porLinha.flat())]) {
    const linha = porLinha.findIndex((l) => l.includes(label));
    if ((await focoEm(j.page)).button) await j.page.keyboard.press('Escape');
    if ((await focoEm(j.page)).grid < 0) await tabParaGrade(j.page, grid);
    await nasAcoes(j.page, linha);
    await setaAte(j.page, label, porLinha[linha].length);
    const abridor = await focoEm(j.page);
    const efeito = await enterEVer(j.page, j.recusas);
    j.contagem.acoesDeLinha++;
    if (efeito === 'diálogo') {
      j.contagem.dialogos++;
      await usarDialogo(j.page, abridor, label);
    } else if (efeito === 'navegou') {
      // Rows the test made up lead to records that do not exist: it navigated, nothing to follow.
      await seguirEVoltar(j, profundidade, simuladas);
      grid = await voltar();
      await tabParaGrade(j.page, grid);
    } else if (efeito === 'detalhe') {
      // The picked row's detail opens below the table and takes the focus (a region, not a dialog).
      expect((await focoEm(j.page)).tag, `${label}: o foco não se perde`).not.toBe('BODY');
    } else {
      // A tab or a file: a refusal may come as a dialog a moment later; closed, the focus is back.
      await escTodos(j.page);
      await focoDeVolta(j.page, abridor, label);
    }
  }
}

/** The toolbar's and the record's buttons (`acoes`), each reached with Tab from the heading and pressed. */
async function botoes(j: Jornada, acoes: ActionDef[], profundidade: number): Promise<void> {
  for (const a of acoes) {
    const alvo = (f: Awaited<ReturnType<typeof focoEm>>) => f.inMain && f.tag === 'BUTTON' && f.name === a.label;
    // Only an action whose rule hides or disables it on this record may be absent.
    // An unavailable button (no rows to export) keeps the focus but does nothing: not pressed.
    const el = j.page
      .locator('main button:not(:disabled):not([aria-disabled="true"])')
      .filter({ hasText: new RegExp(`^${a.label}$`) });
    if ((await el.count()) === 0) {
      expect(Boolean(a.visibleWhen || a.disabledWhen), `o botão '${a.label}' não está na página`).toBe(true);
      continue;
    }
    // Tab onwards, or Shift+Tab when the button stands before the focus.
    const antes = await el
      .first()
      .evaluate((b) =>
        Boolean(
          document.activeElement &&
          b.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      );
    const botao = await tabAte(j.page, alvo, { onde: `o botão '${a.label}'`, max: 60, back: antes });
    const efeito = await enterEVer(j.page, j.recusas);
    j.contagem.acoesDeBarra++;
    if (efeito === 'diálogo') {
      j.contagem.dialogos++;
      await usarDialogo(j.page, botao, a.label);
    } else if (efeito === 'navegou') await seguirEVoltar(j, profundidade);
    else if (efeito === 'atualizou')
      expect((await focoEm(j.page)).name, `${a.label}: o foco fica no botão`).toBe(a.label);
  }
}

/** One screen's journey, from its heading, by its kind. */
export async function jornadaDaTela(j: Jornada, s: ScreenDoc, profundidade = 0): Promise<void> {
  j.contagem.telas.add(s.id);
  if (s.kind === 'search') {
    const search = s as SearchScreenDoc;
    const acoes = search.rowActions ?? [];
    const { grid, simuladas } = await buscarComLinhas(j, search, acoes);
    j.contagem.filtros++;
    if (acoes.length)
      await acoesDaGrade(
        j,
        grid,
        profundidade,
        async () => {
          await focoNoTitulo(j.page);
          return j.page.locator('.prh-results .prh-grid');
        },
        simuladas,
      );
    const barra = (search.toolbar ?? []).filter((a) => a.action !== 'export' || profundidade === 0);
    if (profundidade === 0) await botoes(j, barra, profundidade);
  } else if (s.kind === 'detail') {
    const d = s as DetailScreenDoc;
    await botoes(j, d.actions ?? [], profundidade);
    const titulos = await j.page.getByRole('tab').allTextContents();
    for (const t of d.tabs ?? []) if (!t.resource) expect(titulos, `aba '${t.title}' de ${d.route}`).toContain(t.title);
    if (titulos.length) {
      const url = j.page.url();
      j.contagem.abas += await percorrerAbas(j.page, titulos, d.route, async (titulo) => {
        const tab = d.tabs?.find((t) => t.title === titulo);
        const tabelas = (tab?.sections ?? []).filter((sec) => sec.table?.rowActions?.length || sec.detail);
        for (const [g] of tabelas.entries()) {
          const grade = () => j.page.getByRole('tabpanel').locator('.prh-grid:has([col-id="__actions"])').nth(g);
          if ((await grade().locator('.ag-grid-scrolling-rows .ag-row').count()) === 0) continue;
          await acoesDaGrade(j, grade(), profundidade, async () => {
            if (j.page.url() !== url) await j.page.goto(url);
            await percorrerAbas(j.page, titulos.slice(0, titulos.indexOf(titulo) + 1), d.route);
            return grade();
          });
        }
      });
    }
  } else if (s.kind === 'form') {
    // Every field reached with Tab, up to the form's last button.
    await tabAte(j.page, (f) => f.tag === 'BUTTON' && /^(Salvar|Cadastrar|Enviar|Incluir)/.test(f.name), {
      onde: `o botão de enviar de ${s.route}`,
      max: 120,
    });
  }
}
