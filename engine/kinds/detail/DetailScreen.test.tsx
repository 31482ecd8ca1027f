// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import { refreshShown } from '../../query/queryClients.ts';
import type { DetailScreenDoc } from '../../screens/types.ts';
import { DetailScreen } from './DetailScreen.tsx';
import { ok } from '../../testing/callResults.ts';

const doc: DetailScreenDoc = {
  id: 'dados-servidor-teste',
  kind: 'detail',
  title: 'Dados do servidor',
  area: 'recursos-humanos',
  route: '/rh/dados/:id',
  menuKey: 'pesquisa-servidor',
  source: { endpoint: 'admissoes.dadosPessoais', params: { id: ':id' } },
  fields: [
    { field: 'nome', label: 'Nome', format: 'titleCase' },
    { field: 'nomeSocial', label: 'Nome social' },
    { field: 'cpf', label: 'CPF', format: 'cpf', copy: true },
    { field: 'dataNascimento', label: 'Data de nascimento', format: 'date' },
  ],
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The screen at /rh/dados/7, its calls answered by `provider`. */
function mount(provider: DataProvider, tela: DetailScreenDoc = doc) {
  return render(
    <MemoryRouter initialEntries={['/rh/dados/7']}>
      <DataProviderContext value={provider}>
        <Routes>
          <Route path="/rh/dados/:id" element={<DetailScreen screen={tela} />} />
        </Routes>
      </DataProviderContext>
    </MemoryRouter>,
  );
}

describe('DetailScreen', () => {
  it('loads with the route parameter and shows formatted fields, - for empty, and copies', async () => {
    const calls: CallRequest[] = [];
    const provider = (async (req: CallRequest) => {
      calls.push(req);
      return ok({ nome: 'MARIA DA SILVA', cpf: '52998224725', nomeSocial: '', dataNascimento: '1980-05-02' });
    }) as unknown as DataProvider;
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    mount(provider);
    expect((await screen.findByLabelText('Nome')).textContent).toBe('Maria da Silva');
    expect(calls[0]).toMatchObject({ endpoint: 'admissoes.dadosPessoais', params: { id: '7' } });
    expect(screen.getByLabelText('CPF').textContent).toBe('529.982.247-25');
    expect(screen.getByLabelText('Nome social').textContent).toBe('-');
    expect(screen.getByLabelText('Data de nascimento').textContent).toBe('02/05/1980');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar CPF' })));
    expect(writeText).toHaveBeenCalledWith('529.982.247-25');
    expect(document.querySelector('[data-icon="tick"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it("'Atualizar automaticamente' reloads the record in place; a failed refresh keeps the last good one", async () => {
    let nome = 'MARIA DA SILVA';
    let fail = false;
    const provider = (async () =>
      fail
        ? { codigoMensagem: 1, mensagem: 'falhou', dataServidor: '', listaCriticas: [] }
        : ok({ nome })) as unknown as DataProvider;
    mount(provider);
    expect((await screen.findByLabelText('Nome')).textContent).toBe('Maria da Silva');
    nome = 'MARIA DE SOUZA';
    await act(() => refreshShown(provider));
    expect((await screen.findByLabelText('Nome')).textContent).toBe('Maria de Souza');
    fail = true;
    await act(() => refreshShown(provider));
    expect(screen.getByLabelText('Nome').textContent).toBe('Maria de Souza');
  });

  describe('a field with an options list (a code shown as its label)', () => {
    const comLista: DetailScreenDoc = {
      ...doc,
      fields: [
        { field: 'nome', label: 'Nome' },
        {
          field: 'codigoTipoNaturalizacao',
          label: 'Tipo de naturalização',
          options: { endpoint: 'naturalizacao.tipos', valueField: 'codigo', labelField: 'descricao' },
        },
      ],
    };
    const TIPOS = [
      { codigo: 1, descricao: 'Naturalização ordinária' },
      { codigo: 2, descricao: 'Naturalização extraordinária' },
    ];
    /** The screen for a servant whose code is `codigo`; returns the calls made. */
    function comCodigo(codigo: number | null) {
      const calls: CallRequest[] = [];
      const provider = (async (req: CallRequest) => {
        calls.push(req);
        const data = req.endpoint === 'naturalizacao.tipos' ? TIPOS : { nome: 'Ana', codigoTipoNaturalizacao: codigo };
        return ok(data);
      }) as unknown as DataProvider;
      mount(provider, comLista);
      return calls;
    }

    it("shows the label of the record's code, read from the list", async () => {
      comCodigo(2);
      await waitFor(() =>
        expect(screen.getByLabelText('Tipo de naturalização').textContent).toBe('Naturalização extraordinária'),
      );
    });

    it('calls no list when the record has no code, and shows -', async () => {
      const calls = comCodigo(null);
      expect((await screen.findByLabelText('Nome')).textContent).toBe('Ana');
      expect(screen.getByLabelText('Tipo de naturalização').textContent).toBe('-');
      expect(calls.map((c) => c.endpoint)).toEqual(['admissoes.dadosPessoais']);
    });
  });
});
