// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfoField } from '../engine/components/InfoField.tsx';
import { DialogHost } from '../engine/shell/dialogs/DialogHost.tsx';
import { createDialogStore } from '../engine/shell/dialogs/dialogStore.ts';
import { Footer } from '../engine/shell/Footer.tsx';
import type { MenuItem } from '../engine/shell/menu.ts';
import { PageCard } from '../engine/shell/PageCard.tsx';
import { Sidebar } from '../engine/shell/Sidebar.tsx';
import { checkTermsOfUse } from '../engine/shell/terms/TermsOfUse.tsx';
import * as auth from '../services/auth.ts';
import type { BasicFn } from '../services/http/dataProvider.ts';
import { unwrap } from '../services/http/envelope.ts';
import { loginObjeto, UNIDADES_ANA } from '../services/session/fixtures.ts';
import { selectUnit, setSession } from '../services/session/session.ts';
import { portalRouter } from './router.tsx';

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  // No gateway here: the layout's favourites list fails and would call the browser's alert.
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The portal's router at `path`, on a memory history (returned, to read where it went). */
function go(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(portalRouter(history, 'portalrh'));
  return history;
}
const signedIn = () => {
  setSession(loginObjeto());
  selectUnit(UNIDADES_ANA[0].unidade);
};

const ITEMS: MenuItem[] = [
  { key: 'home', title: 'Início', href: '/home' },
  { key: 'a', title: 'Área A', path: '/a', children: [{ key: 'a1', title: 'Tela A1', href: '/a/a1' }] },
  { key: 'b', title: 'Área B', path: '/b', children: [{ key: 'b1', title: 'Tela B1', href: '/b/b1' }] },
  { key: 'produto', title: 'Sobre o Portal RH', href: '/portalrh' },
];

describe('sidebar', () => {
  it('one group open at a time; the active item opens its parent; collapsed shows no texts', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/b/b1']}>
        <Sidebar items={ITEMS} collapsed={false} onExpand={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /Área B/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Área A/ }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /Área A/ }));
    expect(screen.getByRole('button', { name: /Área A/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Área B/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: /Tela A1/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Tela B1/ })).toBeNull();
    rerender(
      <MemoryRouter initialEntries={['/b/b1']}>
        <Sidebar items={ITEMS} collapsed onExpand={() => {}} />
      </MemoryRouter>,
    );
    expect(document.querySelector('.prh-sidebar.is-collapsed')).toBeTruthy();
    expect(document.querySelector('.prh-nav-text')).toBeNull();
  });
});

describe('footer', () => {
  it('address, the policy links by login state and three social links with aria-labels', () => {
    render(
      <MemoryRouter>
        <Footer logged={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Aspectos legais e responsabilidades' }).getAttribute('href')).toBe(
      '/politica-privacidade-externo',
    );
    expect(screen.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toBe(
      '/politica-cookies-externo',
    );
    for (const rede of ['Instagram', 'Facebook', 'YouTube'])
      expect(
        screen.getByRole('link', { name: new RegExp(`^${rede} do Governo de Minas Gerais`) }).getAttribute('href'),
      ).toMatch(/^https:\/\//);
    cleanup();
    render(
      <MemoryRouter>
        <Footer logged />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Aspectos legais e responsabilidades' }).getAttribute('href')).toBe(
      '/politica-privacidade-interno',
    );
    expect(screen.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toBe(
      '/politica-cookies-interno',
    );
  });
});

describe('page card', () => {
  it('shows the star for a route, not for a hidden one', () => {
    signedIn();
    render(
      <MemoryRouter>
        <PageCard title="Tela" rota="/a">
          x
        </PageCard>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Adicionar aos favoritos' })).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <PageCard title="Detalhe" rota="/a/:id" hidden>
          x
        </PageCard>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
  });
  it("shows '*Campos de preenchimento obrigatório' unless the route's subtitle is false (spec §2, card layout)", () => {
    render(
      <MemoryRouter>
        <PageCard title="Com nota">x</PageCard>
      </MemoryRouter>,
    );
    expect(screen.getByText('*Campos de preenchimento obrigatório')).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <PageCard title="Sem nota" subtitle={false}>
          x
        </PageCard>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Sem nota' })).toBeTruthy();
    expect(screen.queryByText('*Campos de preenchimento obrigatório')).toBeNull();
  });
});

describe('routes of the shell', () => {
  it('policy pages: the variant follows the login state', async () => {
    const r = go('/politica-cookies');
    await waitFor(() => expect(r.location.pathname).toBe('/politica-cookies-externo'));
    expect(await screen.findByRole('heading', { name: 'Política de privacidade', level: 1 })).toBeTruthy();
    expect(screen.getByText(/não utiliza cookies de publicidade/)).toBeTruthy();
    cleanup();
    signedIn();
    const r2 = go('/politica-privacidade');
    await waitFor(() => expect(r2.location.pathname).toBe('/politica-privacidade-interno'));
    expect(await screen.findByText(/Lei Geral de Proteção de Dados Pessoais/)).toBeTruthy();
  });

  it('information pages render for visitors', async () => {
    for (const [path, title] of [
      ['/about', 'Sobre o Portal RH'],
      ['/nao-autorizado', 'Acesso não autorizado'],
      ['/erro-script', 'Ocorreu um erro inesperado'],
      ['/login-expirado', 'Sua sessão expirou'],
      ['/nao-possui-permissao', 'Você não possui permissão'],
    ]) {
      go(path);
      expect(await screen.findByText(title)).toBeTruthy();
      cleanup();
    }
  });

  it('an authenticated user on /login goes to /home; the user menu has Trocar unidade', async () => {
    signedIn();
    const change = vi.spyOn(auth, 'changeUnit').mockImplementation(() => {});
    const r = go('/login');
    await waitFor(() => expect(r.location.pathname).toBe('/home'));
    const userButton = await screen.findByRole('button', { name: /menu do usuário/ });
    // Its accessible name starts with what it shows, name and unit (WCAG 2.5.3).
    expect(userButton.getAttribute('aria-label')).toBe(
      `${[...userButton.querySelectorAll('span[class^="prh-user"]')].map((s) => s.textContent).join(' ')} — menu do usuário`,
    );
    fireEvent.click(userButton);
    expect(await screen.findByText('Trocar unidade')).toBeTruthy();
    // The product entry is a page card that can be a favourite; home too.
    expect(screen.getByRole('button', { name: 'Adicionar aos favoritos' })).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
  });

  it('the access request page shows the title (its security check is automatic: no image, nothing to read)', async () => {
    go('/login/usuario/solicitacao/');
    expect(await screen.findByRole('heading', { name: 'Solicitações de cadastros' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /menu do usuário/ })).toBeNull();
  });

  it('the access request page keeps the signed-in top bar for a signed-in user', async () => {
    signedIn();
    go('/login/usuario/solicitacao/');
    expect(await screen.findByRole('heading', { name: 'Solicitações de cadastros' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /menu do usuário/ })).toBeTruthy();
  });
});

describe('terms of use after login', () => {
  const reply = (codigo: number, versao?: string) =>
    (async (req: { endpoint: string }) => {
      calls.push(req.endpoint);
      return {
        content: unwrap({
          codigoMensagem: req.endpoint === 'termoUso.aceitar' ? 0 : codigo,
          objeto: versao ? { versao } : [],
        }),
        errors: null,
      };
    }) as unknown as BasicFn;
  let calls: string[] = [];
  beforeEach(() => {
    calls = [];
  });

  it('no abrirModal flag → nothing is asked', async () => {
    expect(await checkTermsOfUse({ call: reply(0, '1.00'), store: createDialogStore() })).toBe('nada');
    expect(calls).toEqual([]);
  });
  it('already accepted the marker version (1.00) → the flag goes, no dialog', async () => {
    Cookies.set('abrirModal', 'true', { path: '/' });
    Cookies.set('modalAtualizacaoTermoUso', '1.00', { path: '/' });
    expect(await checkTermsOfUse({ call: reply(0, '1.00'), store: createDialogStore() })).toBe('aceito');
    expect(Cookies.get('abrirModal')).toBeUndefined();
  });
  it('never accepted → the undismissable dialog; Li e aceito posts the acceptance and closes it', async () => {
    Cookies.set('abrirModal', 'true', { path: '/' });
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    await act(async () => {
      expect(await checkTermsOfUse({ call: reply(2), store })).toBe('aberto');
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Termo de uso do Portal RH')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Li e aceito' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['termoUso.ultimoAceito', 'termoUso.aceitar']);
    expect(Cookies.get('abrirModal')).toBeUndefined();
  });
  it('two checks at once (the unit set twice while the answer is slow) open one dialog', async () => {
    Cookies.set('abrirModal', 'true', { path: '/' });
    const store = createDialogStore();
    await Promise.all([checkTermsOfUse({ call: reply(2), store }), checkTermsOfUse({ call: reply(2), store })]);
    expect(store.getSnapshot().map((d) => d.title)).toEqual(['Termo de uso do Portal RH']);
  });
});

describe('read-only info field', () => {
  it("empty shows '-'; multi-line has 3 rows' height; Aprovada/A approved, Reprovada/I disapproved", () => {
    render(
      <>
        <InfoField label="Vazio" value="" />
        <InfoField label="S1" value="Aprovada" />
        <InfoField label="S2" value="A" />
        <InfoField label="S3" value="Reprovada" />
        <InfoField label="S4" value="I" />
        <InfoField label="M" value="Aprovada" multiline />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Vazio' }).textContent).toBe('-');
    const box = (name: string) => screen.getByRole('textbox', { name }).parentElement!;
    expect(box('S1').className).toContain('prh-approved');
    expect(box('S2').className).toContain('prh-approved');
    expect(box('S3').className).toContain('prh-disapproved');
    expect(box('S4').className).toContain('prh-disapproved');
    expect(box('M').className).toContain('is-multiline');
    expect(box('M').className).not.toContain('prh-approved');
  });
  it("the copy button's tooltip says 'Copiar' (spec §2, shared dialogs)", async () => {
    render(<InfoField label="CPF" value="529.982.247-25" copy />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Copiar CPF' }).closest('.bp6-popover-target')!);
    expect((await screen.findByText('Copiar', { selector: '.bp6-tooltip *' })).textContent).toBe('Copiar');
  });
  it('the copy button copies and shows the check for 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<InfoField label="CPF" value="529.982.247-25" copy />);
    const button = screen.getByRole('button', { name: 'Copiar CPF' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('529.982.247-25');
    expect(button.querySelector('[data-icon="tick"]')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.querySelector('[data-icon="duplicate"]')).toBeTruthy();
  });
});
