/**
 * "The page has finished what it started": no request of the page in flight for a short quiet
 * window and nothing drawn as loading (`aria-busy="true"`, a skeleton, a spinner: 'Carregando…').
 * Playwright's `networkidle` waits a fixed 500 ms of silence after the last request; the e2e files waited for
 * it a few hundred times per run (every search, every tab, every row action), so the window is the
 * suite's largest single cost. The DOM check is what makes a shorter window safe: a call that
 * starts only after a chunk has been parsed leaves its table busy, its skeleton or its spinner drawn
 * meanwhile (a screen whose code had arrived but not yet run showed only 'Carregando…' with nothing
 * in flight).
 *
 * Requests are counted per page from the context's events (`watchRequests`, called by
 * `newContext`), so a request that started before the wait is known.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';

interface Contagem {
  emVoo: number;
  ultima: number;
}

const porPagina = new WeakMap<Page, Contagem>();

function contagem(page: Page): Contagem {
  let c = porPagina.get(page);
  if (!c) porPagina.set(page, (c = { emVoo: 0, ultima: Date.now() }));
  return c;
}

function paginaDe(r: Request): Page | null {
  try {
    return r.frame().page();
  } catch {
    return null; // a service worker's request has no frame
  }
}

/** Counts every page's requests of `context` from now on. */
export function watchRequests(context: BrowserContext): void {
  context.on('request', (r) => {
    const p = paginaDe(r);
    if (!p) return;
    const c = contagem(p);
    c.emVoo++;
    c.ultima = Date.now();
  });
  const fim = (r: Request) => {
    const p = paginaDe(r);
    if (!p) return;
    const c = contagem(p);
    c.emVoo = Math.max(0, c.emVoo - 1);
    c.ultima = Date.now();
  };
  context.on('requestfinished', fim);
  context.on('requestfailed', fim);
}

/**
 * Nothing drawn as loading — behind an open dialog, only inside it: a row action that opened a
 * confirmation is busy until the person answers, and the page waits for the person then.
 */
const pronta = () => {
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
  const loading = [
    ...document.querySelectorAll('[aria-busy="true"], .bp6-skeleton, .prh-info-grid--skeleton, .bp6-spinner'),
  ].filter((el) => dialogs.length === 0 || dialogs.some((d) => d.contains(el)));
  return loading.length === 0 && document.readyState === 'complete';
};

/**
 * Resolves once `page` has had no request in flight for `quietMs` and draws nothing as loading;
 * fails after `timeout` ms with what it was waiting for.
 */
export async function ocioso(page: Page, { quietMs = 200, timeout = 20_000 } = {}): Promise<void> {
  const ate = Date.now() + timeout;
  const c = contagem(page);
  for (;;) {
    const calmo = c.emVoo === 0 && Date.now() - c.ultima >= quietMs;
    if (calmo && (await page.evaluate(pronta).catch(() => false))) {
      // The DOM check itself took time: a request started meanwhile means not yet.
      if (c.emVoo === 0 && Date.now() - c.ultima >= quietMs) return;
    }
    if (Date.now() > ate)
      throw new Error(`a página não ficou ociosa em ${timeout} ms (${c.emVoo} pedido(s) em andamento)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
