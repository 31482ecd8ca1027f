/**
 * One keyboard journey over every screen, generated from the screen documents, in parts that run
 * side by side (teclado/partes.ts; each part is a file tests/e2e/jornada-teclado-N.e2e.test.ts that
 * calls `jornadaPorTeclado`): a clerk who uses no
 * mouse reaches each screen of the menu with Tab and Enter, fills its filters, searches, moves
 * through the rows (Home/End stay in the row), presses every row action and toolbar button — a
 * dialog is used and closed with Esc, and the focus comes back to what opened it; a navigation is
 * followed into the record or form it opens (every tab of a record by the arrows, its tables'
 * actions) and left with Back. A new screen is covered without writing a test; a screen the
 * journey cannot reach fails its part's last test. Writes never happen: each is answered here with
 * code 4, as a refusal the dialog must tell while keeping what was typed.
 *
 * Nothing here clicks: keys only (Tab, arrows, Enter, Esc), and the browser's Back.
 */
import { readdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../../gateway/db/demo-users.ts';
import type { SearchScreenDoc } from '../../../engine/screens/types.ts';
import { launch, newContext, scaledToCpu } from '../browser.ts';
import { signedInState } from '../login.ts';
import { ocioso } from '../ocioso.ts';
import { screenDocs } from '../telas.ts';
import { percorrerAbas } from './abas.ts';
import { lembrarCpf, preencherFiltros } from './filtros.ts';
import { type Contagem, type Jornada, jornadaDaTela } from './jornada.ts';
import { abrirPeloMenu } from './menu.ts';
import { partesDaJornada } from './partes.ts';

/** How many parts the journey is in: one file each, tests/e2e/jornada-teclado-1…N.e2e.test.ts. */
export const PARTES = 4;

/** Part `n` (1…PARTES) of the keyboard journey: its menu entries, and every document they lead to reached. */
export function jornadaPorTeclado(n: number): void {
  const origin = inject('origin');
  const ana = DEMO_USERS.find((u) => u.nome.startsWith('Ana'))!;
  const docs = screenDocs();
  const partes = partesDaJornada(docs, PARTES);
  const parte = partes[n - 1];

  let browser: Browser;
  let page: Page;
  let recusadas = 0;
  const contagem: Contagem = {
    telas: new Set(),
    abas: 0,
    acoesDeLinha: 0,
    acoesDeBarra: 0,
    dialogos: 0,
    filtros: 0,
    simuladas: [],
  };
  const jornada = (): Jornada => ({ page, docs, contagem, recusas: () => recusadas });

  beforeAll(async () => {
    browser = await launch();
    const state = await signedInState(browser, origin, ana, 'SEPLAG - Secretaria de Estado de Planejamento e Gestão');
    const context = await newContext(browser, { width: 1440, height: 900, storageState: state });
    page = await context.newPage();
    // No write leaves the page: answered here with code 4, as a refusal of the gateway.
    await context.route('**/gw/**', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : (recusadas++,
          route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              codigoMensagem: 4,
              mensagem: 'Teste de teclado: nada foi gravado.',
              listaCriticas: [],
              objeto: {},
            }),
          })),
    );
    // A servant's CPF for the CPF filters, as one journey over every screen had met in an earlier
    // list (the supreme official's inclusion then finds a servant and its form is reached): each
    // part starts by reading one from the unit's processes. Without it a part searched with the
    // last CPF it happened to see, a current official's, and found no one to include.
    await page.goto(`${origin}/processos-judiciais/consulta-de-processos/`);
    const cpf = page.locator('.prh-results .ag-grid-scrolling-rows .ag-row [col-id="cpf"]').first();
    await cpf.waitFor();
    lembrarCpf((await cpf.textContent()) ?? '');
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe(`every screen by keyboard alone, part ${n} of ${PARTES}`, () => {
    for (const s of parte.menu)
      it(
        `${s.route} (${s.kind})`,
        async () => {
          await page.goto(`${origin}/home`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await ocioso(page);
          await abrirPeloMenu(page, s);
          if (s.kind === 'tabs') {
            contagem.telas.add(s.id);
            const titulos = (s as { tabs: { title: string; screen: string }[] }).tabs;
            contagem.abas += await percorrerAbas(
              page,
              titulos.map((t) => t.title),
              s.route,
              async (titulo) => {
                const inner = docs.find((d) => d.id === titulos.find((t) => t.title === titulo)!.screen)!;
                await jornadaDaTela(jornada(), inner, 1);
              },
            );
          } else if (s.kind === 'dashboard') {
            contagem.telas.add(s.id);
            await preencherFiltros(page, s as unknown as SearchScreenDoc, true);
            await page.keyboard.press('Enter');
            await ocioso(page);
          } else await jornadaDaTela(jornada(), s);
          // Every filter filled as a person would, and searched: the form accepts what the keys typed.
          if (s.kind === 'search' && (s as SearchScreenDoc).filters) {
            await page.goto(`${origin}${s.route}`);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            await ocioso(page);
            await preencherFiltros(page, s as SearchScreenDoc, true);
            await page.keyboard.press('Enter');
            const grid = page.locator('.prh-results .prh-grid');
            await expect.poll(() => grid.getAttribute('aria-busy'), { timeout: 30_000 }).toBeNull();
            expect(await page.locator('form [aria-invalid="true"]').count(), 'filtros digitados aceitos').toBe(0);
          }
        },
        scaledToCpu(240_000),
      );

    it('reached every screen document its menu entries lead to', () => {
      const nao = docs.filter((d) => parte.telas.has(d.id) && !contagem.telas.has(d.id)).map((d) => d.route);
      console.log(
        `[jornada ${n}/${PARTES}] ${parte.menu.length} entradas do menu, ${contagem.telas.size} de ${parte.telas.size} telas da parte, ${contagem.abas} abas, ${contagem.acoesDeLinha} ações de linha, ` +
          `${contagem.acoesDeBarra} botões, ${contagem.dialogos} diálogos, ${recusadas} gravações recusadas pelo teste` +
          (contagem.simuladas.length ? `; linhas simuladas em ${contagem.simuladas.join(', ')}` : ''),
      );
      expect(nao, 'telas que a jornada pelo teclado não alcançou').toEqual([]);
    });

    it('the parts together answer for every screen document', () => {
      const arquivos = readdirSync(import.meta.dirname + '/..').filter((f) =>
        /^jornada-teclado-\d+\.e2e\.test\.ts$/.test(f),
      );
      expect(arquivos.sort(), 'um arquivo por parte').toEqual(
        Array.from({ length: PARTES }, (_, i) => `jornada-teclado-${i + 1}.e2e.test.ts`).sort(),
      );
      const nenhuma = docs.filter((d) => !partes.some((p) => p.telas.has(d.id))).map((d) => d.route);
      expect(nenhuma, 'telas que nenhuma entrada do menu alcança').toEqual([]);
    });
  });
}
