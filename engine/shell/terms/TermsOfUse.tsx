/**
 * Terms of use (spec section 4): after login the flag `abrirModal` is set and the marker
 * `modalAtualizacaoTermoUso` is 1.00. Once a unit is chosen, the shell reads the latest accepted
 * terms version (`termoUso.ultimoAceito`); when it is not the marker's version the terms dialog
 * opens (it cannot be dismissed) and 'Li e aceito' posts `termoUso.aceitar`. Either way the flag
 * goes, so the question is asked once per login. The dialog's text and button (TermsDialog.tsx) load
 * only when it opens: the check runs on every login, the dialog once per version.
 */
import { dataProvider, type BasicFn } from '../../../services/http/dataProvider.ts';
import { TERMO_USO_VERSAO } from '../../../services/auth.ts';
import { COOKIE, getCookie, removeCookie } from '../../../services/session/cookies.ts';
import { dialogStore, type DialogStore } from '../dialogs/dialogStore.ts';

export const TERMS_TITLE = 'Termo de uso do Portal RH';

/** Runs after the unit is chosen; opens the dialog when the accepted version is not the marker's. */
export async function checkTermsOfUse({
  call = dataProvider.basic,
  store = dialogStore,
}: { call?: BasicFn; store?: DialogStore } = {}): Promise<'aceito' | 'aberto' | 'nada'> {
  if (getCookie(COOKIE.abrirModal) !== 'true') return 'nada';
  const marker = getCookie(COOKIE.modalAtualizacaoTermoUso) ?? TERMO_USO_VERSAO;
  const res = await call({ endpoint: 'termoUso.ultimoAceito' });
  if (!res.content || res.content.sessaoExpirada) return 'nada';
  if (res.content.codigoMensagem === 0 && res.content.data?.versao === marker) {
    removeCookie(COOKIE.abrirModal);
    return 'aceito';
  }
  if (res.content.codigoMensagem !== 0 && res.content.codigoMensagem !== 2) {
    console.error('Portal RH: não foi possível consultar o termo de uso.', res.content.mensagem);
    return 'nada';
  }
  const { TermsDialogBody } = await import('./TermsDialog.tsx');
  // A second check that ran while the first awaited its answer (the unit set again, a slow
  // network) finds the dialog already open: one dialog, never two stacked.
  if (!store.getSnapshot().some((d) => d.title === TERMS_TITLE))
    store.open({
      component: TermsDialogBody as never,
      props: { store, call },
      title: TERMS_TITLE,
      hideDefaultButtons: true,
      width: 760,
      dismissable: false,
    });
  return 'aberto';
}
