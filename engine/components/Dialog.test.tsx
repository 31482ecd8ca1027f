// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alert } from '../shell/dialogs/alert.tsx';
import { DialogHost } from '../shell/dialogs/DialogHost.tsx';
import { createDialogStore } from '../shell/dialogs/dialogStore.ts';
import { UnitDialog } from '../shell/UnitDialog.tsx';
import { CLOSE_LABEL, Dialog, focusInside } from './Dialog.tsx';

afterEach(cleanup);

/** Every button of the open dialogs, by accessible name (aria-label, else text). */
const buttonNames = () =>
  screen
    .getAllByRole('dialog')
    .flatMap((d) => within(d).queryAllByRole('button'))
    .map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim());

describe("dialogs: every accessible name in Portuguese ('Close' was announced)", () => {
  it("the header's close button is 'Fechar', closes, and the title names the dialog", () => {
    const onClose = vi.fn();
    render(
      <Dialog isOpen title="Detalhes" onClose={onClose}>
        <p>corpo</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Detalhes' });
    expect(within(dialog).getByRole('heading', { name: 'Detalhes' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: CLOSE_LABEL }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the stack of dialogs, an alert and the unit dialog: no English name anywhere', () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => {
      store.open({ component: (() => <p>lista</p>) as never, title: 'Relatório' });
      alert({ tipo: 'sucesso', titulo: 'Sucesso!', texto: 'Feito.' }, store);
    });
    // The plain dialog: header 'Fechar' plus its footer; the alert: its one button only (spec).
    expect(buttonNames()).toEqual(['Fechar', 'Fechar todos', 'Fechar', 'Fechar']);
    expect(within(screen.getByRole('dialog', { name: 'Sucesso!' })).getAllByRole('button')).toHaveLength(1);
    cleanup();
    render(
      <UnitDialog
        units={[{ unidade: { codigo: '1', nome: 'Secretaria', sigla: 'SEC' }, papeis: [] }]}
        onPicked={() => undefined}
      />,
    );
    expect(buttonNames()).toEqual(['SEC - Secretaria']);
  });
});

describe('a dialog takes the focus inside itself when it opens (WAI-ARIA dialog pattern)', () => {
  const dialogOf = () => screen.getByRole('dialog').closest('.bp6-overlay') as HTMLElement;

  it('its first field, when it has one', () => {
    render(
      <Dialog isOpen title="Reprovar">
        <div className="bp6-dialog-body">
          <p>Informe o motivo.</p>
          <textarea aria-label="Motivo" />
        </div>
      </Dialog>,
    );
    focusInside(dialogOf());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Motivo' }));
  });

  it('else the dialog itself, named by its title — never a destructive button by default', () => {
    render(
      <Dialog isOpen title="Aprovar a solicitação">
        <div className="bp6-dialog-body">Confirma?</div>
        <div className="bp6-dialog-footer">
          <button type="button">Aprovar</button>
        </div>
      </Dialog>,
    );
    focusInside(dialogOf());
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Aprovar a solicitação' }));
  });

  it('a control that asked for the focus keeps it', () => {
    render(
      <Dialog isOpen title="Confirmação">
        <div className="bp6-dialog-body">
          <input aria-label="Campo" />
        </div>
        <div className="bp6-dialog-footer">
          <button type="button" autoFocus>
            Sim
          </button>
        </div>
      </Dialog>,
    );
    const sim = screen.getByRole('button', { name: 'Sim' });
    sim.focus();
    focusInside(dialogOf());
    expect(document.activeElement).toBe(sim);
  });
});
