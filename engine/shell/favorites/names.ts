/** Display names of favourite routes: the screen's title, the shell's own pages, else the path. */
import { getConfig } from '../../../services/config.ts';
import { SCREENS } from '../../screens/catalogue.ts';
import { normRoute } from './favoritesStore.ts';

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
