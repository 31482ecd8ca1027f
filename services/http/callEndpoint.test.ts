// @vitest-environment jsdom
import axios, { AxiosError, type AxiosResponse } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../navigation.ts';
import { callEndpoint } from './callEndpoint.ts';
import { clearTokenCache } from './token.ts';

const res = (data: unknown, status = 200) => ({ data, status, statusText: '', headers: {}, config: {} }) as AxiosResponse;

beforeEach(() => {
  clearTokenCache();
  Cookies.set('tokenId', 'sid-1', { path: '/' });
  Cookies.set('unidadeCodigo', '10', { path: '/' });
  vi.spyOn(axios, 'get').mockResolvedValue(res({ data: { access_token: 'AT', token_type: 'Bearer', expires_in: 900 }, mensagem: 'ok' }));
});
afterEach(() => {
  vi.restoreAllMocks();
  Cookies.remove('tokenId', { path: '/' });
  Cookies.remove('unidadeCodigo', { path: '/' });
});

describe('callEndpoint', () => {
  it('calls the destination gateway with the Bearer token, tokenSSCId, paging and filters; unwraps', async () => {
    const request = vi
      .spyOn(axios, 'request')
      .mockResolvedValue(res({ codigoMensagem: 0, objeto: [{ id: 1 }], paginacao: { pagina: 1, tamanhoPagina: 5, totalRegistros: 6, totalPaginas: 2 } }));
    const r = await callEndpoint({
      endpoint: 'admissoes.listaServidores',
      page: 1,
      size: 5,
      sort: 'nome',
      order: 'DESC',
      filters: { nome: 'ana', cpf: '', masp: null },
    });
    expect(request.mock.calls[0][0]).toMatchObject({
      method: 'GET',
      url: '/gw/sisapmg/admissoes/v1/listaServidores?tokenSSCId=sid-1&page=1&size=5&sort=nome&order=DESC&nome=ana',
      headers: { Authorization: 'Bearer AT' },
    });
    expect(r).toMatchObject({ codigoMensagem: 0, data: [{ id: 1 }], page: 1, offset: 6, offsetPages: 2 });
  });

  it('fills path parameters and sends no paging for paging none', async () => {
    const request = vi.spyOn(axios, 'request').mockResolvedValue(res({ codigoMensagem: 0, objeto: { id: 7 } }));
    await callEndpoint({ endpoint: 'admissoes.dadosPessoais', params: { id: '7' } });
    expect(request.mock.calls[0][0].url).toBe('/gw/sisapmg/admissoes/v1/dadosPessoais/7?tokenSSCId=sid-1');
  });

  it('a 500 envelope is the result; a network error becomes code 1; an unknown endpoint too', async () => {
    const body = { codigoMensagem: 1, mensagem: 'Falha', hashErro: 'h1', dataServidor: 'x' };
    vi.spyOn(axios, 'request').mockRejectedValueOnce(
      new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', undefined, undefined, res(body, 500)),
    );
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({ codigoMensagem: 1, hashErro: 'h1' });
    vi.spyOn(axios, 'request').mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Network Error',
      hashErro: 'Network Error',
    });
    expect(await callEndpoint({ endpoint: 'x.y' })).toMatchObject({ codigoMensagem: 1 });
  });

  it('without the tokenId cookie: no call, session expired, /login-expirado', async () => {
    Cookies.remove('tokenId', { path: '/' });
    const go = vi.fn();
    setNavigator(go);
    const request = vi.spyOn(axios, 'request');
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({ codigoMensagem: 1, sessaoExpirada: true });
    expect(request).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/login-expirado', { replace: true });
    setNavigator(null);
  });
});
