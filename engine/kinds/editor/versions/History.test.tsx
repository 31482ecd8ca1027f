// @vitest-environment jsdom
/** A version's audit trail in 'Versões': shown to whoever reads the trail, asked for that version only. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { stubProvider, type CallRequest } from '../../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../../data.tsx';
import { ok } from '../../../testing/callResults.ts';
import { canReadHistory, type VersionRow } from './api.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

afterEach(cleanup);

const version: VersionRow = {
  id: 7,
  telaId: 'nova-tela',
  numero: 2,
  titulo: 'Nova tela',
  situacao: 'PUBLICADA',
  situacaoDescricao: 'Publicada',
  autor: 'Ivo Analista',
  criadoEm: '01/12/2026 10:00',
  atualizadoPor: 'Ana Administradora',
  atualizadoEm: '02/12/2026 11:00',
  motivoDevolucao: '',
  versao: 3,
};

function draw(history: boolean) {
  const calls: CallRequest[] = [];
  const provider = stubProvider((r) => {
    calls.push(r);
    if (r.endpoint === 'telas.listaVersoes') return ok([version]);
    if (r.endpoint === 'auditoria.historico')
      return ok([
        {
          dataHora: '02/12/2026 11:00:00',
          usuario: 'Ana Administradora',
          operacao: 'Publicação de tela',
          alteracoes: 'Situação: Em revisão → Publicada',
        },
      ]);
    return { ...ok({}), codigoMensagem: 1, mensagem: `não simulado: ${r.endpoint}` };
  });
  render(
    <MemoryRouter>
      <DataProviderContext value={provider}>
        <VersionsPanel telaId="nova-tela" admin history={history} onOpen={() => undefined} />
      </DataProviderContext>
    </MemoryRouter>,
  );
  return calls;
}

describe("a version's audit trail", () => {
  it('is read by whoever holds the resource of auditoria.historico', () => {
    expect(canReadHistory(['auditoria', 'editor-de-telas'])).toBe(true);
    expect(canReadHistory(['editor-de-telas'])).toBe(false);
    expect(canReadHistory(null)).toBe(false);
  });

  it("has no 'Histórico' button for an analyst", async () => {
    draw(false);
    await screen.findByText('Ivo Analista');
    expect(screen.queryByRole('button', { name: /^Histórico/ })).toBeNull();
  });

  it("opens the version's steps, asked for its entity and id", async () => {
    const calls = draw(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Histórico da versão 2 de nova-tela' }));
    const trail = await screen.findByRole('region', { name: 'Histórico de alterações da versão 2 de nova-tela' });
    await waitFor(() => expect(within(trail).getByText('Publicação de tela')).toBeTruthy());
    expect(calls.find((c) => c.endpoint === 'auditoria.historico')).toMatchObject({
      params: { entidade: 'tela_versao', registroId: '7' },
    });
    fireEvent.click(within(trail).getByRole('button', { name: 'Fechar histórico' }));
    expect(screen.queryByRole('region', { name: /^Histórico de alterações/ })).toBeNull();
  });
});
