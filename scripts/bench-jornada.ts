/**
 * `npm run bench:jornada`: the clerk's standard journey, in Chromium against the server as
 * `npm start` runs it (the built portal, `npm run build` first; DIST_DIR another build), over the
 * database of DATA_DIR or DATABASE_URL — 'Pesquisar servidor' → 'Pesquisar' → 'Detalhar' the first
 * row → its second tab → 'Voltar' → 'Detalhar' the same row again → 'Voltar'. For each step: the
 * gateway calls it sent, its time (the click → what it opens painted) and whether a loading state
 * (skeleton, spinner, a busy region) was drawn on the way — the record and the search visited
 * before should paint what was shown at once, without one. BENCH_RUNS journeys (default 3, after
 * one not counted); BENCH_CPU=4 runs the page's CPU 4× slower.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { BRUNO } from '../gateway/db/demo-users.ts';
import { launch, newContext } from '../tests/e2e/browser.ts';
import { desenhouCarregando, observarCarregando } from '../tests/e2e/carregando.ts';
import { signIn } from '../tests/e2e/entrar.ts';
import { iniciarServidor } from './lib/servidor-filho.ts';
import { mediana } from './lib/percentil.ts';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const CPU = Number(process.env.BENCH_CPU) || 1;
const dist = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

interface Passo {
  nome: string;
  /** The click that starts the step. */
  agir: (page: Page) => Promise<void>;
  /** What the step opens, painted. */
  pronto: (page: Page) => Promise<unknown>;
}

/** Until `test` holds in the page, checked every frame. */
const quando = (page: Page, test: () => unknown) => page.waitForFunction(test, undefined, { polling: 'raf' });
/** Rows on screen without the loading overlay (as bench:paint waits for them). */
const linhas = (page: Page) =>
  quando(page, () => document.querySelector('.ag-row') && !document.querySelector('.ag-overlay:not(.ag-hidden)'));
/** The record's first tab with its values (the skeleton has the same fields, empty). */
const registro = (page: Page) =>
  quando(
    page,
    () =>
      document.querySelector('[role="tabpanel"][aria-hidden="false"] .prh-info-field') &&
      !document.querySelector('.prh-detail-skeleton'),
  );
const detalhar = (page: Page) =>
  page.locator('.ag-row[row-index="0"]').getByRole('button', { name: 'Detalhar' }).click();

const PASSOS: Passo[] = [
  {
    nome: "'Pesquisar'",
    agir: (p) => p.getByRole('button', { name: 'Pesquisar', exact: true }).click(),
    pronto: linhas,
  },
  { nome: "'Detalhar'", agir: detalhar, pronto: registro },
  {
    nome: 'segunda aba',
    agir: (p) => p.getByRole('tab').nth(1).click(),
    pronto: (p) =>
      quando(
        p,
        () =>
          document.querySelector(
            '[role="tabpanel"][aria-hidden="false"] :is(.prh-info-field, .ag-row, .prh-page-state)',
          ) && !document.querySelector('main .ag-overlay-loading-wrapper'),
      ),
  },
  { nome: "'Voltar'", agir: (p) => p.getByRole('button', { name: 'Voltar' }).click(), pronto: linhas },
  { nome: "'Detalhar' de novo", agir: detalhar, pronto: registro },
  { nome: "'Voltar' de novo", agir: (p) => p.getByRole('button', { name: 'Voltar' }).click(), pronto: linhas },
];

interface Medida {
  chamadas: number;
  ms: number;
  carregou: boolean;
}

async function jornada(page: Page, origin: string): Promise<Medida[]> {
  await page.goto(`${origin}/recursos-humanos/pesquisa-servidor/`);
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).waitFor();
  const medidas: Medida[] = [];
  let chamadas = 0;
  const contar = (url: string) => void (url.includes('/gw/') && !url.includes('getWso2Token') && chamadas++);
  page.on('request', (r) => contar(r.url()));
  for (const passo of PASSOS) {
    await observarCarregando(page);
    chamadas = 0;
    const t0 = Date.now();
    await passo.agir(page);
    await passo.pronto(page);
    // The frame that paints it, then whatever the step still asks for in the background.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const ms = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    const carregou = await desenhouCarregando(page);
    medidas.push({ chamadas, ms, carregou });
  }
  page.removeAllListeners('request');
  return medidas;
}

const carga0 = loadavg()[0];
const server = await iniciarServidor({ DIST_DIR: dist });
const browser = await launch();
try {
  const page = await (await newContext(browser, { cpu: CPU })).newPage();
  await signIn(page, server.origin, BRUNO);
  await jornada(page, server.origin); // not counted: loads the code of the screens
  const runs: Medida[][] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await jornada(page, server.origin));
  console.log(
    `bench:jornada: ${RUNS} jornadas; CPU da página ${CPU === 1 ? 'sem redução' : `${CPU}× mais lenta`}; carga ${carga0.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  );
  console.log(`  ${'passo'.padEnd(20)} ${'chamadas'.padStart(9)} ${'ms (mediana)'.padStart(13)}  carregando desenhado`);
  PASSOS.forEach((passo, i) => {
    const chamadas = runs.map((r) => r[i].chamadas).join('/');
    const ms = Math.round(mediana(runs.map((r) => r[i].ms)));
    const carregou = runs.filter((r) => r[i].carregou).length;
    console.log(
      `  ${passo.nome.padEnd(20)} ${chamadas.padStart(9)} ${String(ms).padStart(13)}  ${carregou} de ${RUNS}`,
    );
  });
  const total = runs.map((r) => r.reduce((n, m) => n + m.chamadas, 0));
  console.log(`  total de chamadas por jornada: ${total.join('/')}`);
} finally {
  await browser.close();
  await server.parar();
}
