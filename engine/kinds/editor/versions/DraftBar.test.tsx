// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../../../../core/screen-check/check-core.ts';
import { stubProvider, type CallRequest } from '../../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../../services/http/envelope.ts';
import { DataProviderContext } from '../../../data.tsx';
import { DialogHost } from '../../../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../../../shell/dialogs/dialogStore.ts';
import type { VersionRow } from './api.ts';
import { DraftBar, FOLLOW_REVIEW_MS } from './DraftBar.tsx';
import { useDraft } from './useDraft.ts';
import { answer } from '../../../testing/callResults.ts';

const STALE = 'O registro foi alterado por outro usuário. Recarregue a página para ver a versão atual.';
const TEXT = '{\n  "id": "nova-tela",\n  "title": "Nova"\n}\n';

interface HarnessProps {
  text: () => string;
  onProblems: (t: string, p: Problem[]) => void;
  onReview?: (v: VersionRow) => void;
}

function Harness({ text, onProblems, onReview }: HarnessProps) {
  const drafts = useDraft();
  return (
    <DraftBar
      drafts={drafts}
      text={text}
      file="screens/x/nova-tela.screen.json"
      onProblems={onProblems}
      onReview={onReview}
    />
  );
}

function draw(answers: Record<string, (r: CallRequest) => CallResult>, onReview?: (v: VersionRow) => void) {
  const calls: CallRequest[] = [];
  const provider = stubProvider(
    (r) => (calls.push(r), (answers[r.endpoint] ?? (() => answer({ codigoMensagem: 2 })))(r)),
  );
  let text = TEXT;
  const onProblems = vi.fn();
  render(
    <DataProviderContext value={provider}>
      <Harness text={() => text} onProblems={onProblems} onReview={onReview} />
      <DialogHost />
    </DataProviderContext>,
  );
  return { calls, onProblems, type: (t: string) => (text = t), text: () => text };
}

const detail = (over: Record<string, unknown>) => () =>
  answer({
    data: {
      id: 7,
      telaId: 'nova-tela',
      numero: 1,
      titulo: 'Nova',
      situacao: 'RASCUNHO',
      situacaoDescricao: 'Rascunho',
      autor: 'Ivo',
      criadoEm: '',
      atualizadoPor: 'Ivo',
      atualizadoEm: '',
      motivoDevolucao: '',
      versao: 1,
      documento: JSON.parse(TEXT),
      ...over,
    },
  });

afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
});

describe('DraftBar', () => {
  it("saves, shows the version and its state; a stale save is told in 'Alerta!' and the text is kept", async () => {
    const ui = draw({
      'telas.incluirRascunho': () =>
        answer({ mensagem: 'Rascunho salvo.', data: { id: 7, numero: 1, situacao: 'RASCUNHO', versao: 1 } }),
      'telas.editarRascunho': () =>
        answer({ codigoMensagem: 4, mensagem: STALE, listaCriticas: [{ campo: 'versao', mensagem: STALE }] }),
      'telas.detalheVersao': detail({}),
    });
    expect(screen.getByText('Ainda não salvo no portal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo. Versão 1.')).toBeTruthy();
    expect(screen.getByText('Rascunho')).toBeTruthy();
    ui.type(TEXT.replace('Nova', 'Nova tela'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const alerta = await screen.findByRole('dialog', { name: 'Alerta!' });
    expect(within(alerta).getByText(STALE)).toBeTruthy();
    expect(ui.text()).toBe(TEXT.replace('Nova', 'Nova tela'));
    expect(ui.calls.filter((c) => c.endpoint === 'telas.editarRascunho')[0].params).toMatchObject({ id: 7, versao: 1 });
  });

  it("a submission the server's checker refuses hands its problems to the editor, with the text sent", async () => {
    const criticas = [{ campo: '/title', mensagem: 'Título repetido.' }];
    const ui = draw({
      'telas.incluirRascunho': () => answer({ data: { id: 7, numero: 1, situacao: 'RASCUNHO', versao: 1 } }),
      'telas.submeterVersao': () =>
        answer({ codigoMensagem: 4, mensagem: 'A tela não passou na verificação.', listaCriticas: criticas }),
      'telas.detalheVersao': detail({}),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));
    expect(await screen.findByText(/1 problema\(s\) marcado\(s\) no documento/)).toBeTruthy();
    expect(ui.onProblems).toHaveBeenLastCalledWith(TEXT, [
      { file: 'screens/x/nova-tela.screen.json', pointer: '/title', message: 'Título repetido.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a draft an administrator returned meanwhile shows as returned, with the reason', async () => {
    draw({
      'telas.incluirRascunho': () => answer({ data: { id: 7, numero: 1, situacao: 'RASCUNHO', versao: 1 } }),
      'telas.detalheVersao': detail({ versao: 3, motivoDevolucao: 'Falta a coluna CPF.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByText('Devolvida')).toBeTruthy());
    expect(screen.getByText('Falta a coluna CPF.')).toBeTruthy();
  });

  it("'Revisar esta versão' is offered to an administrator only, while the version is in review", async () => {
    const answers = {
      'telas.submeterVersao': () => answer({ data: { id: 7, numero: 1, situacao: 'EM_REVISAO', versao: 2 } }),
      'telas.incluirRascunho': () => answer({ data: { id: 7, numero: 1, situacao: 'RASCUNHO', versao: 1 } }),
      'telas.detalheVersao': detail({ situacao: 'EM_REVISAO', versao: 2 }),
    };
    draw(answers);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));
    expect(await screen.findByText('Em revisão')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revisar esta versão' })).toBeNull();
    cleanup();
    const onReview = vi.fn();
    draw(answers, onReview);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar esta versão' }));
    expect(onReview).toHaveBeenCalledWith(expect.objectContaining({ id: 7, situacao: 'EM_REVISAO' }));
  });

  it('a version in review is asked again while the analyst waits: the publication shows without reopening it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let situacao = 'EM_REVISAO';
      const ui = draw({
        'telas.submeterVersao': () => answer({ data: { id: 7, numero: 1, situacao: 'EM_REVISAO', versao: 2 } }),
        'telas.incluirRascunho': () => answer({ data: { id: 7, numero: 1, situacao: 'RASCUNHO', versao: 1 } }),
        'telas.detalheVersao': () => detail({ situacao, versao: situacao === 'EM_REVISAO' ? 2 : 3 })(),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));
      expect(await screen.findByText('Em revisão')).toBeTruthy();
      const asked = () => ui.calls.filter((c) => c.endpoint === 'telas.detalheVersao').length;
      const before = asked();
      situacao = 'PUBLICADA';
      act(() => vi.advanceTimersByTime(FOLLOW_REVIEW_MS));
      expect(await screen.findByText('Publicada')).toBeTruthy();
      expect(asked()).toBe(before + 1);
      // Published: no longer asked.
      act(() => vi.advanceTimersByTime(3 * FOLLOW_REVIEW_MS));
      expect(asked()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
