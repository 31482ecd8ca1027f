// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubProvider, type CallRequest } from '../../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../../services/http/envelope.ts';
import { DataProviderContext } from '../../../data.tsx';
import { lineOfPointer } from '../pointers.ts';
import { MSG_JSON_INVALIDO, useDraft, type DraftOutcome } from './useDraft.ts';
import { answer } from '../../../testing/callResults.ts';

const STALE = 'O registro foi alterado por outro usuário. Recarregue a página para ver a versão atual.';
const doc = (title: string) =>
  `{\n  "id": "nova-tela",\n  "kind": "search",\n  "title": "${title}",\n  "source": { "endpoint": "x.y" }\n}\n`;

function setup(answers: Record<string, (r: CallRequest) => CallResult>) {
  const calls: CallRequest[] = [];
  const provider = stubProvider((r) => {
    calls.push(r);
    return (answers[r.endpoint] ?? (() => answer({ codigoMensagem: 2 })))(r);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProviderContext value={provider}>{children}</DataProviderContext>
  );
  const hook = renderHook(() => useDraft(), { wrapper });
  const writes = () => calls.filter((c) => c.endpoint !== 'telas.listaVersoes' && c.endpoint !== 'telas.detalheVersao');
  return { hook, writes };
}

let versao = 1;
const saved =
  (situacao = 'RASCUNHO') =>
  () =>
    answer({ mensagem: 'Rascunho salvo.', data: { id: 7, numero: 3, situacao, versao: versao++ } });

describe('useDraft', () => {
  it('saves a new draft the first time, then the same draft with the row version it was given', async () => {
    versao = 1;
    const { hook, writes } = setup({ 'telas.incluirRascunho': saved(), 'telas.editarRascunho': saved() });
    await act(async () => void (await hook.result.current.save(doc('A'))));
    expect(hook.result.current.draft).toMatchObject({
      id: 7,
      numero: 3,
      situacao: 'RASCUNHO',
      versao: 1,
      telaId: 'nova-tela',
    });
    let out = undefined as DraftOutcome | undefined;
    await act(async () => void (out = await hook.result.current.save(doc('B'))));
    expect(out).toEqual({ ok: true, message: 'Rascunho salvo. Versão 3.' });
    expect(writes()).toEqual([
      { endpoint: 'telas.incluirRascunho', params: { documento: JSON.parse(doc('A')) } },
      { endpoint: 'telas.editarRascunho', params: { id: 7, versao: 1, documento: JSON.parse(doc('B')) } },
    ]);
    expect(hook.result.current.draft?.versao).toBe(2);
  });

  it('a stale version is refused: the draft stays as it was and the refusal is handed back to be told', async () => {
    versao = 1;
    const stale = answer({ codigoMensagem: 4, mensagem: STALE, listaCriticas: [{ campo: 'versao', mensagem: STALE }] });
    const { hook } = setup({ 'telas.incluirRascunho': saved(), 'telas.editarRascunho': () => stale });
    await act(async () => void (await hook.result.current.save(doc('A'))));
    let out = undefined as DraftOutcome | undefined;
    await act(async () => void (out = await hook.result.current.save(doc('B'))));
    expect(out).toEqual({ ok: false, result: stale, message: STALE });
    expect(hook.result.current.draft).toMatchObject({ id: 7, versao: 1 });
  });

  it('nothing is sent for a text that is not a JSON object with an id', async () => {
    const { hook, writes } = setup({});
    let out = undefined as DraftOutcome | undefined;
    await act(async () => void (out = await hook.result.current.save('{ "id": ')));
    expect(out).toEqual({ ok: false, message: MSG_JSON_INVALIDO });
    expect(writes()).toEqual([]);
  });

  it("submitting saves the changed text first, then submits with the draft's new version", async () => {
    versao = 1;
    const { hook, writes } = setup({
      'telas.incluirRascunho': saved(),
      'telas.editarRascunho': saved(),
      'telas.submeterVersao': () =>
        answer({
          mensagem: 'Tela enviada para revisão.',
          data: { id: 7, numero: 3, situacao: 'EM_REVISAO', versao: 3 },
        }),
    });
    await act(async () => void (await hook.result.current.save(doc('A'))));
    await act(
      async () => void (await hook.result.current.submit(doc('B'), 'screens/relatorios/nova-tela.screen.json')),
    );
    expect(writes().map((c) => [c.endpoint, c.params?.versao])).toEqual([
      ['telas.incluirRascunho', undefined],
      ['telas.editarRascunho', 1],
      ['telas.submeterVersao', 2],
    ]);
    expect(hook.result.current.draft).toMatchObject({ situacao: 'EM_REVISAO', versao: 3 });
  });

  it("the server checker's critiques (code 4) come back as problems at their pointers, on the editor's lines", async () => {
    versao = 1;
    const criticas = [
      { campo: '/source/endpoint', mensagem: "Endpoint 'x.y' não existe no catálogo." },
      { campo: '/title', mensagem: 'Título repetido.' },
    ];
    const { hook } = setup({
      'telas.incluirRascunho': saved(),
      'telas.submeterVersao': () =>
        answer({ codigoMensagem: 4, mensagem: 'A tela não passou na verificação.', listaCriticas: criticas }),
    });
    const text = doc('A');
    let out = undefined as DraftOutcome | undefined;
    await act(async () => void (out = await hook.result.current.submit(text, 'screens/x/nova-tela.screen.json')));
    expect(out).toMatchObject({ ok: false, message: 'A tela não passou na verificação.' });
    const problems = out && 'problems' in out ? out.problems : [];
    expect(problems.map((p) => [p.pointer, lineOfPointer(text, p.pointer)])).toEqual([
      ['/source/endpoint', 5],
      ['/title', 4],
    ]);
    expect(hook.result.current.draft?.situacao).toBe('RASCUNHO');
  });
});
