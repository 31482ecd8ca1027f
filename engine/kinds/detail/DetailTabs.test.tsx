// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallRequest, DataProvider } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import type { DetailScreenDoc, TabDef } from '../../screens/types.ts';
import servidorJson from '../../../screens/recursos-humanos/dados-servidor.screen.json';
import { DetailScreen } from './DetailScreen.tsx';
import { DetailTabs, groupTabs } from './DetailTabs.tsx';
import { ok } from '../../testing/callResults.ts';

const servidor = servidorJson as unknown as DetailScreenDoc;

afterEach(cleanup);

const doc: DetailScreenDoc = {
  id: 'dados-teste',
  kind: 'detail',
  title: 'Dados',
  area: 'recursos-humanos',
  route: '/rh/dados/:id',
  menuKey: 'x',
  source: { endpoint: 'admissoes.dadosPessoais', params: { id: ':id' } },
  tabs: [
    { title: 'Pessoais', sections: [{ fields: [{ field: 'nome', label: 'Nome' }] }] },
    {
      title: 'Histórico',
      sections: [
        {
          title: 'Eventos',
          table: {
            endpoint: 'eventos.lista',
            params: { numeroFuncionario: ':id' },
            columns: [{ field: 'evento', header: 'Evento' }],
          },
        },
      ],
    },
  ],
};

describe('detail kind with tabs and nested paged tables', () => {
  it('shows the first tab, and loads a table (page size 5, route params) only when its tab opens', async () => {
    const calls: CallRequest[] = [];
    const provider = (async (req: CallRequest) => {
      calls.push(req);
      const data = req.endpoint === 'eventos.lista' ? [{ evento: 'Admissão' }] : { nome: 'Maria' };
      return ok(data, { offset: 1, offsetPages: 1 });
    }) as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/rh/dados/42']}>
        <DataProviderContext value={provider}>
          <Routes>
            <Route path="/rh/dados/:id" element={<DetailScreen screen={doc} />} />
          </Routes>
        </DataProviderContext>
      </MemoryRouter>,
    );
    expect((await screen.findByLabelText('Nome')).textContent).toBe('Maria');
    expect(calls.map((c) => c.endpoint)).toEqual(['admissoes.dadosPessoais']);
    fireEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    await waitFor(() => expect(calls.map((c) => c.endpoint)).toContain('eventos.lista'));
    expect(calls.find((c) => c.endpoint === 'eventos.lista')).toMatchObject({
      params: { numeroFuncionario: '42' },
      page: 0,
      size: 5,
    });
    expect(await screen.findByText('Eventos')).toBeTruthy();
  });
});

describe('master-detail of a nested table', () => {
  it("'Detalhar' shows the picked row's sections, whose {field} params read the row over the screen record", async () => {
    const calls: CallRequest[] = [];
    const provider = (async (req: CallRequest) => {
      calls.push(req);
      const data =
        req.endpoint === 'folhas.lista'
          ? [{ competencia: '10/2026', anoMesFolha: 202610 }]
          : req.endpoint === 'folhas.detalhe'
            ? { liquido: 'R$ 10' }
            : { nome: 'Maria', numeroFuncionario: '900' };
      return ok(data, { offset: 1, offsetPages: 1 });
    }) as unknown as DataProvider;
    const md: DetailScreenDoc = {
      ...doc,
      tabs: [
        {
          title: 'Folhas',
          sections: [
            {
              title: 'Folhas',
              table: {
                endpoint: 'folhas.lista',
                params: { numeroFuncionario: '{numeroFuncionario}' },
                columns: [{ field: 'competencia', header: 'Competência' }],
              },
              detail: {
                title: 'Folha {competencia}',
                sections: [
                  {
                    source: {
                      endpoint: 'folhas.detalhe',
                      params: { numeroFuncionario: '{numeroFuncionario}', anoMesFolha: '{anoMesFolha}' },
                    },
                    fields: [{ field: 'liquido', label: 'Líquido' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    render(
      <MemoryRouter initialEntries={['/rh/dados/42']}>
        <DataProviderContext value={provider}>
          <Routes>
            <Route path="/rh/dados/:id" element={<DetailScreen screen={md} />} />
          </Routes>
        </DataProviderContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls.map((c) => c.endpoint)).toContain('folhas.lista'));
    expect(calls.find((c) => c.endpoint === 'folhas.lista')?.params).toEqual({ numeroFuncionario: '900' });
    fireEvent.click(await screen.findByRole('button', { name: 'Detalhar' }));
    expect((await screen.findByLabelText('Líquido')).textContent).toBe('R$ 10');
    expect(screen.getByText('Folha 10/2026')).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'folhas.detalhe')?.params).toEqual({
      numeroFuncionario: '900',
      anoMesFolha: 202610,
    }); // a whole '{field}' keeps the row value's type
  });
});

describe('grouped tabs (21 tabs wrapped over three lines)', () => {
  const tab = (title: string, group?: string): TabDef => ({
    title,
    ...(group ? { group } : {}),
    sections: [{ fields: [{ field: 'nome', label: `Nome ${title}` }] }],
  });
  const mount = (tabs: NonNullable<DetailScreenDoc['tabs']>) => {
    const provider = (async () => ok({ nome: 'Maria' }, { offset: 1, offsetPages: 1 })) as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/rh/dados/42']}>
        <DataProviderContext value={provider}>
          <Routes>
            <Route path="/rh/dados/:id" element={<DetailScreen screen={{ ...doc, tabs }} />} />
          </Routes>
        </DataProviderContext>
      </MemoryRouter>,
    );
  };

  it('lists the tabs under their group names, groups in first-appearance order, as one vertical tab list', async () => {
    mount([
      tab('Pessoais', 'Dados pessoais'),
      tab('Lotação', 'Vida funcional'),
      tab('Contatos', 'Dados pessoais'),
      tab('Contracheques', 'Financeiro'),
    ]);
    await screen.findByLabelText('Nome Pessoais');
    const list = screen.getByRole('tablist');
    expect(list.closest('.bp6-tabs')?.classList.contains('bp6-vertical')).toBe(true);
    // Group labels and tabs, in the order shown.
    expect(
      [...list.querySelectorAll('.prh-tab-group, [role="tab"]')].map((e) =>
        e.getAttribute('role') === 'tab' ? e.textContent : `[${e.textContent}]`,
      ),
    ).toEqual([
      '[Dados pessoais]',
      'Pessoais',
      'Contatos',
      '[Vida funcional]',
      'Lotação',
      '[Financeiro]',
      'Contracheques',
    ]);
    // Each tab is described by its group; the list owns only tabs and labels without a role.
    const contatos = screen.getByRole('tab', { name: 'Contatos' });
    expect(document.getElementById(contatos.getAttribute('aria-describedby')!)?.textContent).toBe('Dados pessoais');
    expect(list.querySelectorAll('[role]:not([role="tab"])')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Contracheques' }));
    expect(await screen.findByLabelText('Nome Contracheques')).toBeTruthy();
  });

  it('a screen without groups renders one strip as before', async () => {
    mount([tab('Pessoais'), tab('Contatos')]);
    await screen.findByLabelText('Nome Pessoais');
    expect(screen.getByRole('tablist').closest('.bp6-tabs')?.classList.contains('bp6-vertical')).toBe(false);
    expect(document.querySelectorAll('.prh-tab-group')).toHaveLength(0);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pessoais', 'Contatos']);
  });

  it("the servant record groups its 21 tabs in 'Dados pessoais', 'Vida funcional', 'Financeiro', 'Afastamentos e férias', and the data officer's one", () => {
    const groups = groupTabs(servidor.tabs ?? []).map((g) => [g.group, g.tabs.length]);
    expect(groups).toEqual([
      ['Dados pessoais', 5],
      ['Vida funcional', 9],
      ['Financeiro', 5],
      ['Afastamentos e férias', 2],
      ['Proteção de dados', 1],
    ]);
  });

  it("the servant record's grouped list by keyboard: →/↓ cross the groups, Home/End, Enter opens; one Tab stop", () => {
    render(<DetailTabs id="s" tabs={servidor.tabs ?? []} data={{}} permitted={null} skeleton />);
    const tabs = screen.getAllByRole('tab');
    const titles = tabs.map((t) => t.textContent);
    const focused = () => document.activeElement?.textContent;
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tabs[0]]);
    tabs[0].focus();
    press('End');
    expect(focused()).toBe(titles.at(-1));
    press('ArrowDown');
    expect(focused()).toBe(titles[0]);
    press('ArrowUp');
    expect(focused()).toBe(titles.at(-1));
    press('Home');
    // Five → from the first tab of 'Dados pessoais' (5 tabs) reach the first of 'Vida funcional'.
    for (let i = 0; i < 5; i++) press('ArrowRight');
    const vida = screen.getByRole('tab', { name: focused() });
    expect(document.getElementById(vida.getAttribute('aria-describedby')!)?.textContent).toBe('Vida funcional');
    press('ArrowLeft');
    press('ArrowDown');
    press('Enter');
    expect(vida.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([vida]);
    expect(document.activeElement).toBe(vida);
  });

  it("a tab with a resource shows only to a user whose unit grants it, and its group with it ('Acessos a este registro')", () => {
    const tabs = [
      tab('Pessoais', 'Dados pessoais'),
      { ...tab('Acessos a este registro', 'Proteção de dados'), resource: 'acessos-dados-pessoais' },
    ];
    const shown = (permitted: string[] | null) => {
      const { unmount } = render(<DetailTabs id="t" tabs={tabs} data={{ nome: 'Maria' }} permitted={permitted} />);
      const items = [...document.querySelectorAll('.prh-tab-group, [role="tab"]')].map((e) => e.textContent);
      unmount();
      return items;
    };
    expect(shown(null)).toEqual(['Dados pessoais', 'Pessoais']);
    expect(shown(['pesquisa-servidor'])).toEqual(['Dados pessoais', 'Pessoais']);
    expect(shown(['pesquisa-servidor', 'acessos-dados-pessoais'])).toEqual([
      'Dados pessoais',
      'Pessoais',
      'Proteção de dados',
      'Acessos a este registro',
    ]);
  });
});

describe('empty parts of a record', () => {
  it("an empty table or section of a record says 'Nenhum registro.' (the search's 'Tente novamente' is for searches)", async () => {
    const provider = (async (req: CallRequest) =>
      req.endpoint === 'admissoes.dadosPessoais'
        ? ok({ nome: 'Maria' }, { offset: 1, offsetPages: 1 })
        : {
            codigoMensagem: 2,
            mensagem: '',
            dataServidor: '',
            listaCriticas: [],
            data: [],
            offset: 0,
            offsetPages: 0,
          }) as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/rh/dados/42']}>
        <DataProviderContext value={provider}>
          <Routes>
            <Route path="/rh/dados/:id" element={<DetailScreen screen={doc} />} />
          </Routes>
        </DataProviderContext>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Nenhum registro.')).toBeTruthy();
    expect(screen.queryByText(/Tente novamente/)).toBeNull();
  });
});

describe("a section's own record that does not exist", () => {
  it('says what that means when the screen tells (noResultText), else the usual words', async () => {
    const conta = (noResultText?: string): DetailScreenDoc => ({
      ...doc,
      tabs: [
        { title: 'Pessoais', sections: [{ fields: [{ field: 'nome', label: 'Nome' }] }] },
        {
          title: 'Conta',
          sections: [
            {
              title: 'Cadastro no portal',
              source: { endpoint: 'usuario.porCpf', params: { cpf: '{cpf}' } },
              fields: [{ field: 'email', label: 'E-mail' }],
              ...(noResultText ? { noResultText } : {}),
            },
          ],
        },
      ],
    });
    const provider = (async (req: CallRequest) => ({
      codigoMensagem: req.endpoint === 'admissoes.dadosPessoais' ? 0 : 2,
      mensagem: '',
      dataServidor: '',
      listaCriticas: [],
      data: req.endpoint === 'admissoes.dadosPessoais' ? { nome: 'Maria', cpf: '52998224725' } : [],
      offset: 0,
      offsetPages: 0,
    })) as unknown as DataProvider;
    for (const [texto, esperado] of [
      ['Ainda sem cadastro: a aprovação cria o usuário.', 'Ainda sem cadastro: a aprovação cria o usuário.'],
      [undefined, 'Nenhum registro.'],
    ] as const) {
      render(
        <MemoryRouter initialEntries={['/rh/dados/42']}>
          <DataProviderContext value={provider}>
            <Routes>
              <Route path="/rh/dados/:id" element={<DetailScreen screen={conta(texto)} />} />
            </Routes>
          </DataProviderContext>
        </MemoryRouter>,
      );
      fireEvent.click(await screen.findByRole('tab', { name: 'Conta' }));
      expect(await screen.findByText(esperado)).toBeTruthy();
      cleanup();
    }
  });
});
