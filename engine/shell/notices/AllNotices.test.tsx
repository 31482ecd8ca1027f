// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BasicResult } from '../../../services/http/dataProvider.ts';
import type { CallRequest } from '../../../services/http/callEndpoint.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { dialogStore } from '../dialogs/dialogStore.ts';
import {
  competenciaEmBrasilia,
  MSG_AVISOS_ERRO,
  MSG_SEM_AVISOS,
  showAllNotices,
  TITULO_TODOS_AVISOS,
} from './AllNotices.tsx';

const avisos = [
  {
    id: 1,
    titulo: 'Recadastramento anual',
    texto: '<p>Prazo até <strong>30/11</strong>.</p><script>alert(1)</script>',
    dataInicio: '01/11/2027',
    ciente: true,
    dataCiencia: '03/11/2027',
  },
  {
    id: 2,
    titulo: 'Manutenção do sistema',
    texto: '<p>Sábado.</p>',
    dataInicio: '10/11/2027',
    dataFim: '20/11/2027',
    ciente: false,
  },
];
const envelope = (data: unknown, codigoMensagem = 0): BasicResult => ({
  content: { codigoMensagem, mensagem: codigoMensagem ? 'falhou' : '', dataServidor: '', listaCriticas: [], data },
  errors: null,
});
const FOLHA = {
  anoMesTaxacao: 202711,
  dataFechamento: '19/11/2027',
  fechada: false,
  mensagem: 'A folha de 11/2027 fecha em 19/11/2027.',
};

function fakeCall(lista: BasicResult, folha: BasicResult = envelope(FOLHA)) {
  const calls: CallRequest[] = [];
  const call = (async (r: CallRequest) => {
    calls.push(r);
    return r.endpoint === 'aviso.listaAvisosUsuarioEspecifico' ? lista : folha;
  }) as never;
  return { calls, call };
}

afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
});

describe("'Todos os avisos' on Início", () => {
  it('the competence is the month in Brasília: 02:30 UTC on 1 December is still November there', () => {
    expect(competenciaEmBrasilia(new Date('2027-12-01T02:30:00Z'))).toBe(202711);
    expect(competenciaEmBrasilia(new Date('2027-12-01T03:00:00Z'))).toBe(202712);
  });

  it('lists every notice in force, read or not, sanitised, under the payroll closing of the month', async () => {
    render(<DialogHost />);
    const { calls, call } = fakeCall(envelope(avisos));
    await act(() => showAllNotices({ call }));
    const dialog = await screen.findByRole('dialog', { name: TITULO_TODOS_AVISOS });
    expect(within(dialog).getByText('A folha de 11/2027 fecha em 19/11/2027.')).toBeTruthy();
    const lido = within(dialog).getByRole('article', { name: 'Recadastramento anual' });
    expect(within(lido).getByText('Ciente em 03/11/2027')).toBeTruthy();
    expect(within(lido).getByRole('region', { name: 'Texto do aviso Recadastramento anual' }).innerHTML).not.toContain(
      'script',
    );
    const novo = within(dialog).getByRole('article', { name: 'Manutenção do sistema' });
    expect(within(novo).getByText('Não lido')).toBeTruthy();
    expect(novo.textContent).toContain('Vigente desde 10/11/2027 até 20/11/2027');
    const folha = calls.find((c) => c.endpoint === 'aviso.fechamentoTaxacao');
    expect(folha?.params).toEqual({ anoMesTaxacao: competenciaEmBrasilia(new Date()) });
  });

  it('none in force: says so; a failed list says it could not be read, the closing still shown', async () => {
    render(<DialogHost />);
    await act(() => showAllNotices({ call: fakeCall(envelope([], 2)).call }));
    expect(await screen.findByText(MSG_SEM_AVISOS)).toBeTruthy();
    act(() => dialogStore.closeAll());
    await act(() => showAllNotices({ call: fakeCall(envelope({}, 1)).call }));
    expect(await screen.findByText(MSG_AVISOS_ERRO)).toBeTruthy();
    expect(screen.getByText('A folha de 11/2027 fecha em 19/11/2027.')).toBeTruthy();
  });
});
