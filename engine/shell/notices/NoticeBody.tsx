/**
 * One new notice in its dialog: the notice's HTML (through SafeHtml, the HTML sanitiser), 'Ler
 * depois' and 'Ciente'. Its own module so that the sanitiser is downloaded only when there is a
 * notice to show (NewNotices.tsx imports it then), not with every /home.
 */
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { BasicFn } from '../../../services/http/dataProvider.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import type { DialogStore } from '../dialogs/dialogStore.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

/** A notice as the notices endpoint answers it. */
export interface Aviso {
  id: number;
  titulo: string;
  texto: string;
  dataInicio?: string;
  dataFim?: string;
}

/** 'Ciente' could not be recorded. */
export const MSG_CIENCIA_ERRO = 'Não foi possível registrar a ciência. Tente novamente.';

export interface BodyProps {
  dialogId: number;
  aviso: Aviso;
  posicao: string;
  store: DialogStore;
  call: BasicFn;
  /** 'Ciente' was recorded: what counts the notices (the counts of 'Início') is out of date. */
  registrada: () => void;
  /** 'Ler depois': remembers the notice as put off for this session. */
  adiar: (id: number) => void;
  next: () => void;
}

export function NoticeBody({ dialogId, aviso, posicao, store, call, registrada, adiar, next }: BodyProps) {
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
    if (r.content?.codigoMensagem === 0) {
      registrada();
      close();
    } else setErro(r.content?.mensagemExibicao || r.content?.mensagem || MSG_CIENCIA_ERRO);
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
      {/* Under the dialog's title, an h2. */}
      <SafeHtml
        className="prh-rich-text prh-notice-text"
        html={aviso.texto}
        ariaLabel={`Texto do aviso ${aviso.titulo}`}
        headingsFrom={3}
      />
      {erro && (
        <Callout intent="danger" role="alert" compact>
          {erro}
        </Callout>
      )}
      <div className="prh-dialog-footer">
        <Button variant="outlined" onClick={depois} disabled={busy}>
          Ler depois
        </Button>
        <BusyButton intent="primary" icon="tick" busy={busy} onClick={() => void ciente()} autoFocus>
          Ciente
        </BusyButton>
      </div>
    </>
  );
}
