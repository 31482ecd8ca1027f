// @vitest-environment jsdom
/**
 * Rules of the spec that a search screen carries, each asserted against the spec's own text or
 * number written here — not against the constant of the code, which would change with the rule.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import meusRelatorios from '../../../screens/relatorios/pesquisar-relatorios.screen.json';
import pesquisaServidor from '../../../screens/recursos-humanos/pesquisa-servidor.screen.json';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import { dialogStore } from '../../shell/dialogs/dialogStore.ts';
import { renderSearchScreen } from './fixtures.tsx';
import { answer } from '../../testing/callResults.ts';

const result = (over: Partial<CallResult>): CallResult => answer({ data: [], ...over });

function mount(doc: unknown, answer: (req: CallRequest) => CallResult) {
  const calls: CallRequest[] = [];
  const provider = (async (req: CallRequest) => {
    calls.push(req);
    return answer(req);
  }) as unknown as DataProvider;
  renderSearchScreen(doc, provider);
  return calls;
}

afterEach(() => {
  cleanup();
  act(() => dialogStore.closeAll());
});

/** The text of every open dialog. */
const dialogTexts = () => screen.queryAllByRole('dialog').map((d) => d.textContent ?? '');

describe("§8 fallback messages of 'Meus relatórios' when code 1 or 4 arrives", () => {
  // Spec §8, the common start of the option lists' messages written out ('...formatos …').
  const FALHAS = {
    'relatorios.listaRelatorios': 'Houve um erro ao realizar a busca da lista de relatórios disponíveis do servidor.',
    'relatorios.listaFormatos':
      'Houve um erro ao realizar a busca da lista de formatos disponiveis relatório servidor.',
    'relatorios.listaOrgaos': 'Houve um erro ao realizar a busca da lista de órgãos disponíveis relatório servidor.',
    'relatorios.relatoriosServidor': 'Houve um erro ao realizar a pesquisa de relatórios do servidor.',
  };

  for (const codigo of [1, 4] as const) {
    it(`§8 code ${codigo}: each option list and the search say their own message`, async () => {
      const calls = mount(meusRelatorios, () =>
        result({
          codigoMensagem: codigo,
          mensagem: 'Falha do servidor',
          mensagemExibicao: 'Detalhe da falha',
          hashErro: 'h',
          data: {},
        }),
      );
      await waitFor(() => expect(new Set(calls.map((c) => c.endpoint))).toEqual(new Set(Object.keys(FALHAS))));
      await waitFor(() => expect(dialogTexts()).toHaveLength(4));
      const textos = dialogTexts().join('\n');
      for (const mensagem of Object.values(FALHAS)) expect(textos).toContain(mensagem);
      expect(screen.getAllByText(codigo === 1 ? 'Erro!' : 'Alerta!')).toHaveLength(4);
    });
  }
});

describe('§9 table default size 5, page 1', () => {
  it('a search whose document names no page size asks for 5 rows of the first page', async () => {
    const doc = { ...pesquisaServidor, source: { ...pesquisaServidor.source, pageSize: undefined } };
    const calls = mount(doc, () => result({ codigoMensagem: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls.filter((c) => c.endpoint === 'admissoes.listaServidores')).toHaveLength(1));
    expect(calls.find((c) => c.endpoint === 'admissoes.listaServidores')).toMatchObject({ page: 0, size: 5 });
  });
});

describe('§8 the no-result text', () => {
  it("code 2 empties the table and says 'Sua busca não possui resultado. Tente novamente.'", async () => {
    mount(pesquisaServidor, () => result({ codigoMensagem: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Sua busca não possui resultado. Tente novamente.')).toBeTruthy();
  });

  it('§8 the no-result text can be overridden by the screen', async () => {
    mount({ ...pesquisaServidor, noResultText: 'Nenhum servidor com esses filtros.' }, () =>
      result({ codigoMensagem: 2 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Nenhum servidor com esses filtros.')).toBeTruthy();
    expect(screen.queryByText('Sua busca não possui resultado. Tente novamente.')).toBeNull();
  });
});

describe("§2 'Meus relatórios'", () => {
  const answers = (req: CallRequest) =>
    req.endpoint === 'relatorios.listaFormatos'
      ? result({
          data: [
            { formato: 'PDF', nome: 'PDF' },
            { formato: 'XLSX', nome: 'Planilha' },
          ],
        })
      : result({ codigoMensagem: 2 });

  it("'Filtros' and 'Relatórios' are collapsible panels: a button closes and opens each, and what was typed stays", async () => {
    mount(meusRelatorios, answers);
    for (const titulo of ['Filtros', 'Relatórios']) {
      expect(screen.getByRole('heading', { level: 2, name: titulo })).toBeTruthy();
      const recolher = screen.getByRole('button', { name: `Recolher ${titulo.toLowerCase()}` });
      expect(recolher.getAttribute('aria-expanded')).toBe('true');
      expect(document.getElementById(recolher.getAttribute('aria-controls')!)).toBeTruthy();
    }
    const inicio = screen.getByLabelText('Gerado no período de') as HTMLInputElement;
    fireEvent.change(inicio, { target: { value: '01/02/2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recolher filtros' }));
    const expandir = await screen.findByRole('button', { name: 'Expandir filtros' });
    expect(expandir.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expandir);
    await screen.findByRole('button', { name: 'Recolher filtros' });
    expect((screen.getByLabelText('Gerado no período de') as HTMLInputElement).value).toBe('01/02/2027');
  });

  it('the requested format, once chosen, cannot be cleared: no empty choice is offered', async () => {
    mount(meusRelatorios, answers);
    const formato = (await screen.findByLabelText('Formato solicitado')) as HTMLSelectElement;
    await waitFor(() => expect(formato.options.length).toBeGreaterThan(1));
    fireEvent.change(formato, { target: { value: 'XLSX' } });
    await waitFor(() => expect(formato.value).toBe('XLSX'));
    expect([...formato.options].map((o) => o.value)).toEqual(['PDF', 'XLSX']);
  });
});
