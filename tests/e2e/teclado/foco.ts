/**
 * Where the keyboard focus is, as the keyboard journey reads it (tests/e2e/teclado/suite.ts),
 * and Tab pressed until it is somewhere: the journey never clicks, so every control it uses is
 * one a keyboard user reaches.
 */
import type { Page } from 'playwright-core';

export interface Foco {
  /** Tag and role of the focused element ('BODY' when the focus was lost), and its id. */
  tag: string;
  id: string;
  role: string;
  /** Its accessible name as far as the page writes it (aria-label, aria-labelledby, text). */
  name: string;
  /** Index of the results grid it is in (-1: none), its column, its row (-1: header or none). */
  grid: number;
  col: string;
  row: number;
  rowId: string;
  header: boolean;
  /** Label of the focused row action button ('' when it is not one). */
  button: string;
  /** Inside an open dialog; inside the page's main content; inside the main menu; the href's path of a link. */
  inDialog: boolean;
  inMain: boolean;
  inNav: boolean;
  path: string;
  expanded: string | null;
  selected: string | null;
  /** Text of the HTML table row it is in ('' outside one); the labels of the regions it is in, outermost first. */
  linha: string;
  regioes: string[];
}

export const focoEm = (page: Page): Promise<Foco> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const grid = el?.closest('.prh-grid');
    const labelled = el?.getAttribute('aria-labelledby');
    const name =
      el?.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (el?.textContent ?? ''));
    const href = el instanceof HTMLAnchorElement ? new URL(el.href).pathname : '';
    const regioes: string[] = [];
    const regiao = 'section[aria-label], [role="region"][aria-label]';
    for (let r = el?.closest(regiao); r; r = r.parentElement?.closest(regiao))
      regioes.unshift(r.getAttribute('aria-label') ?? '');
    return {
      tag: el?.tagName ?? 'BODY',
      id: el?.id ?? '',
      role: el?.getAttribute('role') ?? '',
      name: name.replace(/\s+/g, ' ').trim().slice(0, 120),
      grid: grid ? [...document.querySelectorAll('.prh-grid')].indexOf(grid) : -1,
      col: el?.closest('.ag-cell, .ag-header-cell')?.getAttribute('col-id') ?? '',
      row: Number(el?.closest('.ag-row')?.getAttribute('row-index') ?? -1),
      rowId: el?.closest('.ag-row')?.getAttribute('row-id') ?? '',
      header: !!el?.closest('.ag-header-cell'),
      button: el?.classList.contains('prh-row-action') ? (el.getAttribute('aria-label') ?? '') : '',
      inDialog: !!el?.closest('[role="dialog"], [role="alertdialog"]'),
      inMain: !!el?.closest('main'),
      inNav: !!el?.closest('nav'),
      path: href,
      expanded: el?.getAttribute('aria-expanded') ?? null,
      selected: el?.getAttribute('aria-selected') ?? null,
      linha: el?.closest('tr')?.textContent ?? '',
      regioes,
    };
  });

/** '<TAG role> "name"', for messages that say where the focus went. */
export const descrever = (f: Foco): string => `${f.tag}${f.role ? ` ${f.role}` : ''} "${f.name.slice(0, 40)}"`;

/**
 * Presses Tab (Shift+Tab with `back`) until `alvo` says yes of the focus, at most `max` times;
 * `passo` may press something on the way (open a menu group) and returns true when it did.
 * Fails with the path the focus took.
 */
export async function tabAte(
  page: Page,
  alvo: (f: Foco) => boolean,
  o: { max?: number; back?: boolean; onde: string; passo?: (f: Foco) => Promise<boolean> },
): Promise<Foco> {
  const caminho: string[] = [];
  let f = await focoEm(page);
  for (let i = 0; i <= (o.max ?? 80); i++) {
    if (alvo(f)) return f;
    if (o.passo && (await o.passo(f))) {
      f = await focoEm(page);
      continue;
    }
    await page.keyboard.press(o.back ? 'Shift+Tab' : 'Tab');
    f = await focoEm(page);
    caminho.push(descrever(f));
  }
  throw new Error(`Tab não chegou a ${o.onde}: ${caminho.slice(-25).join(' → ')}`);
}

/** True when the first element matching `selector` stands before the focus (Shift+Tab reaches it). */
export const antesDoFoco = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const foco = document.activeElement;
    return Boolean(
      el && foco && foco !== document.body && el.compareDocumentPosition(foco) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  }, selector);
