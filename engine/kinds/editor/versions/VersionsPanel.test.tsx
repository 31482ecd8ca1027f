// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubProvider, type CallRequest } from '../../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../../data.tsx';
import { DialogHost } from '../../../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../../../shell/dialogs/dialogStore.ts';
import type { VersionRow } from './api.ts';
import { MSG_MOTIVO } from './ReasonDialog.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import { ok } from '../../../testing/callResults.ts';

// The previews draw real screens against the gateway: here, only which document each would draw.
vi.mock('../Preview.tsx', () => ({
  Preview: ({ screen: s }: { screen: { title: string } }) => <p>Pré-visualização de {s.title}</p>,
}));

const row = (id: number, situacao: VersionRow['situacao'], motivoDevolucao = ''): VersionRow => ({
  id,
  telaId: 'nova-tela',
  numero: id,
  titulo: `Nova tela ${id}`,
  situacao,
  situacaoDescricao: situacao,
  autor: 'Ivo Analista',
  criadoEm: '01/12/2026 10:00',
  atualizadoPor: 'Ivo Analista',
  atualizadoEm: `0${id}/12/2026 11:00`,
  motivoDevolucao,
  versao: 1,
});

/** A small gateway of one screen's versions: lists, details and the administrator's writes. */
function fakeGateway() {
  const rows = [
    row(4, 'RASCUNHO', 'Falta a coluna CPF.'),
    row(3, 'EM_REVISAO'),
    row(2, 'PUBLICADA'),
    row(1, 'RETIRADA'),
  ];
  const calls: CallRequest[] = [];
  const provider = stubProvider((r) => {
    calls.push(r);
    const p = (r.params ?? {}) as Record<string, unknown>;
    const v = rows.find((x) => x.id === p.id);
    switch (r.endpoint) {
      case 'telas.listaVersoes':
        return ok(
          rows.filter((x) => (!p.situacao || x.situacao === p.situacao) && (!p.telaId || x.telaId === p.telaId)),
        );
      case 'telas.detalheVersao':
        return ok({ ...v, documento: { id: 'nova-tela', kind: 'search', title: v!.titulo } });
      case 'telas.publicarVersao':
        rows.filter((x) => x.situacao === 'PUBLICADA').forEach((x) => (x.situacao = 'RETIRADA'));
        Object.assign(v!, { situacao: 'PUBLICADA', versao: v!.versao + 1 });
        return ok(v, { mensagem: 'Tela publicada: os usuários a verão na próxima navegação.' });
      case 'telas.devolverVersao':
        Object.assign(v!, { situacao: 'RASCUNHO', motivoDevolucao: p.motivo, versao: v!.versao + 1 });
        return ok(v, { mensagem: 'Tela devolvida ao autor.' });
      default:
        return { ...ok({}), codigoMensagem: 1, mensagem: `não simulado: ${r.endpoint}` };
    }
  });
  const lists = () => calls.filter((c) => c.endpoint === 'telas.listaVersoes').length;
  const writes = () => calls.filter((c) => /publicar|devolver|retirar|restaurar/.test(c.endpoint));
  return { provider, calls, lists, writes };
}

function draw(admin: boolean, gw = fakeGateway()) {
  const onOpen = vi.fn();
  render(
    <DataProviderContext value={gw.provider}>
      <VersionsPanel telaId="nova-tela" admin={admin} onOpen={onOpen} />
      <DialogHost />
    </DataProviderContext>,
  );
  return { ...gw, onOpen };
}

const rowOf = async (numero: number) => {
  const cell = await screen.findByText(`Nova tela ${numero}`);
  return within(cell.closest('tr')!);
};

afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
});

describe('VersionsPanel', () => {
  it('lists the versions with number, state, author and dates; a returned draft says why', async () => {
    const gw = draw(false);
    const r4 = await rowOf(4);
    expect(r4.getByText('Devolvida')).toBeTruthy();
    expect(r4.getByText('Motivo: Falta a coluna CPF.')).toBeTruthy();
    expect((await rowOf(3)).getByText('Em revisão')).toBeTruthy();
    expect((await rowOf(2)).getByText('Publicada')).toBeTruthy();
    expect((await rowOf(1)).getByText('Retirada')).toBeTruthy();
    expect(gw.calls[0]).toMatchObject({ endpoint: 'telas.listaVersoes', params: { telaId: 'nova-tela' } });
    fireEvent.click((await rowOf(2)).getByRole('button', { name: 'Abrir no editor' }));
    expect(gw.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it("an analyst sees no administrator's action; an administrator sees those each state allows", async () => {
    draw(false);
    await rowOf(1);
    for (const name of ['Publicar', 'Devolver', 'Retirar', 'Restaurar', 'Revisar'])
      expect(screen.queryByRole('button', { name: new RegExp(`^${name}`) })).toBeNull();
    cleanup();
    draw(true);
    const names = async (n: number) => (await rowOf(n)).getAllByRole('button').map((b) => b.textContent);
    expect(await names(4)).toEqual(['Abrir no editor']);
    expect(await names(3)).toEqual(['Abrir no editor', 'Revisar', 'Publicar', 'Devolver']);
    expect(await names(2)).toEqual(['Abrir no editor', 'Retirar']);
    expect(await names(1)).toEqual(['Abrir no editor', 'Restaurar']);
  });

  it('returning asks the reason (10 to 500 characters) before anything is sent; then the list is read again', async () => {
    const gw = draw(true);
    fireEvent.click((await rowOf(3)).getByRole('button', { name: 'Devolver a versão 3 de nova-tela' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver a versão 3' });
    const field = within(dialog).getByLabelText(/Motivo da devolução/);
    fireEvent.change(field, { target: { value: '  curto   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await within(dialog).findByText(MSG_MOTIVO)).toBeTruthy();
    expect(gw.writes()).toEqual([]);
    const before = gw.lists();
    fireEvent.change(field, { target: { value: 'Falta a coluna de matrícula.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText('Tela devolvida ao autor.')).toBeTruthy();
    expect(gw.writes()).toEqual([
      { endpoint: 'telas.devolverVersao', params: { id: 3, versao: 1, motivo: 'Falta a coluna de matrícula.' } },
    ]);
    await waitFor(() => expect(gw.lists()).toBeGreaterThan(before));
    expect(await (await rowOf(3)).findByText('Motivo: Falta a coluna de matrícula.')).toBeTruthy();
  });

  it('Escape closes the reason dialog: nothing is sent and the focus is back on the button', async () => {
    const gw = draw(true);
    const button = (await rowOf(3)).getByRole('button', { name: 'Devolver a versão 3 de nova-tela' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Devolver a versão 3' });
    fireEvent.keyDown(within(dialog).getByLabelText(/Motivo da devolução/), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(gw.writes()).toEqual([]);
  });

  it('publishing asks for a confirmation, tells the answer and shows the new states', async () => {
    const gw = draw(true);
    fireEvent.click((await rowOf(3)).getByRole('button', { name: 'Publicar a versão 3 de nova-tela' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publicar tela' });
    expect(within(confirm).getByText(/Publicar a versão 3 de 'Nova tela 3'\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Tela publicada: os usuários a verão na próxima navegação.')).toBeTruthy();
    expect(gw.writes()).toEqual([{ endpoint: 'telas.publicarVersao', params: { id: 3, versao: 1 } }]);
    expect(await (await rowOf(3)).findByText('Publicada')).toBeTruthy();
    expect(await (await rowOf(2)).findByText('Retirada')).toBeTruthy();
  });

  it("'Cancelar' on a confirmation sends nothing", async () => {
    const gw = draw(true);
    fireEvent.click((await rowOf(2)).getByRole('button', { name: 'Retirar a versão 2 de nova-tela' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gw.writes()).toEqual([]);
  });

  it('two ticked versions are compared: the older against the newer', async () => {
    draw(false);
    fireEvent.click((await rowOf(1)).getByRole('checkbox'));
    fireEvent.click((await rowOf(3)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Comparar versões 1 e 3' }));
    expect(
      await screen.findByRole('heading', { name: /Comparação: versão 1 de nova-tela × versão 3 de nova-tela/ }),
    ).toBeTruthy();
    expect(await screen.findByText('1 trecho alterado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unificado' }));
    expect(screen.getByRole('button', { name: 'Unificado' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('De versão 1 de nova-tela para versão 3 de nova-tela')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar comparação' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Comparação/ })).toBeNull());
  });

  it('an administrator reviews a submitted version beside the published one, both previewed', async () => {
    draw(true);
    const revisar = (await rowOf(3)).getByRole('button', { name: 'Revisar' });
    revisar.focus();
    fireEvent.click(revisar);
    const review = await screen.findByRole('region', { name: 'Revisão da versão 3 de nova-tela' });
    expect(await within(review).findByText('Em vigor: versão 2 (publicada)')).toBeTruthy();
    expect(within(review).getByText('Pré-visualização de Nova tela 2')).toBeTruthy();
    expect(within(review).getByText('Pré-visualização de Nova tela 3')).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Publicar' })).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Fechar revisão' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Revisão/ })).toBeNull());
    expect(document.activeElement).toBe(revisar);
  });
});
