/**
 * Names and icons of favourite routes: the screen's title and menu icon (else its area's), the
 * shell's own pages, else the path and a star. The icons are the menu's, bundled with the first page
 * (engine/shell/icons.ts), so the favourites bar never draws one empty.
 */
import { getConfig } from '../../../services/config.ts';
import { AREAS, SCREENS } from '../../screens/catalogue.ts';
import { HOME_ITEM, productItem } from '../menu.ts';
import { type Favorite, ICONE_PADRAO, normRoute } from './favoritesStore.ts';

export const HOME_TITLE = 'Início';
export const PRODUCT_TITLE = 'Portal RH';

export function favoriteName(rota: string): string {
  const r = normRoute(rota);
  if (r === '/home') return HOME_TITLE;
  if (r === `/${getConfig().produto}`) return PRODUCT_TITLE;
  const screen = SCREENS.find((s) => normRoute(s.route) === r);
  if (screen) return screen.title;
  const last = r.split('/').filter(Boolean).pop() ?? r;
  const text = last.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function favoriteIcon(rota: string): string {
  const r = normRoute(rota);
  if (r === HOME_ITEM.href) return HOME_ITEM.icon!;
  const produto = productItem(getConfig().produto);
  if (r === produto.href) return produto.icon!;
  const screen = SCREENS.find((s) => normRoute(s.route) === r);
  return screen?.icon ?? AREAS.find((a) => a.key === screen?.area)?.icon ?? ICONE_PADRAO;
}

/** The favourite page of a route (spec §3: nome and icone beside the rota). */
export const favoritePage = (rota: string): Pick<Favorite, 'nome' | 'icone'> => ({
  nome: favoriteName(rota),
  icone: favoriteIcon(rota),
});
