// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
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

describe('master-detail of a nested table', () => {
  it("'Detalhar' shows the picked row's sections, whose {field} params read the row over the screen record", async () => {
    const calls: CallRequest[] = [];
    const provider = (async (req: CallRequest) => {
      calls.push(req);
      const data =
        req.endpoint === 'folhas.lista'
          ? [{ competencia: '10/2026', anoMesFolha: 202610 }]
          : req.endpoint === 'folhas.detalhe'
            ? { liquido: 'R$ 10' }
            : { nome: 'Maria', numeroFuncionario: '900' };
      return { codigoMensagem: 0, mensagem: '', dataServidor: '', listaCriticas: [], data, offset: 1, offsetPages: 1 };
    }) as unknown as DataProvider;
    const md: DetailScreenDoc = {
      ...doc,
      tabs: [
        {
          title: 'Folhas',
          sections: [
            {
              title: 'Folhas',
              table: {
                endpoint: 'folhas.lista',
                params: { numeroFuncionario: '{numeroFuncionario}' },
                columns: [{ field: 'competencia', header: 'Competência' }],
              },
              detail: {
                title: 'Folha {competencia}',
                sections: [
                  {
                    source: { endpoint: 'folhas.detalhe', params: { numeroFuncionario: '{numeroFuncionario}', anoMesFolha: '{anoMesFolha}' } },
                    fields: [{ field: 'liquido', label: 'Líquido' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    render(
      <MemoryRouter initialEntries={['/rh/dados/42']}>
        <DataProviderContext value={provider}>
          <Routes>
            <Route path="/rh/dados/:id" element={<DetailScreen screen={md} />} />
          </Routes>
        </DataProviderContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls.map((c) => c.endpoint)).toContain('folhas.lista'));
    expect(calls.find((c) => c.endpoint === 'folhas.lista')?.params).toEqual({ numeroFuncionario: '900' });
    fireEvent.click(await screen.findByRole('button', { name: 'Detalhar' }));
    expect((await screen.findByLabelText('Líquido')).textContent).toBe('R$ 10');
    expect(screen.getByText('Folha 10/2026')).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'folhas.detalhe')?.params).toEqual({ numeroFuncionario: '900', anoMesFolha: 202610 }); // a whole '{field}' keeps the row value's type
  });
});
