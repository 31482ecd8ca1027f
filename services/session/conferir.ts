/**
 * The session checked with the security service (seguranca.sessao, the spec's token fetch): a
 * session ended elsewhere (logout in another tab, expiry, revoked) sends the user to
 * /login-expirado, and the roles kept since the login are replaced by the current ones (session.ts
 * refreshSession). Not called by the shell yet (docs/ARCHITECTURE.md, "Session fetch").
 */
import { basicCall } from '../http/basicCall.ts';
import { expireSession } from '../http/token.ts';
import { getTokenId, refreshSession } from './session.ts';

/** 'mudou': the roles changed since the login (the shell redraws its menu); 'atual': as kept. */
export type Conferencia = 'mudou' | 'atual' | 'expirada' | 'indisponivel';

export async function conferirSessao(call: typeof basicCall = basicCall): Promise<Conferencia> {
  const tokenSSCId = getTokenId();
  if (!tokenSSCId) return 'expirada';
  const { content, errors } = await call({ endpoint: 'seguranca.sessao', params: { tokenSSCId } });
  if (content?.codigoMensagem === 0 && content.data) {
    return refreshSession(content.data.usuario) ? 'mudou' : 'atual';
  }
  if (errors?.status === 401) {
    expireSession();
    return 'expirada';
  }
  // The service could not be reached: the session kept is used; its next call will tell.
  return 'indisponivel';
}
