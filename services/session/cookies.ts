/**
 * The cookies the spec names (section 3), in one place, so logout can remove exactly them.
 *
 * They cannot be HttpOnly: the portal itself reads them (the spec keeps the session token id in a
 * readable cookie). `SameSite=Lax` and `Secure` on https limit where they travel.
 */
import Cookies from 'js-cookie';

export const COOKIE = {
  tokenId: 'tokenId',
  unidadeCodigo: 'unidadeCodigo',
  unidadeNome: 'unidadeNome',
  unidadeSigla: 'unidadeSigla',
  papeis: 'papeis',
  permissoesUsuario: 'permissoesUsuario',
  code: 'code',
  abrirModal: 'abrirModal',
  modalAtualizacaoTermoUso: 'modalAtualizacaoTermoUso',
  papeisRecursos: 'papeisRecursos',
  unidadeSelecionada: 'unidadeSelecionada',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Every cookie logout removes. */
export const ALL_COOKIES: readonly CookieName[] = Object.values(COOKIE);

/** Spec section 9: cookies last one day unless they follow the token's expiry. */
export const DEFAULT_COOKIE_DAYS = 1;

const secure = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

export function getCookie(name: CookieName): string | undefined {
  return Cookies.get(name);
}

/** Seconds from now to `expires`: a date of this page's clock (token expiry) or a number of days. */
export const lifetimeSeconds = (expires: Date | number, now = Date.now()): number =>
  Math.max(0, Math.round(typeof expires === 'number' ? expires * 86_400 : (expires.getTime() - now) / 1000));

/**
 * `expires` is a date (token expiry) or a number of days (default 1). Written as Max-Age, a
 * lifetime, not as Expires, an instant: the browser keeps cookies by the computer's clock, and on
 * a PC whose clock is wrong (an old PC's dead CMOS battery) an instant computed by the page arrives
 * already past — the session cookie dropped at once — or, for a removal, still ahead, so logout
 * left it behind.
 */
export function setCookie(name: CookieName, value: string, expires: Date | number = DEFAULT_COOKIE_DAYS): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: secure(),
    'max-age': String(lifetimeSeconds(expires)),
  });
}

/** Removed whatever the computer's clock says (Max-Age=0; js-cookie's remove writes a date a day back). */
export function removeCookie(name: CookieName): void {
  Cookies.set(name, '', { path: '/', 'max-age': '0' });
}

export function removeAllCookies(): void {
  for (const name of ALL_COOKIES) removeCookie(name);
}
