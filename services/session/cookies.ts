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

/** `expires` is a date (token expiry) or a number of days (default 1). */
export function setCookie(name: CookieName, value: string, expires: Date | number = DEFAULT_COOKIE_DAYS): void {
  Cookies.set(name, value, { expires, path: '/', sameSite: 'Lax', secure: secure() });
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}

export function removeAllCookies(): void {
  for (const name of ALL_COOKIES) removeCookie(name);
}
