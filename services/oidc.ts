/**
 * `state`, `nonce` and PKCE (S256) of the portal's authorisation request — the defence against
 * login CSRF. Each request gets its own random state, nonce and code verifier,
 * kept in this tab's sessionStorage (key `prh-oidc`, by state) and never sent anywhere but here:
 * the IdP receives the state, the nonce and the verifier's SHA-256; on the way back `/index` must
 * bring a state this tab issued, whose verifier and nonce go with the code to the login exchange
 * (`POST {EXAME}/seguranca/v1/login`), where the server redeems the code with the verifier and
 * checks the id token's nonce. A code planted by someone else (a link to /index?code=…) has no
 * state of this tab and is never exchanged.
 *
 * Several requests may be pending (the 'Entrar' link is drawn with one, a page drawn again makes
 * another): each is single use and forgotten after 30 minutes; at most 10 are kept.
 */
import { sha256Base64url } from './session/crypto.ts';

export const OIDC_PENDENTES = 'prh-oidc';
const VALIDADE_MS = 30 * 60_000;
const MAX_PENDENTES = 10;

interface Pendente {
  nonce: string;
  verifier: string;
  criado: number;
}

export interface PedidoAutorizacao {
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface Retomado {
  nonce: string;
  codeVerifier: string;
}

/** `bytes` random bytes, base64url without padding. */
export function aleatorio(bytes: number): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function ler(store: Storage, now: number): Record<string, Pendente> {
  try {
    const all = JSON.parse(store.getItem(OIDC_PENDENTES) ?? '{}') as Record<string, Pendente>;
    return Object.fromEntries(
      Object.entries(all).filter(([, p]) => p && typeof p.criado === 'number' && now - p.criado < VALIDADE_MS),
    );
  } catch {
    return {};
  }
}

function gravar(store: Storage, all: Record<string, Pendente>): void {
  const recentes = Object.entries(all)
    .sort(([, a], [, b]) => b.criado - a.criado)
    .slice(0, MAX_PENDENTES);
  if (recentes.length === 0) store.removeItem(OIDC_PENDENTES);
  else store.setItem(OIDC_PENDENTES, JSON.stringify(Object.fromEntries(recentes)));
}

/** A new pending authorisation request: its state, nonce and S256 code challenge. */
export function novoPedido(store: Storage = sessionStorage, now = Date.now()): PedidoAutorizacao {
  const state = aleatorio(16);
  const nonce = aleatorio(16);
  const verifier = aleatorio(32); // 43 characters, the RFC 7636 minimum
  const all = ler(store, now);
  all[state] = { nonce, verifier, criado: now };
  gravar(store, all);
  return { state, nonce, codeChallenge: sha256Base64url(verifier) };
}

/** The verifier and nonce of a state this tab issued, forgotten at once; null for any other. */
export function retomarPedido(
  state: string | null,
  store: Storage = sessionStorage,
  now = Date.now(),
): Retomado | null {
  const all = ler(store, now);
  const p = state && Object.hasOwn(all, state) ? all[state] : undefined;
  if (p) delete all[state!];
  gravar(store, all);
  return p ? { nonce: p.nonce, codeVerifier: p.verifier } : null;
}
