// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallRequest, DataProvider } from '../../../services/http/callEndpoint.ts';
import { DataProviderContext } from '../../data.tsx';
import type { DetailScreenDoc } from '../../screens/types.ts';
import { DetailScreen } from './DetailScreen.tsx';

afterEach(cleanup);

const doc: DetailScreenDoc = {
  id: 'dados-teste',
  kind: 'detail',
  title: 'Dados',
  area: 'recursos-humanos',
  route: '/rh/dados/:id',
  menuKey: 'x',
  source: { endpoint: 'admissoes.dadosPessoais', params: { id: ':id' } },
  tabs: [
    { title: 'Pessoais', sections: [{ fields: [{ field: 'nome', label: 'Nome' }] }] },
    {
      title: 'Histórico',
      sections: [
        { title: 'Eventos', table: { endpoint: 'eventos.lista', params: { numeroFuncionario: ':id' }, columns: [{ field: 'evento', header: 'Evento' }] } },
      ],
    },
  ],
};

describe('detail kind with tabs and nested paged tables', () => {
  it('shows the first tab, and loads a table (page size 5, route params) only when its tab opens', async () => {
    const calls: CallRequest[] = [];
    const provider = (async (req: CallRequest) => {
      calls.push(req);
      const data = req.endpoint === 'eventos.lista' ? [{ evento: 'Admissão' }] : { nome: 'Maria' };
      return { codigoMensagem: 0, mensagem: '', dataServidor: '', listaCriticas: [], data, offset: 1, offsetPages: 1 };
    }) as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/rh/dados/42']}>
        <DataProviderContext value={provider}>
          <Routes>
            <Route path="/rh/dados/:id" element={<DetailScreen screen={doc} />} />
          </Routes>
        </DataProviderContext>
      </MemoryRouter>,
    );
    expect((await screen.findByLabelText('Nome')).textContent).toBe('Maria');
    expect(calls.map((c) => c.endpoint)).toEqual(['admissoes.dadosPessoais']);
    fireEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    await waitFor(() => expect(calls.map((c) => c.endpoint)).toContain('eventos.lista'));
    expect(calls.find((c) => c.endpoint === 'eventos.lista')).toMatchObject({ params: { numeroFuncionario: '42' }, page: 0, size: 5 });
    expect(await screen.findByText('Eventos')).toBeTruthy();
  });
});
