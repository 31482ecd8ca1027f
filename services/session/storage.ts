/**
 * Local-storage entries of the session (spec section 3), JSON-encoded. Reads never throw: a value
 * another version wrote in another shape is treated as absent.
 */

export const STORAGE = {
  sessionSsc: 'sessionSsc',
  userUnit: 'userUnit',
  isLogged: 'isLogged',
  favoritePages: 'favoritePages',
  darkMode: 'darkMode',
  token: 'token',
  papeisRecursos: 'papeisRecursos',
  unidadeSelecionada: 'unidadeSelecionada',
  /** Redirect flag of 'Trocar unidade': set before leaving for the IdP, read on the way back. */
  redirecionarTrocaUnidade: 'redirecionarTrocaUnidade',
} as const;

export type StorageKey = (typeof STORAGE)[keyof typeof STORAGE];

/** What logout removes; darkMode is a preference of the browser, not of the session. */
export const SESSION_ENTRIES: readonly StorageKey[] = [
  STORAGE.sessionSsc,
  STORAGE.userUnit,
  STORAGE.favoritePages,
  STORAGE.token,
  STORAGE.papeisRecursos,
  STORAGE.unidadeSelecionada,
  STORAGE.redirecionarTrocaUnidade,
];

export function readLocal<T>(key: StorageKey): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeLocal(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeLocal(key: StorageKey): void {
  localStorage.removeItem(key);
}
