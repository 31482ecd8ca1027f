// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../navigation.ts';
import { clearTokenCache, getAccessToken, SessionExpiredError, type TokenFetcher, UnitRequiredError } from './token.ts';

describe('getAccessToken', () => {
  beforeEach(() => clearTokenCache());

  it('caches per destination and unit until 30 s before expiry', async () => {
    let t = 1_000_000;
    let calls = 0;
    const fetcher = vi.fn<TokenFetcher>(async () => ({
      status: 200,
      data: { data: { access_token: `tok${++calls}`, token_type: 'Bearer', expires_in: 900 }, mensagem: 'ok' },
    }));
    const opts = { fetcher, now: () => t };
    expect(await getAccessToken('SISAPMG', 'sid', '10', opts)).toBe('tok1');
    expect(await getAccessToken('SISAPMG', 'sid', '10', opts)).toBe('tok1');
    expect(await getAccessToken('EXAME', 'sid', '10', opts)).toBe('tok2');
    t += 900_000 - 29_000;
    expect(await getAccessToken('SISAPMG', 'sid', '10', opts)).toBe('tok3');
    // The catalogue says the issuer takes the session token id in a header (spec §7 option).
    expect(fetcher.mock.calls[0]).toEqual([
      '/gw/sisapmg/seguranca/v1/getWso2Token',
      { codigoUnidadeSsc: '10' },
      { tokenSSCId: 'sid' },
    ]);
  });

  it("an answer with 'expirado' removes the tokenId cookie and goes to /login-expirado", async () => {
    Cookies.set('tokenId', 'sid', { path: '/' });
    const go = vi.fn();
    setNavigator(go);
    const fetcher: TokenFetcher = async () => ({
      status: 401,
      data: { mensagem: 'Token SSC expirado. Efetue o login novamente.' },
    });
    await expect(getAccessToken('EXAME', 'sid', '10', { fetcher })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(Cookies.get('tokenId')).toBeUndefined();
    expect(go).toHaveBeenCalledWith('/login-expirado', { replace: true });
    setNavigator(null);
  });

  it('asks nothing without a chosen unit (the issuer would answer 400): the unit dialog is open', async () => {
    const fetcher = vi.fn<TokenFetcher>();
    await expect(getAccessToken('EXAME', 'sid', '', { fetcher })).rejects.toBeInstanceOf(UnitRequiredError);
    await expect(getAccessToken('FIPA', 'sid', '', { fetcher })).rejects.toThrow(
      'Selecione uma unidade para continuar.',
    );
    expect(fetcher).not.toHaveBeenCalled();
  });
});
