/**
 * One keyboard journey over every screen, generated from the screen documents: a clerk who uses no
 * mouse reaches each screen of the menu with Tab and Enter, fills its filters, searches, moves
 * through the rows (Home/End stay in the row), presses every row action and toolbar button — a
 * dialog is used and closed with Esc, and the focus comes back to what opened it; a navigation is
 * followed into the record or form it opens (every tab of a record by the arrows, its tables'
 * actions) and left with Back. A new screen is covered without writing a test; a screen the
 * journey cannot reach fails the last test. Writes never happen: each is answered here with
 * code 4, as a refusal the dialog must tell while keeping what was typed.
 *
 * Nothing here clicks: keys only (Tab, arrows, Enter, Esc), and the browser's Back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../gateway/db/demo-users.ts';
import type { SearchScreenDoc } from '../../engine/screens/types.ts';
import { launch, newContext, scaledToCpu } from './browser.ts';
import { signedInState } from './login.ts';
import { ocioso } from './ocioso.ts';
import { percorrerAbas } from './teclado/abas.ts';
import { preencherFiltros } from './teclado/filtros.ts';
import { type Contagem, type Jornada, jornadaDaTela } from './teclado/jornada.ts';
import { abrirPeloMenu } from './teclado/menu.ts';
import { screenDocs } from './telas.ts';

const origin = inject('origin');
const ana = DEMO_USERS.find((u) => u.nome.startsWith('Ana'))!;
const docs = screenDocs();
/** The screens of the menu: not hidden, no route parameter (engine/shell/menu.ts). */
const doMenu = docs.filter((d) => !d.hidden && !d.route.includes(':'));

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
});
afterAll(async () => {
  await browser?.close();
});

describe('every screen by keyboard alone', () => {
  for (const s of doMenu)
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

  it('reached every screen document', () => {
    const nao = docs.filter((d) => !contagem.telas.has(d.id)).map((d) => d.route);
    console.log(
      `[jornada] ${contagem.telas.size} de ${docs.length} telas, ${contagem.abas} abas, ${contagem.acoesDeLinha} ações de linha, ` +
        `${contagem.acoesDeBarra} botões, ${contagem.dialogos} diálogos, ${recusadas} gravações recusadas pelo teste` +
        (contagem.simuladas.length ? `; linhas simuladas em ${contagem.simuladas.join(', ')}` : ''),
    );
    expect(nao, 'telas que a jornada pelo teclado não alcançou').toEqual([]);
  });
});
