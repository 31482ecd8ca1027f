/**
 * The terms of use's text and the dialog that asks for them to be accepted (TermsOfUse.tsx opens
 * it); the access request's form shows the same text (pages/solicitacaoUsuarioParts.tsx).
 */
import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { TERMO_USO_VERSAO } from '../../../services/auth.ts';
import type { BasicFn } from '../../../services/http/dataProvider.ts';
import { COOKIE, removeCookie } from '../../../services/session/cookies.ts';
import type { DialogStore } from '../dialogs/dialogStore.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

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

export function TermsDialogBody({ dialogId, store, call }: { dialogId: number; store: DialogStore; call: BasicFn }) {
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
