// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubProvider, type CallRequest } from '../../services/http/dataProvider.ts';
import { DataProviderContext } from '../data.tsx';
import { initials } from './avatar.ts';
import { UserMenu } from './UserMenu.tsx';

afterEach(cleanup);

const UNIT = { codigo: '1501', sigla: 'SEPLAG', nome: 'Secretaria de Estado de Planejamento e Gestão' };
const failure = { codigoMensagem: 1, mensagem: 'Erro', dataServidor: '', listaCriticas: [], data: {} };

function renderWith(download: (r: CallRequest) => ReturnType<ReturnType<typeof stubProvider>['download']>) {
  const provider = stubProvider(() => failure, { download });
  return render(
    <DataProviderContext value={provider}>
      <MemoryRouter>
        <UserMenu name="Ana Souza da Silva" cpf="39053344705" unit={UNIT} onChangeUnit={() => {}} />
      </MemoryRouter>
    </DataProviderContext>,
  );
}

describe('the user menu shows the photo (call catalogue §7: the avatar is the response url)', () => {
  it("asks usuario.foto for the user's cpf and shows the answer; the button keeps its name", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:foto');
    URL.revokeObjectURL = vi.fn();
    const download = vi.fn(async () => ({
      ok: true as const,
      blob: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      filename: 'foto.svg',
    }));
    const { container, unmount } = renderWith(download);
    await waitFor(() => expect(container.querySelector('img.prh-avatar')?.getAttribute('src')).toBe('blob:foto'));
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: 'usuario.foto', params: { cpf: '39053344705' } }),
    );
    expect(screen.getByRole('button', { name: 'Ana Souza da Silva SEPLAG — menu do usuário' })).toBeTruthy();
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:foto');
  });

  it('shows the initials when the photo cannot be had, without a dialog', async () => {
    const download = vi.fn(async () => ({ ok: false as const, result: failure }));
    const { container } = renderWith(download);
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.prh-avatar-initials')?.textContent).toBe('AS');
    expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull();
  });

  it('initials: first and last word, without the connecting words', () => {
    expect(initials('Ana Souza da Silva')).toBe('AS');
    expect(initials('  maria  ')).toBe('M');
    expect(initials('João dos Santos')).toBe('JS');
    expect(initials('Ícaro de Oliveira e Sá')).toBe('ÍS');
    expect(initials('')).toBe('?');
  });
});
