/**
 * Chromium driven by playwright-core — Debian's when installed, else the one `npm ci` brought
 * (scripts/lib/chromium.ts) — with the flags this machine needs (no network besides loopback, no
 * GPU, root without sandbox). Screenshots go to test-results/screenshots.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { clockOffsetMs, shift } from '../../scripts/clock/shifted-clock.mjs';
import { AXE_TAGS, gateViolations } from '../../scripts/gates/a11y.ts';
import { findChromium } from '../../scripts/lib/chromium.ts';
import type { LoadedScript } from '../../scripts/gates/budget.ts';
import { watchConsole } from './console-gate.ts';
import { watchForFailures } from './falha.ts';
import { ocioso, watchRequests } from './ocioso.ts';

export const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');
/** The build the e2e portal serves (E2E_DIST lets parallel builds each test their own folder). */
export const DIST = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');

export async function launch(): Promise<Browser> {
  const found = await findChromium();
  return chromium.launch({
    executablePath: found.executablePath,
    env: { ...process.env, ...found.env },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * How much slower than this machine the pages' CPU runs: `cpu` of the context, else E2E_CPU (the
 * stress run sets it for the whole suite), else 1. Chromium's own throttling
 * (`Emulation.setCPUThrottlingRate`, what Lighthouse uses for a mid-range phone at 4): scripts,
 * layout and paint take that many times longer, so a key pressed while code is still arriving is
 * tested as the state's old PCs see it.
 */
export const cpuDe = (cpu?: number): number => cpu ?? (Number(process.env.E2E_CPU) || 1);

/**
 * A test's own time limit at this run's slowdown (E2E_CPU): what takes 100 s here takes about 400 at
 * 4×, and a limit written for one machine would fail the stress run on time alone.
 * tests/vitest.e2e.config.ts scales the default limits the same way.
 */
export const scaledToCpu = (ms: number): number => ms * cpuDe();

/**
 * The slowdown the shell's own tests always run at (shell, first page, phone): their menus and
 * dialogs load code on first use, and a key pressed while it arrives is what an old PC shows.
 */
export const CPU_LENTA = 4;

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A new browser context; `storageState` (from `signedInState`) starts it already signed in. Its pages' console is watched (watchConsole). */
export async function newContext(
  browser: Browser,
  opts: {
    width?: number;
    height?: number;
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    reducedMotion?: boolean;
    /** CPU slowdown of its pages (cpuDe). */
    cpu?: number;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 820 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // As a user who asked the system for less motion: charts draw at once, nothing to wait for.
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
    storageState: opts.storageState,
  });
  // The pages read the same "now" as the portal and the tests (scripts/e2e.ts sets the run's clock).
  const offset = clockOffsetMs();
  if (offset !== null) await context.addInitScript({ content: `(${shift.toString()})(${offset});` });
  watchConsole(context);
  watchForFailures(context);
  watchRequests(context);
  const rate = cpuDe(opts.cpu);
  if (rate > 1) {
    // Every page of the context, before its first navigation: newPage resolves once it is throttled,
    // pages it opens (a PDF in a new tab) as they appear.
    const newPage = context.newPage.bind(context);
    const throttled = new WeakMap<Page, Promise<void>>();
    const once = (p: Page) => {
      if (!throttled.has(p))
        throttled.set(
          p,
          throttle(p, rate).catch(() => undefined),
        );
      return throttled.get(p)!;
    };
    context.on('page', (p) => void once(p));
    context.newPage = async () => {
      const p = await newPage();
      await once(p);
      return p;
    };
  }
  return context;
}

/** Saves a full-page screenshot as a test artefact and returns its path. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}.png`);
  // Transitions and animations end at once (a dialog's fade-in), so no test sleeps before a screenshot.
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * The page as it is now in both themes: `name` in the light theme, `name-escuro` in the dark one
 * (the page is reloaded in each, so take it where a reload shows the same thing), back to light.
 */
export async function shotsBothThemes(page: Page, name: string): Promise<void> {
  await ocioso(page);
  await shot(page, name);
  for (const escuro of [true, false]) {
    await page.evaluate((v) => localStorage.setItem('darkMode', String(v)), escuro);
    await page.reload();
    await ocioso(page);
    if (escuro) await shot(page, `${name}-escuro`);
  }
}

/** The scripts a page downloads while `open` runs, with their content read back from the build (to measure them). */
export async function scriptsLoadedBy(page: Page, open: () => Promise<unknown>): Promise<LoadedScript[]> {
  const names = new Set<string>();
  const onResponse = (r: { url: () => string; request: () => { resourceType: () => string } }) => {
    if (r.request().resourceType() === 'script') names.add(new URL(r.url()).pathname);
  };
  page.on('response', onResponse);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...names].map((p) => ({ name: basename(p), content: readFileSync(join(DIST, p), 'utf8') }));
}

/**
 * The violations of the accessibility gate on the page (or only inside `include`), as readable
 * lines: axe-core's WCAG A/AA and best-practice rules, moderate impact or worse
 * (scripts/gates/a11y.ts). Legacy mode runs axe inside the page: the default mode opens a blank page
 * per analysis to finish the run, which doubled the gates' time and is only needed for cross-origin
 * frames (the portal has none).
 */
export async function axe(
  page: Page,
  label: string,
  opts: { include?: string; rules?: string[] } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (opts.include) builder.include(opts.include);
  if (opts.rules) builder.withRules(opts.rules);
  else builder.withTags(AXE_TAGS);
  return gateViolations(label, (await builder.analyze()).violations);
}
