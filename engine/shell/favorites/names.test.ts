import { describe, expect, it } from 'vitest';
import { AREAS, SCREENS } from '../../screens/catalogue.ts';
import { ICONE_PADRAO } from './favoritesStore.ts';
import { favoritePage } from './names.ts';

describe('a favourite page has nome, icone and rota (spec §3)', () => {
  it('a screen: its title and its menu icon, with or without the trailing slash', () => {
    expect(favoritePage('/recursos-humanos/pesquisa-servidor/')).toEqual({
      nome: 'Pesquisar servidor',
      icone: 'search',
    });
    expect(favoritePage('/processos-judiciais/pagamentos-retidos')).toEqual({
      nome: 'Pagamentos retidos',
      icone: 'lock',
    });
  });

  it("a screen without an icon of its own takes its area's", () => {
    const screen = SCREENS.find((s) => s.id === 'legislacao-incluir')!;
    expect(screen.icon).toBeUndefined();
    const area = AREAS.find((a) => a.key === screen.area)!;
    expect(favoritePage(screen.route)).toEqual({ nome: screen.title, icone: area.icon });
  });

  it("the shell's own pages, and a route the portal does not know (a star)", () => {
    expect(favoritePage('/home')).toEqual({ nome: 'Início', icone: 'home' });
    expect(favoritePage('/uma-pagina-qualquer/')).toEqual({ nome: 'Uma pagina qualquer', icone: ICONE_PADRAO });
  });
});
