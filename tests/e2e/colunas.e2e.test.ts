/**
 * Columns that hold what they show: on 'Pagamentos retidos', 'Gestão de alterações de avos' and
 * 'Servidores sem avo' at 1024 and 1440 px, light and dark, no status tag, name or date is cut
 * while the table has room, the status is never under the pinned 'Ações', and the status filter's
 * options fit their select.
 * Screenshots: test-results/screenshots/colunas-<tela>-<largura>[-escuro].
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActionDef } from '../../engine/screens/types.ts';
import { newContext, shot } from './browser.ts';
import { answerWith, rowsShowing } from './linhas-simuladas.ts';
import { browserWithAnaAtSeplag, type signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');

let browser: Browser;
let ana: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  ({ browser, ana } = await browserWithAnaAtSeplag(origin));
});
afterAll(async () => {
  await browser?.close();
});

interface Cut {
  col: string;
  text: string;
}

/**
 * Cells of the first grid whose text does not fit (a plain value wider than its cell, a status tag
 * past its cell's edge), and whether the grid scrolls sideways. A column cut while the grid does not
 * scroll is one the fitting sacrificed although the table had room.
 */
const medir = (page: Page) =>
  page
    .locator('.prh-grid')
    .first()
    .evaluate((grid) => {
      const cuts: Cut[] = [];
      for (const cell of grid.querySelectorAll<HTMLElement>('.ag-grid-scrolling-rows .ag-cell')) {
        if (cell.closest('.ag-grid-pinned-right-cells, .ag-grid-pinned-left-cells')) continue;
        const col = cell.getAttribute('col-id') ?? '';
        const value = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
        const tag = cell.querySelector<HTMLElement>('.prh-status');
        const box = cell.getBoundingClientRect();
        const cut = tag
          ? tag.getBoundingClientRect().right > box.right + 0.5 || tag.scrollWidth > tag.clientWidth + 1
          : value.scrollWidth > value.clientWidth + 1 && !cell.classList.contains('prh-cell-wrap');
        if (cut) cuts.push({ col, text: (cell.textContent ?? '').trim() });
      }
      const viewport = grid.querySelector<HTMLElement>('.ag-body-horizontal-scroll-viewport');
      const scrolls = !!viewport && viewport.scrollWidth > viewport.clientWidth + 1;
      // The status tags drawn at least partly under the pinned actions column.
      const pinned = grid.querySelector('.ag-header-cell-first-right-pinned')?.getBoundingClientRect();
      const under = pinned
        ? [...grid.querySelectorAll<HTMLElement>('.ag-grid-scrolling-rows .prh-status')].filter(
            (t) => !t.closest('.ag-grid-pinned-right-cells') && t.getBoundingClientRect().right > pinned.left + 0.5,
          ).length
        : 0;
      return { cuts, scrolls, under };
    });

async function abrir(
  width: number,
  dark: boolean,
  path: string,
  simuladas?: { endpoint: string; rows: Record<string, unknown>[] },
): Promise<Page> {
  const context = await newContext(browser, { width, height: 900, storageState: ana });
  await context.addInitScript(
    (d) => location.protocol.startsWith('http') && localStorage.setItem('darkMode', String(d)),
    dark,
  );
  const page = await context.newPage();
  if (simuladas) await answerWith(page, simuladas.endpoint, simuladas.rows);
  await page.goto(`${origin}${path}`);
  await page.locator('.prh-page-card').first().waitFor();
  return page;
}

/** Every field of the endpoint's record with a plausible value (overwritten below where it is shown). */
const base = (endpoint: string) => rowsShowing(endpoint, [{ action: 'navigate', label: '' } as ActionDef])[0];

const NOMES = [
  'Maria Eduarda Albuquerque Vasconcelos',
  'Alessandra Barros de Oliveira Franco',
  'João Pedro Saraiva Moreira Batista',
  'Ana Laura Pereira Franco',
];

/** A page as a busy unit sees it: every status, long names, a requester, one row the user may analyse. */
const retidos = () =>
  NOMES.map((nome, i) => ({
    ...base('pagamentosBloqueados.listar'),
    id: i + 1,
    idPagamento: i + 1,
    idProcesso: i + 1,
    numeroProcesso: `000${i}173-51.2015.8.13.0433`,
    nome,
    cpf: '52998224725',
    instituicao: 'SEPLAG',
    competencia: 202612,
    valor: 6947.82,
    motivo: 'Decisão judicial',
    situacao: i === 0 ? 'PAGAMENTO_BLOQUEADO' : i === 3 ? 'DESBLOQUEIO_APROVADO' : 'AGUARDANDO_APROVACAO_DESBLOQUEIO',
    situacaoDescricao:
      i === 0 ? 'Pagamento bloqueado' : i === 3 ? 'Desbloqueio aprovado' : 'Aguardando aprovação desbloqueio',
    bloqueadoEm: '04/12/2026',
    justificativa: i === 0 ? null : 'Quitação comprovada.',
    solicitadoPor: i === 0 ? null : 'Diego Analista Judicial',
    versao: 1,
    competenciaFormatada: '12/2026',
    podeAnalisar: i === 1,
  }));

/** Adjustments of avos after payment: long names, both kinds, a creation date and time. */
const acertos = () =>
  NOMES.map((nome, i) => ({
    ...base('avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina'),
    id: i + 1,
    idAvosAlteradoDetalhe: i + 1,
    numeroFuncionario: 1000 + i,
    cpf: '52998224725',
    nome,
    instituicao: 'SEPLAG',
    ano: 2025,
    avosPagos: 12,
    avosApurados: 11,
    diferenca: -512.34,
    tipo: i % 2 ? 'A_RECEBER' : 'A_RESTITUIR',
    tipoDescricao: i % 2 ? 'A receber' : 'A restituir',
    situacao: 'RETIFICAR_ACERTO',
    situacaoDescricao: 'Retificar acerto',
    criadoEm: '04/12/2026 14:30',
    atualizadoEm: '04/12/2026 14:30',
    versao: 1,
  }));

const TELAS = [
  {
    nome: 'pagamentos-retidos',
    path: '/processos-judiciais/pagamentos-retidos/',
    endpoint: 'pagamentosBloqueados.listar',
    linhas: retidos,
  },
  {
    nome: 'gestao-alteracao-avos',
    path: '/gestao-tempo/gratificacao-natalina/gestao-alteracao-avos/',
    endpoint: 'avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina',
    linhas: acertos,
  },
  {
    nome: 'sem-avo',
    path: '/gestao-tempo/gratificacao-natalina/relatorio-gratificacao-natalina/sem-avo/',
    pesquisar: true,
  },
];

describe.each([1024, 1440])('at %i px', (width) => {
  it.each(TELAS)('$nome: nothing cut while the table has room', async ({ nome, path, pesquisar, endpoint, linhas }) => {
    for (const dark of [false, true]) {
      const page = await abrir(width, dark, path, endpoint && linhas ? { endpoint, rows: linhas() } : undefined);
      // The year starts on the current one once the years arrive: the first 'Pesquisar' searches.
      if (pesquisar) {
        await expect.poll(() => page.getByLabel(/^Ano/).inputValue()).not.toBe('');
        await page.getByRole('button', { name: 'Pesquisar' }).click();
      }
      await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
      await ocioso(page);
      const m = await medir(page);
      await shot(page, `colunas-${nome}-${width}${dark ? '-escuro' : ''}`);
      await page.context().close();
      if (!m.scrolls) expect(m.cuts, 'células cortadas com a tabela sem rolar').toEqual([]);
      expect(m.under, 'situações sob a coluna Ações').toBe(0);
      expect(
        m.cuts.filter((c) => /situacao|tipo/i.test(c.col)),
        'situações cortadas',
      ).toEqual([]);
    }
  });
});

it('the status filter of Pagamentos retidos shows its options whole', async () => {
  const page = await abrir(1024, false, '/processos-judiciais/pagamentos-retidos/');
  const select = page.getByLabel('Situação');
  await select.waitFor();
  for (const label of await select.locator('option').allTextContents()) {
    if (!label.trim()) continue;
    await select.selectOption({ label });
    const fits = await select.evaluate((el: HTMLSelectElement) => {
      const cs = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = cs.font;
      const text = ctx.measureText(el.selectedOptions[0]?.text ?? '').width;
      const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return text <= room + 1;
    });
    expect(fits, `'${label}' cabe no campo`).toBe(true);
  }
  await page.context().close();
});
