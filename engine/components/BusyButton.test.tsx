// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton.tsx';

afterEach(cleanup);

describe('a button that keeps the keyboard focus while unavailable', () => {
  it('busy: stays focused and announced as busy, a press is ignored; available again, it works', () => {
    const onClick = vi.fn();
    function Pesquisar() {
      const [busy, setBusy] = useState(false);
      return (
        <>
          <BusyButton icon="search" busy={busy} onClick={onClick}>
            Pesquisar
          </BusyButton>
          <button onClick={() => setBusy((b) => !b)}>alternar</button>
        </>
      );
    }
    render(<Pesquisar />);
    const botao = screen.getByRole('button', { name: 'Pesquisar' });
    botao.focus();
    fireEvent.click(screen.getByRole('button', { name: 'alternar' }));
    botao.focus();
    expect(botao.hasAttribute('disabled')).toBe(false);
    expect(botao.getAttribute('aria-disabled')).toBe('true');
    expect(botao.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(botao);
    fireEvent.click(botao);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'alternar' }));
    fireEvent.click(botao);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('unavailable (the last page): looks disabled, keeps the focus, ignores presses', () => {
    const onClick = vi.fn();
    render(<BusyButton aria-label="Próxima página" unavailable onClick={onClick} icon="chevron-right" />);
    const botao = screen.getByRole('button', { name: 'Próxima página' });
    botao.focus();
    expect(document.activeElement).toBe(botao);
    expect(botao.className).toContain('bp6-disabled');
    fireEvent.click(botao);
    expect(onClick).not.toHaveBeenCalled();
  });
});
