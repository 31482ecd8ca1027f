/** Signs a demo user in through the real identity provider, as a person would. */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './browser.ts';

export interface Credentials {
  cpf: string;
  senha: string;
}

/** From the logged-out layout: 'Entrar' → IdP login page → back to /index → /home. */
export async function signIn(page: Page, origin: string, user: Credentials): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  await page.waitForURL(/\/rest\/oidc\/interaction\//);
  await page.getByLabel('CPF').fill(user.cpf);
  await page.getByLabel('Senha').fill(user.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home/, { timeout: 30_000 });
}

/** Picks a unit in the undismissable unit dialog, when it shows. */
export async function pickUnit(page: Page, label: RegExp | string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Selecione uma unidade para efetuar o login' });
  await dialog.waitFor();
  await dialog.getByText(label).click();
  await page.waitForLoadState('load');
  await dialog.waitFor({ state: 'detached' });
}

export async function cookieMap(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.map((c) => [c.name, decodeURIComponent(c.value)]));
}

export function expectNoCookies(cookies: Record<string, string>, names: string[]) {
  for (const n of names) expect(cookies[n], `cookie ${n}`).toBeUndefined();
}

/**
 * Signs `user` in once (and picks `unit` when given) and returns the browser state (session
 * cookies and local storage): contexts made with it start signed in, so a file that needs several
 * widths or themes pays for one sign-in, not one per context.
 */
export async function signedInState(
  browser: Browser,
  origin: string,
  user: Credentials,
  unit?: RegExp | string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, origin, user);
  if (unit) await pickUnit(page, unit);
  const state = await context.storageState();
  await context.close();
  return state;
}
