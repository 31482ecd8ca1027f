import { describe, expect, it, vi } from 'vitest';
import { createDialogStore } from './dialogStore.ts';
import { errorText, TICKET_INSTRUCTION, warningText } from './errorDialogs.ts';

const C = () => null;

describe('dialog store', () => {
  it('hands out ids, reusing released ones first (lowest first)', () => {
    const s = createDialogStore();
    expect([s.open({ component: C }), s.open({ component: C }), s.open({ component: C })]).toEqual([1, 2, 3]);
    s.close(2);
    s.close(1);
    expect(s.open({ component: C })).toBe(1);
    expect(s.open({ component: C })).toBe(2);
    expect(s.open({ component: C })).toBe(4);
  });

  it('close without id closes the highest; with none open only warns', () => {
    const s = createDialogStore();
    s.open({ component: C });
    s.open({ component: C });
    s.close();
    expect(s.getSnapshot().map((d) => d.id)).toEqual([1]);
    s.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    s.close();
    expect(warn).toHaveBeenCalled();
  });

  it('closeAll resets the dialogs and the counter; opening without a component is ignored', () => {
    const s = createDialogStore();
    s.open({ component: C });
    s.open({ component: C });
    s.closeAll();
    expect(s.getSnapshot()).toEqual([]);
    expect(s.open({ component: undefined as never })).toBeNull();
    expect(s.open({ component: C })).toBe(1);
  });
});

describe('error dialog texts (spec section 8)', () => {
  it('code 1: page message, ticket instruction, code with hash and server date', () => {
    expect(
      errorText(
        { mensagem: 'Falha', hashErro: 'ab12', dataServidor: '22/11/2026 14:30:00' },
        'Houve um erro ao realizar a pesquisa.',
      ),
    ).toBe(`Houve um erro ao realizar a pesquisa.\n\n${TICKET_INSTRUCTION}\nCódigo: ab12 22/11/2026 14:30:00`);
  });
  it('code 4: message, blank line, display message', () => {
    expect(
      warningText({
        mensagem: 'Dados inválidos.',
        mensagemExibicao: 'Confira o CPF.',
        listaCriticas: [],
        dataServidor: 'x',
      }),
    ).toBe('Dados inválidos.\n\nConfira o CPF.');
  });
});
