/**
 * `export`: asks to confirm (unless `skipValidation`), then schedules the report on the server
 * with the screen's current query — `{formato, tela, filtros: {...filters, exportarTudo}, paginacao}`
 * — and tells the user where to find it. The file itself is written by the gateway's worker, with
 * the columns of the screen named by `tela`.
 */
import { askExport } from '../../components/ExportDialog.tsx';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showFailure } from '../../shell/dialogs/errorDialogs.ts';
import type { ActionHandler } from './lib/types.ts';

export const MSG_EXPORT_OK =
  'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.';
export const MSG_EXPORT_ERRO = 'Houve um erro ao exportar o relatório.';

export const exportAction: ActionHandler = async ({ action, provider, query, screenId }) => {
  if (!action.endpoint || !provider) throw new Error(`Ação '${action.label}' sem endpoint.`);
  const formats = action.formats ?? ['XLSX', 'CSV', 'PDF'];
  const choice = action.skipValidation
    ? { formato: formats[0], exportarTudo: true }
    : await askExport(formats, action.currentPageOption === true);
  if (!choice) return;
  const q = query ?? { filters: {}, page: 0, size: 10 };
  const result = await provider({
    endpoint: action.endpoint,
    filters: {
      formato: choice.formato,
      ...(screenId ? { tela: screenId } : {}),
      filtros: { ...q.filters, exportarTudo: choice.exportarTudo },
      paginacao: { page: q.page, size: q.size, ...(q.sort ? { sort: q.sort, order: q.order ?? 'ASC' } : {}) },
    },
  });
  if (result.codigoMensagem === 0)
    alert({ tipo: 'sucesso', titulo: 'Sucesso!', texto: action.successText ?? MSG_EXPORT_OK, botao: 'Fechar' });
  else showFailure(result, action.errorText ?? MSG_EXPORT_ERRO);
};

/** A toolbar export waits for a search with rows (it replays that search). */
exportAction.needsRows = true;

export default exportAction;
