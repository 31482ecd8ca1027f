/**
 * `delete`: confirms with the screen's texts ('Tem certeza que deseja excluir o relatório …
 * solicitado em …', 'Cancelar'/'Excluir'), calls the endpoint with the row's parameters, shows the
 * success text and refreshes the list; a failure shows the screen's fallback message (spec §8).
 */
import { confirm } from '../../components/confirm.tsx';
import { fillParams, fillText } from '../../placeholders.ts';
import { afterWrite } from '../../query/queryClients.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showFailure } from '../../shell/dialogs/errorDialogs.ts';
import type { ActionHandler } from './lib/types.ts';

export const deleteAction: ActionHandler = async ({ action, row = {}, route, provider, refresh }) => {
  if (!action.endpoint || !provider) throw new Error(`Ação '${action.label}' sem endpoint.`);
  const scope = { record: row, route };
  if (action.confirm) {
    const c = action.confirm;
    const ok = await confirm({
      title: c.title,
      text: fillText(c.text, scope),
      confirmLabel: c.confirmLabel ?? 'Excluir',
      cancelLabel: c.cancelLabel ?? 'Cancelar',
      intent: 'danger',
    });
    if (!ok) return;
  }
  const result = await provider({ endpoint: action.endpoint, filters: fillParams(action.params, scope) });
  if (result.codigoMensagem === 0) {
    afterWrite(provider);
    alert({
      tipo: 'sucesso',
      titulo: 'Sucesso!',
      texto: action.successText ? fillText(action.successText, scope) : result.mensagem,
      botao: 'Fechar',
    });
    refresh?.();
  } else showFailure(result, action.errorText);
};

export default deleteAction;
