// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import solicitacoes from '../../../screens/usuarios/solicitacoes.screen.json';
import { stubProvider, type CallRequest } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import type { ActionDef } from '../../screens/types.ts';
import { DialogHost } from '../../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import { ActionsCell } from '../cells/actions.tsx';
import { batchSummary, command, listParams } from './command.ts';
import { answer } from '../../testing/callResults.ts';

const ok = (over: Partial<CallResult> = {}): CallResult => answer({ mensagem: 'Feito.', ...over });
const actions = solicitacoes.rowActions as unknown as ActionDef[];
const aprovar = actions.find((a) => a.label === 'Aprovar')!;
const reprovar = actions.find((a) => a.label === 'Reprovar')!;
const row = { id: 11, nome: 'Maria Souza', cpf: '52998224725', papeis: 'Atendimento', situacao: 'PENDENTE' };
const nav = vi.fn();

function recorder(answer: (r: CallRequest) => CallResult = () => ok()) {
  const calls: CallRequest[] = [];
  return { calls, provider: stubProvider(async (r) => (calls.push(r), answer(r))) };
}

beforeEach(() => render(<DialogHost />));
afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
});

describe('command action', () => {
  it('confirms with the row in the text, calls the endpoint with the row id, tells the gateway message and refreshes', async () => {
    const { calls, provider } = recorder(() => ok({ mensagem: 'Solicitação aprovada.' }));
    const refresh = vi.fn();
    const done = command({ action: aprovar, row, provider, refresh, navigate: nav });
    expect(await screen.findByText(/Aprovar a solicitação de Maria Souza \(CPF 529\.982\.247-25\)\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await done;
    expect(calls).toEqual([{ endpoint: 'usuarioPapelSolicitacao.aprovar', params: { id: 11 } }]);
    expect(await screen.findByText('Solicitação aprovada.')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("'Cancelar' on the confirmation sends nothing", async () => {
    const { calls, provider } = recorder();
    const done = command({ action: aprovar, row, provider, navigate: nav });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await done;
    expect(calls).toHaveLength(0);
  });

  it('the input dialog validates (required, 10 to 500 characters) before anything is sent, and its values join the call', async () => {
    const { calls, provider } = recorder();
    const done = command({ action: reprovar, row, provider, navigate: nav });
    expect(await screen.findByText(/Informe o motivo da reprovação da solicitação de Maria Souza/)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Reprovar' }).at(-1)!);
    expect(await screen.findByRole('alert')).toBeTruthy(); // the error under the field
    expect(calls).toHaveLength(0);
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: 'curto' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reprovar' }).at(-1)!);
    expect(calls).toHaveLength(0);
    fireEvent.change(dialog.querySelector('textarea')!, {
      target: { value: '  Servidor não pertence a esta unidade.  ' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reprovar' }).at(-1)!);
    await done;
    expect(calls).toEqual([
      {
        endpoint: 'usuarioPapelSolicitacao.reprovar',
        params: { id: 11, motivo: 'Servidor não pertence a esta unidade.' },
      },
    ]);
  });

  it("a refusal (code 4) shows 'Alerta!' with the gateway's reason and does not refresh", async () => {
    const { provider } = recorder(() =>
      ok({
        codigoMensagem: 4,
        mensagem: 'Existem campos inválidos.',
        mensagemExibicao: "Não é possível aprovar esta solicitação: a situação atual é 'Aprovada'.",
      }),
    );
    const refresh = vi.fn();
    const done = command({ action: { ...aprovar, confirm: undefined }, row, provider, refresh, navigate: nav });
    await done;
    expect(await screen.findByText('Alerta!')).toBeTruthy();
    expect(screen.getByText(/a situação atual é 'Aprovada'/)).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a refusal (code 4) of a command with an input keeps the dialog open with what was typed, the critique under its field', async () => {
    let answer = ok({
      codigoMensagem: 4,
      mensagem: 'O motivo não pode repetir o nome do servidor.',
      listaCriticas: [{ campo: 'motivo', mensagem: 'O motivo não pode repetir o nome do servidor.' }],
    });
    const { calls, provider } = recorder(() => answer);
    const refresh = vi.fn();
    const done = command({
      action: { ...reprovar, errorText: 'Não foi possível reprovar a solicitação.' },
      row,
      provider,
      refresh,
      navigate: nav,
    });
    await screen.findByText(/Informe o motivo da reprovação/);
    const textarea = () => screen.getByRole('dialog').querySelector('textarea')!;
    fireEvent.change(textarea(), { target: { value: 'Maria Souza não trabalha aqui.' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reprovar' }).at(-1)!);
    expect(await screen.findByText('Não foi possível reprovar a solicitação.')).toBeTruthy(); // on top of the dialog
    expect(screen.getByText('O motivo não pode repetir o nome do servidor.')).toBeTruthy(); // under the field
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(textarea().value).toBe('Maria Souza não trabalha aqui.');
    expect(refresh).not.toHaveBeenCalled();
    // Correcting the field takes its message away; the next try succeeds and closes the dialog.
    fireEvent.change(textarea(), { target: { value: 'A servidora não trabalha nesta unidade.' } });
    await vi.waitFor(() => expect(screen.queryByText('O motivo não pode repetir o nome do servidor.')).toBeNull());
    answer = ok({ mensagem: 'Solicitação reprovada.' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reprovar' }).at(-1)!);
    await done;
    expect(calls).toHaveLength(2);
    expect(await screen.findByText('Solicitação reprovada.')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sucessoCompletoTelaAnterior goes back instead of refreshing', async () => {
    // The router's own entry index says there is a portal page to go back to; without it the alert
    // goes to its fallback instead (alert.test), so this test must not depend on earlier tests' history.
    window.history.replaceState({ idx: 1 }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { provider } = recorder();
    const refresh = vi.fn();
    await command({
      action: { ...aprovar, confirm: undefined, successType: 'sucessoCompletoTelaAnterior' },
      row,
      provider,
      refresh,
      navigate: nav,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(back).toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    back.mockRestore();
    window.history.replaceState(null, '');
  });

  it('batch (each): one call per ticked row, then how many succeeded and why the others failed', async () => {
    const { calls, provider } = recorder((r) =>
      r.params?.id === 2 ? ok({ codigoMensagem: 4, mensagem: 'x', mensagemExibicao: 'Já aprovada.' }) : ok(),
    );
    const refresh = vi.fn();
    await command({
      action: { ...aprovar, confirm: undefined },
      rows: [{ id: 1 }, { id: 2 }, { id: 3 }],
      provider,
      refresh,
      navigate: nav,
    });
    expect(calls.map((c) => c.params)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await screen.findByText('2 de 3 registro(s) processado(s) com sucesso.')).toBeTruthy();
    expect(screen.getByText('• Já aprovada.')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("batch (list): one call, each '{field}' parameter the list over the rows; {quantidade} in the confirmation", async () => {
    const { calls, provider } = recorder();
    const action: ActionDef = {
      action: 'command',
      label: 'Validar',
      endpoint: 'usuarioPapelSolicitacao.aprovar',
      params: { ids: '{idGtProgressao}', origem: 'lote' },
      batchMode: 'list',
      confirm: { title: 'Validar', text: 'Validar {quantidade} progressões?' },
    };
    const done = command({ action, rows: [{ idGtProgressao: 5 }, { idGtProgressao: 9 }], provider, navigate: nav });
    expect(await screen.findByText('Validar 2 progressões?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Validar' }).at(-1)!);
    await done;
    expect(calls).toEqual([{ endpoint: 'usuarioPapelSolicitacao.aprovar', params: { ids: [5, 9], origem: 'lote' } }]);
  });

  it('pure helpers', () => {
    expect(listParams({ a: '{x}', b: ':id' }, [{ x: 1 }, { x: 2 }], { route: { id: '7' } })).toEqual({
      a: [1, 2],
      b: '7',
    });
    expect(batchSummary([ok(), ok()]).texto).toBe('2 de 2 registro(s) processado(s) com sucesso.');
  });
});

describe('visibleWhen on row actions', () => {
  it.each([
    ['PENDENTE', ['Detalhar', 'Aprovar', 'Reprovar']],
    ['APROVADA', ['Detalhar']],
  ])('%s shows %j', (situacao, labels) => {
    render(
      <ActionsCell
        {...({ data: { ...row, situacao }, actions, onAction: vi.fn() } as unknown as Parameters<
          typeof ActionsCell
        >[0])}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(labels);
  });
});
