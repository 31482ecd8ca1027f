/**
 * Signing in as a person does, with nothing but playwright-core: used by the e2e tests
 * (tests/e2e/login.ts re-exports it) and by the benchmarks that drive the browser (bench:paint).
 */
import type { Page } from 'playwright-core';
import { formatCpf } from '../../gateway/lib/cpf.ts';

export interface Credentials {
  cpf: string;
  senha: string;
}

/** From the logged-out layout: 'Entrar' → IdP login page → back to /index → /home. */
export async function signIn(page: Page, origin: string, user: Credentials): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  await page.waitForURL(/\/rest\/oidc\/interaction\//);
  // The digits typed as a person types them: the field masks them (gateway/idp/cpf-mask.ts).
  const cpf = page.getByLabel('CPF');
  const digits = user.cpf.replace(/\D/g, '');
  await cpf.pressSequentially(digits);
  const shown = await cpf.inputValue();
  if (shown !== formatCpf(digits))
    throw new Error(`o CPF digitado aparece como '${shown}', não '${formatCpf(digits)}'`);
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
