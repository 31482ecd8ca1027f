// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import doc from '../../../screens/recursos-humanos/pesquisa-servidor.screen.json';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { refreshShown } from '../../query/queryClients.ts';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import { renderSearchScreen } from './fixtures.tsx';
import { answer } from '../../testing/callResults.ts';

const ok = (rows: Record<string, unknown>[], total = rows.length): CallResult =>
  answer({ data: rows, page: 0, size: 10, offset: total, offsetPages: Math.ceil(total / 10) });

/** Option lists of the filters (selects bound to endpoints) answer empty; the search goes to `search`. */
const SEARCH = 'admissoes.listaServidores';
function withOptions(search: DataProvider): DataProvider {
  return (async (req: CallRequest) =>
    req.endpoint === SEARCH ? search(req as never) : ok([])) as unknown as DataProvider;
}

/** The provider of the screen mounted last: its query cache is the one 'Atualizar automaticamente' refreshes. */
let shownProvider: DataProvider;
function mount(search: DataProvider) {
  const provider = withOptions(search);
  shownProvider = provider;
  return renderSearchScreen(doc, provider);
}

afterEach(() => {
  cleanup();
  act(() => dialogStore.closeAll());
});

/** Mounts the screen with a search answering one servant; returns the search calls as they happen. */
function mountRecording(): CallRequest[] {
  const calls: CallRequest[] = [];
  mount((async (req: CallRequest) => {
    calls.push(req);
    return ok([{ id: 1, nome: 'MARIA DA SILVA', cpf: '52998224725', dataAdmissao: '2019-03-07' }], 1);
  }) as unknown as DataProvider);
  return calls;
}

describe('SearchScreen', () => {
  it('labels every filter, searches with the filters and shows the rows', async () => {
    const calls = mountRecording();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      endpoint: 'admissoes.listaServidores',
      page: 0,
      size: 10,
      sort: 'nome',
      order: 'ASC',
      filters: { nome: 'maria' },
    });
    expect(await screen.findByText('Exibindo 1–1 de 1 registro')).toBeTruthy();
  });

  it("'Atualizar automaticamente' re-runs the last search on the same page, and nothing before a search", async () => {
    const calls = mountRecording();
    await act(() => refreshShown(shownProvider));
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => void refreshShown(shownProvider));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ endpoint: SEARCH, page: 0, filters: { nome: 'maria' } });
  });

  it('invalid filters: the Atenção! alert and no call', async () => {
    const provider = vi.fn() as unknown as DataProvider;
    mount(provider);
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '111.111.111-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Atenção!')).toBeTruthy();
    expect(
      screen.getByText('Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.'),
    ).toBeTruthy();
    expect(screen.getByText('CPF inválido.')).toBeTruthy();
    expect(provider).not.toHaveBeenCalled();
  });

  it('code 2: empty table and the no-result text', async () => {
    const provider = (async () => ({ ...ok([]), codigoMensagem: 2 })) as unknown as DataProvider;
    mount(provider);
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Sua busca não possui resultado. Tente novamente.')).toBeTruthy();
  });

  it('code 1: the Erro! dialog with the ticket instruction and the code', async () => {
    const provider = (async () => ({
      ...ok([]),
      codigoMensagem: 1,
      mensagem: 'Falha interna',
      hashErro: 'h4sh',
      dataServidor: '22/11/2026 10:00:00',
    })) as unknown as DataProvider;
    mount(provider);
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Erro!')).toBeTruthy();
    expect(
      screen.getByText('Abra um chamado na ferramenta de atendimento de RH informando o código abaixo.'),
    ).toBeTruthy();
    expect(screen.getByText('Código: h4sh 22/11/2026 10:00:00')).toBeTruthy();
  });
});

describe('SearchScreen keyboard and clear', () => {
  it("'Pesquisar' is the filter form's submit (Enter in a field presses it); Limpar empties fields and table", async () => {
    const provider = vi.fn(async () => ok([{ id: 1, nome: 'ANA' }], 1)) as unknown as DataProvider;
    mount(provider);
    const nome = screen.getByLabelText('Nome') as HTMLInputElement;
    const pesquisar = screen.getByRole('button', { name: 'Pesquisar' }) as HTMLButtonElement;
    expect(pesquisar.type).toBe('submit');
    expect(pesquisar.form).not.toBeNull();
    expect(pesquisar.form).toBe(nome.form);
    fireEvent.change(nome, { target: { value: 'ana' } });
    fireEvent.submit(nome.form!); // what the browser does for Enter in a field of a form with a submit button
    expect(await screen.findByText('Exibindo 1–1 de 1 registro')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Exibindo 1–1 de 1 registro')).toBeNull();
  });
});
