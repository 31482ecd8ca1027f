/**
 * The servant record end to end in Chromium against the built portal: the phonetic
 * search finds a servant whose name is typed with another spelling, the record opens (the time
 * from the click to the first painted tab is printed), every tab of the screen document shows its
 * data or its empty state with no error dialog, a pay slip downloads as a real PDF with the
 * servant's name, and a user of another unit finds the record exactly as a missing one ('Registro
 * não encontrado.': the gateway never tells another unit's record exists).
 * Every tab also passes the axe gate (no serious or critical violation).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA, BRUNO } from '../../gateway/db/demo-users.ts';
import { chavesFoneticas } from '../../gateway/lib/fonetica.ts';
import { normalizeName } from '../../gateway/lib/text.ts';
import { axe, launch, newContext, shot, scaledToCpu } from './browser.ts';
import { cookieMap, pickUnit, signIn } from './login.ts';

const origin = inject('origin');
const root = resolve(import.meta.dirname, '../..');
type Doc = { tabs: { title: string; sections: { title?: string }[] }[] };
const screenDoc = (name: string) =>
  JSON.parse(readFileSync(resolve(root, `screens/recursos-humanos/${name}.screen.json`), 'utf8')) as Doc;
const doc = screenDoc('dados-servidor');

/** Data rows of a grid (the centre container; pinned action columns repeat them). */
const gridRows = (scope: Page | Locator) => scope.locator('.ag-grid-scrolling-rows .ag-row');
const openPanel = (page: Page) => page.locator('[role="tabpanel"][aria-hidden="false"]');
const errorDialogs = (page: Page) => page.getByRole('dialog').filter({ hasText: /Erro!|Alerta!/ });

/**
 * Another spelling of a name that sounds the same (same phonetic keys) but is not the same text:
 * first and last token only, 'Luiz Sousa' → 'Luis Souza' style (z↔s, i→y, v→w, c→k before a/o/u).
 */
export function variante(nome: string): string | undefined {
  const tokens = nome.split(/\s+/).filter(Boolean);
  if (tokens.length < 2) return undefined;
  const trocas: [RegExp, string][] = [
    [/z/i, 's'],
    [/(?<=[aeiou])s(?=[aeiou])/i, 'z'],
    [/s$/i, 'z'],
    [/i/i, 'y'],
    [/v/i, 'w'],
    [/c(?=[aou])/i, 'k'],
  ];
  const mudar = (t: string) => {
    for (const [re, to] of trocas) {
      const v = t.replace(re, to);
      if (v !== t && chavesFoneticas(v)[0] === chavesFoneticas(t)[0]) return v;
    }
    return t;
  };
  const pares = [tokens[0], tokens[tokens.length - 1]];
  const v = pares.map(mudar).join(' ');
  const ok =
    v !== pares.join(' ') && JSON.stringify(chavesFoneticas(v)) === JSON.stringify(chavesFoneticas(pares.join(' ')));
  return ok && !normalizeName(nome).includes(normalizeName(v)) ? v : undefined;
}

/** pdfkit writes text as WinAnsi hex strings inside TJ arrays (streams uncompressed); read them back. */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[(.*?)\] TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}

/** Waits until the open tab has no loading spinner left. */
async function settled(page: Page) {
  const panel = openPanel(page);
  await panel.waitFor();
  await expect
    .poll(() => panel.locator('[aria-label="Carregando"], .prh-grid-overlay').count(), { timeout: 20_000 })
    .toBe(0);
}

/**
 * Opens every tab of a detail screen document and checks that each section shows data (grid rows
 * or info fields) or its empty state, and that no error dialog opened. Returns a summary per tab.
 */
async function visitTabs(page: Page, screen: Doc, after?: (title: string) => Promise<void>): Promise<string[]> {
  expect(await page.getByRole('tab').count()).toBe(screen.tabs.length);
  const resumo: string[] = [];
  for (const tab of screen.tabs) {
    await page.getByRole('tab', { name: tab.title, exact: true }).click();
    await settled(page);
    const sections = openPanel(page).locator(':scope > .prh-detail-tab > .prh-detail-section');
    expect(await sections.count(), tab.title).toBe(tab.sections.length);
    const partes: string[] = [];
    for (let i = 0; i < tab.sections.length; i++) {
      const s = sections.nth(i);
      const dados = (await gridRows(s).count()) + (await s.locator('.prh-info-field').count());
      const vazio = await s.locator('.prh-grid-empty, .prh-section-empty').count();
      expect(dados + vazio, `${tab.title} / ${tab.sections[i].title}: nem dados nem estado vazio`).toBeGreaterThan(0);
      if (vazio)
        expect(await s.locator('.prh-grid-empty, .prh-section-empty').first().innerText()).toMatch(
          /Sua busca não possui resultado|Nenhum registro/,
        );
      partes.push(`${tab.sections[i].title}=${dados ? dados : 'vazio'}`);
    }
    expect(await errorDialogs(page).count(), `diálogo de erro na aba ${tab.title}`).toBe(0);
    // The tab's own content: the page around it (shell, header, tab list) is the same on every tab
    // and is checked once below; axe over the whole page per tab was most of this test's time.
    expect(await axe(page, `aba ${tab.title}`, { include: '[role="tabpanel"][aria-hidden="false"]' })).toEqual([]);
    resumo.push(`${tab.title} (${partes.join(', ')})`);
    await after?.(tab.title);
  }
  return resumo;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('servant record', () => {
  let context: BrowserContext;
  let page: Page;
  let original = '';
  let recordPath = '';

  beforeAll(async () => {
    context = await newContext(browser, { width: 1440, height: 900 });
    page = await context.newPage();
    await signIn(page, origin, ANA);
    const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
    await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the phonetic search finds a servant whose name is spelt differently', async () => {
    await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await page.getByRole('heading', { name: 'Pesquisar servidor' }).waitFor();
    // The filter lists come from their endpoints.
    for (const [label, some] of [
      ['Órgão/entidade', 1],
      ['Situação funcional', 5],
      ['Situação do servidor', 4],
    ] as const)
      await expect.poll(() => page.getByLabel(label, { exact: true }).locator('option').count()).toBeGreaterThan(some);

    const lista = page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const body = (await (await lista).json()) as { objeto: { nome: string }[] };
    let busca: string | undefined;
    for (const s of body.objeto) {
      busca = variante(s.nome);
      if (busca) {
        original = s.nome;
        break;
      }
    }
    expect(busca, 'um nome com grafia alternativa na primeira página').toBeTruthy();
    console.log(`[servidor] busca fonética: '${busca}' para '${original}'`);

    await page.getByRole('button', { name: 'Limpar' }).click();
    await page.getByLabel('Nome aproximado (pesquisa fonética)').fill(busca!);
    const fonetica = page.waitForResponse(
      (r) => r.url().includes('/admissoes/v1/listaServidores') && r.url().includes('nomeAproximado='),
    );
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const found = (await (await fonetica).json()) as { codigoMensagem: number; objeto: { nome: string }[] };
    expect(found.codigoMensagem).toBe(0);
    expect(found.objeto.map((s) => s.nome)).toContain(original);
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
    await shot(page, 'servidor-01-busca-fonetica');
  });

  it('opens the record from the row action; prints the time to the first painted tab', async () => {
    const rows = gridRows(page);
    const n = await rows.count();
    let index = -1;
    for (let i = 0; i < n; i++) {
      if (normalizeName(await rows.nth(i).locator('[col-id="nome"]').innerText()) === normalizeName(original))
        index = i;
    }
    expect(index).toBeGreaterThanOrEqual(0);
    const rowIndex = await rows.nth(index).getAttribute('row-index');
    const detalhar = page.locator(`.ag-row[row-index="${rowIndex}"]`).getByRole('button', { name: 'Detalhar' });
    // Measured in the page: from the click event to the mutation that puts the first tab's fields
    // into the DOM, then the next animation frame (painted). Playwright's own polling (up to
    // 500 ms between checks) would otherwise be counted too; its wall-clock is printed beside.
    await page.evaluate(() => {
      const w = window as unknown as { __prhClick?: number; __prhPaint?: number };
      document.addEventListener('click', () => void (w.__prhClick = performance.now()), { capture: true, once: true });
      const mo = new MutationObserver(() => {
        if (document.querySelector('[role="tabpanel"][aria-hidden="false"] .prh-info-field')) {
          mo.disconnect();
          requestAnimationFrame(() => void (w.__prhPaint = performance.now()));
        }
      });
      mo.observe(document.body, { childList: true, subtree: true });
    });
    const t0 = Date.now();
    await detalhar.click();
    await openPanel(page).locator('.prh-info-field').first().waitFor();
    const wall = Date.now() - t0;
    await page.waitForFunction(() => (window as unknown as { __prhPaint?: number }).__prhPaint !== undefined);
    const ms = await page.evaluate(() => {
      const w = window as unknown as { __prhClick: number; __prhPaint: number };
      return Math.round(w.__prhPaint - w.__prhClick);
    });
    console.log(
      `[servidor] clique em 'Detalhar' → primeira aba pintada: ${ms} ms no navegador (${wall} ms com a espera do Playwright)`,
    );
    recordPath = new URL(page.url()).pathname;
    expect(recordPath).toMatch(/^\/recursos-humanos\/dados-servidor\/\d+$/);
    expect(normalizeName(await page.getByLabel('Nome do servidor').innerText())).toBe(normalizeName(original));
  });

  it(
    'every tab shows its data or its empty state, with no error dialog',
    async () => {
      const resumo = await visitTabs(page, doc, async (title) => {
        if (title === 'Dados pessoais') await shot(page, 'servidor-02-aba-dados-pessoais');
        if (title === 'Cargos e carreiras') {
          await openPanel(page).getByRole('button', { name: 'Detalhar cargo' }).first().click();
          await openPanel(page).getByLabel('Forma de provimento').waitFor();
          await settled(page);
          await shot(page, 'servidor-04-aba-cargos');
        }
      });
      console.log(`[servidor] ${doc.tabs.length} abas visitadas: ${resumo.join('; ')}`);
    },
    scaledToCpu(240_000),
  ); // axe on each of the ~20 tabs takes 2–3 s on two cores

  it('opens a pay slip by competence and downloads it as a PDF with the servant name', async () => {
    await page.getByRole('tab', { name: 'Contracheques', exact: true }).click();
    await settled(page);
    const panel = openPanel(page);
    await panel.getByRole('button', { name: 'Detalhar contracheque' }).first().click();
    const detalhe = panel.locator('.prh-record-detail');
    await detalhe.getByRole('heading', { name: 'Vantagens e descontos' }).waitFor();
    await settled(page);
    // The detail's own calls may start after the tab's loading ended: wait for what they bring.
    await expect
      .poll(() => gridRows(detalhe.locator('.prh-detail-section').filter({ hasText: 'Vantagens e descontos' })).count())
      .toBeGreaterThan(0);
    await expect.poll(() => detalhe.getByLabel('Valor líquido').innerText()).toMatch(/^R\$/);
    await settled(page);
    expect(await errorDialogs(page).count()).toBe(0);
    expect(await axe(page, 'contracheque detalhado')).toEqual([]);
    await shot(page, 'servidor-03-aba-contracheques');

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Baixar contracheque' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contracheque-\d+-\d{6}(-\d+)?\.pdf$/);
    const pdf = readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(normalizeName(pdfText(pdf))).toContain(normalizeName(original));
  });

  it(
    'férias-prêmio: the search opens the servant and every tab shows data or its empty state',
    async () => {
      await page.goto(`${origin}/recursos-humanos/consultar-ferias-premio/`);
      await page.getByRole('heading', { name: 'Consultar férias-prêmio' }).waitFor();
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
      const nome = (await gridRows(page).first().locator('[col-id="nome"]').innerText()).trim();
      await page.locator('.ag-row[row-index="0"]').getByRole('button', { name: 'Detalhar' }).click();
      await page.waitForURL(/\/recursos-humanos\/dados-ferias-premio-servidor\/\d+$/);
      expect(normalizeName(await page.getByLabel('Nome do servidor').innerText())).toBe(normalizeName(nome));
      const resumo = await visitTabs(page, screenDoc('dados-ferias-premio-servidor'));
      console.log(`[servidor] férias-prêmio de '${nome}': ${resumo.join('; ')}`);
    },
    scaledToCpu(120_000),
  );

  it("a user of another unit finds the record exactly as a missing one: 'Registro não encontrado.'", async () => {
    const other = await newContext(browser);
    const p = await other.newPage();
    await signIn(p, origin, BRUNO);
    await expect.poll(async () => (await cookieMap(p)).unidadeCodigo).toBe('1261');
    const resp = p.waitForResponse((r) => r.url().includes('/admissoes/v1/dadosPessoais/'));
    await p.goto(`${origin}${recordPath}`);
    const r = await resp;
    // Another unit's record answers like a missing one (code 2), never a 403 that tells it exists.
    expect(r.status()).toBe(200);
    expect((await r.json()).codigoMensagem).toBe(2);
    await p.getByText('Registro não encontrado.').first().waitFor();
    expect(await p.getByText('Servidor não pertence à unidade do usuário.').count()).toBe(0);
    await shot(p, 'servidor-05-outra-unidade-como-ausente');
    await other.close();
  });
});
