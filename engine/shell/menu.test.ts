import { describe, expect, it } from 'vitest';
import type { AreaDef, ScreenDoc } from '../screens/types.ts';
import { activeGroupKey, buildMenu } from './menu.ts';

const areas: AreaDef[] = [
  { key: 'recursos-humanos', title: 'Recursos humanos', icon: 'people', path: '/recursos-humanos' },
  { key: 'usuarios', title: 'Gestão de usuários', icon: 'user', path: '/usuarios' },
];
const s = (id: string, over: Partial<ScreenDoc> = {}): ScreenDoc =>
  ({
    id,
    kind: 'search',
    title: id,
    area: 'recursos-humanos',
    route: `/recursos-humanos/${id}/`,
    menuKey: id,
    ...over,
  }) as ScreenDoc;
const screens = [
  s('pesquisa-servidor'),
  s('dados-servidor', { hidden: true, route: '/recursos-humanos/dados-servidor/:id', menuKey: 'pesquisa-servidor' }),
  s('ferias', { group: 'Férias' }),
  s('solicitacoes', { area: 'usuarios', route: '/usuarios/solicitacoes/' }),
];

describe('buildMenu', () => {
  it('lists Início, the permitted areas and the product entry', () => {
    const menu = buildMenu(areas, screens, ['pesquisa-servidor'], 'portalrh');
    expect(menu.map((m) => m.title)).toEqual(['Início', 'Recursos humanos', 'Sobre o Portal RH']);
    expect(menu[1].children!.map((c) => c.key)).toEqual(['pesquisa-servidor']);
    expect(menu[2].href).toBe('/portalrh');
  });
  it('without permissions only Início and the product entry remain', () => {
    expect(buildMenu(areas, screens, null, 'portalrh').map((m) => m.key)).toEqual(['home', 'produto']);
  });
  it('groups screens by their group and accepts the route as key', () => {
    const menu = buildMenu(areas, screens, ['ferias', '/usuarios/solicitacoes/'], 'p');
    expect(menu[1].children![0]).toMatchObject({ title: 'Férias', children: [{ key: 'ferias' }] });
    expect(menu[2].title).toBe('Gestão de usuários');
  });
  it("orders an area by the screens' menuOrder (a group where its first screen is), the others after in file order, the screens of no group before the groups", () => {
    const lista = [
      s('relatorio-a', { group: 'Relatórios', menuOrder: 10 }),
      s('documentos', { menuOrder: 3 }),
      s('sem-ordem'),
      s('relatorio-b', { group: 'Relatórios', menuOrder: 11 }),
      s('especiais', { menuOrder: 1 }),
    ];
    const menu = buildMenu(areas, lista, ['relatorio-a', 'documentos', 'sem-ordem', 'relatorio-b', 'especiais'], 'p');
    expect(menu[1].children!.map((c) => c.title)).toEqual(['especiais', 'documentos', 'sem-ordem', 'Relatórios']);
    expect(menu[1].children![3].children!.map((c) => c.key)).toEqual(['relatorio-a', 'relatorio-b']);
  });
  it('the active item opens its parent', () => {
    const menu = buildMenu(areas, screens, ['pesquisa-servidor', 'ferias'], 'p');
    expect(activeGroupKey(menu, '/recursos-humanos/ferias')).toBe('recursos-humanos');
    expect(activeGroupKey(menu, '/home')).toBeNull();
    // a hidden detail screen below the area opens the area too
    expect(activeGroupKey(menu, '/recursos-humanos/dados-servidor/7')).toBe('recursos-humanos');
  });
});
