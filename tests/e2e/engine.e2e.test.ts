/**
 * A screen added by writing only a JSON file (screens/recursos-humanos/consultar-ferias-premio
 * .screen.json — no TypeScript names it anywhere) appears in the menu for a permitted role, runs its
 * search against the gateway, and stays hidden from a role without its resource. Also: the screen
 * kinds' code is loaded only when a screen needs it (not on /home).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRUNO, CARLA } from '../../gateway/db/demo-users.ts';
import { launch, newContext, shot } from './browser.ts';
import { signIn } from './login.ts';

const origin = inject('origin');
const root = resolve(import.meta.dirname, '../..');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Source files (TS/TSX) outside screens/ that mention the screen — there must be none. */
function mentions(dir: string, needle: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory())
      return ['node_modules', 'dist', '.git', '.data', 'generated'].includes(e.name) ? [] : mentions(p, needle);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.test.ts') && readFileSync(p, 'utf8').includes(needle)
      ? [p]
      : [];
  });
}

describe('a screen written only as JSON', () => {
  it('has no TypeScript of its own', () => {
    expect(mentions(root, 'consultar-ferias-premio.screen')).toEqual([]);
  });

  it('is in the menu for a permitted role and searches end to end; the grid is not loaded on /home', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await signIn(page, origin, BRUNO);
    await page.getByRole('navigation').getByText('Início').waitFor();
    expect(scripts.filter((s) => /\/assets\/(search|detail|dashboard|form|tabs|useSearchScreen)-/.test(s))).toEqual([]);
    await page.getByRole('navigation').getByText('Recursos humanos').click();
    await page.getByRole('navigation').getByText('Consultar férias-prêmio').click();
    await page.waitForURL(/\/recursos-humanos\/consultar-ferias-premio\/$/);
    await page.getByRole('heading', { name: 'Consultar férias-prêmio' }).waitFor();
    const resp = page.waitForResponse((r) => r.url().includes('/beneficios/v1/saldosBeneficioServidores'));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const body = await (await resp).json();
    expect(body.codigoMensagem).toBe(0);
    await expect
      .poll(() => page.locator('.ag-grid-scrolling-rows .ag-row').count())
      .toBe(Math.min(10, body.paginacao.totalRegistros));
    await page.getByRole('columnheader', { name: 'Dias de saldo' }).waitFor();
    await shot(page, '12-json-only-screen');
    await context.close();
  });

  it('is absent for a role without its resource', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, origin, CARLA);
    await page.getByRole('navigation').getByText('Início').waitFor();
    expect(await page.getByRole('navigation').getByText('Consultar férias-prêmio').count()).toBe(0);
    await page.goto(`${origin}/recursos-humanos/consultar-ferias-premio/`);
    await page.waitForURL(/\/nao-autorizado$/);
    await context.close();
  });
});
