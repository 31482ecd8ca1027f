/**
 * `download`: fetches the row's file (`params` with `{field}` placeholders) and saves it under the
 * name the server gives in content-disposition (fallback 'arquivo'); a failure shows the screen's
 * fallback message ('Houve um erro ao realizar o download do arquivo.').
 */
import { alert } from '../../shell/dialogs/alert.tsx';
import { showResultError } from '../../shell/dialogs/errorDialogs.ts';
import type { ActionHandler } from '../actions.ts';
import { fetchFile } from './fetchFile.ts';
import { fillParams } from './fill.ts';

export const MSG_DOWNLOAD_ERRO = 'Houve um erro ao realizar o download do arquivo.';

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const download: ActionHandler = async ({ action, row = {} }) => {
  if (!action.endpoint) throw new Error(`Ação '${action.label}' sem endpoint.`);
  const file = await fetchFile(action.endpoint, fillParams(action.params, row));
  if (file.ok) return saveBlob(file.blob, file.filename);
  const texto = action.errorText ?? MSG_DOWNLOAD_ERRO;
  if (!showResultError(file.result, texto)) alert({ tipo: 'erro', titulo: 'Erro!', texto, botao: 'Continuar' });
};
