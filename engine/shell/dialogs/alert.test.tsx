// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureResult, resultFromFailure, unwrap } from '../../../services/http/envelope.ts';
import { alert, ALERT_WIDTH } from './alert.tsx';
import { DialogHost } from './DialogHost.tsx';
import { createDialogStore } from './dialogStore.ts';
import {
  MSG_FALHA_GENERICA,
  MSG_SEM_ACESSO,
  showFailure,
  showResultError,
  TICKET_INSTRUCTION,
  warningText,
} from './errorDialogs.ts';

afterEach(cleanup);
const Body = ({ texto }: { texto: string }) => <p>{texto}</p>;

describe('stacked dialogs', () => {
  it('renders each open dialog; Fechar closes the top one, Fechar todos all; width defaults to 100% up to 1200', () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => {
      store.open({ component: Body as never, props: { texto: 'primeiro' }, title: 'Um' });
      store.open({ component: Body as never, props: { texto: 'segundo' }, title: 'Dois', width: 5000 });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    const dialogs = document.querySelectorAll<HTMLElement>('.prh-dialog');
    expect(dialogs[0].style.width).toBe('100%');
    expect(dialogs[0].style.maxWidth).toContain('1200px');
    expect(dialogs[1].style.width).toBe('1200px');
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('primeiro')).toBeTruthy();
    act(() => {
      store.open({ component: Body as never, props: { texto: 'terceiro' } });
    });
    expect(store.getSnapshot().map((d) => d.id)).toEqual([1, 2]); // the released id 2 reused
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar todos' })[0]);
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('hideDefaultButtons hides Fechar todos and Fechar', () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => {
      store.open({ component: Body as never, props: { texto: 'x' }, hideDefaultButtons: true });
    });
    expect(screen.queryByRole('button', { name: 'Fechar todos' })).toBeNull();
  });
});

describe('alert dialogs (700 px, button 112 px)', () => {
  const open = (tipo: Parameters<typeof alert>[0]['tipo']) => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => {
      store.open({ component: Body as never, props: { texto: 'por baixo' } });
      alert({ tipo, titulo: 'T', texto: 'linha 1\n\nlinha 3', botao: 'OK' }, store);
    });
    return store;
  };

  it('informacao (default), atencao, erro, sucesso: the button closes only the top dialog', () => {
    for (const tipo of [undefined, 'atencao', 'erro', 'sucesso'] as const) {
      const store = open(tipo);
      const el = document.querySelector<HTMLElement>('.prh-alert')!;
      expect(el.style.width).toBe(`${ALERT_WIDTH}px`);
      expect(el.className).toContain(`prh-alert-${tipo ?? 'informacao'}`);
      const button = screen.getByRole('button', { name: 'OK' });
      expect(button.style.width).toBe('112px');
      fireEvent.click(button);
      expect(store.getSnapshot()).toHaveLength(1);
      cleanup();
    }
  });

  it('sucessoCompleto closes all; sucessoCompletoTelaAnterior closes all and goes back one page', () => {
    let store = open('sucessoCompleto');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getSnapshot()).toHaveLength(0);
    cleanup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    window.history.replaceState({ idx: 1 }, '');
    store = open('sucessoCompletoTelaAnterior');
    expect(back).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getSnapshot()).toHaveLength(0);
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('sucessoCompletoTelaAnterior on a page opened from a link goes to semAnterior, never back to a blank tab', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    window.history.replaceState({ idx: 0 }, '');
    const semAnterior = vi.fn();
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => {
      alert({ tipo: 'sucessoCompletoTelaAnterior', titulo: 'T', texto: 'x', botao: 'OK', semAnterior }, store);
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(back).not.toHaveBeenCalled();
    expect(semAnterior).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });
});

describe('error catalogue dialogs (spec section 8)', () => {
  it('code 1: Erro!, the page message, the ticket instruction, Código with hash and server date, Continuar', () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => {
      showResultError(
        unwrap({ codigoMensagem: 1, mensagem: 'x', hashErro: 'abc123', dataServidor: '22/11/2026 10:00:00' }),
        'Houve um erro ao realizar a pesquisa.',
        store,
      );
    });
    const d = screen.getByRole('dialog');
    expect(d.textContent).toContain('Erro!');
    expect(d.textContent).toContain('Houve um erro ao realizar a pesquisa.');
    expect(d.textContent).toContain(TICKET_INSTRUCTION);
    expect(d.textContent).toContain('Código: abc123 22/11/2026 10:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(store.getSnapshot()).toHaveLength(0);
  });
  it('code 4: Alerta! with the message, a blank line and the display message; other codes open nothing', () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => {
      showResultError(
        unwrap({
          codigoMensagem: 4,
          mensagem: 'Captcha inválido ou expirado.',
          mensagemExibicao: 'captcha: Captcha inválido ou expirado.',
        }),
        undefined,
        store,
      );
    });
    expect(screen.getByRole('dialog').textContent).toContain('Alerta!');
    expect(showResultError(unwrap({ codigoMensagem: 2, mensagem: 'sem resultado' }), undefined, store)).toBe(false);
  });
  it("showFailure always tells: the catalogue dialog, else 'Erro!' with the page's, the result's or a generic message", () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    act(() => showFailure(unwrap({ codigoMensagem: 3, mensagem: '' }), 'Não foi possível aprovar.', store));
    expect(screen.getByRole('dialog').textContent).toContain('Não foi possível aprovar.');
    act(() => store.closeAll());
    act(() => showFailure(unwrap({ codigoMensagem: 3, mensagem: '' }), undefined, store));
    expect(screen.getByRole('dialog').textContent).toContain(MSG_FALHA_GENERICA);
    act(() => store.closeAll());
    act(() => showFailure(unwrap({ codigoMensagem: 4, mensagem: 'Recusado.' }), undefined, store));
    expect(screen.getByRole('dialog').textContent).toContain('Alerta!');
  });
  it('code 4 says each thing once: the message, the display message and the critiques repeat each other', () => {
    const text = warningText({
      mensagem: 'Captcha inválido ou expirado.',
      mensagemExibicao: 'captcha: Captcha inválido ou expirado.',
      listaCriticas: [{ campo: 'captcha', mensagem: 'Captcha inválido ou expirado.' }],
      dataServidor: '',
    });
    expect(text).toBe('Captcha inválido ou expirado.');
    const two = warningText({
      mensagem: 'Existem campos inválidos na requisição.',
      mensagemExibicao: 'cpf: CPF inválido. nome: Informe ao menos 3 caracteres.',
      listaCriticas: [
        { campo: 'cpf', mensagem: 'CPF inválido.' },
        { campo: 'nome', mensagem: 'Informe ao menos 3 caracteres.' },
      ],
      dataServidor: '',
    });
    expect(two).toBe('Existem campos inválidos na requisição.\n\n• CPF inválido.\n• Informe ao menos 3 caracteres.');
    // A display message of its own is kept.
    expect(
      warningText({
        mensagem: 'Recusado.',
        mensagemExibicao: 'O período não pode estar no futuro.',
        listaCriticas: [],
        dataServidor: '',
      }),
    ).toBe('Recusado.\n\nO período não pode estar no futuro.');
  });
  it("a permission refusal (HTTP 403, another unit's record) is 'Alerta!' saying so, without a ticket", () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    const refused = resultFromFailure({
      message: 'Request failed with status code 403',
      response: {
        status: 403,
        data: {
          codigoMensagem: 1,
          mensagem: 'Servidor não pertence à unidade do usuário.',
          hashErro: 'f00d',
          dataServidor: 'x',
        },
      },
    });
    act(() => {
      showResultError(refused, 'Não foi possível carregar os dados.', store);
    });
    const d = screen.getByRole('dialog', { name: 'Alerta!' });
    expect(d.textContent).toContain('Servidor não pertence à unidade do usuário.');
    expect(d.textContent).toContain(MSG_SEM_ACESSO);
    expect(d.textContent).not.toContain(TICKET_INSTRUCTION);
    expect(screen.queryByText(/Erro!/)).toBeNull();
  });
  it('any other failure is normalised to code 1 with the message as hashErro', () => {
    const r = failureResult('Network Error', new Date(2026, 10, 22, 10, 0, 0));
    expect(r).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Network Error',
      hashErro: 'Network Error',
      dataServidor: '22/11/2026 10:00:00',
      data: {},
    });
  });
});
