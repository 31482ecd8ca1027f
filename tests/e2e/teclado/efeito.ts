/**
 * What Enter on an action did (it navigated, opened a dialog, a detail, a tab or a download), and
 * dialogs closed with Esc as a person cancels them — after which the focus must be back on the
 * control that opened the dialog (or, when the grid redrew that control, on its row's actions
 * cell), never on <body> (WCAG 2.4.3).
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { ocioso } from '../ocioso.ts';
import { descrever, type Foco, focoEm } from './foco.ts';

/** A call of the page to a gateway (the security service's token and session calls left out). */
const chamada = (r: Request) => r.url().includes('/gw/') && !r.url().includes('/seguranca/');

/** What a press did; 'atualizou': it only called the gateway again (a refresh of the list). */
export type Efeito = 'navegou' | 'diálogo' | 'detalhe' | 'aba' | 'download' | 'atualizou';

/** Presses Enter on the focused control and says what it did; `recusas()` counts the writes refused by the test. */
export async function enterEVer(page: Page, recusas: () => number): Promise<Efeito> {
  const url = page.url();
  const details = await page.locator('.prh-record-detail').count();
  let outro = '';
  const naAba = () => (outro = 'aba');
  const noDownload = () => (outro = 'download');
  const calls = { started: 0, ended: 0 };
  const antes = recusas();
  const onRequest = (r: Request) => void (chamada(r) && calls.started++);
  const onEnd = (r: Request) => void (chamada(r) && calls.ended++);
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  page.context().once('page', naAba);
  page.once('download', noDownload);
  /** What the page shows changed: a new address, a dialog, a detail; '' for none of these. */
  const mudou = async (): Promise<Efeito | ''> =>
    page.url() !== url
      ? 'navegou'
      : (await page.getByRole('dialog').count()) > 0
        ? 'diálogo'
        : (await page.locator('.prh-record-detail').count()) > details
          ? 'detalhe'
          : '';
  await page.keyboard.press('Enter');
  let visto = '';
  await expect
    .poll(
      async () =>
        (visto = (await mudou()) || outro || (calls.started > 0 && calls.ended >= calls.started ? 'atualizou' : '')),
      { timeout: 15_000 },
    )
    .not.toBe('');
  // A dialog that loads what it shows before it opens (its options) lets its call end first: only
  // a page that has settled without a dialog, a detail or a new address was merely refreshed
  // (on a loaded CI machine 'Registrar ausência' was once taken for a refresh).
  if (visto === 'atualizou') {
    await ocioso(page);
    visto = (await mudou()) || visto;
  }
  page.context().off('page', naAba);
  page.off('download', noDownload);
  if (visto === 'aba')
    await expect
      .poll(() => calls.started > 0 && calls.ended >= calls.started, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined); // a tab opened without a call (a link) has nothing to wait for
  // A file call refused by the test ends in its dialog: wait for it, so that Esc closes it.
  if (recusas() > antes) await page.getByRole('dialog').first().waitFor({ timeout: 10_000 });
  page.off('request', onRequest);
  page.off('requestfinished', onEnd);
  page.off('requestfailed', onEnd);
  // The person comes back to the portal's tab (a file's tab is closed once they did), as they would.
  if (visto === 'aba') await page.bringToFront();
  for (const p of page.context().pages()) if (p !== page) await p.close();
  await ocioso(page);
  return visto as Efeito;
}

/** Closes every open dialog with Esc, one at a time, also one that comes late (a call answered after it opened). */
export async function escTodos(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog');
  for (let i = 0; i < 10; i++) {
    await ocioso(page);
    const abertos = await dialogs.count();
    if (abertos === 0) return;
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs.count(), { timeout: 5_000 }).toBeLessThan(abertos);
  }
  expect(await dialogs.count()).toBe(0);
}

/** The focus is back on `abridor` (the same control, or its row's actions cell when the grid redrew it). */
export async function focoDeVolta(page: Page, abridor: Foco, onde: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const f = await focoEm(page);
        const mesmo = f.tag === abridor.tag && f.name === abridor.name && f.rowId === abridor.rowId;
        const linha = abridor.rowId !== '' && f.rowId === abridor.rowId && f.col === '__actions';
        return mesmo || linha ? 'de volta' : descrever(f);
      },
      { timeout: 5_000 },
    )
    .toBe('de volta');
  void onde;
}

/**
 * The dialog just opened: the focus is in it; a free-text field, when it has one, is filled with the
 * keyboard and the form sent (the test refuses the write: the refusal is told in the dialog, which
 * keeps what was typed); then Esc closes it and the focus goes back to `abridor`.
 */
export async function usarDialogo(page: Page, abridor: Foco, onde: string): Promise<'enviado' | 'cancelado'> {
  await expect.poll(async () => (await focoEm(page)).inDialog, { timeout: 5_000 }).toBe(true);
  const dialog = page.getByRole('dialog').last();
  // A free text (a reason, a justification): typed and sent. Other fields keep their defaults.
  const campo = dialog.locator('textarea').first();
  let enviado = false;
  if ((await campo.count()) > 0 && (await campo.isEditable())) {
    const texto = 'Texto digitado no teste de teclado.';
    for (let i = 0; i < 15 && !(await campo.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    if (await campo.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.type(texto);
      // To the dialog's main button (its last one) and Enter: the write goes out and is refused here.
      const botoes = dialog.locator('.bp6-dialog-footer button:not(:disabled)');
      if ((await botoes.count()) > 0) {
        const principal = botoes.last();
        for (let i = 0; i < 15 && !(await principal.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await ocioso(page);
        enviado = true;
        if ((await campo.count()) > 0)
          expect(await campo.inputValue(), `${onde}: o diálogo recusado mantém o texto`).toContain(texto);
      }
    }
  }
  await escTodos(page);
  await focoDeVolta(page, abridor, onde);
  return enviado ? 'enviado' : 'cancelado';
}
