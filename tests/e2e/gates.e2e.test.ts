/**
 * Quality gates measured in Chromium on the built portal: the JavaScript budget of the login page
 * and /home, axe-core on every page and screen (WCAG A/AA and best-practice rules, no violation of
 * moderate impact or worse), no Content-Security-Policy violation anywhere, and
 * the keyboard-only path through login, unit pick and a search. Each gate is also run on a
 * deliberately broken page, which it must reject.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../gateway/db/demo-users.ts';
import { budgetProblems, gzipKB } from '../../scripts/gates/budget.ts';
import type { ScreenDoc } from '../../engine/screens/types.ts';
import { axe, launch, newContext, scaledToCpu, scriptsLoadedBy, shot } from './browser.ts';
import { pickUnit, signIn } from './login.ts';
import { fillRequiredFilters, screenDocs } from './telas.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const ana = DEMO_USERS.find((u) => u.nome.startsWith('Ana'))!;
const bruno = DEMO_USERS.find((u) => u.nome.startsWith('Bruno'))!;
const seplag = ana.unidades.find((u) => u.sigla === 'SEPLAG')!;

let browser: Browser;
const cspViolations: string[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Fails the gate on any CSP report the page logs. */
function watchCsp(page: Page) {
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|evaluate)/i.test(msg.text()))
      cspViolations.push(`${page.url()}: ${msg.text()}`);
  });
}

describe('bundle budget (≤ 140 KB gzip of JavaScript; no ag-grid, rjsf or echarts)', () => {
  it('holds for the login page and /home', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    watchCsp(page);
    const login = await scriptsLoadedBy(page, () => page.goto(`${origin}/login`));
    await signIn(page, origin, bruno);
    const home = await scriptsLoadedBy(page, () => page.reload());
    for (const [label, scripts] of [
      ['/login', login],
      ['/home', home],
    ] as const) {
      const total = scripts.reduce((s, x) => s + gzipKB(x.content), 0);
      console.log(
        `[orçamento] ${label}: ${scripts.length} script(s), ${total.toFixed(1)} KB gzip — ${scripts.map((s) => `${s.name} ${gzipKB(s.content).toFixed(1)} KB`).join(', ')}`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(budgetProblems(label, scripts)).toEqual([]);
    }
    await context.close();
  });

  it('rejects a page that loads the search chunk (broken fixture: the search screen itself)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, origin, bruno);
    const scripts = await scriptsLoadedBy(page, () => page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`));
    const problems = budgetProblems('/recursos-humanos/pesquisa-servidor/', scripts);
    expect(problems.some((p) => p.includes('ag-grid carregado'))).toBe(true);
    expect(problems.some((p) => p.includes('rjsf carregado'))).toBe(true);
    await context.close();
  });
});

describe('accessibility (axe-core WCAG A/AA and best-practice: no moderate, serious or critical violation)', () => {
  // Every screen of the catalogue (70 pages, ~3 s each here), each searched and checked: its time
  // grows with the screens, and with a slower CPU (E2E_CPU: a 4× run took longer than 480 s).
  it(
    'holds on the login pages, home, the search with results, the record and every screen',
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      watchCsp(page);
      const problems: string[] = [];
      await page.goto(`${origin}/login`);
      problems.push(...(await axe(page, '/login')));
      // The first page a person sees, in the dark theme too: its title was dark blue on the dark card.
      for (const escuro of [true, false]) {
        await page.evaluate((v) => localStorage.setItem('darkMode', String(v)), escuro);
        await page.reload();
        await page.getByRole('heading', { name: 'Portal RH' }).waitFor();
        if (escuro) problems.push(...(await axe(page, '/login (tema escuro)')));
      }
      await page.getByRole('button', { name: 'Entrar' }).first().click();
      await page.waitForURL(/\/rest\/oidc\/interaction\//);
      problems.push(...(await axe(page, 'IdP login')));
      await page.getByLabel('CPF').fill(ana.cpf);
      await page.getByLabel('Senha').fill(ana.senha);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(/\/home/);
      problems.push(...(await axe(page, 'unit dialog')));
      await pickUnit(page, `${seplag.sigla} - ${seplag.nome}`);
      problems.push(...(await axe(page, '/home')));

      const counted: string[] = [];
      let recordId: string | undefined;
      const screens = screenDocs().filter((screen) => !screen.route.includes(':'));
      /** Opens a screen (searching where it is a search), then checks its content; the shell was checked on /home. */
      const check = async (tab: Page, screen: ScreenDoc) => {
        await tab.goto(`${origin}${screen.route}`);
        await tab.locator('.prh-page-card, main').first().waitFor();
        await ocioso(tab);
        if (screen.kind === 'search') {
          await fillRequiredFilters(tab, screen, ana.cpf);
          const search = tab.waitForResponse((r) => r.url().includes('/gw/') && !r.url().includes('/seguranca/'));
          await tab.getByRole('button', { name: 'Pesquisar' }).click();
          const body = await (await search).json().catch(() => ({}));
          if (screen.route === '/recursos-humanos/pesquisa-servidor/')
            recordId ??= String(body?.objeto?.[0]?.id ?? '') || undefined;
          await ocioso(tab);
        }
        problems.push(...(await axe(tab, screen.route, { include: 'main' })));
        counted.push(screen.route);
      };
      // Two tabs of the same session share the screens: each tab's renderer is its own process,
      // so the two cores check two pages at once.
      const second = await context.newPage();
      watchCsp(second);
      await Promise.all(
        [page, second].map(async (tab, i) => {
          for (const screen of screens.filter((_, k) => k % 2 === i))
            await check(tab, screen).catch((e: Error) => {
              throw new Error(`${screen.route}: ${e.message}`);
            });
        }),
      );
      if (recordId) {
        await page.goto(`${origin}/recursos-humanos/dados-servidor/${recordId}`);
        await ocioso(page);
        problems.push(...(await axe(page, '/recursos-humanos/dados-servidor/:id')));
        counted.push('/recursos-humanos/dados-servidor/:id');
      }
      console.log(
        `[axe] ${counted.length + 4} página(s) verificadas: /login, IdP login, diálogo de unidade, /home, ${counted.join(', ')} — ${problems.length} violação(ões) moderada(s) ou pior(es)`,
      );
      expect(problems).toEqual([]);
      await context.close();
    },
    scaledToCpu(480_000),
  );

  it('rejects a page with an unlabeled field, an image without text and a skipped heading level (broken fixture)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.evaluate(() => {
      const bad = document.createElement('div');
      bad.innerHTML = '<input type="text"><img src="/x.png"><button></button><h1>Título</h1><h4>Pulou dois níveis</h4>';
      document.body.appendChild(bad);
    });
    const problems = await axe(page, 'fixture');
    expect(problems.some((p) => p.includes('label'))).toBe(true);
    expect(problems.some((p) => p.includes('image-alt'))).toBe(true);
    expect(
      problems.some((p) => p.includes('heading-order (moderate)')),
      'best-practice, moderate',
    ).toBe(true);
    await context.close();
  });
});

describe('keyboard only', () => {
  /** Presses Tab until the focused element's accessible text matches, as a keyboard user would. */
  async function tabTo(page: Page, text: RegExp, max = 80): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        // Only controls count: a focus-trapping container's text holds every label inside it.
        const role = el.getAttribute('role') ?? '';
        if (
          !['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) &&
          !/^(button|link|menuitem|option|checkbox|treeitem|tab)$/.test(role)
        )
          return '';
        const id = el.getAttribute('id');
        const labelled = id ? document.querySelector(`label[for="${id}"]`)?.textContent : '';
        return [el.getAttribute('aria-label'), labelled, el.textContent].filter(Boolean).join(' ').trim();
      });
      if (text.test(label)) return;
    }
    throw new Error(`Tab não chegou a ${text}`);
  }

  it('signs in, picks a unit and searches without a mouse', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await tabTo(page, /^Entrar$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rest\/oidc\/interaction\//);
    await tabTo(page, /^CPF/);
    await page.keyboard.type(ana.cpf);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ana.senha);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/home/);
    await page.getByRole('dialog', { name: 'Selecione uma unidade para efetuar o login' }).waitFor();
    await tabTo(page, new RegExp(`${seplag.sigla} - `));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await ocioso(page);
    await tabTo(page, /Recursos humanos/);
    await page.keyboard.press('Enter');
    await tabTo(page, /Pesquisar servidor/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/pesquisa-servidor/);
    // As a person does, wait to see the form: Tab pressed 80 times before the screen's chunk arrived
    // cycles through the shell and gives up (failed once in CI, 3 s into the test).
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).waitFor();
    await tabTo(page, /^Nome/);
    await page.keyboard.type('Silva');
    const search = page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
    await page.keyboard.press('Enter');
    expect((await search).status()).toBe(200);
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
    await shot(page, 'gates-keyboard-search');
    await context.close();
  });
});

describe('content security policy', () => {
  it('no page of the run reported a CSP violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
