// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import doc from '../../screens/gestao-tempo/dados-gratificacao-natalina.screen.json';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import { unwrap } from '../../services/http/envelope.ts';
import { DataProviderContext } from '../data.tsx';
import { DialogHost } from '../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../shell/dialogs/dialogStore.ts';
import { askInput, type InputRequest, withoutChanged } from './InputDialog.tsx';

afterEach(() => {
  cleanup();
  act(() => dialogStore.closeAll());
});

describe('a refusal inside an input dialog speaks of the values sent', () => {
  it('withoutChanged: a changed field loses its message; any change loses the top text', () => {
    const r = { texto: 'O período informado se sobrepõe a outro afastamento.', campos: { fim: 'Data inválida.' } };
    expect(withoutChanged(r, { inicio: '01/02/2026', fim: 'x' }, { inicio: '01/02/2026', fim: 'x' })).toEqual(r);
    expect(withoutChanged(r, { inicio: '01/02/2026', fim: 'x' }, { inicio: '02/02/2026', fim: 'x' })).toEqual({
      texto: '',
      campos: { fim: 'Data inválida.' },
    });
  });

  it('the absence refused for its dates: editing a date takes the old message and its banner away', async () => {
    const tipos = unwrap({ codigoMensagem: 0, objeto: [{ codigo: 'FALTA', rotulo: 'Falta não justificada' }] });
    const provider = (async () => tipos) as unknown as DataProvider;
    render(
      <DataProviderContext value={provider}>
        <DialogHost />
      </DataProviderContext>,
    );
    const input = doc.actions[0].input as InputRequest;
    act(() => {
      void askInput({
        ...input,
        initial: { codigoTipo: 'FALTA', dataInicio: '01/02/2026', dataFim: '10/02/2026' },
        submit: async () => ({
          refused: unwrap({
            codigoMensagem: 4,
            mensagem: 'O período informado se sobrepõe a outro afastamento do servidor.',
          }),
        }),
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('se sobrepõe a outro afastamento');
    fireEvent.change(screen.getByLabelText(/^Data de fim/), { target: { value: '05/02/2026' } });
    await waitFor(() => expect(screen.queryByText(/se sobrepõe a outro afastamento/)).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
