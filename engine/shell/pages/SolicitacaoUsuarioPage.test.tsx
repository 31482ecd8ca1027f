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

/** The page at its route, with the dialog stack, its calls answered by `call`. */
const mount = (call: typeof basicCall) =>
  render(
    <MemoryRouter>
      <SolicitacaoUsuarioPage call={call} />
      <DialogHost />
    </MemoryRouter>,
  );

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
    mount(call);
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
    mount(call);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.',
    );
    expect(vi.mocked(call).mock.calls.map((c) => (c as unknown as [{ endpoint: string }])[0].endpoint)).toEqual(['captcha.gerar']);
    expect(screen.getByText('CPF inválido.')).toBeTruthy();
    expect(screen.getByText('A senha deve ter ao menos 8 caracteres, com letras e números.')).toBeTruthy();
  });

  it('asks for a password typed twice: a weak one or a mismatch is shown under the field; a good one is sent', async () => {
    const calls: { endpoint: string; params?: Record<string, unknown> }[] = [];
    const call = vi.fn(async (req: { endpoint: string; params?: Record<string, unknown> }) => {
      calls.push(req);
      const objeto =
        req.endpoint === 'captcha.gerar'
          ? { id: 'c1', imagem: 'data:image/svg+xml;base64,PHN2Zy8+' }
          : req.endpoint === 'papel.unidadesCaptcha'
            ? [{ codigo: '1261', sigla: 'SEE', nome: 'Secretaria de Estado de Educação' }]
            : req.endpoint === 'papel.listarPorUnidadeCaptcha'
              ? [{ codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' }]
              : req.endpoint === 'usuario.solicitarAcesso'
                ? { id: 42, situacao: 'PENDENTE' }
                : {};
      return { content: unwrap({ codigoMensagem: 0, mensagem: 'Solicitação de cadastro enviada com sucesso.', objeto }), errors: null };
    }) as unknown as typeof basicCall;
    mount(call);
    await screen.findByRole('img', { name: /Desafio de segurança/ });
    fireEvent.change(screen.getByLabelText('Resultado da conta*'), { target: { value: '7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    });
    await screen.findByText('Desafio validado.');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Unidade*'), { target: { value: '1261' } });
    });
    fireEvent.click(await screen.findByLabelText('Consulta de recursos humanos'));
    fireEvent.change(screen.getByLabelText('CPF*'), { target: { value: '111.444.777-35' } });
    fireEvent.change(screen.getByLabelText('Nome completo*'), { target: { value: 'Joana Solicitante' } });
    fireEvent.change(screen.getByLabelText('E-mail institucional*'), { target: { value: 'joana@educacao.mg.gov.br' } });
    fireEvent.click(screen.getByLabelText(/Li e aceito o termo de uso/));
    const senha = screen.getByLabelText('Senha*');
    const confirmacao = screen.getByLabelText('Confirmar senha*');
    expect(senha.getAttribute('type')).toBe('password');
    expect(confirmacao.getAttribute('type')).toBe('password');
    const enviar = async () => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    };

    fireEvent.change(senha, { target: { value: 'joana' } });
    fireEvent.change(confirmacao, { target: { value: 'joana' } });
    await enviar();
    expect(screen.getByText('A senha deve ter ao menos 8 caracteres, com letras e números.')).toBeTruthy();

    fireEvent.change(senha, { target: { value: 'Joana2026' } });
    fireEvent.change(confirmacao, { target: { value: 'Joana2027' } });
    await enviar();
    expect(screen.getByText('As senhas não conferem.')).toBeTruthy();
    expect(screen.queryByText('A senha deve ter ao menos 8 caracteres, com letras e números.')).toBeNull();
    expect(calls.some((c) => c.endpoint === 'usuario.solicitarAcesso')).toBe(false);

    fireEvent.change(confirmacao, { target: { value: 'Joana2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    });
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'usuario.solicitarAcesso')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'usuario.solicitarAcesso')?.params).toEqual({
      cpf: '11144477735',
      nome: 'Joana Solicitante',
      email: 'joana@educacao.mg.gov.br',
      codigoUnidade: '1261',
      papeis: ['RH_CONSULTA'],
      senha: 'Joana2026',
      captcha: 'c1.7',
    });
    expect(screen.queryByText('As senhas não conferem.')).toBeNull();
  });
});
