/**
 * `download`: fetches a binary endpoint through the data provider (`params` with placeholders)
 * and saves it under the name the server gives in content-disposition (fallback 'arquivo'), or —
 * with `"open": "tab"` — shows it in a new tab; a failure shows the screen's fallback message
 * ('Houve um erro ao realizar o download do arquivo.').
 */
import { fillParams } from '../../placeholders.ts';
import type { ActionHandler } from './lib/types.ts';
import { fileFailed, openTab, saveBlob } from './lib/files.ts';

export const MSG_DOWNLOAD_ERRO = 'Houve um erro ao realizar o download do arquivo.';

export const download: ActionHandler = async ({ action, row = {}, route, provider }) => {
  if (!action.endpoint || !provider) throw new Error(`Ação '${action.label}' sem endpoint.`);
  const tab = action.open === 'tab' ? openTab() : null;
  const file = await provider.download({
    endpoint: action.endpoint,
    params: fillParams(action.params, { record: row, route }),
  });
  if (!file.ok) {
    tab?.close();
    return fileFailed(file, action.errorText ?? MSG_DOWNLOAD_ERRO);
  }
  if (tab) tab.show(file.blob);
  else saveBlob(file.blob, file.filename);
};

export default download;
