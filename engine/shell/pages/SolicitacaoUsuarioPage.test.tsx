// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { basicCall } from '../../../services/http/basicCall.ts';
import { unwrap } from '../../../services/http/envelope.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { dialogStore } from '../dialogs/dialogStore.ts';
import { SolicitacaoUsuarioPage } from './SolicitacaoUsuarioPage.tsx';

afterEach(() => {
  cleanup();
  dialogStore.closeAll();
});

const invalido = () => unwrap({ codigoMensagem: 4, mensagem: 'Captcha inválido ou expirado.', mensagemExibicao: 'captcha: Captcha inválido ou expirado.' });

describe('Solicitações de cadastros', () => {
  it('a wrong captcha shows Alerta! and loads a new challenge; the right one lists the units', async () => {
    let n = 0;
    const calls: { endpoint: string; params?: Record<string, unknown> }[] = [];
    const call = vi.fn(async (req: { endpoint: string; params?: Record<string, unknown> }) => {
      calls.push(req);
      if (req.endpoint === 'captcha.gerar')
        return { content: unwrap({ codigoMensagem: 0, objeto: { id: `c${++n}`, imagem: 'data:image/svg+xml;base64,PHN2Zy8+' } }), errors: null };
      if (req.endpoint === 'papel.unidadesCaptcha') {
        return req.params?.captcha === 'c2.7'
          ? { content: unwrap({ codigoMensagem: 0, objeto: [{ codigo: '1261', sigla: 'SEE', nome: 'Secretaria de Estado de Educação' }] }), errors: null }
          : { content: invalido(), errors: { status: 400, statusText: 'Bad Request' } };
      }
      return { content: unwrap({ codigoMensagem: 0, objeto: [] }), errors: null };
    }) as unknown as typeof basicCall;
    render(
      <MemoryRouter>
        <SolicitacaoUsuarioPage call={call} />
        <DialogHost />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Solicitações de cadastros' })).toBeTruthy();
    await screen.findByRole('img', { name: /Desafio de segurança/ });
    const answer = screen.getByLabelText('Resultado da conta*');
    fireEvent.change(answer, { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    });
    expect(calls.find((c) => c.endpoint === 'papel.unidadesCaptcha')?.params).toEqual({ captcha: 'c1.5' });
    const alerta = await screen.findByRole('dialog');
    expect(alerta.textContent).toContain('Alerta!');
    expect(alerta.textContent).toContain('Captcha inválido ou expirado.');
    await waitFor(() => expect(calls.filter((c) => c.endpoint === 'captcha.gerar')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.change(screen.getByLabelText('Resultado da conta*'), { target: { value: '7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    });
    expect(await screen.findByText('Desafio validado.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'SEE - Secretaria de Estado de Educação' })).toBeTruthy();
  });

  it('sending with empty fields warns and sends nothing', async () => {
    const call = vi.fn(async () => ({
      content: unwrap({ codigoMensagem: 0, objeto: { id: 'c', imagem: 'data:,' } }),
      errors: null,
    })) as unknown as typeof basicCall;
    render(
      <MemoryRouter>
        <SolicitacaoUsuarioPage call={call} />
        <DialogHost />
      </MemoryRouter>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.',
    );
    expect(vi.mocked(call).mock.calls.map((c) => (c as unknown as [{ endpoint: string }])[0].endpoint)).toEqual(['captcha.gerar']);
    expect(screen.getByText('CPF inválido.')).toBeTruthy();
  });
});
