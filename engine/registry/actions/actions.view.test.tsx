// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import meus from '../../../screens/relatorios/pesquisar-relatorios.screen.json';
import servidores from '../../../screens/recursos-humanos/pesquisa-servidor.screen.json';
import { stubProvider, type CallRequest, type DataProvider } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { EXPORT_TEXT, EXPORT_TITLE } from '../../components/ExportDialog.tsx';
import type { ActionDef } from '../../screens/types.ts';
import { DialogHost } from '../../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import { ActionsCell } from '../cells/actions.tsx';
import { deleteAction } from './delete.ts';
import { download } from './download.ts';
import { exportAction, MSG_EXPORT_ERRO, MSG_EXPORT_OK } from './export.ts';
import { answer } from '../../testing/callResults.ts';

const fetchFile = vi.fn();
const fileProvider = stubProvider(async () => result(), { download: (r) => fetchFile(r.endpoint, r.params) });

const result = (over: Partial<CallResult> = {}): CallResult => answer({ dataServidor: '22/11/2026 10:00:00', ...over });
const nav = vi.fn();

beforeEach(() => render(<DialogHost />));
afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
  fetchFile.mockReset();
});

const rowActions = meus.rowActions as unknown as ActionDef[];
const downloadDef = rowActions.find((a) => a.action === 'download')!;
const deleteDef = rowActions.find((a) => a.action === 'delete')!;
const exportDef = {
  action: 'export',
  label: 'Exportar',
  endpoint: 'relatorios.solicitaRelatorioServidores',
} as ActionDef;
const query = { filters: { nome: 'ana' }, page: 2, size: 10, sort: 'nome', order: 'ASC' as const };

describe('export action', () => {
  it('confirmation, format choice, "Exportar somente página atual" where declared, then the scheduled message', async () => {
    const calls: CallRequest[] = [];
    const provider = vi.fn(async (r: CallRequest) => (calls.push(r), result())) as unknown as DataProvider;
    const done = exportAction({ action: { ...exportDef, currentPageOption: true }, provider, query, navigate: nav });
    expect(await screen.findByText(EXPORT_TITLE)).toBeTruthy();
    expect(EXPORT_TITLE).toBe('Confirmação de solicitação de exportação');
    expect(screen.getByText(EXPORT_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    const onlyPage = screen.getByRole('checkbox', { name: 'Exportar somente página atual' }) as HTMLInputElement;
    expect(onlyPage.checked).toBe(false);
    fireEvent.click(onlyPage);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await done;
    expect(calls[0]).toMatchObject({
      endpoint: 'relatorios.solicitaRelatorioServidores',
      filters: {
        formato: 'CSV',
        filtros: { nome: 'ana', exportarTudo: false },
        paginacao: { page: 2, size: 10, sort: 'nome', order: 'ASC' },
      },
    });
    expect(await screen.findByText(MSG_EXPORT_OK)).toBeTruthy();
    expect(MSG_EXPORT_OK).toBe(
      'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.',
    );
  });

  it('by default everything is exported and the current-page box is absent; Cancelar sends nothing', async () => {
    const provider = vi.fn(async () => result()) as unknown as DataProvider;
    let done = exportAction({ action: exportDef, provider, query, navigate: nav });
    await screen.findByText(EXPORT_TITLE);
    expect(screen.queryByRole('checkbox', { name: 'Exportar somente página atual' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await done;
    expect(provider).not.toHaveBeenCalled();
    done = exportAction({ action: exportDef, provider, query, navigate: nav });
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await done;
    expect(provider).toHaveBeenCalledWith(
      expect.objectContaining({
        filters: expect.objectContaining({ formato: 'XLSX', filtros: { nome: 'ana', exportarTudo: true } }),
      }),
    );
  });

  it('skipValidation exports at once, without the confirmation; a failure shows the fallback message', async () => {
    const provider = vi.fn(async () =>
      result({ codigoMensagem: 1, mensagem: 'x', hashErro: 'h' }),
    ) as unknown as DataProvider;
    await exportAction({ action: { ...exportDef, skipValidation: true }, provider, query, navigate: nav });
    expect(provider).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(EXPORT_TITLE)).toBeNull();
    expect(await screen.findByText(new RegExp(MSG_EXPORT_ERRO.replace('.', '\\.')))).toBeTruthy();
    expect(MSG_EXPORT_ERRO).toBe('Houve um erro ao exportar o relatório.');
  });
});

describe("'Meus relatórios' row actions", () => {
  const row = (statusGeracao: string) => ({
    idRelatorio: 7,
    nomeRelatorioSolicitado: 'Relatório de servidores',
    dataDoPedido: '22/11/2026 10:00',
    statusGeracao,
  });
  it.each([
    ['PENDENTE', true, true],
    ['PROCESSANDO', true, true],
    ['ERRO', true, false],
    ['CONCLUIDO', false, false],
  ])('%s: download disabled %s, delete disabled %s', (status, dl, del) => {
    render(
      <ActionsCell
        {...({ data: row(status), actions: rowActions, onAction: vi.fn() } as unknown as Parameters<
          typeof ActionsCell
        >[0])}
      />,
    );
    expect((screen.getByRole('button', { name: 'Baixar' }) as HTMLButtonElement).disabled).toBe(dl);
    expect((screen.getByRole('button', { name: 'Excluir' }) as HTMLButtonElement).disabled).toBe(del);
  });

  it("a row no action applies to says 'Nenhuma', and the cell's name says so", () => {
    const aprovar = { action: 'command', label: 'Aprovar', visibleWhen: { field: 'podeAnalisar', in: ['true'] } };
    render(
      <ActionsCell
        {...({
          data: { nome: 'Helena Souza', podeAnalisar: false },
          actions: [aprovar],
          onAction: vi.fn(),
          rowName: (r: Record<string, unknown>) => String(r.nome),
        } as unknown as Parameters<typeof ActionsCell>[0])}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Nenhuma')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ações de Helena Souza: nenhuma disponível' })).toBeTruthy();
  });

  it('a row action is busy while its work runs: aria-busy, a second press ignored, the focus kept; free again when it ends', async () => {
    let end = () => {};
    const onAction = vi.fn(() => new Promise<void>((resolve) => (end = resolve)));
    render(
      <ActionsCell
        {...({ data: row('CONCLUIDO'), actions: rowActions, onAction } as unknown as Parameters<typeof ActionsCell>[0])}
      />,
    );
    const baixar = screen.getByRole('button', { name: 'Baixar' });
    baixar.focus();
    fireEvent.click(baixar);
    await waitFor(() => expect(baixar.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(baixar);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(baixar);
    await act(async () => end());
    await waitFor(() => expect(baixar.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(baixar);
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it("delete: 'Cancelar'/'Excluir', then 'Relatório excluído com sucesso!' and the list refreshes", async () => {
    const provider = vi.fn(async () =>
      result({ mensagem: 'Relatório excluído com sucesso!' }),
    ) as unknown as DataProvider;
    const refresh = vi.fn();
    let done = deleteAction({ action: deleteDef, row: row('CONCLUIDO'), provider, refresh, navigate: nav });
    expect(
      await screen.findByText(
        'Tem certeza que deseja excluir o relatório Relatório de servidores solicitado em 22/11/2026 10:00?',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await done;
    expect(provider).not.toHaveBeenCalled();
    done = deleteAction({ action: deleteDef, row: row('CONCLUIDO'), provider, refresh, navigate: nav });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await done;
    expect(provider).toHaveBeenCalledWith({
      endpoint: 'relatorios.excluiRelatorioSolicitadoServidor',
      filters: { idRelatorio: 7 },
    });
    expect(await screen.findByText('Relatório excluído com sucesso!')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('delete failure: the fallback message, no refresh', async () => {
    const provider = vi.fn(async () =>
      result({ codigoMensagem: 4, mensagem: 'negado', mensagemExibicao: 'Em geração.' }),
    ) as unknown as DataProvider;
    const refresh = vi.fn();
    const done = deleteAction({ action: deleteDef, row: row('CONCLUIDO'), provider, refresh, navigate: nav });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await done;
    expect(await screen.findByText('Alerta!')).toBeTruthy();
    expect(screen.getByText(/Houve um erro ao excluir o relatório do servidor\./)).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('download: saved under the server name; a failure shows the fallback message', async () => {
    const created = vi.fn(() => 'blob:x');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fetchFile.mockResolvedValueOnce({ ok: true, blob: new Blob(['x']), filename: 'arquivo' });
    await download({ action: downloadDef, row: row('CONCLUIDO'), navigate: nav, provider: fileProvider });
    expect(fetchFile).toHaveBeenCalledWith('relatorios.download', { idRelatorio: 7 });
    expect(names).toEqual(['arquivo']);
    fetchFile.mockResolvedValueOnce({
      ok: false,
      result: result({ codigoMensagem: 1, mensagem: 'falha', hashErro: 'h' }),
    });
    await download({ action: downloadDef, row: row('CONCLUIDO'), navigate: nav, provider: fileProvider });
    expect(await screen.findByText(/Houve um erro ao realizar o download do arquivo\./)).toBeTruthy();
    click.mockRestore();
  });

  it('every fallback message of section 8 is wired in the screen documents', () => {
    const texts = JSON.stringify([meus, servidores]);
    for (const t of [
      'Houve um erro ao realizar a busca da lista de relatórios disponíveis do servidor.',
      'Houve um erro ao realizar a busca da lista de formatos disponiveis relatório servidor.',
      'Houve um erro ao realizar a busca da lista de órgãos disponíveis relatório servidor.',
      'Houve um erro ao realizar a pesquisa de relatórios do servidor.',
      'Houve um erro ao realizar o download do arquivo.',
      'Houve um erro ao excluir o relatório do servidor.',
      'Houve um erro ao exportar o relatório.',
    ])
      expect(texts, t).toContain(t);
    expect(meus.source).toMatchObject({ pageSize: 60, sort: { field: 'nomeRelatorio', order: 'ASC' } });
  });
});
