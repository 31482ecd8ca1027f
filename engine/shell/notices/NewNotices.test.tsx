// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubProvider, type BasicResult } from '../../../services/http/dataProvider.ts';
import { queryClientFor } from '../../query/queryClients.ts';
import { inicioKey } from '../pages/inicio.ts';
import type { CallRequest } from '../../../services/http/callEndpoint.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { dialogStore } from '../dialogs/dialogStore.ts';
import { ADIADOS, showNewNotices } from './NewNotices.tsx';

const avisos = [
  {
    id: 1,
    titulo: 'Recadastramento anual',
    texto: '<p>Prazo até <strong>30/11</strong>.</p><script>alert(1)</script>',
    dataInicio: '01/11/2026',
  },
  {
    id: 2,
    titulo: 'Fechamento da folha',
    texto: '<p>A folha fecha dia 20.</p>',
    dataInicio: '02/11/2026',
    dataFim: '20/11/2026',
  },
];
const envelope = (data: unknown, codigoMensagem = 0): BasicResult => ({
  content: { codigoMensagem, mensagem: codigoMensagem ? 'falhou' : '', dataServidor: '', listaCriticas: [], data },
  errors: null,
});

function fakeCall(ciencia: (id: number) => BasicResult = () => envelope({})) {
  const calls: CallRequest[] = [];
  const call = (async (r: CallRequest) => {
    calls.push(r);
    if (r.endpoint === 'aviso.listaNovosAvisosUsuarioEspecifico') return envelope(avisos);
    return ciencia(r.params?.idAviso as number);
  }) as never;
  return { calls, call };
}

afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
  sessionStorage.clear();
});

describe('new notices after sign-in', () => {
  it("shows each notice (sanitised) in turn; 'Ciente' records it and opens the next", async () => {
    render(<DialogHost />);
    const { calls, call } = fakeCall();
    expect(await showNewNotices({ call })).toBe(2);
    expect(await screen.findByText('Recadastramento anual')).toBeTruthy();
    expect(screen.getByText('Aviso 1 de 2 · Vigente desde 01/11/2026')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Texto do aviso Recadastramento anual' }).innerHTML).not.toContain(
      'script',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ciente' }));
    expect(await screen.findByText('Fechamento da folha')).toBeTruthy();
    expect(calls.filter((c) => c.endpoint === 'aviso.cadastrarControleAvisoUsuario').map((c) => c.params)).toEqual([
      { idAviso: 1 },
    ]);
  });

  it("'Ciente' makes the counts of 'Início' kept in the provider's cache out of date", async () => {
    render(<DialogHost />);
    const { call } = fakeCall();
    const provider = stubProvider(() => envelope({}).content!, { basic: call });
    const client = queryClientFor(provider);
    client.setQueryData(inicioKey('1501'), { possuiPendencia: true, quantidade: 2 });
    await showNewNotices({ provider });
    expect(client.getQueryState(inicioKey('1501'))?.isInvalidated).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Ciente' }));
    await screen.findByText('Fechamento da folha');
    expect(client.getQueryState(inicioKey('1501'))?.isInvalidated).toBe(true);
  });

  it("a failed 'Ciente' keeps the notice open with the reason", async () => {
    render(<DialogHost />);
    const { call } = fakeCall(() => envelope({}, 4));
    await showNewNotices({ call });
    fireEvent.click(await screen.findByRole('button', { name: 'Ciente' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Recadastramento anual')).toBeTruthy();
  });

  it("'Ler depois' puts it off for this session only, without recording it", async () => {
    render(<DialogHost />);
    const { calls, call } = fakeCall();
    await showNewNotices({ call });
    fireEvent.click(await screen.findByRole('button', { name: 'Ler depois' }));
    await screen.findByText('Fechamento da folha');
    expect(calls.some((c) => c.endpoint === 'aviso.cadastrarControleAvisoUsuario')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(ADIADOS)!)).toEqual([1]);
    act(() => dialogStore.closeAll());
    await showNewNotices({ call });
    await waitFor(() => expect(screen.getByText('Fechamento da folha')).toBeTruthy());
    expect(screen.queryByText('Recadastramento anual')).toBeNull();
  });

  it('nothing to show, nothing opened', async () => {
    const call = (async () => envelope([], 2)) as never;
    expect(await showNewNotices({ call })).toBe(0);
    expect(dialogStore.getSnapshot()).toHaveLength(0);
  });
});
