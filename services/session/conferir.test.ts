// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasicFn } from '../http/dataProvider.ts';
import { getAccessToken, type TokenFetcher } from '../http/token.ts';
import { setNavigator } from '../navigation.ts';
import { conferirSessao } from './conferir.ts';
import { loginObjeto, UNIDADES_ANA } from './fixtures.ts';
import { currentUnit, getTokenId, permittedKeys, selectUnit, setSession } from './session.ts';
import type { UnidadePapeis } from './types.ts';

/** A basicCall that answers the session fetch with these units (or a status without data). */
const servidor = (units: UnidadePapeis[] | number) =>
  vi.fn(async (req: { endpoint: string; params?: Record<string, unknown> }) =>
    typeof units === 'number'
      ? { content: { codigoMensagem: 1, mensagem: 'Token SSC expirado.' }, errors: { status: units, statusText: '' } }
      : {
          content: { codigoMensagem: 0, mensagem: 'ok', data: { ...loginObjeto(units), id_token: undefined } },
          errors: null,
          req,
        },
  ) as unknown as BasicFn;

describe('the session checked at each page load (seguranca.sessao, spec §7 token fetch)', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
    setSession(loginObjeto());
    selectUnit(UNIDADES_ANA[0].unidade);
  });

  it('asks for the session of the tokenId cookie and takes the roles granted since the login', async () => {
    const maisUmPapel: UnidadePapeis[] = [
      {
        ...UNIDADES_ANA[0],
        papeis: [
          ...UNIDADES_ANA[0].papeis,
          {
            codigo: 'ENCARREGADO',
            recursos: [{ codigo: 'R9', chaveMenu: 'acessos-dados-pessoais', url: '/portal/acessos/' }],
          },
        ],
      },
      UNIDADES_ANA[1],
    ];
    const call = servidor(maisUmPapel);
    expect(permittedKeys()).not.toContain('acessos-dados-pessoais');
    expect(await conferirSessao(call)).toBe('mudou');
    expect(call).toHaveBeenCalledWith({ endpoint: 'seguranca.sessao', params: { tokenSSCId: 'sess-123' } });
    expect(permittedKeys()).toContain('acessos-dados-pessoais');
    expect(currentUnit()?.codigo).toBe('1');
  });

  it('changed roles drop the access tokens kept in memory, which carry the resources of the old ones', async () => {
    let emitidos = 0;
    const fetcher: TokenFetcher = async () => ({
      status: 200,
      data: {
        codigoMensagem: 0,
        mensagem: 'ok',
        data: { access_token: `tok${++emitidos}`, token_type: 'Bearer', expires_in: 3600 },
      },
    });
    const token = () => getAccessToken('SISAPMG', 'sess-123', '1', { fetcher });
    expect(await token()).toBe('tok1');
    expect(await conferirSessao(servidor(UNIDADES_ANA))).toBe('atual');
    expect(await token()).toBe('tok1'); // the same roles: the token kept is still right
    expect(await conferirSessao(servidor([UNIDADES_ANA[0]]))).toBe('mudou');
    expect(await token()).toBe('tok2');
  });

  it('a unit the user lost is cleared, so the unit dialog asks again', async () => {
    expect(await conferirSessao(servidor([UNIDADES_ANA[1]]))).toBe('mudou');
    expect(currentUnit()).toBeNull();
  });

  it('the same roles as kept change nothing (no redraw of the shell)', async () => {
    const antes = document.cookie;
    expect(await conferirSessao(servidor(UNIDADES_ANA))).toBe('atual');
    expect(document.cookie).toBe(antes);
    expect(currentUnit()?.codigo).toBe('1');
  });

  it('a session ended elsewhere (401) sends the user to /login-expirado at once', async () => {
    const go = vi.fn();
    setNavigator(go);
    expect(await conferirSessao(servidor(401))).toBe('expirada');
    expect(getTokenId()).toBeUndefined();
    expect(go).toHaveBeenCalledWith('/login-expirado', { replace: true });
    setNavigator(null);
  });

  it('an unreachable service keeps the session as it was', async () => {
    expect(await conferirSessao(servidor(503))).toBe('indisponivel');
    expect(getTokenId()).toBe('sess-123');
    expect(currentUnit()?.codigo).toBe('1');
  });
});
