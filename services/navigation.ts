/**
 * Navigation from outside React (services that must send the user to /login-expirado, actions).
 *
 * The router registers its `navigate` at start-up; until then (or in tests without a router) a
 * full page load is used, which is always correct, only slower.
 */
export type Navigator = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options);
  else if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
}

/** Leaves the single-page app (identity provider pages). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
