// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import editPermissao from '../../../screens/usuarios/edit-permissao.screen.json';
import { stubProvider, type CallRequest } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { DataProviderContext } from '../../data.tsx';
import type { FormScreenDoc } from '../../screens/types.ts';
import { DialogHost } from '../../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import { guardHistory } from '../../shell/guardedHistory.ts';
import { GuardedRouter } from '../../shell/GuardedRouter.tsx';
import FormKind from './index.tsx';
import { DESCARTAR } from './UnsavedChanges.tsx';
import { normalized, submitBody } from './useFormScreen.ts';
import { answer } from '../../testing/callResults.ts';

const ok = (data: unknown = {}, over: Partial<CallResult> = {}): CallResult =>
  answer({ mensagem: 'Permissões alteradas.', data, ...over });
// What the gateway answers: fields never recorded come as null (and must not stop a save).
const record = {
  cpf: '52998224725',
  nome: 'Zélia Teste',
  ultimoNome: 'Teste',
  email: 'zelia@mg.gov.br',
  emailSecundario: null,
  telefone: '3132151234',
  celular: '31991234567',
  vinculo: null,
  matricula: '1000010',
  masp: '1000010',
  unidade: 'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
  codigoUnidade: '1501',
  papeis: ['RH_CONSULTA'],
  versao: 3,
};
const roles = [
  { codigo: 'ADMINISTRADOR', nome: 'Administrador' },
  { codigo: 'ATENDIMENTO', nome: 'Atendimento' },
  { codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' },
];
const doc = editPermissao as unknown as FormScreenDoc;

function mount(save: (r: CallRequest) => CallResult = () => ok(), load: () => CallResult = () => ok(record)) {
  const calls: CallRequest[] = [];
  const provider = stubProvider(async (r) => {
    calls.push(r);
    if (r.endpoint === 'usuario.listaUsuarioEspecificoComPapeis') return load();
    if (r.endpoint === 'papel.listarPorUnidade') return ok(roles);
    return save(r);
  });
  // The portal's router: declarative, over the guarded history that asks before leaving.
  const history = guardHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: ['/inicio', '/usuarios/editPermissao/1501/52998224725'],
      initialIndex: 1,
      v5Compat: true,
    }),
  );
  render(
    <GuardedRouter history={history}>
      <DataProviderContext value={provider}>
        <Link to="/inicio">Início</Link>
        <Routes>
          <Route path="/usuarios/editPermissao/:id/:cpf" element={<FormKind screen={doc} />} />
          <Route path="/inicio" element={<p>Página anterior</p>} />
        </Routes>
        <DialogHost />
      </DataProviderContext>
    </GuardedRouter>,
  );
  return { calls, history };
}

afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
});

describe('form kind (edit)', () => {
  it('loads the record from the route, shows read-only fields and the role checkboxes of the unit', async () => {
    const { calls } = mount();
    const nome = (await screen.findByLabelText('Nome')) as HTMLTextAreaElement;
    expect(nome.value).toBe('Zélia Teste');
    // Read-only, not disabled: its value can be read in the text's colour, selected and copied.
    expect([nome.readOnly, nome.disabled]).toEqual([true, false]);
    expect(((await screen.findByLabelText('Telefone')) as HTMLTextAreaElement).value).toBe('(31) 3215-1234');
    expect(((await screen.findByLabelText('Celular')) as HTMLTextAreaElement).value).toBe('(31) 99123-4567');
    expect(((await screen.findByLabelText('Vínculo')) as HTMLTextAreaElement).value).toBe('');
    expect(calls.find((c) => c.endpoint === 'usuario.listaUsuarioEspecificoComPapeis')?.params).toEqual({
      cpf: '52998224725',
    });
    expect(
      ((await screen.findByRole('checkbox', { name: 'Consulta de recursos humanos' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(calls.find((c) => c.endpoint === 'papel.listarPorUnidade')?.params).toEqual({ codigoUnidade: '1501' });
  });

  it('saves only what the endpoint takes — with the loaded versao — after the confirmation', async () => {
    const { calls } = mount();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Atendimento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Confirma os novos perfis de Zélia Teste nesta unidade?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'usuario.enviaUsuarioComPapeisNovos')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'usuario.enviaUsuarioComPapeisNovos')?.params).toEqual({
      cpf: '52998224725',
      codigoUnidade: '1501',
      papeis: ['RH_CONSULTA', 'ATENDIMENTO'],
      versao: 3,
    });
    expect(await screen.findByText('Permissões alteradas.')).toBeTruthy();
  });

  it("a stale version (code 4) shows the gateway's message and keeps what was chosen", async () => {
    const stale = 'O registro foi alterado por outro usuário. Recarregue a página para ver a versão atual.';
    mount(() =>
      ok(
        {},
        {
          codigoMensagem: 4,
          mensagem: stale,
          mensagemExibicao: `versao: ${stale}`,
          listaCriticas: [{ campo: 'versao', mensagem: stale }],
        },
      ),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Atendimento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Salvar' })).at(-1)!);
    expect(await screen.findByText(/O registro foi alterado por outro usuário/)).toBeTruthy();
    expect(((await screen.findByRole('checkbox', { name: 'Atendimento' })) as HTMLInputElement).checked).toBe(true);
  });

  it("'Cancelar' with unsaved changes asks first; 'Continuar editando' stays, 'Sair sem salvar' goes back", async () => {
    mount();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Atendimento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(DESCARTAR.text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DESCARTAR.cancelLabel }));
    expect(screen.queryByText('Página anterior')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(await screen.findByRole('button', { name: DESCARTAR.confirmLabel }));
    expect(await screen.findByText('Página anterior')).toBeTruthy();
  });

  it("a link, navigate() or the browser's Back with unsaved changes asks first; leaving goes where it was asked", async () => {
    const { history } = mount();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Atendimento' }));
    fireEvent.click(screen.getByRole('link', { name: 'Início' }));
    fireEvent.click(await screen.findByRole('button', { name: DESCARTAR.cancelLabel }));
    await waitFor(() => expect(screen.queryByText(DESCARTAR.text)).toBeNull());
    act(() => history.push('/inicio'));
    fireEvent.click(await screen.findByRole('button', { name: DESCARTAR.cancelLabel }));
    await waitFor(() => expect(screen.queryByText(DESCARTAR.text)).toBeNull());
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/usuarios/editPermissao/1501/52998224725');
    expect(screen.queryByText('Página anterior')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: DESCARTAR.confirmLabel }));
    expect(await screen.findByText('Página anterior')).toBeTruthy();
    expect(history.location.pathname).toBe('/inicio');
  });

  it("'Cancelar' without changes goes back at once", async () => {
    mount();
    await screen.findByRole('checkbox', { name: 'Atendimento' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Página anterior')).toBeTruthy();
  });

  it('a record that does not exist (code 2) says so', async () => {
    mount(undefined, () => ok([], { codigoMensagem: 2 }));
    expect(await screen.findByText('Registro não encontrado.')).toBeTruthy();
  });
});

describe('form helpers', () => {
  it('normalized: empty values do not make a form dirty', () =>
    expect(normalized({ a: '', b: [], c: null, d: 1 })).toBe(normalized({ d: 1 })));
  it("submitBody: the endpoint's fields, then the submit's parameters", () =>
    expect(
      submitBody(
        { endpoint: 'usuarioPapelSolicitacao.reprovar', params: { id: ':id' } },
        { motivo: 'm', nome: 'x' },
        { id: '4' },
      ),
    ).toEqual({
      motivo: 'm',
      id: '4',
    }));
});
