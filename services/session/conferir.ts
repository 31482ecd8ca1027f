/**
 * The session checked with the security service (seguranca.sessao, the spec's token fetch): a
 * session ended elsewhere (logout in another tab, expiry, revoked) sends the user to
 * /login-expirado, and the roles kept since the login are replaced by the current ones (session.ts
 * refreshSession). The shell calls it at every page load and when a tab hidden for a while is shown
 * again (engine/shell/useSessionCheck.ts).
 */
import { dataProvider, type BasicFn } from '../http/dataProvider.ts';
import { clearTokenCache, expireSession } from '../http/token.ts';
import { getTokenId, refreshSession } from './session.ts';

/** 'mudou': the roles changed since the login (the shell redraws its menu); 'atual': as kept. */
export type Conferencia = 'mudou' | 'atual' | 'expirada' | 'indisponivel';

export async function conferirSessao(call: BasicFn = dataProvider.basic): Promise<Conferencia> {
  const tokenSSCId = getTokenId();
  if (!tokenSSCId) return 'expirada';
  const { content, errors } = await call({ endpoint: 'seguranca.sessao', params: { tokenSSCId } });
  if (content?.codigoMensagem === 0 && content.data) {
    if (!refreshSession(content.data.usuario)) return 'atual';
    // The gateways' access tokens kept in memory carry the resources of the roles as they were.
    clearTokenCache();
    return 'mudou';
  }
  if (errors?.status === 401) {
    expireSession();
    return 'expirada';
  }
  // The service could not be reached: the session kept is used; its next call will tell.
  return 'indisponivel';
}
