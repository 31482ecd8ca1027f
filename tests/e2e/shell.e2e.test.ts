/**
 * The shell end to end in Chromium: sign-in with the unit pick and the terms of use,
 * 'Trocar unidade', favourites up to the limit, the theme across a reload and at mobile widths,
 * expired sessions (cookie gone, session ended on the server), a forbidden route, the version
 * check reloading the page, the access request with the real security check (ALTCHA proof of
 * work solved by Chromium in Web Workers under the portal's CSP, at `npm start`'s difficulty),
 * and stacked dialogs.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANA, BRUNO, CARLA } from '../../gateway/db/demo-users.ts';
import { CPU_LENTA, launch, newContext, shot } from './browser.ts';
import { allowConsoleErrors } from './console-gate.ts';
import { cookieMap, pickUnit, signIn } from './login.ts';
import { ocioso } from './ocioso.ts';

const origin = inject('origin');
const SEPLAG = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
const SEE = ANA.unidades.find((u) => u.sigla === 'SEE')!;
const envelope = (codigoMensagem: number, objeto: unknown, mensagem = '') =>
  JSON.stringify({
    codigoMensagem,
    mensagem,
    mensagemExibicao: mensagem,
    dataServidor: '22/11/2026 10:00:00',
    objeto,
    listaCriticas: [],
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the user menu and clicks an item. */
async function userMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /menu do usuário$/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('sign-in, unit and terms of use', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { cpu: CPU_LENTA });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('signs in, picks a unit, then the terms dialog (abrirModal, marker 1.00) asks and accepts', async () => {
    // The demo users accepted 1.00 already; answer "none accepted" once to see the dialog.
    await page.route('**/termoUsoControleUsuario/v1/ultimoTermoUsoAceito**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope(2, [], 'Sua busca não possui resultado. Tente novamente.'),
      }),
    );
    await signIn(page, origin, ANA);
    const cookies = await cookieMap(page);
    expect(cookies.abrirModal).toBe('true');
    expect(cookies.modalAtualizacaoTermoUso).toBe('1.00');
    await pickUnit(page, `${SEPLAG.sigla} - ${SEPLAG.nome}`);
    const terms = page.getByRole('dialog', { name: 'Termo de uso do Portal RH' });
    await terms.waitFor();
    await page.keyboard.press('Escape');
    await terms.waitFor(); // cannot be dismissed
    await shot(page, 'shell-01-termo-de-uso');
    const accepted = page.waitForResponse(
      (r) => r.url().includes('/termoUsoControleUsuario/v1/aceitarTermoUso') && r.request().method() === 'POST',
    );
    await terms.getByRole('button', { name: 'Li e aceito' }).click();
    expect((await (await accepted).json()).objeto).toMatchObject({ cpf: ANA.cpf, versao: '1.00' });
    await terms.waitFor({ state: 'detached' });
    expect((await cookieMap(page)).abrirModal).toBeUndefined();
    await page.unroute('**/termoUsoControleUsuario/v1/ultimoTermoUsoAceito**');
  });

  it("'Trocar unidade' goes to the IdP front end with a return address, then the unit dialog asks again", async () => {
    const toIdp = page.waitForRequest((r) => r.url().startsWith(`${origin}/rest/oidc/unidade?return_url=`));
    await userMenu(page, 'Trocar unidade');
    const req = await toIdp;
    expect(new URL(req.url()).searchParams.get('return_url')).toBe(`${origin}/home`);
    const dialog = page.getByRole('dialog', { name: 'Selecione uma unidade para efetuar o login' });
    await dialog.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('redirecionarTrocaUnidade'))).toBeNull();
    expect((await cookieMap(page)).unidadeCodigo).toBeUndefined();
    for (const u of ANA.unidades) await dialog.getByText(`${u.sigla} - ${u.nome}`).waitFor();
    // The unit she was in is marked; behind the dialog, no unit's counts, favourites or shortcuts.
    const atual = dialog.locator('[aria-current="true"]');
    await atual.getByText('Unidade atual').waitFor();
    expect(await atual.count()).toBe(1);
    expect(await atual.textContent()).toContain(`${SEPLAG.sigla} - ${SEPLAG.nome}`);
    expect(await page.locator('.prh-home, .prh-home-atalhos').count()).toBe(0);
    await shot(page, 'shell-02-trocar-unidade');
    // The same in the dark theme at 1024 px (a reload keeps the dialog: no unit yet).
    await page.setViewportSize({ width: 1024, height: 820 });
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await atual.getByText('Unidade atual').waitFor();
    await shot(page, 'shell-02-trocar-unidade-escuro-1024');
    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    await page.setViewportSize({ width: 1366, height: 820 });
    await pickUnit(page, `${SEE.sigla} - ${SEE.nome}`);
    await page
      // Named by what it shows, then what it opens (WCAG 2.5.3).
      .getByRole('button', { name: `${ANA.nome} SEE — menu do usuário`, exact: true })
      .getByText('SEE')
      .waitFor();
    expect((await cookieMap(page)).unidadeCodigo).toBe(SEE.codigo);
    // The user's photo (usuario.foto) is drawn in the button, from the answer's object URL.
    const photo = page.locator('.prh-user-button img.prh-avatar');
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

describe('favourites, theme and layouts', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { cpu: CPU_LENTA });
    page = await context.newPage();
    await signIn(page, origin, BRUNO);
  });
  afterAll(() => context?.close());

  it('stars pages, keeps them per cpf and unit on the gateway, and stops at 10', async () => {
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    // The list as the reloaded page reads it. On a busy machine the first load's own list call can
    // answer after the network looked idle, just before the reload: that page's answer has no body
    // left to read, so the wait goes on to the reloaded page's.
    let lista: { objeto?: unknown } | undefined;
    const listed = page.waitForResponse(async (r) => {
      if (!r.url().includes(`/favorito/v1/${BRUNO.cpf}/1261`)) return false;
      try {
        lista = await r.json();
        return true;
      } catch {
        return false;
      }
    });
    await page.reload();
    await listed;
    expect(lista?.objeto).toEqual([]);

    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await page.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();
    await page.getByRole('navigation', { name: 'Favoritos' }).getByText('Início').waitFor();
    await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await ocioso(page); // the page's own favourites list has answered
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await page.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();

    // Eight more straight on the gateway, with the user's own token (as another tab would).
    const status = await page.evaluate(
      async ({ cpf }) => {
        const tokenId = decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('tokenId='))!
            .slice(8),
        );
        const t = await (
          await fetch(
            `/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=${encodeURIComponent(tokenId)}&codigoUnidadeSsc=1261`,
          )
        ).json();
        const headers = { authorization: `Bearer ${t.data.access_token}`, 'content-type': 'application/json' };
        const out: number[] = [];
        for (let i = 0; i < 8; i++) {
          const r = await fetch(`/gw/exame/favorito/v1?tokenSSCId=${encodeURIComponent(tokenId)}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ cpf, codigoUnidadeSsc: '1261', rota: `/fav-teste-${i}` }),
          });
          out.push(r.status);
        }
        // Another user's favourites are refused.
        out.push(
          (await fetch(`/gw/exame/favorito/v1/39053344705/1501?tokenSSCId=${encodeURIComponent(tokenId)}`, { headers }))
            .status,
        );
        return out;
      },
      { cpf: BRUNO.cpf },
    );
    expect(status).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 403]);

    await page.goto(`${origin}/${'portalrh'}`);
    const bar = page.getByRole('navigation', { name: 'Favoritos' });
    await bar.getByRole('button', { name: /mais favoritos$/ }).waitFor();
    const width = await page.locator('.prh-favorites').evaluate((el) => el.clientWidth);
    const visible = Math.max(0, Math.floor(width / 160) - 1);
    const links = bar.getByRole('link');
    await expect.poll(() => links.count()).toBe(Math.min(visible, 10));
    await bar.getByRole('button', { name: `+${10 - Math.min(visible, 10)} — mais favoritos`, exact: true }).click(); // starts with its '+n'
    const more = page.getByRole('menu', { name: 'Mais favoritos' });
    await more.waitFor();
    const names = [...(await links.allInnerTexts()), ...(await more.getByRole('menuitem').allInnerTexts())].map((s) =>
      s.trim(),
    );
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect(names).toContain('Início');
    expect(names).toContain('Pesquisar servidor');
    // Each favourite carries its page's icon (spec §3: nome, icone, rota), in the bar or in the list.
    const favorite = (nome: string) =>
      bar.getByRole('link', { name: nome }).or(more.getByRole('menuitem', { name: nome }));
    expect(await favorite('Início').locator('[data-icon="home"]').count()).toBe(1);
    expect(await favorite('Pesquisar servidor').locator('[data-icon="search"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await more.waitFor({ state: 'detached' });
    await shot(page, 'shell-02-favoritos-claro');

    // The 11th: the limit dialog, and nothing is sent.
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('/favorito/v1') && r.method() === 'POST') posted++;
    });
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    const limit = page.getByRole('dialog', { name: 'Número máximo de favoritos!' });
    await limit.getByText('Esse usuário já possui 10 favoritos adicionados.').waitFor();
    await shot(page, 'shell-03-limite-favoritos');
    await limit.getByRole('button', { name: 'Continuar' }).click();
    await limit.waitFor({ state: 'detached' });
    expect(posted).toBe(0);
    expect(await page.getByRole('button', { name: 'Adicionar aos favoritos' }).count()).toBe(1);
  });

  it('a failure listing favourites shows a browser alert', async () => {
    const allow503 = allowConsoleErrors(/status of 503/); // the faked failure's own console line
    await page.route('**/favorito/v1/**', (route) => route.fulfill({ status: 503, body: '' }));
    try {
      const [d] = await Promise.all([page.waitForEvent('dialog'), page.reload({ waitUntil: 'commit' })]);
      expect(d.type()).toBe('alert');
      expect(d.message()).toContain('Não foi possível carregar a lista de favoritos.');
      expect(d.message()).toContain('503');
      await d.dismiss();
    } finally {
      await page.unroute('**/favorito/v1/**'); // a failure here must not fail the next test too
    }
    await page.waitForLoadState('load');
    allow503();
  });

  it('dark theme persists across a reload; light and dark and mobile screenshots', async () => {
    await page.goto(`${origin}/home`);
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    await shot(page, 'shell-04-layout-claro');
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    expect(
      await page.evaluate(() => [
        document.documentElement.classList.contains('bp6-dark'),
        document.body.classList.contains('bp6-dark'),
        localStorage.getItem('darkMode'),
      ]),
    ).toEqual([true, true, 'true']);
    await page.reload();
    await page.getByRole('button', { name: 'Ativar tema claro' }).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--prh-primary').trim().toLowerCase(),
    );
    expect(primary).toBe('#123f6d');
    await shot(page, 'shell-05-layout-escuro');

    await page.setViewportSize({ width: 1000, height: 800 });
    await page.reload();
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    expect(Math.round(await page.locator('.prh-sidebar').evaluate((el) => el.getBoundingClientRect().width))).toBe(65); // mobile: collapsed
    await shot(page, 'shell-06-mobile-1000-escuro');
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect
      .poll(async () =>
        Math.round(await page.locator('.prh-sidebar').evaluate((el) => el.getBoundingClientRect().width)),
      )
      .toBe(290);
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    await shot(page, 'shell-07-mobile-390');
    await page.setViewportSize({ width: 1366, height: 820 });
  });

  it('auto-refresh: counts down from 15 and fires the refresh the page listens to', async () => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00-03:00') });
    await page.goto(`${origin}/home`);
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    await page.clock.pauseAt(new Date('2026-11-22T10:10:00-03:00')); // deterministic countdown
    await page.getByRole('button', { name: 'Atualizar automaticamente' }).click();
    await page.getByRole('button', { name: 'Parar atualização automática (15)' }).waitFor();
    await page.clock.runFor(3000);
    await page.getByRole('button', { name: 'Parar atualização automática (12)' }).waitFor();
    await page.clock.runFor(12_000);
    await page.getByText(/^Atualizado às/).waitFor();
    await page.getByRole('button', { name: 'Parar atualização automática (15)' }).click();
    await page.getByRole('button', { name: 'Atualizar automaticamente' }).waitFor();
    await page.clock.resume();
  });

  it('expired session: the security service says expirado → cookie removed → /login-expirado', async () => {
    const tokenId = (await cookieMap(page)).tokenId;
    // End the session on the server (the IdP logout with the session id), keep the browser's cookie.
    // Only a request of the portal itself ends a session (docs/SECURITY.md): say same-origin.
    const res = await fetch(
      `${origin}/rest/oidc/logout?tokenSSCId=${encodeURIComponent(tokenId)}&logout_page=${encodeURIComponent(`${origin}/login`)}`,
      {
        redirect: 'manual',
        headers: { 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(res.status).toBe(302);
    const answer = page.waitForResponse((r) => r.url().includes('/seguranca/v1/getWso2Token'));
    await page.goto(`${origin}/home`);
    expect((await (await answer).json()).mensagem).toMatch(/expirado/);
    await page.waitForURL(/\/login-expirado$/);
    await page.getByText('Sua sessão expirou').waitFor();
    expect((await cookieMap(page)).tokenId).toBeUndefined();
  });
});

describe('guards and version', () => {
  it('missing token cookie → /login-expirado; a route without permission → /nao-autorizado', async () => {
    const context = await newContext(browser, { cpu: CPU_LENTA });
    const page = await context.newPage();
    await signIn(page, origin, CARLA);
    await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await page.waitForURL(/\/nao-autorizado$/);
    await page.getByText('Acesso não autorizado').waitFor();
    await context.clearCookies({ name: 'tokenId' });
    await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
    await page.waitForURL(/\/login-expirado$/);
    await page.goto(`${origin}/nao/existe`);
    await page.waitForURL(/\/login$/); // unknown → home, which without a session is the login
    await context.close();
  });

  it('a new deployed version (solucao.json) reloads the page at the next poll', async () => {
    const context = await newContext(browser, { cpu: CPU_LENTA });
    const page = await context.newPage();
    let version = 'v-antiga';
    let reads = 0;
    const cacheHeaders: (string | undefined)[] = [];
    await page.route('**/solucao.json', (route) => {
      reads++;
      cacheHeaders.push(route.request().headers()['cache-control']);
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ app: { versaoaplicacao: version } }),
      });
    });
    await page.clock.install();
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Registrar' }).waitFor();
    await expect.poll(() => reads).toBe(1);
    await page.evaluate(() => ((window as unknown as { marca: number }).marca = 1));
    await page.clock.runFor(180_000);
    await expect.poll(() => reads).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { marca?: number }).marca)).toBe(1); // same version: no reload
    version = 'v-nova';
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(180_000);
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marca?: number }).marca)).toBeUndefined();
    expect(cacheHeaders.every((h) => h === 'no-cache')).toBe(true);
    await context.close();
  });
});

describe('logged-out flows', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { cpu: CPU_LENTA });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('Registrar → access request: the check runs by itself, each call has its own single-use token, terms go with the request', async () => {
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) cspErrors.push(m.text());
    });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gw/exame/')) calls.push(new URL(r.url()).pathname);
    });
    await page.goto(`${origin}/login`);
    const units = page.waitForResponse((r) => r.url().includes('/unidadePapel/v1/unidades/'), { timeout: 60_000 });
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(/\/login\/usuario\/solicitacao\/?$/);
    await page.getByRole('heading', { name: 'Solicitações de cadastros' }).waitFor();
    // Nothing to read or type: a status says what happens, then that it is done.
    const status = page.locator('.prh-captcha [role="status"]');
    expect(await status.textContent()).toMatch(/Verificando automaticamente|Verificação de segurança concluída/);
    expect((await units).status()).toBe(200);
    await page.getByText('Verificação de segurança concluída.').waitFor({ timeout: 60_000 });
    expect(await page.locator('.prh-captcha img, .prh-captcha input').count()).toBe(0);

    // The token the browser solved is single use: sent again, it is refused.
    const usado = decodeURIComponent(new URL((await units).url()).pathname.split('/').pop()!);
    expect(usado.length).toBeGreaterThan(300);
    const replay = await fetch(`${origin}/gw/exame/unidadePapel/v1/unidades/${encodeURIComponent(usado)}`);
    expect(replay.status).toBe(400);
    expect((await replay.json()).mensagem).toBe('Captcha inválido ou expirado.');

    const roles = page.waitForResponse((r) => /\/papel\/v1\/1261\//.test(r.url()), { timeout: 60_000 });
    await page.getByLabel('Unidade *').selectOption({ label: 'SEE - Secretaria de Estado de Educação' });
    expect((await roles).status()).toBe(200);
    await page.locator('label', { hasText: 'Consulta de recursos humanos' }).click();
    expect(await page.getByLabel('Consulta de recursos humanos').isChecked()).toBe(true);
    await page.getByLabel('CPF *').fill('111.444.777-35');
    await page.getByLabel('Nome completo *').fill('Joana Solicitante');
    await page.getByLabel('E-mail institucional *').fill('joana.solicitante@educacao.mg.gov.br');
    // The password the reference IdP will sign Joana in with once the request is approved.
    await page.getByLabel('Senha *', { exact: true }).fill('Joana2026');
    await page.getByLabel('Confirmar senha *').fill('Joana2026');
    await page.getByText(/Li e aceito o termo de uso/).click();
    await shot(page, 'shell-08-solicitacao-captcha');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/gw/exame/usuario/v1') && r.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    const request = await sent;
    const posted = request.request().postDataJSON();
    expect(posted).toMatchObject({ senha: 'Joana2026', versaoTermo: '1.00' });
    const tokens = [usado, decodeURIComponent(new URL((await roles).url()).pathname.split('/').pop()!), posted.captcha];
    expect(new Set(tokens).size).toBe(3); // one token per call
    const body = await request.json();
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto.situacao).toBe('PENDENTE');
    expect(JSON.stringify(body)).not.toContain('Joana2026');
    const done = page.getByRole('dialog', { name: 'Solicitação enviada!' });
    await done.getByText(/Protocolo: \d+/).waitFor();
    await done.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(/\/login$/); // sucessoCompletoTelaAnterior: back one page
    // No anonymous terms call: the acceptance travelled with the request.
    expect(calls.some((c) => c.includes('aceitarTermoUso'))).toBe(false);
    expect(cspErrors).toEqual([]);
  });

  it('stacked dialogs: terms, then the policy on top; Fechar closes the top, Fechar todos all', async () => {
    // Opened directly, the lazily loaded page has its loading state: React Router says nothing.
    const warnings: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.type() === 'warning') warnings.push(m.text());
    };
    page.on('console', onConsole);
    await page.goto(`${origin}/login/usuario/solicitacao/`);
    await page.getByRole('button', { name: 'Ler o termo de uso' }).waitFor();
    page.off('console', onConsole);
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    await page.getByRole('button', { name: 'Ler o termo de uso' }).click();
    const termos = page.getByRole('dialog', { name: 'Termo de uso do Portal RH' });
    await termos.waitFor();
    await termos.getByRole('button', { name: 'Ver a política de privacidade' }).click();
    const politica = page.getByRole('dialog', { name: 'Política de privacidade' });
    await politica.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(2);
    await shot(page, 'shell-09-dialogos-empilhados');
    // The spec's default 'Fechar' (the footer's; the header's × is also named 'Fechar' and does the same).
    await politica.locator('.prh-dialog-footer').getByRole('button', { name: 'Fechar', exact: true }).click();
    await politica.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(1);
    await termos.getByRole('button', { name: 'Ver a política de privacidade' }).click();
    await politica.waitFor();
    await politica.getByRole('button', { name: 'Fechar todos' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});

describe('before a unit is chosen, and the top-bar menus while their code arrives', () => {
  /**
   * The requests to the gateways and the console's errors (400s included) of `page`, from now on;
   * the requests of the document being shown only (a new document starts the list again, so a
   * straggler of the page left behind is not counted).
   */
  function watch(page: Page) {
    const gw: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) gw.length = 0;
      const url = new URL(r.url());
      if (url.pathname.startsWith('/gw/')) gw.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    return { gw, errors };
  }
  /** The security service's own sign-in and session calls: the only ones allowed without a unit. */
  const securityOwn = (line: string) =>
    /^(POST \/gw\/exame\/seguranca\/v1\/login|GET \/gw\/exame\/seguranca\/v1\/[^/?]+)$/.test(line) &&
    !line.includes('getWso2Token');

  it('a user with two units: while the unit dialog is open nothing of a unit is asked, at sign-in and after Trocar unidade', async () => {
    const context = await newContext(browser, { cpu: CPU_LENTA });
    const page = await context.newPage();
    const seen = watch(page);
    await signIn(page, origin, ANA);
    const dialog = page.getByRole('dialog', { name: 'Selecione uma unidade para efetuar o login' });
    await dialog.waitFor();
    await ocioso(page);
    expect(seen.gw.filter((l) => !securityOwn(l))).toEqual([]);
    expect(seen.gw).toContain('POST /gw/exame/seguranca/v1/login');
    expect(seen.errors).toEqual([]);

    await pickUnit(page, `${SEPLAG.sigla} - ${SEPLAG.nome}`);
    await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
    await ocioso(page);
    await userMenu(page, 'Trocar unidade');
    await dialog.waitFor();
    await ocioso(page);
    expect(seen.gw.filter((l) => !securityOwn(l))).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('the user menu: Esc while its code is on the way cancels the open; once open, Esc closes it', async () => {
    // A context of its own: the menu's code is not in its cache yet.
    const context = await newContext(browser, { cpu: CPU_LENTA });
    const page = await context.newPage();
    await signIn(page, origin, BRUNO);
    await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/popoverParts-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: /menu do usuário$/ });
    const arrived = page.waitForResponse((r) => /\/assets\/popoverParts-/.test(r.url()));
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    release();
    await arrived;
    await ocioso(page);
    await page.waitForTimeout(300); // the code has run, the popover is in place, and nothing opens
    expect(await page.getByRole('menu', { name: 'Menu do usuário' }).count()).toBe(0);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Trocar unidade' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: 'Menu do usuário' }).waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await context.close();
  });
});
