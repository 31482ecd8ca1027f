/**
 * New notices after sign-in (the notices a manager published for the user's institutions and
 * roles, DESIGN: 'Avisos'): once a unit is chosen, the shell asks for the user's notices not yet
 * acknowledged (`aviso.listaNovosAvisosUsuarioEspecifico`) and shows them one at a time. 'Ciente'
 * records the acknowledgement on the gateway (`aviso.cadastrarControleAvisoUsuario`), so the notice
 * is never shown again; 'Ler depois' closes it for this browser session only (it comes back at the
 * next sign-in). The text is the server-sanitised HTML, shown through SafeHtml.
 */
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { basicCall } from '../../../services/http/basicCall.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { dialogStore, type DialogStore } from '../dialogs/dialogStore.ts';

export interface Aviso {
  id: number;
  titulo: string;
  texto: string;
  dataInicio?: string;
  dataFim?: string;
}

/** sessionStorage key of the notices put off with 'Ler depois' in this tab's session. */
export const ADIADOS = 'prh-avisos-adiados';

const adiados = (): number[] => {
  try {
    return JSON.parse(sessionStorage.getItem(ADIADOS) ?? '[]') as number[];
  } catch {
    return [];
  }
};
const adiar = (id: number) => sessionStorage.setItem(ADIADOS, JSON.stringify([...new Set([...adiados(), id])]));

export const MSG_CIENCIA_ERRO = 'Não foi possível registrar a ciência. Tente novamente.';

interface BodyProps {
  dialogId: number;
  aviso: Aviso;
  posicao: string;
  store: DialogStore;
  call: typeof basicCall;
  next: () => void;
}

function NoticeBody({ dialogId, aviso, posicao, store, call, next }: BodyProps) {
  const [busy, setBusy] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const close = () => {
    store.close(dialogId);
    next();
  };
  const ciente = async () => {
    setBusy(true);
    const r = await call({ endpoint: 'aviso.cadastrarControleAvisoUsuario', params: { idAviso: aviso.id } });
    setBusy(false);
    if (r.content?.codigoMensagem === 0) close();
    else setErro(r.content?.mensagemExibicao || r.content?.mensagem || MSG_CIENCIA_ERRO);
  };
  const depois = () => {
    adiar(aviso.id);
    close();
  };
  return (
    <>
      <p className="prh-muted prh-notice-meta">
        {posicao}
        {aviso.dataInicio ? ` · Vigente desde ${aviso.dataInicio}${aviso.dataFim ? ` até ${aviso.dataFim}` : ''}` : ''}
      </p>
      <SafeHtml className="prh-rich-text prh-notice-text" html={aviso.texto} ariaLabel={`Texto do aviso ${aviso.titulo}`} />
      {erro && (
        <Callout intent="danger" role="alert" compact>
          {erro}
        </Callout>
      )}
      <div className="prh-dialog-footer">
        <Button variant="outlined" onClick={depois} disabled={busy}>
          Ler depois
        </Button>
        <Button intent="primary" icon="tick" loading={busy} onClick={() => void ciente()} autoFocus>
          Ciente
        </Button>
      </div>
    </>
  );
}

/** Shows the user's new notices, one dialog after the other; returns how many were shown. */
export async function showNewNotices({ call = basicCall, store = dialogStore }: { call?: typeof basicCall; store?: DialogStore } = {}): Promise<number> {
  const r = await call<Aviso[]>({ endpoint: 'aviso.listaNovosAvisosUsuarioEspecifico' });
  if (!r.content || r.content.codigoMensagem !== 0 || !Array.isArray(r.content.data)) return 0;
  const pending = r.content.data.filter((a) => !adiados().includes(a.id));
  const open = (i: number) => {
    if (i >= pending.length) return;
    const aviso = pending[i];
    store.open({
      component: NoticeBody as never,
      props: { aviso, posicao: pending.length > 1 ? `Aviso ${i + 1} de ${pending.length}` : 'Novo aviso', store, call, next: () => open(i + 1) },
      title: aviso.titulo,
      hideDefaultButtons: true,
      width: 760,
      dismissable: false,
    });
  };
  open(0);
  return pending.length;
}
