/**
 * A screen published without a developer, by keyboard only (no click anywhere after signing in):
 * 1. Elisa (analyst of screens at SEPLAG) opens 'Editor de telas' from the menu, starts a search
 *    screen from a catalogue endpoint, names it, previews it on live data and sends it for review.
 * 2. Ana (administrator) finds it under 'Em revisão', reviews it beside what is in force (nothing:
 *    a new screen) and publishes it.
 * 3. Bruno (RH_CONSULTA at SEE), signed in since before, has it in his menu at his next page load
 *    and searches with it — no build, no restart; reloaded on its address, the screen stays.
 * 4. Elisa renames it and sends version 2; Ana compares the two versions and publishes version 2;
 *    Bruno's menu shows the new title. Ana restores version 1; Bruno's menu shows its title again.
 * 5. Version 1's audit trail lists every step; at the end Ana withdraws the screen, so no later
 *    browser test of this portal meets it.
 * Screenshots: test-results/screenshots/telas-publicadas-*.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA, BRUNO, ELISA } from '../../gateway/db/demo-users.ts';
import type { ScreenDoc } from '../../engine/screens/types.ts';
import { launch, newContext, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';
import { ocioso } from './ocioso.ts';
import { tabAte, type Foco } from './teclado/foco.ts';
import { abrirPeloMenu } from './teclado/menu.ts';

const origin = inject('origin');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const EDITOR = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../screens/gestao-avisos/editor-de-telas.screen.json'), 'utf8'),
) as ScreenDoc;
const ENDPOINT = 'beneficios.saldosBeneficioServidores';
const TITULO_1 = 'Saldos de férias-prêmio da unidade';
const TITULO_2 = 'Saldos de férias-prêmio por servidor';

let browser: Browser;
const contexts: BrowserContext[] = [];
let elisa: Page;
let ana: Page;
let bruno: Page;
/** The new screen as the editor built it (id, route, area), read from the editor's text. */
let tela: { id: string; route: string; area: string };

/** Tab (Shift+Tab with `back`) until the focus is what `want` says; fails with the path the focus took. */
const tabTo = (page: Page, want: (f: Foco) => boolean, where: string, back = false) =>
  tabAte(page, want, { onde: where, back, max: 200 });

/** Tab to a button named `name` (and in `where`, when given) and press Enter. */
async function press(page: Page, name: string, o: { row?: string; dialog?: boolean; back?: boolean } = {}) {
  await tabTo(
    page,
    (f) =>
      f.tag === 'BUTTON' &&
      f.name === name &&
      (o.row === undefined || f.linha.includes(o.row)) &&
      (o.dialog === undefined || f.inDialog === o.dialog),
    `'${name}'${o.row ? ` na linha de ${o.row}` : ''}`,
    o.back,
  );
  await page.keyboard.press('Enter');
}

/** A confirmation answered with its confirm button, then the 'Sucesso!' alert closed. */
async function confirmAndClose(page: Page, confirmLabel: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: confirmLabel });
  await dialog.waitFor();
  await press(page, confirmLabel, { dialog: true });
  const done = page.getByRole('dialog').filter({ hasText: 'Sucesso!' });
  await done.waitFor({ timeout: 15_000 });
  await press(page, 'Fechar', { dialog: true });
  await done.waitFor({ state: 'detached' });
}

/** The editor's text as drawn (a screen document is short enough for CodeMirror to draw every line). */
const editorText = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.cm-line')].map((l) => l.textContent ?? '').join('\n'));

/** A string property of the document in the editor, read from its line. */
const property = (text: string, key: string) => new RegExp(`"${key}": "([^"]*)"`).exec(text)?.[1] ?? '';

/**
 * In the editor (focused), the line holding `key` replaced by `text` at the same indentation:
 * Ctrl+Home, down to it, Alt+L (select the whole line, however it wraps), type.
 */
async function retypeLine(page: Page, key: string, text: string) {
  await page.keyboard.press('Control+Home');
  const active = page.locator('.cm-activeLine');
  for (let i = 0; i < 150 && !(await active.textContent())?.includes(key); i++) await page.keyboard.press('ArrowDown');
  const line = (await active.textContent()) ?? '';
  expect(line).toContain(key);
  await page.keyboard.press('Alt+l');
  await page.keyboard.insertText(`${/^\s*/.exec(line)![0]}${text}\n`);
}

/** The editor's text area focused by Tab from the 'Começar de' select. */
async function intoEditor(page: Page) {
  await tabTo(page, (f) => f.name === 'Documento JSON da tela', 'o texto do editor');
}

/** Opens the editor through the menu (Tab from the top of a freshly loaded page). */
async function openEditor(page: Page) {
  await page.goto(`${origin}/home`);
  await ocioso(page);
  await abrirPeloMenu(page, EDITOR);
  await page.getByText('Sem problemas').waitFor();
}

/** Ana's 'Versões' of the queue in review: the scope select moved by keyboard. */
async function reviewQueue(page: Page) {
  await openEditor(page);
  await press(page, 'Versões');
  await tabTo(page, (f) => f.id === 'prh-versoes-escopo', "'Mostrar'");
  await page.keyboard.type('Em revisão');
  await expect.poll(() => page.locator('#prh-versoes-escopo').inputValue()).toBe('revisao');
}

/** Bruno's menu at his next page load ('Início'): the screen's link under its area, with this title. */
async function brunoOpens(title: string) {
  await bruno.goto(`${origin}/home`);
  await ocioso(bruno);
  await abrirPeloMenu(bruno, { ...tela, title, kind: 'search' } as unknown as ScreenDoc);
}

beforeAll(async () => {
  browser = await launch();
  const open = async () => {
    const c = await newContext(browser);
    contexts.push(c);
    return c.newPage();
  };
  [elisa, ana, bruno] = [await open(), await open(), await open()];
  await signIn(elisa, origin, ELISA);
  await signIn(ana, origin, ANA);
  await pickUnit(ana, `${seplag.sigla} - ${seplag.nome}`);
  await signIn(bruno, origin, BRUNO);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('a screen published from the editor, by keyboard', () => {
  it('Elisa builds a search screen from an endpoint, previews it on live data and sends it for review', async () => {
    await openEditor(elisa);
    await tabTo(elisa, (f) => f.id === 'prh-editor-origem', "'Começar de'");
    // A closed select takes what is typed as the start of an option: the endpoint's name.
    await elisa.keyboard.type(ENDPOINT);
    await expect.poll(() => editorText(elisa), { timeout: 15_000 }).toContain(`"endpoint": "${ENDPOINT}"`);
    const text = await editorText(elisa);
    tela = { id: property(text, 'id'), route: property(text, 'route'), area: property(text, 'area') };
    expect(tela.route).toBe(`/${tela.area}/${tela.id}/`);
    await intoEditor(elisa);
    await retypeLine(elisa, '"title"', `"title": "${TITULO_1}",`);
    await expect.poll(() => editorText(elisa)).toContain(TITULO_1);
    await elisa.getByText('Sem problemas').waitFor();
    // The preview is the engine itself, on live data under Elisa's own permissions.
    await elisa.keyboard.press('Escape');
    const preview = elisa.getByRole('region', { name: 'Pré-visualização' });
    await preview.getByRole('columnheader').first().waitFor();
    await tabTo(
      elisa,
      (f) => f.tag === 'BUTTON' && f.name === 'Pesquisar' && f.regioes.includes('Pré-visualização'),
      "'Pesquisar' da pré-visualização",
    );
    await elisa.keyboard.press('Enter');
    await expect
      .poll(() => preview.locator('.ag-grid-scrolling-rows .ag-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await shot(elisa, 'telas-publicadas-editor');
    await press(elisa, 'Enviar para revisão', { back: true });
    await expect
      .poll(() => elisa.locator('.prh-editor-draft-state').textContent(), { timeout: 15_000 })
      .toContain('Em revisão');
    expect(await elisa.locator('.prh-editor-draft-state').textContent()).toContain(`Versão 1 de ${tela.id}`);
  });

  it('Ana reviews it beside what is in force and publishes it', async () => {
    await reviewQueue(ana);
    await press(ana, 'Revisar', { row: tela.id });
    const review = ana.getByRole('region', { name: `Revisão da versão 1 de ${tela.id}` });
    await review.getByText('Não há tela em vigor com este id.').waitFor();
    await review
      .getByRole('region', { name: /^Tela enviada/ })
      .getByRole('columnheader')
      .first()
      .waitFor();
    await shot(ana, 'telas-publicadas-revisao-nova');
    await press(ana, 'Publicar');
    await confirmAndClose(ana, 'Publicar');
  });

  it('Bruno, signed in all along, finds it in his menu at his next page load, searches with it, reloads it', async () => {
    await brunoOpens(TITULO_1);
    await tabTo(bruno, (f) => f.tag === 'BUTTON' && f.name === 'Pesquisar', "'Pesquisar'");
    await bruno.keyboard.press('Enter');
    await expect
      .poll(() => bruno.locator('.ag-grid-scrolling-rows .ag-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // Reloaded on its address (or opened from a favourite), the page waits for the published list.
    await bruno.reload();
    await bruno.getByRole('heading', { name: TITULO_1, level: 1 }).waitFor();
    expect(new URL(bruno.url()).pathname).toBe(tela.route);
  });

  it("a document the checker refuses is not sent for review: the server's messages, the text kept", async () => {
    await intoEditor(elisa);
    await retypeLine(elisa, '"endpoint"', `"endpoint": "${ENDPOINT}Z",`);
    await elisa.keyboard.press('Escape');
    await press(elisa, 'Enviar para revisão', { back: true });
    await expect
      .poll(() => elisa.locator('.prh-editor-draft-said').textContent(), { timeout: 15_000 })
      .toMatch(/\d+ problema\(s\) marcado\(s\) no documento\./);
    await elisa
      .locator('.prh-editor-problems')
      .getByText(`endpoint '${ENDPOINT}Z' não existe no catálogo (schemas/endpoints).`, { exact: false })
      .first()
      .waitFor();
    // Kept as a draft (version 2), not sent: the text as typed, for Elisa to mend.
    const state = elisa.locator('.prh-editor-draft-state');
    expect(await state.textContent()).toContain(`Versão 2 de ${tela.id}`);
    expect(await state.textContent()).toContain('Rascunho');
    expect(await editorText(elisa)).toContain(`"endpoint": "${ENDPOINT}Z"`);
    await shot(elisa, 'telas-publicadas-recusada');
    await intoEditor(elisa);
    await retypeLine(elisa, '"endpoint"', `"endpoint": "${ENDPOINT}",`);
    await elisa.getByText('Sem problemas').waitFor();
  });

  it('version 2 renamed, compared with version 1 and published; Bruno sees its title', async () => {
    await intoEditor(elisa);
    await retypeLine(elisa, '"title"', `"title": "${TITULO_2}",`);
    await expect.poll(() => editorText(elisa)).toContain(TITULO_2);
    await elisa.getByText('Sem problemas').waitFor();
    await elisa.keyboard.press('Escape');
    await press(elisa, 'Enviar para revisão', { back: true });
    await expect
      .poll(() => elisa.locator('.prh-editor-draft-state').textContent(), { timeout: 15_000 })
      .toContain(`Versão 2 de ${tela.id}`);

    await reviewQueue(ana);
    await press(ana, 'Revisar', { row: tela.id });
    const review = ana.getByRole('region', { name: `Revisão da versão 2 de ${tela.id}` });
    await review.getByText('Em vigor: versão 1 (publicada)').waitFor();
    await expect.poll(() => review.textContent(), { timeout: 15_000 }).toContain(TITULO_2);
    await shot(ana, 'telas-publicadas-revisao-diff');
    await press(ana, 'Publicar');
    await confirmAndClose(ana, 'Publicar');

    await brunoOpens(TITULO_2);
  });

  it('Ana restores version 1 and Bruno sees its title again', async () => {
    await openEditor(ana);
    await press(ana, 'Versões');
    await tabTo(ana, (f) => f.id === 'prh-versoes-escopo', "'Mostrar'");
    await ana.keyboard.type('Todas');
    await ana.getByRole('button', { name: `Restaurar a versão 1 de ${tela.id}` }).waitFor();
    // Versions 1 and 2 compared side by side.
    await tabTo(ana, (f) => f.name === `Comparar a versão 1 de ${tela.id}`, 'a marca da versão 1');
    await ana.keyboard.press('Space');
    await tabTo(ana, (f) => f.id === 'prh-versoes-escopo', "'Mostrar'", true);
    await tabTo(ana, (f) => f.name === `Comparar a versão 2 de ${tela.id}`, 'a marca da versão 2');
    await ana.keyboard.press('Space');
    await press(ana, 'Comparar versões 1 e 2', { back: true });
    const compare = ana.getByRole('region', {
      name: `Comparação da versão 1 de ${tela.id} com a versão 2 de ${tela.id}`,
    });
    await expect.poll(() => compare.textContent(), { timeout: 15_000 }).toContain(TITULO_1);
    await shot(ana, 'telas-publicadas-versoes');
    await press(ana, 'Fechar comparação');
    await press(ana, `Restaurar a versão 1 de ${tela.id}`);
    await confirmAndClose(ana, 'Restaurar');

    await brunoOpens(TITULO_1);
  });

  it("version 1's audit trail lists each step; withdrawn at the end", async () => {
    await press(ana, `Histórico da versão 1 de ${tela.id}`);
    const trail = ana.getByRole('region', { name: `Histórico de alterações da versão 1 de ${tela.id}` });
    const operations = async () =>
      (await trail.locator('.ag-grid-scrolling-rows [col-id="operacao"]').allTextContents()).map((t) => t.trim());
    await expect
      .poll(operations, { timeout: 15_000 })
      .toEqual([
        'Restauração de versão de tela',
        'Publicação de tela',
        'Publicação de tela',
        'Envio de tela para revisão',
        'Inclusão de versão de tela',
      ]);
    const users = (await trail.locator('.ag-grid-scrolling-rows [col-id="usuario"]').allTextContents()).map((t) =>
      t.trim(),
    );
    expect(users).toEqual([ANA.nome, ANA.nome, ANA.nome, ELISA.nome, ELISA.nome]);
    await shot(ana, 'telas-publicadas-historico');
    await press(ana, 'Fechar histórico');
    await press(ana, `Retirar a versão 3 de ${tela.id}`);
    await confirmAndClose(ana, 'Retirar');
    await bruno.reload();
    await ocioso(bruno);
    expect(await bruno.locator(`nav a[href$="${tela.route}"]`).count()).toBe(0);
  });
});
