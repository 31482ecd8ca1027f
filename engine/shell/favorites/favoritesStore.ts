/**
 * Favourites (spec sections 2, 8 and 9): the pages a user starred, kept by the gateway per cpf and
 * unit (`/favorito/v1`), mirrored in local storage `favoritePages` and in a tiny external store the
 * top bar and the page cards read. At most 10: the 11th opens 'Número máximo de favoritos!' and is
 * not sent. Failures adding, removing or listing are shown with the browser's alert.
 */
import { dataProvider, type BasicFn, type BasicResult } from '../../../services/http/dataProvider.ts';
import { currentUnit, getSession } from '../../../services/session/session.ts';
import { readLocal, STORAGE, writeLocal } from '../../../services/session/storage.ts';

export const MAX_FAVORITOS = 10;
/** Width of one item of the favourites bar. */
export const FAVORITE_ITEM_WIDTH = 160;
export const MSG_MAX_TITULO = 'Número máximo de favoritos!';
export const MSG_MAX_TEXTO = 'Esse usuário já possui 10 favoritos adicionados.';
export const MSG_FALHA_LISTAR = 'Não foi possível carregar a lista de favoritos.';
export const MSG_FALHA_INCLUIR = 'Não foi possível adicionar o favorito.';
export const MSG_FALHA_REMOVER = 'Não foi possível remover o favorito.';

/** A favourite page (spec §3: nome, icone, rota): the name and icon are the page's own, resolved from its route. */
export interface Favorite {
  rota: string;
  nome: string;
  icone: string;
}

/** The icon of a page that is not a screen the portal knows. */
export const ICONE_PADRAO = 'star';

/** Sorted by name, case-insensitively (then by route, so the order is total). */
export function sortFavorites(list: Favorite[]): Favorite[] {
  return [...list].sort(
    (a, b) => a.nome.localeCompare(b.nome, 'pt-BR', { sensitivity: 'base' }) || a.rota.localeCompare(b.rota),
  );
}

/** How many favourites the bar shows for its width: floor(width / 160) − 1, never negative. */
export function visibleCount(width: number): number {
  return Math.max(0, Math.floor(width / FAVORITE_ITEM_WIDTH) - 1);
}

/** Route written the same way everywhere (no trailing slash except '/'). */
export const normRoute = (rota: string): string => (rota.length > 1 ? rota.replace(/\/+$/, '') : rota);

type Listener = () => void;
/** What the portal knows of a route: its name and icon. */
type PageOf = (rota: string) => Pick<Favorite, 'nome' | 'icone'>;
type Caller = BasicFn;

export function createFavoritesStore(
  opts: { call?: Caller; pageOf?: PageOf; browserAlert?: (msg: string) => void } = {},
) {
  const call: Caller = opts.call ?? dataProvider.basic;
  let pageOf: PageOf = opts.pageOf ?? ((r: string) => ({ nome: r, icone: ICONE_PADRAO }));
  const browserAlert = opts.browserAlert ?? ((m: string) => window.alert(m));
  // Entries kept by an older version have no icon: a star until the list is read again.
  let favorites: Favorite[] = sortFavorites(
    (readLocal<Favorite[]>(STORAGE.favoritePages) ?? []).map((f) => ({ ...f, icone: f.icone ?? ICONE_PADRAO })),
  );
  const listeners = new Set<Listener>();
  const set = (rotas: string[]) => {
    favorites = sortFavorites([...new Set(rotas.map(normRoute))].map((rota) => ({ rota, ...pageOf(rota) })));
    writeLocal(STORAGE.favoritePages, favorites);
    for (const l of listeners) l();
  };
  const owner = () => {
    const cpf = getSession()?.usuario.cpf;
    const unit = currentUnit();
    return cpf && unit ? { cpf, codigoUnidadeSsc: String(unit.codigo) } : null;
  };
  const rotasOf = (res: BasicResult<{ rota: string }[]>): string[] | null =>
    res.content && res.content.codigoMensagem === 0 && Array.isArray(res.content.data)
      ? res.content.data.map((f) => f.rota)
      : null;
  const failure = (base: string, res: BasicResult) => {
    if (res.content?.sessaoExpirada) return; // already on the way to /login-expirado
    const detail = res.content?.mensagem || (res.errors ? `${res.errors.status} ${res.errors.statusText}` : '');
    browserAlert(detail ? `${base}\n${detail}` : base);
  };
  // The dialog's code (alert.tsx) loads with the first one: only an eleventh favourite shows it.
  const limitDialog = () =>
    void import('../dialogs/alert.tsx').then((m) =>
      m.alert({ tipo: 'atencao', titulo: MSG_MAX_TITULO, texto: MSG_MAX_TEXTO, botao: 'Continuar' }),
    );

  return {
    subscribe(l: Listener): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: (): Favorite[] => favorites,
    setPageResolver(fn: PageOf) {
      pageOf = fn;
    },
    isFavorite: (rota: string): boolean => favorites.some((f) => f.rota === normRoute(rota)),
    async load(): Promise<void> {
      const o = owner();
      if (!o) return;
      const res = await call({ endpoint: 'favorito.listar', params: o });
      const rotas = rotasOf(res);
      if (rotas) set(rotas);
      else failure(MSG_FALHA_LISTAR, res);
    },
    /** Adds or removes; resolves to whether the route is a favourite afterwards. */
    async toggle(rota: string): Promise<boolean> {
      const o = owner();
      const r = normRoute(rota);
      if (!o) return false;
      if (favorites.some((f) => f.rota === r)) {
        const res = await call({ endpoint: 'favorito.remover', params: { ...o, rota: r } });
        const rotas = rotasOf(res);
        if (rotas) set(rotas);
        else failure(MSG_FALHA_REMOVER, res);
        return !rotas;
      }
      if (favorites.length >= MAX_FAVORITOS) {
        limitDialog();
        return false;
      }
      const res = await call({ endpoint: 'favorito.incluir', params: { ...o, rota: r } });
      const rotas = rotasOf(res);
      if (rotas) {
        set(rotas);
        return true;
      }
      if (res.content?.codigoMensagem === 4 && res.content.mensagem === MSG_MAX_TEXTO) limitDialog();
      else failure(MSG_FALHA_INCLUIR, res);
      return false;
    },
    clear() {
      favorites = [];
      for (const l of listeners) l();
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

export const favoritesStore: FavoritesStore = createFavoritesStore();
