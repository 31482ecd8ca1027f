/**
 * Whether a page draws its content as loading between two moments — a record's skeleton, the
 * grid's loading overlay, a spinner or a busy region that is not a pressed button's own (a row
 * action is busy while its screen's code arrives). What a return to a search or a record seen
 * before must not draw (the query cache): the e2e test of that and bench:jornada ask this.
 *
 * The scripts run in the page are strings: tsx (the benchmarks) compiles a function literal with
 * helpers (`__name`) that do not exist in the page.
 */
import type { Page } from 'playwright-core';

const CONTEUDO_CARREGANDO =
  'main .prh-detail-skeleton, main .ag-overlay-loading-wrapper, main .bp6-spinner:not(button .bp6-spinner), main [aria-busy="true"]:not(button)';

/** From now on, notes whether the page draws its content as loading. */
export const observarCarregando = (page: Page): Promise<void> =>
  page.evaluate(`(() => {
    window.__carregou = false;
    const obs = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(CONTEUDO_CARREGANDO)})) window.__carregou = true;
    });
    obs.observe(document.body, { childList: true, subtree: true, attributes: true });
    window.__pararObservar = () => obs.disconnect();
  })()`);

/** Stops watching; whether anything was drawn as loading since `observarCarregando`. */
export const desenhouCarregando = (page: Page): Promise<boolean> =>
  page.evaluate('(() => { window.__pararObservar(); return window.__carregou; })()');
