/**
 * Access tokens per destination service (`getWso2Token`), cached in memory until 30 s before they
 * expire, so a page that fires several calls asks the security service once.
 *
 * A token is a unit's (spec: `codigoUnidadeSsc`): without a chosen unit nothing is asked — the
 * issuer would refuse it (HTTP 400) and the console would say so while the unit dialog is open.
 * This is the one gate every signed-in call passes, whoever makes it.
 *
 * Not kept in storage on purpose: a token in memory dies with the tab; the session token id in
 * the cookie is what survives a reload.
 */
import { getConfig, type DestinoTag } from '../config.ts';
import { navigateTo } from '../navigation.ts';
import { dropToken } from '../session/session.ts';
import { tokenIdIn } from '../../core/derive-recursos.ts';
import type { RecordOf } from '../../core/endpoint-types.ts';
import { SHELL_CATALOGUE } from './endpoints.ts';
import { http } from './http.ts';

/** The issuer's bare success (catalogue: seguranca.getWso2Token), or a failure envelope's `mensagem`. */
export type Wso2TokenAnswer = Partial<RecordOf<'seguranca.getWso2Token'>>;

/** The token issuer's catalogue entry: its path and where it takes the session token id. */
const ISSUER = SHELL_CATALOGUE.get('seguranca.getWso2Token')!;

/** Refresh this long before expiry, so a token never expires in flight. */
export const TOKEN_MARGIN_MS = 30_000;

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

const cache = new Map<string, CachedToken>();
const inflight = new Map<string, Promise<string>>();

export class SessionExpiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionExpiredError';
  }
}

/** No unit chosen yet: the call is not made (the unit dialog is open until there is one). */
export class UnitRequiredError extends Error {
  constructor() {
    super('Selecione uma unidade para continuar.');
    this.name = 'UnitRequiredError';
  }
}

/** Fetches the raw answer; replaced in tests. */
export type TokenFetcher = (
  url: string,
  params: Record<string, string>,
  headers: Record<string, string>,
) => Promise<{ status: number; data: Wso2TokenAnswer }>;

const httpFetcher: TokenFetcher = async (url, params, headers) => {
  const res = await http<Wso2TokenAnswer>({ url, params, headers });
  return { status: res.status, data: res.data };
};

/** Spec: an answer whose message contains 'expirado' ends the session. */
export const isExpiredAnswer = (answer: Wso2TokenAnswer | undefined): boolean =>
  /expirado/i.test(answer?.mensagem ?? '');

/** The cookie goes, and the user is sent to /login-expirado. */
export function expireSession(): void {
  dropToken();
  clearTokenCache();
  navigateTo('/login-expirado', { replace: true });
}

export function clearTokenCache(): void {
  cache.clear();
  inflight.clear();
}

export async function getAccessToken(
  destino: DestinoTag,
  tokenId: string,
  unidade: string,
  options: { fetcher?: TokenFetcher; now?: () => number } = {},
): Promise<string> {
  if (!unidade) throw new UnitRequiredError();
  const now = options.now ?? Date.now;
  const key = `${destino}|${unidade}|${tokenId}`;
  const hit = cache.get(key);
  if (hit && hit.expiresAt - TOKEN_MARGIN_MS > now()) return hit.accessToken;
  const running = inflight.get(key);
  if (running) return running;

  const request = (async () => {
    // Served on every gateway: each destination issues its own tokens.
    const url = `${getConfig().destinos[destino]}${ISSUER.path}`;
    const inHeader = tokenIdIn(ISSUER) === 'header';
    const { status, data } = await (options.fetcher ?? httpFetcher)(
      url,
      { codigoUnidadeSsc: unidade, ...(inHeader ? {} : { tokenSSCId: tokenId }) },
      inHeader ? { tokenSSCId: tokenId } : {},
    );
    if (isExpiredAnswer(data)) {
      expireSession();
      throw new SessionExpiredError(data.mensagem ?? 'Sessão expirada.');
    }
    if (status !== 200 || !data?.data?.access_token) {
      throw new Error(data?.mensagem || `Falha ao obter o token de acesso (HTTP ${status}).`);
    }
    cache.set(key, { accessToken: data.data.access_token, expiresAt: now() + data.data.expires_in * 1000 });
    return data.data.access_token;
  })();
  inflight.set(key, request);
  try {
    return await request;
  } finally {
    inflight.delete(key);
  }
}
