/**
 * Sign-in and sign-out redirects and the `/index` entry route (spec section 4).
 *
 * The authorisation code is exchanged by the security service on the server
 * (`POST {EXAME}/seguranca/v1/login`), so the client secret never reaches the browser. Every
 * authorisation request carries `state`, `nonce` and a PKCE S256 challenge (services/oidc.ts);
 * `/index` exchanges a code only with the verifier and nonce of a state this tab issued.
 */
import { getConfig, type PortalConfig } from './config.ts';
import { dataProvider } from './http/dataProvider.ts';
import { clearTokenCache } from './http/token.ts';
import { redirectTo } from './navigation.ts';
import { novoPedido, retomarPedido, type Retomado } from './oidc.ts';
import { COOKIE, getCookie, setCookie } from './session/cookies.ts';
import { clearSession, clearUnit, parseUnidadePapeis, selectUnit, setSession } from './session/session.ts';
import { readLocal, removeLocal, STORAGE, writeLocal } from './session/storage.ts';
import type { LoginObjeto } from './session/types.ts';

export const AUTH_SCOPE = 'openid profile unidade papeis recursos_operacoes';
/** Spec section 9: terms-of-use marker version. */
export const TERMO_USO_VERSAO = '1.00';

const origin = (): string => window.location.origin;

/**
 * The IdP authorisation URL 'Entrar' goes to. Each call starts a new pending request (its state,
 * nonce and PKCE verifier are kept in this tab's sessionStorage, services/oidc.ts).
 */
export function buildAuthUrl(
  config: PortalConfig = getConfig(),
  base: string = origin(),
  store: Storage = sessionStorage,
): string {
  const { state, nonce, codeChallenge } = novoPedido(store);
  const q = [
    'response_type=code',
    `client_id=${encodeURIComponent(config.clientId)}`,
    `contexto=${encodeURIComponent(`${config.produto}-frontend`)}`,
    `scope=${encodeURIComponent(AUTH_SCOPE)}`,
    `redirect_uri=${encodeURIComponent(`${base}/index`)}`,
    `logout_uri=${encodeURIComponent(`${base}/login`)}`,
    `state=${state}`,
    `nonce=${nonce}`,
    `code_challenge=${codeChallenge}`,
    'code_challenge_method=S256',
  ].join('&');
  return `${config.idp.auth}?${q}`;
}

export function buildLogoutUrl(
  tokenId: string | undefined,
  config: PortalConfig = getConfig(),
  base: string = origin(),
): string {
  const q = `logout_page=${encodeURIComponent(`${base}/login`)}${tokenId ? `&tokenSSCId=${encodeURIComponent(tokenId)}` : ''}`;
  return `${config.idp.logout}?${q}`;
}

export function login(): void {
  redirectTo(buildAuthUrl());
}

/** Clears the session, then leaves for the IdP's logout, which returns to /login. */
export function logout(): void {
  const tokenId = getCookie(COOKIE.tokenId);
  clearSession();
  clearTokenCache();
  redirectTo(buildLogoutUrl(tokenId));
}

/** POSTs the code with its PKCE verifier and nonce; resolves to the login answer or rejects with a message. */
export type CodeExchanger = (code: string, redirectUri: string, pedido: Retomado) => Promise<LoginObjeto>;

const exchangeCode: CodeExchanger = async (code, redirectUri, { codeVerifier, nonce }) => {
  const { content } = await dataProvider.basic({
    endpoint: 'seguranca.login',
    params: { code, redirectUri, codeVerifier, nonce },
  });
  const objeto = content?.codigoMensagem === 0 ? content.data : null;
  if (!objeto?.tokenId) throw new Error(content?.mensagem || 'Falha no login.');
  return objeto;
};

export type IndexOutcome = { redirect: '/login' | '/home' } | { logout: true; reason: string };

/** The `state` of the address /index was opened with. */
const stateDaUrl = (): string | null => new URLSearchParams(window.location.search).get('state');

/**
 * `/index?code=…&state=…`: no code → /login; the code already used → /home; a state this tab did
 * not issue (a code someone else obtained, sent as a link: login CSRF) → /login, the code never
 * exchanged and the current session, if any, untouched; otherwise exchange it with the verifier
 * and nonce of that state, store the session and, when the user has one unit, select it at once
 * (several units: the shell shows the unit dialog). A missing home unit or any failure logs the
 * user out.
 */
export async function handleIndexRoute(
  code: string | null,
  exchange: CodeExchanger = exchangeCode,
  state: string | null = stateDaUrl(),
  store: Storage = sessionStorage,
): Promise<IndexOutcome> {
  if (!code) return { redirect: '/login' };
  if (code === getCookie(COOKIE.code)) return { redirect: '/home' };
  const pedido = retomarPedido(state, store);
  if (!pedido) {
    console.error('Portal RH: retorno do login sem um pedido desta aba (state desconhecido); o código não foi usado.');
    return { redirect: '/login' };
  }
  try {
    const objeto = await exchange(code, `${origin()}/index`, pedido);
    if (!objeto.usuario?.unidade) {
      console.error('Portal RH: token sem unidade (legado); efetuando logout.');
      return { logout: true, reason: 'sem-unidade' };
    }
    const session = setSession(objeto);
    const expires = new Date(session.expiresAt);
    setCookie(COOKIE.code, code, expires);
    setCookie(COOKIE.abrirModal, 'true', expires);
    setCookie(COOKIE.modalAtualizacaoTermoUso, TERMO_USO_VERSAO, expires);
    const units = parseUnidadePapeis(objeto.usuario.jsonUnidadePapeis);
    if (units.length === 1) selectUnit(units[0].unidade);
    return { redirect: '/home' };
  } catch (err) {
    console.error('Portal RH: falha no login.', err);
    return { logout: true, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** The IdP front end of 'Trocar unidade', with the address to come back to. */
export function buildUnitChangeUrl(config: PortalConfig = getConfig(), base: string = origin()): string {
  return `${config.idp.unidade}?return_url=${encodeURIComponent(`${base}/home`)}`;
}

/** 'Trocar unidade': sets the redirect flag and leaves for the identity provider's front end. */
export function changeUnit(): void {
  writeLocal(STORAGE.redirecionarTrocaUnidade, true);
  redirectTo(buildUnitChangeUrl());
}

/**
 * Run once at start: when coming back from 'Trocar unidade' (flag set), the selected unit, its
 * roles and favourites are cleared, so the shell shows the unit dialog. Returns whether it did.
 */
export function finishUnitChange(): boolean {
  if (readLocal<boolean>(STORAGE.redirecionarTrocaUnidade) !== true) return false;
  removeLocal(STORAGE.redirecionarTrocaUnidade);
  clearUnit();
  clearTokenCache();
  return true;
}

/**
 * Re-authentication popup (`/reauth`): the page opened in a popup marks itself and runs the normal
 * IdP sign-in; when the IdP sends the popup back to `/index`, the code is exchanged as usual (the
 * cookies are shared with the opener) and the popup posts `{tipo: 'prh-reauth', ok}` to its opener
 * on the same origin and closes. The opener keeps its page and state.
 */
export const REAUTH_FLAG = 'prh-reauth';
export const REAUTH_MESSAGE = 'prh-reauth';

export function startReauth(): void {
  sessionStorage.setItem(REAUTH_FLAG, '1');
  redirectTo(buildAuthUrl());
}

/** In the popup, after the code exchange: true when this window was a re-authentication popup. */
export function finishReauth(ok: boolean, win: Window = window): boolean {
  if (win.sessionStorage.getItem(REAUTH_FLAG) !== '1') return false;
  win.sessionStorage.removeItem(REAUTH_FLAG);
  if (!win.opener) return false;
  (win.opener as Window).postMessage({ tipo: REAUTH_MESSAGE, ok }, win.location.origin);
  win.close();
  return true;
}

/** Opens the popup; resolves true when it signed in again, false when it failed or was closed. */
export function openReauthPopup(win: Window = window): Promise<boolean> {
  const popup = win.open('/reauth', 'prh-reauth', 'popup,width=520,height=700');
  if (!popup) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      win.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(ok);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== win.location.origin || (e.data as { tipo?: string })?.tipo !== REAUTH_MESSAGE) return;
      done(Boolean((e.data as { ok?: boolean }).ok));
    };
    win.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (popup.closed) done(false);
    }, 500);
  });
}
