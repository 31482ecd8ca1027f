// @vitest-environment jsdom
/**
 * The editor with the server: a submission the server's checker refuses marks each critique at the
 * line of its pointer — the mapping the local checker's messages use — and the text stays. The
 * local checker (check.ts needs the build's meta-schema validator, a Vite virtual module) and the
 * preview are stood in for (and the meta-schema's completion): here the document passes locally, as one that only the server refuses.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubProvider, type CallRequest } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import { answer } from '../../testing/callResults.ts';
import { DialogHost } from '../../shell/dialogs/DialogHost.tsx';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import EditorKind from './index.tsx';

const TEXT =
  '{\n  "id": "nova-tela",\n  "kind": "search",\n  "title": "Nova tela",\n  "route": "/relatorios/nova-tela/"\n}\n';

vi.mock('./check.ts', () => ({
  ENDPOINTS: new Map(),
  KNOWN_SCREENS: [],
  checkDocument: (text: string) => {
    try {
      return { file: 'screens/relatorios/nova-tela.screen.json', problems: [], warnings: [], doc: JSON.parse(text) };
    } catch {
      return { file: 'screens/relatorios/nova-tela.screen.json', problems: [], warnings: [] };
    }
  },
}));
vi.mock('./templates.ts', () => ({
  TEMPLATE_KINDS: [{ kind: 'search', label: 'Pesquisa (search)' }],
  templateText: () => TEXT,
}));
// Its package does not load under Node (directory imports); completion and hover are not tested here.
vi.mock('codemirror-json-schema', () => ({
  jsonCompletion: () => () => null,
  jsonSchemaHover: () => () => null,
  stateExtensions: () => [],
}));
vi.mock('./Preview.tsx', () => ({ Preview: () => <p>Pré-visualização</p> }));

// jsdom lays nothing out: CodeMirror's measuring of text ranges gets empty boxes instead of a TypeError.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(() => {
  act(() => dialogStore.closeAll());
  cleanup();
});

describe('Editor de telas with the server', () => {
  it("marks the server checker's critiques at their lines and keeps the text", async () => {
    const calls: CallRequest[] = [];
    const provider = stubProvider((r) => {
      calls.push(r);
      if (r.endpoint === 'telas.incluirRascunho')
        return answer({ data: { id: 9, numero: 1, situacao: 'RASCUNHO', versao: 1 } });
      if (r.endpoint === 'telas.submeterVersao')
        return answer({
          codigoMensagem: 4,
          mensagem: 'A tela não passou na verificação.',
          listaCriticas: [{ campo: '/route', mensagem: "A rota '/relatorios/nova-tela/' repete a de tela publicada." }],
        });
      return answer({ codigoMensagem: 2 });
    });
    render(
      <DataProviderContext value={provider}>
        <EditorKind />
        <DialogHost />
      </DataProviderContext>,
    );
    expect(await screen.findByText('Pré-visualização')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));
    const problems = (await screen.findByText(/O servidor recusou o envio/)).closest(
      '.prh-editor-problems',
    ) as HTMLElement;
    expect(within(problems).getByRole('button', { name: 'Linha 5' })).toBeTruthy();
    expect(within(problems).getByText(/repete a de tela publicada/)).toBeTruthy();
    expect(calls.map((c) => c.endpoint)).toContain('telas.submeterVersao');
    expect(screen.getByRole('textbox', { name: 'Documento JSON da tela' }).textContent).toContain('"route"');
    expect(screen.getByText('Rascunho')).toBeTruthy();
  });

  it("a saved version chosen in 'Começar de' opens its document, number and state", async () => {
    const v = { id: 5, telaId: 'outra-tela', numero: 2, titulo: 'Outra tela', situacao: 'EM_REVISAO' };
    const row = {
      ...v,
      situacaoDescricao: 'Em revisão',
      autor: 'Ivo',
      criadoEm: '',
      atualizadoPor: 'Ivo',
      atualizadoEm: '',
    };
    const provider = stubProvider((r) => {
      if (r.endpoint === 'telas.listaVersoes') return answer({ data: [{ ...row, motivoDevolucao: '', versao: 2 }] });
      if (r.endpoint === 'telas.detalheVersao')
        return answer({
          data: { ...row, motivoDevolucao: '', versao: 2, documento: { id: 'outra-tela', title: 'Outra tela' } },
        });
      return answer({ codigoMensagem: 2 });
    });
    render(
      <DataProviderContext value={provider}>
        <EditorKind />
      </DataProviderContext>,
    );
    const select = screen.getByLabelText('Começar de');
    await within(select).findByRole('option', { name: /Outra tela — versão 2 \(Em revisão\)/ });
    fireEvent.change(select, { target: { value: 'versao:5' } });
    const state = (await screen.findByText('Em revisão', { selector: '.bp6-tag span' })).closest(
      '.prh-editor-draft-state',
    );
    expect(state?.textContent).toBe('Versão 2 de outra-tela Em revisão');
    expect(screen.getByRole('textbox', { name: 'Documento JSON da tela' }).textContent).toContain('"outra-tela"');
  });
});
