// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirm } from '../../components/confirm.tsx';
import { askInput } from '../../components/InputDialog.tsx';
import { DataGrid } from '../../grid/DataGrid.tsx';
import solicitacoes from '../../../screens/usuarios/solicitacoes.screen.json';
import type { ActionDef } from '../../screens/types.ts';
import { alert } from './alert.tsx';
import { DialogHost } from './DialogHost.tsx';
import { dialogStore } from './dialogStore.ts';

afterEach(() => {
  act(() => dialogStore.closeAll());
  dialogStore.takeReturn();
  cleanup();
});

/** 'Reprovar' of 'Solicitações': an input dialog with a reason (its schema is precompiled from the screen). */
const reprovar = (solicitacoes.rowActions as unknown as ActionDef[]).find((a) => a.label === 'Reprovar')!.input!;
/** The host as the shell draws it (engine/shell/Root.tsx): only while a dialog is open, so the last one closed takes it away. */
function HostWhileOpen() {
  const open = useSyncExternalStore(dialogStore.subscribe, () => dialogStore.getSnapshot().length > 0);
  return open ? <DialogHost /> : null;
}
const esc = () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
/** A dialog open, with the focus inside it (its autofocused button's). */
const dialogOpen = () => waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull());
/** An input dialog open, the focus in its reason (as a person starts typing; Blueprint would move it there a frame later). */
const inputOpen = async () => {
  const reason = await screen.findByLabelText(/Motivo da reprovação/);
  reason.focus();
  return reason;
};
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('closing a dialog gives the focus back to what opened it', () => {
  it("Esc or 'Cancelar': the focus is back on the opener, not on <body> (the host leaving with the last dialog)", async () => {
    render(
      <>
        <button onClick={() => void confirm({ title: 'Aprovar', text: 'Aprovar a solicitação?' })}>Aprovar</button>
        <HostWhileOpen />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Aprovar' });
    for (const close of [esc, () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))]) {
      opener.focus();
      fireEvent.click(opener);
      await dialogOpen();
      act(close);
      await noDialog();
      expect(document.activeElement).toBe(opener);
    }
  });

  it('a dialog that arrives after the focus was lost (a file refused once its tab opened): back to the last control used', async () => {
    function Arquivo() {
      const [sumiu, setSumiu] = useState(false);
      return sumiu ? (
        <button key="novo">Baixar</button>
      ) : (
        <button
          key="antigo"
          onClick={() => {
            // The press redraws the control (its row refreshed) and the answer comes later.
            setSumiu(true);
            setTimeout(() => void alert({ tipo: 'erro', titulo: 'Erro!', texto: 'Falhou.' }), 0);
          }}
        >
          Baixar
        </button>
      );
    }
    render(
      <>
        <Arquivo />
        <HostWhileOpen />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Baixar' });
    opener.focus();
    fireEvent.click(opener);
    await dialogOpen();
    expect(opener.isConnected).toBe(false);
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Baixar' }));
  });

  it("a dialog a page opened as it loaded, its last control gone with the page before: the focus goes to the page's heading", async () => {
    function Paginas() {
      const [nova, setNova] = useState(false);
      return nova ? (
        <main>
          <h1 tabIndex={-1}>Histórico de alterações de avos</h1>
        </main>
      ) : (
        <button
          onClick={() => {
            // Back to a page that searches again as it loads, and the gateway refuses the search.
            setNova(true);
            setTimeout(() => void alert({ tipo: 'atencao', titulo: 'Alerta!', texto: 'O valor mínimo é 2025.' }), 0);
          }}
        >
          Voltar
        </button>
      );
    }
    render(
      <>
        <Paginas />
        <HostWhileOpen />
      </>,
    );
    const voltar = screen.getByRole('button', { name: 'Voltar' });
    voltar.focus();
    fireEvent.click(voltar);
    await dialogOpen();
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Histórico de alterações de avos' }));
  });

  it('an opener drawn again meanwhile (a toolbar after its record reloaded): its namesake takes the focus', async () => {
    function Toolbar() {
      const [round, setRound] = useState(0);
      const open = () => void askInput({ ...reprovar, title: 'Registrar ausência', submitLabel: 'Registrar' });
      return (
        <div>
          <button key={round} onClick={open}>
            Registrar ausência
          </button>
          <button onClick={() => setRound((r) => r + 1)}>Recarregar</button>
        </div>
      );
    }
    render(
      <>
        <Toolbar />
        <DialogHost />
      </>,
    );
    const first = screen.getByRole('button', { name: 'Registrar ausência' });
    first.focus();
    fireEvent.click(first);
    await inputOpen();
    // The record reloads under the dialog: the toolbar's button is a new element.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Recarregar', hidden: true })));
    expect(first.isConnected).toBe(false);
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Registrar ausência' }));
  });

  it('stacked: the confirmation of an input dialog gives the focus back inside it; the input dialog to its opener', async () => {
    render(
      <>
        <button
          onClick={() =>
            void askInput({
              ...reprovar,
              submitLabel: 'Reprovar',
              submit: async () => ((await confirm({ title: 'Confirma?', text: 'Reprovar?' })) ? 'done' : 'stay'),
            })
          }
        >
          Abrir
        </button>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.change(await inputOpen(), { target: { value: 'Documento ilegível.' } });
    const submit = screen.getByRole('button', { name: 'Reprovar' });
    submit.focus();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    // The confirmation's 'Cancelar' (the input dialog has its own under it).
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    // Back on 'Reprovar' once it is enabled again (busy while its confirmation was open).
    await waitFor(() => expect(document.activeElement).toBe(submit));
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(opener);
  });

  it('a success alert opened as its confirmation closes takes over the return: closing it goes back to the opener', async () => {
    const run = async () => {
      if (await confirm({ title: 'Aprovar', text: 'Aprovar?' }))
        alert({ tipo: 'sucesso', titulo: 'Sucesso!', texto: 'Aprovado.', botao: 'Fechar' });
    };
    render(
      <>
        <button onClick={() => void run()}>Aprovar</button>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Aprovar' });
    opener.focus();
    fireEvent.click(opener);
    await dialogOpen();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await noDialog();
    expect(document.activeElement).toBe(opener);
  });
});

describe('a dialog opened from a grid row: the focus comes back to that row', () => {
  const rows = [
    { id: 1, nome: 'Helena Souza' },
    { id: 2, nome: 'Otávio Prado' },
    { id: 3, nome: 'Patrícia Lima' },
  ];
  const actions = [
    { action: 'navigate', label: 'Detalhar', icon: 'eye-open' },
    { action: 'command', label: 'Aprovar', icon: 'tick' },
  ] as ActionDef[];
  const onAction = (_: ActionDef, row: Record<string, unknown>) =>
    void confirm({ title: 'Aprovar', text: `Aprovar a solicitação de ${String(row.nome)}?` });
  const grid = (shown: typeof rows) => (
    <>
      <DataGrid
        ariaLabel="Resultados: Solicitações"
        columns={[{ field: 'nome', header: 'Nome' }]}
        rows={shown}
        sort={null}
        onSortClick={vi.fn()}
        rowActions={actions}
        onAction={onAction}
      />
      <DialogHost />
    </>
  );
  const cellOf = (rowId: string, col = '__actions') =>
    document.querySelector<HTMLElement>(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${col}"]`)!;
  /** Helena's 'Aprovar', focused and pressed. */
  const openFromHelena = async () => {
    const button = cellOf('1').querySelectorAll<HTMLButtonElement>('button')[1];
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Aprovar a solicitação de Helena Souza?')).toBeTruthy();
    return button;
  };

  it("Esc: back on Helena's own 'Aprovar'", async () => {
    render(grid(rows));
    await screen.findAllByRole('button', { name: 'Aprovar' });
    const button = await openFromHelena();
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(button);
  });

  it("the button drawn again meanwhile: its twin in Helena's cell takes the focus", async () => {
    render(grid(rows));
    await screen.findAllByRole('button', { name: 'Aprovar' });
    const button = await openFromHelena();
    const twin = button.cloneNode(true) as HTMLButtonElement;
    button.replaceWith(twin);
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(twin);
  });

  it("the buttons gone from the cell meanwhile: Helena's actions cell takes the focus", async () => {
    render(grid(rows));
    await screen.findAllByRole('button', { name: 'Aprovar' });
    await openFromHelena();
    cellOf('1').querySelector('.prh-row-actions')!.remove();
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(cellOf('1'));
  });

  it("Helena's row gone (approved off the list): the actions cell of the row now in its place, never a button of it", async () => {
    const { rerender } = render(grid(rows));
    await screen.findAllByRole('button', { name: 'Aprovar' });
    await openFromHelena();
    rerender(grid(rows.slice(1)));
    await waitFor(() => expect(cellOf('1')).toBeNull());
    act(esc);
    await noDialog();
    expect(document.activeElement).toBe(cellOf('2'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Ações de Otávio Prado');
  });
});
