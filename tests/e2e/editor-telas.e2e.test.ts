/**
 * The screen editor in Chromium, as Ana (administrator at SEPLAG): an existing search
 * screen loaded into the editor, a column header changed and the preview's grid header following
 * it, an unknown endpoint marked at its line with schemas:check's message, and the downloaded
 * document accepted by the same check. The editor's code stays out of /login and /home.
 * Screenshots in both themes: test-results/screenshots/editor-telas-*.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { checkAll, listFiles } from '../../scripts/lib/schema-check.ts';
import { axe, launch, newContext, SCREENSHOTS, scriptsLoadedBy, shotsBothThemes } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const root = resolve(import.meta.dirname, '../..');
const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const ROUTE = '/gestao-avisos/editor-de-telas/';
const SCREEN_FILE = join(root, 'screens/gestao-avisos/consultar-avisos.screen.json');
const screen = JSON.parse(readFileSync(SCREEN_FILE, 'utf8')) as {
  source: { endpoint: string };
  columns: { header: string }[];
};
const FIRST_HEADER = screen.columns[0].header;
const NEW_HEADER = 'Assunto do aviso';
const BAD_ENDPOINT = `${screen.source.endpoint}Z`;

let browser: Browser;
let ana: BrowserContext;
let page: Page;
const csp: string[] = [];
const preview = () => page.getByRole('region', { name: 'Pré-visualização' });
const headers = {
  allTextContents: async () => (await preview().getByRole('columnheader').allTextContents()).map((t) => t.trim()),
};
const headersOf = () => headers;

/**
 * The editor's line holding `text`, scrolled into view first (CodeMirror draws only what is near the
 * viewport). The document may still be replaced while this looks, so it sweeps from the top down
 * again until the line is drawn or 15 s passed.
 */
async function line(text: string) {
  const found = page.locator('.cm-line', { hasText: text }).first();
  const scroller = page.locator('.cm-scroller');
  for (let tries = 0; tries < 150 && (await found.count()) === 0; tries++) {
    const atEnd = await scroller.evaluate((el) => {
      const end = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
      if (end) el.scrollTop = 0;
      else el.scrollBy(0, 300);
      return end;
    });
    if (atEnd) await page.waitForTimeout(100);
  }
  await found.scrollIntoViewIfNeeded();
  return found;
}

/** Replaces a whole line (it may wrap): click at its end, shift-click at its start, type the new text. */
async function retype(text: string, replacement: string) {
  const l = await line(text);
  const box = (await l.boundingBox())!;
  await page.mouse.click(box.x + box.width - 2, box.y + box.height - 4);
  await page.keyboard.down('Shift');
  await page.mouse.click(box.x + 1, box.y + 4);
  await page.keyboard.up('Shift');
  await page.keyboard.insertText(replacement);
}

beforeAll(async () => {
  browser = await launch();
  ana = await newContext(browser);
  page = await ana.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.log('CONSOLE', msg.text());
    if (/Content Security Policy|Refused to (execute|load|evaluate|compile)/i.test(msg.text())) csp.push(msg.text());
  });
});
afterAll(async () => {
  await ana?.close();
  await browser?.close();
});

describe('screen editor', () => {
  it("keeps the editor's code out of /login and /home", async () => {
    const login = await scriptsLoadedBy(page, () => page.goto(`${origin}/login`));
    await signIn(page, origin, ANA);
    await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
    const home = await scriptsLoadedBy(page, () => page.reload());
    for (const s of [...login, ...home]) {
      expect(s.content, s.name).not.toContain('cm-lintRange');
      expect(s.content, s.name).not.toContain('Começar de');
    }
    const editor = await scriptsLoadedBy(page, () => page.goto(`${origin}${ROUTE}`));
    expect(editor.some((s) => s.content.includes('cm-lintRange'))).toBe(true);
  });

  it('loads an existing search screen and the preview follows a changed column header', async () => {
    await page.getByRole('heading', { name: 'Editor de telas' }).waitFor();
    await page.getByLabel('Começar de').selectOption('tela:consultar-avisos');
    await expect.poll(async () => headersOf().allTextContents(), { timeout: 15_000 }).toContain(FIRST_HEADER);
    await line(`"header": "${FIRST_HEADER}"`);
    await page.getByText('Sem problemas').waitFor();
    await retype(`"header": "${FIRST_HEADER}"`, `"header": "${NEW_HEADER}",`);
    await expect.poll(async () => headersOf().allTextContents(), { timeout: 15_000 }).toContain(NEW_HEADER);
    expect(await headersOf().allTextContents()).not.toContain(FIRST_HEADER);
    // Undo brings the old header back (and the preview with it); redo the change for the next steps.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => headersOf().allTextContents(), { timeout: 15_000 }).toContain(FIRST_HEADER);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => headersOf().allTextContents(), { timeout: 15_000 }).toContain(NEW_HEADER);
  });

  it("marks an unknown endpoint at its line with schemas:check's message", async () => {
    await retype(`"endpoint": "${screen.source.endpoint}"`, `"endpoint": "${BAD_ENDPOINT}",`);
    const message = `endpoint '${BAD_ENDPOINT}' não existe no catálogo (schemas/endpoints). Você quis dizer '${screen.source.endpoint}'?`;
    const problems = page.locator('.prh-editor-problems');
    await problems.getByText(message).waitFor();
    const bad = await line(`"endpoint": "${BAD_ENDPOINT}"`);
    await bad.locator('.cm-lintRange-error').waitFor();
    // The problem names the line the marker is on, and the gutter marks it.
    const lineNo = Number(
      /Linha (\d+)/.exec((await problems.locator('li', { hasText: BAD_ENDPOINT }).textContent()) ?? '')?.[1],
    );
    const gutterLine = await page
      .locator('.cm-lineNumbers .cm-gutterElement', { hasText: new RegExp(`^${lineNo}$`) })
      .boundingBox();
    const marked = await bad.boundingBox();
    expect(Math.abs(gutterLine!.y - marked!.y)).toBeLessThan(4);
    expect(await page.locator('.cm-lint-marker-error').count()).toBeGreaterThan(0);
    await expect.poll(async () => page.getByRole('status').textContent()).toContain('problema');
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-telas-erro.png') });
    // The hover/lint tooltip of the marked range says the same.
    await bad.locator('.cm-lintRange-error').hover();
    await page.locator('.cm-tooltip-lint', { hasText: message }).waitFor();
  });

  it("downloads the document, and schemas:check's checks accept it", async () => {
    await retype(`"endpoint": "${BAD_ENDPOINT}"`, `"endpoint": "${screen.source.endpoint}",`);
    await page.getByText('Sem problemas').waitFor();
    await expect.poll(async () => headersOf().allTextContents(), { timeout: 15_000 }).toContain(NEW_HEADER);
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-telas-pre-visualizacao.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('consultar-avisos.screen.json');
    const dir = mkdtempSync(join(tmpdir(), 'prh-editor-'));
    try {
      const file = join(dir, 'consultar-avisos.screen.json');
      await download.saveAs(file);
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { columns: { header: string }[] };
      expect(saved.columns[0].header).toBe(NEW_HEADER);
      // As if committed in place of screens/gestao-avisos/consultar-avisos.screen.json.
      const screenFiles = [...listFiles(join(root, 'screens'), '.screen.json').filter((f) => f !== SCREEN_FILE), file];
      const problems = checkAll({
        root,
        screenFiles,
        endpointFiles: listFiles(join(root, 'schemas/endpoints'), '.json'),
        areasFile: join(root, 'screens/areas.json'),
      });
      expect(problems.filter((p) => p.file.endsWith('consultar-avisos.screen.json'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('is usable by keyboard, accessible, and needs nothing the CSP forbids', async () => {
    // Tab goes from the start select through the bar's buttons, the draft's, to the editor's text.
    await page.getByLabel('Começar de').focus();
    const stops: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
      );
      stops.push(name);
      if (name === 'Documento JSON da tela') break;
    }
    expect(stops).toEqual([
      'Baixar',
      'Editor',
      'Versões',
      'Salvar rascunho',
      'Enviar para revisão',
      'Documento JSON da tela',
    ]);
    // Completion of catalogue names: a new endpoint value offers the endpoints.
    await retype(`"endpoint": "${screen.source.endpoint}"`, `"endpoint": "aviso.lista",`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Control+Space');
    await page.locator('.cm-tooltip-autocomplete li', { hasText: screen.source.endpoint }).first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-telas-completar.png') });
    await page.keyboard.press('Escape');
    expect(await axe(page, ROUTE, { include: 'main' })).toEqual([]);
    expect(csp).toEqual([]);
    // A fresh editor (the search template) with its preview, in both themes.
    await page.reload();
    await page.getByText('Sem problemas').waitFor();
    await preview().getByRole('columnheader').first().waitFor();
    await shotsBothThemes(page, 'editor-telas');
  });
  it('says in Portuguese, with its line and column, where the text stopped being JSON', async () => {
    await page.getByLabel('Começar de').selectOption('tela:consultar-avisos');
    await page.getByText('Sem problemas').waitFor();
    await retype('"pageSize": 10,', '"pageSize": 10,,');
    // The editor shows the file as it is: its line numbers are the file's.
    const lineNo =
      readFileSync(SCREEN_FILE, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"pageSize": 10,')) + 1;
    const problems = page.locator('.prh-editor-problems');
    await expect
      .poll(() => problems.textContent())
      .toMatch(new RegExp(`JSON inválido na linha ${lineNo}, coluna \\d+: esperado o nome de uma propriedade`));
    expect(await problems.textContent()).not.toMatch(/=>|Expected|Unexpected|position/);
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-telas-json-invalido.png') });
  });
});
