/**
 * What an administrator does to a version (resource 'publicacao-telas'): publish or return a
 * submitted one, withdraw the published one, restore a withdrawn one as a new published version.
 * Each asks first (a confirmation; returning asks the reason), calls the write, and tells the
 * server's answer in the portal's dialogs — 'Sucesso!' with its message, or the error dialogs of
 * a refusal (a stale version, the checker's problems). The lists refresh after a success (api.ts).
 */
import { confirm } from '../../../components/confirm.tsx';
import type { DataProvider } from '../../../../services/http/dataProvider.ts';
import { alert } from '../../../shell/dialogs/alert.tsx';
import { showFailure } from '../../../shell/dialogs/errorDialogs.ts';
import { writeVersion, type Situacao, type VersionRow } from './api.ts';
import { askReason } from './ReasonDialog.tsx';

export type AdminAction = 'publicar' | 'devolver' | 'retirar' | 'restaurar';

export const ACTION_LABEL: Record<AdminAction, string> = {
  publicar: 'Publicar',
  devolver: 'Devolver',
  retirar: 'Retirar',
  restaurar: 'Restaurar',
};

/** The actions a version's state allows (the server's machine TELA_VERSAO). */
export function actionsFor(situacao: Situacao): AdminAction[] {
  if (situacao === 'EM_REVISAO') return ['publicar', 'devolver'];
  if (situacao === 'PUBLICADA') return ['retirar'];
  if (situacao === 'RETIRADA') return ['restaurar'];
  return [];
}

type Target = Pick<VersionRow, 'id' | 'numero' | 'versao' | 'telaId' | 'titulo'>;

const name = (v: Target) => `a versão ${v.numero} de '${v.titulo || v.telaId}'`;

const QUESTION: Record<Exclude<AdminAction, 'devolver'>, (v: Target) => { title: string; text: string }> = {
  publicar: (v) => ({
    title: 'Publicar tela',
    text: `Publicar ${name(v)}? Os usuários a verão na próxima navegação; a versão publicada até agora é retirada.`,
  }),
  retirar: (v) => ({
    title: 'Retirar tela',
    text: `Retirar ${name(v)}? Volta a valer a tela padrão do portal, se houver; senão a tela sai dos menus.`,
  }),
  restaurar: (v) => ({
    title: 'Restaurar versão',
    text: `Restaurar ${name(v)}? Uma nova versão, cópia desta, é publicada no lugar da que está em vigor.`,
  }),
};

const ENDPOINT = {
  publicar: 'telas.publicarVersao',
  devolver: 'telas.devolverVersao',
  retirar: 'telas.retirarVersao',
  restaurar: 'telas.restaurarVersao',
} as const;

/** Runs one action on a version; true when the server did it. */
export async function runAdminAction(provider: DataProvider, action: AdminAction, v: Target): Promise<boolean> {
  const params: Record<string, unknown> = { id: v.id, versao: v.versao };
  if (action === 'devolver') {
    const motivo = await askReason(v.numero);
    if (motivo === null) return false;
    params.motivo = motivo;
  } else {
    const q = QUESTION[action](v);
    if (!(await confirm({ ...q, confirmLabel: ACTION_LABEL[action] }))) return false;
  }
  const r = await writeVersion(provider, ENDPOINT[action], params);
  if (r.codigoMensagem !== 0) {
    showFailure(r);
    return false;
  }
  alert({ tipo: 'sucesso', titulo: 'Sucesso!', texto: r.mensagem, botao: 'Fechar' });
  return true;
}
