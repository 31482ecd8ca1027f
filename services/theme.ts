/**
 * Dark mode (spec sections 4 and 9): a boolean in local storage `darkMode`, applied at start and on
 * every change; until the user chooses, the system's colour scheme. Applying means Blueprint's dark class (`bp6-dark`) on <html> and <body> — portals
 * of dialogs and popovers live under <body>, so they follow — plus `data-theme`, which switches
 * the portal's CSS variables (primary #123F6D, accent #E83F4B in both themes), and
 * `data-ag-theme-mode`, which switches the results grid's colours (engine/grid/theme.ts).
 */
import { readLocal, STORAGE, writeLocal } from './session/storage.ts';

export const DARK_CLASS = 'bp6-dark';
export const THEME_EVENT = 'prh:theme';

/**
 * The user's choice when they made one; before that, the system's (`prefers-color-scheme`), so a
 * first visit from a dark desktop is not a white flash: light only when nothing says otherwise.
 */
export function isDarkMode(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): boolean {
  const chosen = readLocal<boolean>(STORAGE.darkMode);
  if (typeof chosen === 'boolean') return chosen;
  return win?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyTheme(dark: boolean, doc: Document = document): void {
  for (const el of [doc.documentElement, doc.body]) {
    if (!el) continue;
    el.classList.toggle(DARK_CLASS, dark);
  }
  doc.documentElement.dataset.theme = dark ? 'dark' : 'light';
  // ag-grid's theme modes (engine/grid/theme.ts) read this attribute.
  doc.documentElement.dataset.agThemeMode = dark ? 'dark' : 'light';
  doc.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setDarkMode(dark: boolean): void {
  writeLocal(STORAGE.darkMode, dark);
  applyTheme(dark);
  window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: dark }));
}

/** At start: the remembered choice, else the system's (light when it says nothing). */
export function initTheme(): boolean {
  const dark = isDarkMode();
  applyTheme(dark);
  return dark;
}

/** The user asked the system for less motion (WCAG 2.3.3): charts draw without their entry animation. */
export function prefersReducedMotion(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): boolean {
  return win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
