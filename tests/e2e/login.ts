/** Signs a demo user in through the real identity provider, as a person would. */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ANA } from '../../gateway/db/demo-users.ts';
import { launch, newContext } from './browser.ts';
import { type Credentials, pickUnit, signIn } from './entrar.ts';

export { type Credentials, pickUnit, signIn };

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

/**
 * A browser of the file's own and Ana's state signed in at SEPLAG: how the files that look at her
 * pages at several widths and themes start.
 */
export async function browserWithAnaAtSeplag(
  origin: string,
): Promise<{ browser: Browser; ana: Awaited<ReturnType<typeof signedInState>> }> {
  const browser = await launch();
  const seplag = ANA.unidades.find((u) => u.sigla === 'SEPLAG')!;
  return { browser, ana: await signedInState(browser, origin, ANA, `${seplag.sigla} - ${seplag.nome}`) };
}
