/**
 * The logged-out 'Registrar' flow on its happy path, as a visitor does it: the security check runs
 * by itself (ALTCHA proof of work solved by the browser), then unit, roles, personal data,
 * password, terms, 'Enviar solicitação'. Returns the request's protocol (its id). The failure
 * paths are in shell.e2e.test.ts.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface Pedido {
  cpf: string;
  nome: string;
  email: string;
  unidade: string;
  papeis: string[];
  senha: string;
}

export async function registrar(page: Page, origin: string, p: Pedido): Promise<number> {
  await preencherRegistro(page, origin, p);
  const sent = page.waitForResponse((r) => r.url().endsWith('/gw/exame/usuario/v1') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  const body = (await (await sent).json()) as { codigoMensagem: number; objeto: { id: number } };
  expect(body.codigoMensagem).toBe(0);
  const done = page.getByRole('dialog', { name: 'Solicitação enviada!' });
  await done.getByRole('button', { name: 'Fechar' }).click();
  return body.objeto.id;
}

/** Opens 'Registrar' from /login and fills the whole form, without sending it. */
export async function preencherRegistro(page: Page, origin: string, p: Pedido): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByText('Verificação de segurança concluída.').waitFor({ timeout: 60_000 });
  await page.getByLabel('Unidade *').selectOption({ label: p.unidade });
  for (const papel of p.papeis) await page.locator('label', { hasText: papel }).click({ timeout: 60_000 });
  await page.getByLabel('CPF *').fill(p.cpf);
  await page.getByLabel('Nome completo *').fill(p.nome);
  await page.getByLabel('E-mail institucional *').fill(p.email);
  await page.getByLabel('Senha *', { exact: true }).fill(p.senha);
  await page.getByLabel('Confirmar senha *').fill(p.senha);
  await page.getByText(/Li e aceito o termo de uso/).click();
}
