/**
 * Terms of use (spec section 4): after login the flag `abrirModal` is set and the marker
 * `modalAtualizacaoTermoUso` is 1.00. Once a unit is chosen, the shell reads the latest accepted
 * terms version (`termoUso.ultimoAceito`); when it is not the marker's version the terms dialog
 * opens (it cannot be dismissed) and 'Li e aceito' posts `termoUso.aceitar`. Either way the flag
 * goes, so the question is asked once per login.
 */
import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { TERMO_USO_VERSAO } from '../../../services/auth.ts';
import { dataProvider, type BasicFn } from '../../../services/http/dataProvider.ts';
import { COOKIE, getCookie, removeCookie } from '../../../services/session/cookies.ts';
import { dialogStore, type DialogStore } from '../dialogs/dialogStore.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

export const TERMS_TITLE = 'Termo de uso do Portal RH';

export const TERMS_PARAGRAPHS = [
  'O Portal RH é o sistema de administração de pessoal do Governo do Estado de Minas Gerais. O acesso é pessoal e intransferível e se destina exclusivamente ao exercício das atribuições do seu cargo ou função.',
  'As informações funcionais, financeiras e pessoais exibidas são protegidas pela Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018) e pelo dever de sigilo funcional. É vedado copiar, divulgar ou utilizar esses dados para finalidade diversa daquela que justificou a consulta.',
  'Todas as operações realizadas são registradas com o seu CPF, a unidade selecionada, a data e a hora, e podem ser auditadas pelos órgãos de controle.',
  'Ao aceitar, você declara estar ciente destas condições e das sanções administrativas, civis e penais aplicáveis ao uso indevido das informações.',
];

export function TermsText() {
  return (
    <div className="prh-terms-text">
      <p className="prh-terms-version">Versão {TERMO_USO_VERSAO}</p>
      {TERMS_PARAGRAPHS.map((p) => (
        <p key={p.slice(0, 24)}>{p}</p>
      ))}
    </div>
  );
}

function TermsDialogBody({ dialogId, store, call }: { dialogId: number; store: DialogStore; call: BasicFn }) {
  const [erro, setErro] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    const res = await call({ endpoint: 'termoUso.aceitar', params: { versao: TERMO_USO_VERSAO } });
    setBusy(false);
    if (res.content?.codigoMensagem === 0) {
      removeCookie(COOKIE.abrirModal);
      store.close(dialogId);
    } else setErro(res.content?.mensagem || 'Não foi possível registrar o aceite. Tente novamente.');
  };
  return (
    <>
      <TermsText />
      {erro && (
        <Callout intent="danger" role="alert">
          {erro}
        </Callout>
      )}
      <div className="prh-dialog-footer">
        <BusyButton intent="primary" icon="tick" busy={busy} onClick={accept}>
          Li e aceito
        </BusyButton>
      </div>
    </>
  );
}

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
