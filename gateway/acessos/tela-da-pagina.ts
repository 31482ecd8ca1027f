/**
 * Which screen a call came from: the portal page's path (the Referer the browser sends with every
 * call of the portal — Referrer-Policy same-origin) matched against the screen routes. Only the
 * screen's id is kept, never the path, which may carry a route parameter such as a CPF. The screens
 * published at run time are matched first (their routes are read with each batch of the log): one
 * may have a route no shipped screen has.
 */
import { screenDocuments } from '../screens.ts';

interface Rota {
  re: RegExp;
  id: string;
  parametros: number;
}

let rotas: Rota[] | undefined;

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/recursos-humanos/dados-servidor/:id' → /^\/recursos-humanos\/dados-servidor\/[^/]+\/?$/. */
function rota(route: string, id: string): Rota {
  const partes = route.replace(/\/+$/, '').split('/');
  const corpo = partes.map((p) => (p.startsWith(':') ? '[^/]+' : escapar(p))).join('/');
  return { re: new RegExp(`^${corpo}/?$`), id, parametros: partes.filter((p) => p.startsWith(':')).length };
}

const ordenadas = (telas: readonly { id: string; route: string }[]): Rota[] =>
  telas.map((s) => rota(s.route, s.id)).sort((a, b) => a.parametros - b.parametros);

/**
 * The id of the screen whose route matches `pagina`: a published screen's (`publicadas`) before a
 * shipped one's, a fixed route before a parameterised one.
 */
export function telaDaPagina(
  pagina: string | undefined,
  publicadas: readonly { id: string; route: string }[] = [],
): string | undefined {
  if (!pagina) return undefined;
  rotas ??= ordenadas(screenDocuments());
  return (ordenadas(publicadas).find((r) => r.re.test(pagina)) ?? rotas.find((r) => r.re.test(pagina)))?.id;
}
