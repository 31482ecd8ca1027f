// @vitest-environment jsdom
/** A nested table's filter: options from the record's list, a choice in the table's call, 'Todos' sends nothing. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import type { TableDef } from '../../screens/types.ts';
import { NestedTable } from './NestedTable.tsx';
import { RecordContext } from './recordContext.ts';
import { ok } from '../../testing/callResults.ts';

afterEach(cleanup);

const def: TableDef = {
  endpoint: 'eventosFuncionais.afastamentos',
  params: { numeroFuncionario: '{numeroFuncionario}' },
  filters: [
    {
      field: 'codigoTipoAfastamento',
      label: 'Tipo de afastamento',
      allLabel: 'Todos os tipos',
      options: {
        endpoint: 'eventosFuncionais.tiposAfastamento',
        params: { numeroFuncionario: '{numeroFuncionario}' },
        valueField: 'codigo',
        labelField: 'descricao',
        countField: 'quantidade',
      },
    },
  ],
  columns: [{ field: 'descricaoTipoAfastamento', header: 'Tipo de afastamento' }],
};

describe('nested table filters', () => {
  it("lists the servant's types with their counts and sends the chosen one as a number, from page 0", async () => {
    const calls: CallRequest[] = [];
    const provider = (async (req: CallRequest) => {
      calls.push(req);
      return req.endpoint === 'eventosFuncionais.tiposAfastamento'
        ? ok([
            { codigo: 10, descricao: 'Licença para tratamento de saúde', quantidade: 3 },
            { codigo: 20, descricao: 'Falta não justificada', quantidade: 1 },
          ])
        : ok([]);
    }) as unknown as DataProvider;
    render(
      <MemoryRouter>
        <DataProviderContext value={provider}>
          <RecordContext value={{ numeroFuncionario: '3000001' }}>
            <NestedTable def={def} title="Afastamentos" />
          </RecordContext>
        </DataProviderContext>
      </MemoryRouter>,
    );
    const select = (await screen.findByLabelText('Tipo de afastamento')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.text)).toEqual([
        'Todos os tipos',
        'Licença para tratamento de saúde (3)',
        'Falta não justificada (1)',
      ]),
    );
    const tipos = calls.find((c) => c.endpoint === 'eventosFuncionais.tiposAfastamento')!;
    expect(tipos.params).toEqual({ numeroFuncionario: '3000001' });
    const tabela = () => calls.filter((c) => c.endpoint === 'eventosFuncionais.afastamentos');
    expect(tabela()[0].params).toEqual({ numeroFuncionario: '3000001' });

    await act(async () => fireEvent.change(select, { target: { value: '20' } }));
    await waitFor(() =>
      expect(tabela().at(-1)!.params).toEqual({ numeroFuncionario: '3000001', codigoTipoAfastamento: 20 }),
    );
    expect(tabela().at(-1)!.page).toBe(0);

    await act(async () => fireEvent.change(select, { target: { value: '' } }));
    await waitFor(() => expect(tabela().at(-1)!.params).toEqual({ numeroFuncionario: '3000001' }));
  });
});
