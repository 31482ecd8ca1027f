/**
 * The browser session: what login stores, what the unit choice adds, what logout removes, and the
 * read side the shell and the guards use (spec sections 3, 4 and 6).
 */
import { COOKIE, getCookie, removeAllCookies, removeCookie, setCookie } from './cookies.ts';
import { decryptJson, encryptJson } from './crypto.ts';
import { readLocal, removeLocal, SESSION_ENTRIES, STORAGE, writeLocal } from './storage.ts';
import type { LoginObjeto, SessionSsc, Unidade, UnidadePapeis, UsuarioLogin } from './types.ts';

/** Parses the `jsonUnidadePapeis` claim; a malformed claim means no units. */
export function parseUnidadePapeis(json: string | undefined): UnidadePapeis[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json) as UnidadePapeis[];
    return Array.isArray(list) ? list.filter((u) => u && u.unidade && u.unidade.codigo !== undefined) : [];
  } catch {
    return [];
  }
}

/** Stores the login answer: tokenId cookie until the token's expiry, the user in `sessionSsc`. */
export function setSession(objeto: LoginObjeto, now: number = Date.now()): SessionSsc {
  const expiresAt = now + objeto.expires_in * 1000;
  const session: SessionSsc = { tokenId: objeto.tokenId, expiresAt, usuario: objeto.usuario };
  setCookie(COOKIE.tokenId, objeto.tokenId, new Date(expiresAt));
  writeLocal(STORAGE.sessionSsc, session);
  writeLocal(STORAGE.isLogged, Boolean(objeto.usuario));
  // Roles are kept until a unit is chosen; then only that unit's roles are stored, encrypted.
  writeLocal(STORAGE.papeisRecursos, parseUnidadePapeis(objeto.usuario.jsonUnidadePapeis));
  return session;
}

export function getSession(): SessionSsc | null {
  const s = readLocal<SessionSsc>(STORAGE.sessionSsc);
  return s && typeof s.tokenId === 'string' && s.usuario ? s : null;
}

/** The units the user may act for, from the cached roles (or the session's claim). */
export function userUnits(): UnidadePapeis[] {
  const cached = readLocal<UnidadePapeis[]>(STORAGE.papeisRecursos);
  if (Array.isArray(cached) && cached.length > 0) return cached;
  return parseUnidadePapeis(getSession()?.usuario.jsonUnidadePapeis);
}

/** Role codes and permitted keys (chaveMenu and url of every resource) of one unit. */
export function unitPermissions(entry: UnidadePapeis): { papeis: string[]; permitidos: string[] } {
  const papeis = entry.papeis.map((p) => p.codigo);
  const permitidos = new Set<string>();
  for (const papel of entry.papeis) {
    for (const r of papel.recursos ?? []) {
      if (r.chaveMenu) permitidos.add(r.chaveMenu);
      if (r.url) permitidos.add(r.url);
    }
  }
  return { papeis, permitidos: [...permitidos] };
}

const COOKIE_SIZE_WARNING = 3800;

export class MissingRolesError extends Error {
  constructor() {
    super('Papéis da unidade não encontrados na sessão.');
    this.name = 'MissingRolesError';
  }
}

/**
 * Stores the chosen unit (cookies until the token's expiry and `userUnit`), then the unit's role
 * codes and permitted keys encrypted with the CPF. The caller reloads the page (spec: "picking one
 * stores it and reloads"). Throws MissingRolesError when the cached roles are gone, which the spec
 * answers with logout.
 */
export function selectUnit(unit: Unidade): void {
  const session = getSession();
  const entry = userUnits().find((u) => String(u.unidade.codigo) === String(unit.codigo));
  if (!session || !entry) throw new MissingRolesError();
  const expires = new Date(session.expiresAt);
  setCookie(COOKIE.unidadeCodigo, String(unit.codigo), expires);
  setCookie(COOKIE.unidadeNome, unit.nome, expires);
  setCookie(COOKIE.unidadeSigla, unit.sigla, expires);
  writeLocal(STORAGE.userUnit, unit);
  const { papeis, permitidos } = unitPermissions(entry);
  const cpf = session.usuario.cpf;
  const permissoes = encryptJson(permitidos, cpf);
  // Browsers drop cookies over ~4 KB; the spec keeps the permitted list in a cookie, so say so loudly.
  if (permissoes.length > COOKIE_SIZE_WARNING)
    console.warn(`Portal RH: cookie permissoesUsuario com ${permissoes.length} caracteres; perto do limite de 4 KB.`);
  setCookie(COOKIE.papeis, encryptJson(papeis, cpf), expires);
  setCookie(COOKIE.permissoesUsuario, permissoes, expires);
}

/**
 * The session as the server has it now (seguranca.sessao): the user's claims and roles per unit
 * replace the ones kept since the login, so a permission granted or taken in 'Alterar permissões'
 * reaches the menu at the next page load. The chosen unit keeps its place with its current roles;
 * a unit the user no longer has is cleared, and the unit dialog asks again. True when anything changed.
 */
export function refreshSession(usuario: UsuarioLogin): boolean {
  const session = getSession();
  if (!session) return false;
  const units = parseUnidadePapeis(usuario.jsonUnidadePapeis);
  // Nothing is written (and the shell not redrawn) when the roles are the ones kept.
  if (JSON.stringify(units) === JSON.stringify(userUnits())) return false;
  writeLocal(STORAGE.sessionSsc, { ...session, usuario: { ...session.usuario, ...usuario } });
  writeLocal(STORAGE.papeisRecursos, units);
  const unit = currentUnit();
  if (!unit) return true;
  if (units.some((u) => String(u.unidade.codigo) === String(unit.codigo))) selectUnit(unit);
  else clearUnit();
  return true;
}

/** The unit chosen for this session, or null (then the unit dialog shows). */
export function currentUnit(): Unidade | null {
  const codigo = getCookie(COOKIE.unidadeCodigo);
  if (!codigo) return null;
  return { codigo, nome: getCookie(COOKIE.unidadeNome) ?? '', sigla: getCookie(COOKIE.unidadeSigla) ?? '' };
}

/** Decrypted permitted keys of the current unit, or null when absent or unreadable. */
export function permittedKeys(): string[] | null {
  const session = getSession();
  const cipher = getCookie(COOKIE.permissoesUsuario);
  if (!session || !cipher) return null;
  const list = decryptJson<string[]>(cipher, session.usuario.cpf);
  return Array.isArray(list) ? list : null;
}

/** Decrypted role codes of the current unit. */
export function currentRoles(): string[] {
  const session = getSession();
  const cipher = getCookie(COOKIE.papeis);
  if (!session || !cipher) return [];
  return decryptJson<string[]>(cipher, session.usuario.cpf) ?? [];
}

/** Logged in: the flag is set, a user is stored and the session token cookie still exists. */
export function isLogged(): boolean {
  return readLocal<boolean>(STORAGE.isLogged) === true && getSession() !== null && Boolean(getCookie(COOKIE.tokenId));
}

export function getTokenId(): string | undefined {
  return getCookie(COOKIE.tokenId);
}

/** Spec: social name preferred, then name, then the token's nome, else 'Usuario'. */
export function displayName(user: Pick<UsuarioLogin, 'nome_social' | 'name' | 'nome'> | null | undefined): string {
  const pick = [user?.nome_social, user?.name, user?.nome].find((v) => typeof v === 'string' && v.trim() !== '');
  return pick ? pick.trim() : 'Usuario';
}

export interface CurrentUser {
  cpf: string;
  name: string;
  email?: string;
  matricula?: string;
  unidade?: string;
  papeis: string[];
}

export function currentUser(): CurrentUser | null {
  const s = getSession();
  if (!s) return null;
  const u = s.usuario;
  return {
    cpf: u.cpf ?? u.sub ?? '',
    name: displayName(u),
    email: u.email,
    matricula: u.matricula,
    unidade: u.unidade,
    papeis: u.papeis ?? [],
  };
}

/** Logout: removes every cookie and session entry the spec lists and sets the flag false. */
export function clearSession(): void {
  removeAllCookies();
  for (const key of SESSION_ENTRIES) removeLocal(key);
  writeLocal(STORAGE.isLogged, false);
}

/** Expired session: only the token cookie goes; the rest is cleared by the next login or logout. */
export function dropToken(): void {
  removeCookie(COOKIE.tokenId);
}

/** sessionStorage key of the unit the user was in before 'Trocar unidade' (the unit dialog marks it). */
export const UNIDADE_ANTERIOR = 'prh-unidade-anterior';

/** The code of the unit 'Trocar unidade' left, in this tab, or null. */
export function previousUnitCode(): string | null {
  return sessionStorage.getItem(UNIDADE_ANTERIOR);
}

/**
 * 'Trocar unidade' on the way back: the chosen unit and its encrypted roles go, the session stays;
 * the unit's code is kept for the tab so that the dialog can say which unit the user was in.
 */
export function clearUnit(): void {
  const atual = currentUnit();
  if (atual) sessionStorage.setItem(UNIDADE_ANTERIOR, String(atual.codigo));
  for (const name of [
    COOKIE.unidadeCodigo,
    COOKIE.unidadeNome,
    COOKIE.unidadeSigla,
    COOKIE.papeis,
    COOKIE.permissoesUsuario,
  ])
    removeCookie(name);
  removeLocal(STORAGE.userUnit);
  removeLocal(STORAGE.favoritePages);
}
