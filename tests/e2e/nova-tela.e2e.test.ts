/**
 * "One JSON file is enough": a copy of the repository gets ONE new screen document — a search over
 * admissoes.listaServidores with two filters, a CPF column and an export — and nothing else: no
 * TypeScript, no reseed. The copy is built and started as `npm start` would, and in Chromium the
 * new screen is in Ana's menu (its resource derived and granted to ADMINISTRADOR at start-up),
 * searches, exports, and its report reaches CONCLUIDO in 'Meus relatórios' under the action's
 * report name, with exactly the screen's columns as the CSV header (formatted like the grid).
 *
 * This file starts its own server over the copy; it does not use the shared e2e server.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA } from '../../gateway/db/demo-users.ts';
import { freePort } from '../../gateway/testing/support.ts';
import { reportConcluded } from './meusRelatorios.ts';
import { launch, newContext, shot, scaledToCpu } from './browser.ts';
import { pickUnit, signIn } from './login.ts';

const repo = resolve(import.meta.dirname, '../..');
/** Top-level entries not copied: dependencies (symlinked instead), builds, data, history, artefacts. */
const SKIP = /^(node_modules|dist.*|\.data|\.git|test-results|coverage)$/;

const SCREEN = {
  $schema: '../../schemas/screen.schema.json',
  id: 'servidores-por-situacao',
  kind: 'search',
  title: 'Servidores por situação',
  area: 'recursos-humanos',
  route: '/recursos-humanos/servidores-por-situacao/',
  menuKey: 'servidores-por-situacao',
  icon: 'search',
  filters: {
    schema: {
      type: 'object',
      properties: {
        codigoSituacaoServidor: { type: 'string', title: 'Situação do servidor' },
        nome: { type: 'string', title: 'Nome', format: 'nome', maxLength: 120 },
      },
    },
    uiSchema: {
      codigoSituacaoServidor: {
        'ui:widget': 'select',
        'ui:options': { endpoint: 'situacoesServidores.lista', labelField: 'descricao', valueField: 'codigo' },
      },
      nome: { 'ui:placeholder': 'Nome completo ou parte do nome' },
    },
  },
  source: { endpoint: 'admissoes.listaServidores', pageSize: 10, sort: { field: 'nome', order: 'ASC' } },
  columns: [
    { field: 'nome', header: 'Nome do servidor', format: 'titleCase', flex: 2 },
    { field: 'cpf', header: 'CPF', format: 'cpf', width: 135 },
    { field: 'situacaoServidor', header: 'Situação' },
    { field: 'dataAdmissao', header: 'Data de admissão', format: 'date' },
  ],
  toolbar: [
    {
      action: 'export',
      label: 'Exportar',
      icon: 'export',
      endpoint: 'relatorios.solicitaRelatorioServidores',
      reportName: 'Servidores por situação',
    },
  ],
};
const HEADERS = SCREEN.columns.map((c) => c.header);

let work: string;
let copy: string;
let dataDir: string;
let origin: string;
let server: ChildProcess | undefined;
let serverLog = '';
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page;
const times: Record<string, number> = {};

/** Waits until the copy's server answers /config.json (or fails when the process ends first). */
async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`o servidor da cópia terminou (código ${child.exitCode}):\n${serverLog}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`o servidor da cópia não respondeu em ${timeoutMs} ms:\n${serverLog}`);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portalrh-nova-tela-'));
  copy = join(work, 'repo');
  dataDir = join(work, 'data');
  cpSync(repo, copy, {
    recursive: true,
    filter: (src) => src === repo || !SKIP.test(basename(src)) || resolve(src, '..') !== repo,
  });
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The whole change: one screen document.
  mkdirSync(join(copy, 'screens/recursos-humanos'), { recursive: true });
  writeFileSync(
    join(copy, 'screens/recursos-humanos/servidores-por-situacao.screen.json'),
    `${JSON.stringify(SCREEN, null, 2)}\n`,
  );

  let t0 = Date.now();
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: copy,
    encoding: 'utf8',
  });
  times.build = Date.now() - t0;
  if (build.status !== 0) throw new Error(`a compilação da cópia falhou:\n${build.stdout}\n${build.stderr}`);

  t0 = Date.now();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const k of ['DATABASE_URL', 'DIST_DIR', 'PUBLIC_ORIGIN', 'LOG']) delete env[k];
  // As `npm start` runs it (scripts/start.mjs), in its own process group so afterAll stops it whole.
  server = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    cwd: copy,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (serverLog += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (serverLog += d.toString()));
  await waitForServer(`${origin}/config.json`, server, 180_000);
  times.start = Date.now() - t0;

  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
}, scaledToCpu(600_000));

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    // SIGTERM lets server.ts close PGlite; a stuck process is killed after 15 s.
    process.kill(-server.pid, 'SIGTERM');
    const timer = setTimeout(
      () => server?.pid && server.exitCode === null && process.kill(-server.pid, 'SIGKILL'),
      15_000,
    );
    await exited;
    clearTimeout(timer);
  }
  if (work) rmSync(work, { recursive: true, force: true });
  console.log(
    `[e2e nova-tela] compilação da cópia ${(times.build / 1000).toFixed(1)} s; início do servidor ${(times.start / 1000).toFixed(1)} s; teste no navegador ${((times.test ?? 0) / 1000).toFixed(1)} s`,
  );
}, scaledToCpu(60_000));

const rows = (p: Page) => p.locator('.ag-grid-scrolling-rows .ag-row');

describe('a new screen is one JSON file', () => {
  it(
    'appears in the menu, searches, exports, and its CSV has exactly its columns',
    async () => {
      const t0 = Date.now();
      await signIn(page, origin, ANA);
      await pickUnit(page, /SEPLAG/);

      // The menu: the new screen's resource was derived and granted to ADMINISTRADOR at start-up.
      const nav = page.getByRole('navigation');
      await nav.getByText('Recursos humanos', { exact: true }).click();
      await nav.getByText(SCREEN.title, { exact: true }).click();
      await page.waitForURL(/\/recursos-humanos\/servidores-por-situacao\/$/);

      const resp = page.waitForResponse((r) => r.url().includes('/admissoes/v1/listaServidores'));
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      const total = ((await (await resp).json()) as { paginacao: { totalRegistros: number } }).paginacao.totalRegistros;
      expect(total).toBeGreaterThan(0);
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      for (const h of HEADERS) await page.getByRole('columnheader', { name: h }).first().waitFor();
      await shot(page, 'nova-tela-1-pesquisa');

      await page.getByRole('button', { name: 'Exportar' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Confirmação de solicitação de exportação' });
      await dialog.getByText('CSV', { exact: true }).click();
      expect(await dialog.getByRole('radio', { name: 'CSV' }).isChecked()).toBe(true);
      const req = page.waitForRequest((r) => r.url().includes('/relatorios/v1/solicitaRelatorioServidores'));
      await dialog.getByRole('button', { name: 'Exportar' }).click();
      expect((await req).postDataJSON()).toMatchObject({
        formato: 'CSV',
        tela: SCREEN.id,
        filtros: { exportarTudo: true },
      });
      await page
        .getByText(
          'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.',
        )
        .waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();

      const row = await reportConcluded(page);
      expect(await row.textContent()).toContain(SCREEN.toolbar[0].reportName);
      await shot(page, 'nova-tela-2-meus-relatorios');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar' }).first().click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^servidores-por-situacao-\d+\.csv$/);
      const file = join(work, download.suggestedFilename());
      await download.saveAs(file);
      const lines = readFileSync(file, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0].split(';')).toEqual(HEADERS);
      expect(lines.length - 1).toBe(total);
      // Formatted like the grid: CPF mask and dd/mm/aaaa.
      const [, cpf, , admissao] = lines[1].split(';');
      expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      expect(admissao).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      times.test = Date.now() - t0;
    },
    scaledToCpu(180_000),
  );
});
