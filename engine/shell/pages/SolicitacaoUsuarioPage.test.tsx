// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Desafios } from '../../../services/captcha.ts';
import type { BasicFn } from '../../../services/http/dataProvider.ts';
import { unwrap } from '../../../services/http/envelope.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { dialogStore } from '../dialogs/dialogStore.ts';
import { SolicitacaoUsuarioPage } from './SolicitacaoUsuarioPage.tsx';

afterEach(() => {
  cleanup();
  dialogStore.closeAll();
});

const invalido = () =>
  unwrap({
    codigoMensagem: 4,
    mensagem: 'Captcha inválido ou expirado.',
    mensagemExibicao: 'captcha: Captcha inválido ou expirado.',
  });
const SEE = { codigo: '1261', sigla: 'SEE', nome: 'Secretaria de Estado de Educação' };
const UEMG = { codigo: '2351', sigla: 'UEMG', nome: 'Universidade do Estado de Minas Gerais' };

/** Tokens t1, t2 … as the proof of work would give them, one per call. */
function fonte(): Desafios & { dados: number } {
  const f = {
    dados: 0,
    token: vi.fn(async () => `t${++f.dados}`),
  };
  return f;
}

/** The page at its route (opened from a link: nothing of the portal behind it), with the dialog stack, its calls answered by `call`. */
const mount = (call: BasicFn, desafios: Desafios = fonte()) =>
  render(
    <MemoryRouter initialEntries={['/login/usuario/solicitacao/']}>
      <Routes>
        <Route
          path="/login/usuario/solicitacao/"
          element={<SolicitacaoUsuarioPage call={call} desafios={desafios} />}
        />
        <Route path="/login" element={<p>Página de entrada</p>} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );

type Req = { endpoint: string; params?: Record<string, unknown> };

describe('Solicitações de cadastros', () => {
  it('the check needs no action: a status tells it, the units are listed with its token; no picture, nothing to type', async () => {
    const calls: Req[] = [];
    const call = vi.fn(async (req: Req) => {
      calls.push(req);
      return { content: unwrap({ codigoMensagem: 0, objeto: [SEE] }), errors: null };
    }) as unknown as BasicFn;
    mount(call);
    expect(screen.getByRole('heading', { name: 'Solicitações de cadastros' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Verificando automaticamente');
    expect(await screen.findByText('Verificação de segurança concluída.')).toBeTruthy();
    expect(calls).toEqual([{ endpoint: 'papel.unidadesCaptcha', params: { captcha: 't1' } }]);
    expect(screen.getByRole('option', { name: 'SEE - Secretaria de Estado de Educação' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /conta|desafio/i })).toBeNull();
  });

  it('a refused token shows Alerta!; a check that cannot be done offers Tentar novamente', async () => {
    let falhar = true;
    const desafios = {
      token: vi.fn(async () => {
        if (falhar) throw new Error('sem Web Crypto');
        return 'tok';
      }),
    };
    const call = vi.fn(async (req: Req) =>
      req.params?.captcha === 'tok' && req.endpoint === 'papel.unidadesCaptcha'
        ? { content: unwrap({ codigoMensagem: 0, objeto: [SEE] }), errors: null }
        : { content: invalido(), errors: { status: 400, statusText: 'Bad Request' } },
    ) as unknown as BasicFn;
    mount(call, desafios);
    expect(
      await screen.findByText('Não foi possível concluir a verificação de segurança. Tente novamente.'),
    ).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    falhar = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    });
    expect(await screen.findByText('Verificação de segurança concluída.')).toBeTruthy();
    // The roles call is refused (expired token): the warning of the spec.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Unidade *'), { target: { value: '1261' } });
    });
    const alerta = await screen.findByRole('dialog');
    expect(alerta.textContent).toContain('Alerta!');
    expect(alerta.textContent).toContain('Captcha inválido ou expirado.');
  });

  it('sending with empty fields warns and sends nothing', async () => {
    const call = vi.fn(async () => ({
      content: unwrap({ codigoMensagem: 0, objeto: [SEE] }),
      errors: null,
    })) as unknown as BasicFn;
    mount(call);
    await screen.findByText('Verificação de segurança concluída.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Não foi possível completar a ação. Existem campos que não foram preenchidos corretamente.',
    );
    expect(vi.mocked(call).mock.calls.map((c) => (c as unknown as [{ endpoint: string }])[0].endpoint)).toEqual([
      'papel.unidadesCaptcha',
    ]);
    expect(screen.getByText('CPF inválido.')).toBeTruthy();
    expect(screen.getByText('A senha deve ter ao menos 8 caracteres, com letras e números.')).toBeTruthy();
  });

  it('asks for a password typed twice: a weak one or a mismatch is shown under the field; a good one is sent with the terms and its own token', async () => {
    const calls: Req[] = [];
    const call = vi.fn(async (req: Req) => {
      calls.push(req);
      const objeto =
        req.endpoint === 'papel.unidadesCaptcha'
          ? [SEE]
          : req.endpoint === 'papel.listarPorUnidadeCaptcha'
            ? [{ codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' }]
            : req.endpoint === 'instituicao.daUnidadeCaptcha'
              ? [SEE, UEMG]
              : req.endpoint === 'usuario.solicitarAcesso'
                ? { id: 42, situacao: 'PENDENTE' }
                : {};
      return {
        content: unwrap({ codigoMensagem: 0, mensagem: 'Solicitação de cadastro enviada com sucesso.', objeto }),
        errors: null,
      };
    }) as unknown as BasicFn;
    mount(call);
    await screen.findByText('Verificação de segurança concluída.');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Unidade *'), { target: { value: '1261' } });
    });
    fireEvent.click(await screen.findByLabelText('Consulta de recursos humanos'));
    fireEvent.change(screen.getByLabelText('CPF *'), { target: { value: '111.444.777-35' } });
    fireEvent.change(screen.getByLabelText('Nome completo *'), { target: { value: 'Joana Solicitante' } });
    fireEvent.change(screen.getByLabelText('E-mail institucional *'), {
      target: { value: 'joana@educacao.mg.gov.br' },
    });
    fireEvent.click(screen.getByLabelText(/Li e aceito o termo de uso/));
    const senha = screen.getByLabelText('Senha *');
    const confirmacao = screen.getByLabelText('Confirmar senha *');
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
    // Units with t1, roles with t2, the unit's institutions with t3, the request with t4; no
    // separate terms call, and no call ever names the CPF but the request itself.
    expect(calls.map((c) => [c.endpoint, c.params?.captcha])).toEqual([
      ['papel.unidadesCaptcha', 't1'],
      ['papel.listarPorUnidadeCaptcha', 't2'],
      ['instituicao.daUnidadeCaptcha', 't3'],
      ['usuario.solicitarAcesso', 't4'],
    ]);
    expect(calls[2].params).toEqual({ codigoUnidade: '1261', captcha: 't3' });
    expect(calls.find((c) => c.endpoint === 'usuario.solicitarAcesso')?.params).toEqual({
      cpf: '11144477735',
      nome: 'Joana Solicitante',
      email: 'joana@educacao.mg.gov.br',
      codigoUnidade: '1261',
      papeis: ['RH_CONSULTA'],
      senha: 'Joana2026',
      versaoTermo: '1.00',
      captcha: 't4',
    });
    expect(screen.queryByText('As senhas não conferem.')).toBeNull();
    // Sent: the passwords are cleared without an error under them; the other values stay.
    await screen.findByText(/Protocolo: 42/);
    expect([senha, confirmacao].map((el) => (el as HTMLInputElement).value)).toEqual(['', '']);
    expect((screen.getByLabelText('Nome completo *') as HTMLInputElement).value).toBe('Joana Solicitante');
    expect(screen.queryByText('A senha deve ter ao menos 8 caracteres, com letras e números.')).toBeNull();
    // Opened from a link: 'Fechar' goes to the sign-in page instead of history.back() to a blank tab.
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    window.history.replaceState({ idx: 0 }, '');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Página de entrada')).toBeTruthy();
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('an error shows once its field is left and goes as soon as it is corrected, without sending', async () => {
    const call = vi.fn(async () => ({
      content: unwrap({ codigoMensagem: 0, objeto: [SEE] }),
      errors: null,
    })) as unknown as BasicFn;
    mount(call);
    await screen.findByText('Verificação de segurança concluída.');
    const cpf = screen.getByLabelText('CPF *');
    fireEvent.change(cpf, { target: { value: '111.111.111-12' } });
    expect(screen.queryByText('CPF inválido.')).toBeNull(); // still typing
    fireEvent.blur(cpf);
    expect(screen.getByText('CPF inválido.')).toBeTruthy();
    expect(screen.queryByText('E-mail inválido.')).toBeNull(); // not reached yet
    fireEvent.change(cpf, { target: { value: '529.982.247-25' } });
    expect(screen.queryByText('CPF inválido.')).toBeNull();
    const senha = screen.getByLabelText('Senha *');
    const confirmacao = screen.getByLabelText('Confirmar senha *');
    fireEvent.change(senha, { target: { value: 'segredo123' } });
    fireEvent.change(confirmacao, { target: { value: 'segredo12' } });
    fireEvent.blur(confirmacao);
    expect(screen.getByText('As senhas não conferem.')).toBeTruthy();
    fireEvent.change(confirmacao, { target: { value: 'segredo123' } });
    expect(screen.queryByText('As senhas não conferem.')).toBeNull();
    expect(call).toHaveBeenCalledTimes(1); // the units only
  });

  it('masks the CPF as it is typed', async () => {
    const call = vi.fn(async () => ({
      content: unwrap({ codigoMensagem: 0, objeto: [SEE] }),
      errors: null,
    })) as unknown as BasicFn;
    mount(call);
    await screen.findByText('Verificação de segurança concluída.');
    const cpf = screen.getByLabelText('CPF *') as HTMLInputElement;
    fireEvent.change(cpf, { target: { value: '5299' } });
    expect(cpf.value).toBe('529.9');
    fireEvent.change(cpf, { target: { value: '52998224725' } });
    expect(cpf.value).toBe('529.982.247-25');
    fireEvent.change(cpf, { target: { value: '529.982.247-2599' } });
    expect(cpf.value).toBe('529.982.247-25');
  });

  it('shows the institutions of the chosen unit under it, so a visitor finds the unit of the body they work for; their failure shows nothing', async () => {
    let instituicoesOk = true;
    const call = vi.fn(async (req: Req) => {
      if (req.endpoint === 'instituicao.daUnidadeCaptcha' && !instituicoesOk)
        return { content: invalido(), errors: { status: 400, statusText: 'Bad Request' } };
      const objeto =
        req.endpoint === 'instituicao.daUnidadeCaptcha'
          ? [SEE, UEMG]
          : req.endpoint === 'papel.listarPorUnidadeCaptcha'
            ? [{ codigo: 'ATENDIMENTO', nome: 'Atendimento' }]
            : [SEE];
      return { content: unwrap({ codigoMensagem: 0, objeto }), errors: null };
    }) as unknown as BasicFn;
    mount(call);
    await screen.findByText('Verificação de segurança concluída.');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Unidade *'), { target: { value: '1261' } });
    });
    expect(
      await screen.findByText(
        'Órgãos e entidades desta unidade: SEE (Secretaria de Estado de Educação), UEMG (Universidade do Estado de Minas Gerais).',
      ),
    ).toBeTruthy();
    instituicoesOk = false;
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Unidade *'), { target: { value: '' } });
    });
    expect(screen.queryByText(/Órgãos e entidades desta unidade/)).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Unidade *'), { target: { value: '1261' } });
    });
    expect(await screen.findByLabelText('Atendimento')).toBeTruthy();
    expect(screen.queryByText(/Órgãos e entidades desta unidade/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
