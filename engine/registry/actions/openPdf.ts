/**
 * `openPdf`: calls an endpoint that answers a base64 PDF (e.g. FIPA's visualizar/emitir) through
 * the data provider and opens it in a new tab, or saves it with `"open": "save"`.
 */
import { fillParams } from '../../placeholders.ts';
import type { ActionHandler } from './lib/types.ts';
import { fileFailed, openTab, saveBlob } from './lib/files.ts';

export const MSG_PDF_ERRO = 'Houve um erro ao abrir o documento.';

export const openPdf: ActionHandler = async ({ action, row = {}, route, provider }) => {
  if (!action.endpoint || !provider) throw new Error(`Ação '${action.label}' sem endpoint.`);
  const tab = action.open === 'save' ? null : openTab();
  const file = await provider.pdf({
    endpoint: action.endpoint,
    params: fillParams(action.params, { record: row, route }),
  });
  if (!file.ok) {
    tab?.close();
    return fileFailed(file, action.errorText ?? MSG_PDF_ERRO);
  }
  if (tab) tab.show(file.blob);
  else saveBlob(file.blob, file.filename);
};

export default openPdf;
