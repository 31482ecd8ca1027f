/**
 * Which screen a call came from: the portal page's path (the Referer the browser sends with every
 * call of the portal — Referrer-Policy same-origin) matched against the screen routes. Only the
 * screen's id is kept, never the path, which may carry a route parameter such as a CPF.
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

/** The id of the screen whose route matches `pagina` (a fixed route before a parameterised one). */
export function telaDaPagina(pagina: string | undefined): string | undefined {
  if (!pagina) return undefined;
  rotas ??= screenDocuments()
    .map((s) => rota(s.route, s.id))
    .sort((a, b) => a.parametros - b.parametros);
  return rotas.find((r) => r.re.test(pagina))?.id;
}
