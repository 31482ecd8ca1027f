// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../navigation.ts';
import { basicCall } from './basicCall.ts';
import { callEndpoint } from './callEndpoint.ts';
import { dataProvider } from './dataProvider.ts';
import { tokenIdIn } from './prepareCall.ts';
import { MSG_SEM_CONEXAO } from './http.ts';
import { clearTokenCache } from './token.ts';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
const TOKEN = { data: { access_token: 'AT', token_type: 'Bearer', expires_in: 900 }, mensagem: 'ok' };

/** The network: the security service's token answer, then `answer` for the catalogue call. */
let answer: (url: string, init: RequestInit) => Promise<Response> | Response;
const fetchMock = vi.fn(async (url: string, init: RequestInit) =>
  url.includes('/getWso2Token') ? json(TOKEN) : answer(url, init),
);
/** The catalogue calls sent (the token requests left out). */
const sent = () => fetchMock.mock.calls.filter(([url]) => !url.includes('/getWso2Token'));

beforeEach(() => {
  clearTokenCache();
  Cookies.set('tokenId', 'sid-1', { path: '/' });
  Cookies.set('unidadeCodigo', '10', { path: '/' });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Cookies.remove('tokenId', { path: '/' });
  Cookies.remove('unidadeCodigo', { path: '/' });
});

describe('callEndpoint', () => {
  it('calls the destination gateway with the Bearer token, tokenSSCId, paging and filters; unwraps', async () => {
    answer = () =>
      json({
        codigoMensagem: 0,
        objeto: [{ id: 1 }],
        paginacao: { pagina: 1, tamanhoPagina: 5, totalRegistros: 6, totalPaginas: 2 },
      });
    const r = await callEndpoint({
      endpoint: 'admissoes.listaServidores',
      page: 1,
      size: 5,
      sort: 'nome',
      order: 'DESC',
      filters: { nome: 'ana', cpf: '', masp: null },
    });
    const [url, init] = sent()[0];
    expect(url).toBe(
      '/gw/sisapmg/admissoes/v1/listaServidores?tokenSSCId=sid-1&page=1&size=5&sort=nome&order=DESC&nome=ana',
    );
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer AT' }, body: undefined });
    // the security service was asked for the token with the unit, the session token id in a
    // header (the issuer's catalogue option); the call itself carries it in the query (the default)
    expect(fetchMock.mock.calls[0][0]).toBe('/gw/sisapmg/seguranca/v1/getWso2Token?codigoUnidadeSsc=10');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ headers: { tokenSSCId: 'sid-1' } });
    expect(r).toMatchObject({ codigoMensagem: 0, data: [{ id: 1 }], page: 1, offset: 6, offsetPages: 2 });
  });

  it('fills path parameters and sends no paging for paging none', async () => {
    answer = () => json({ codigoMensagem: 0, objeto: { id: 7 } });
    await callEndpoint({ endpoint: 'admissoes.dadosPessoais', params: { id: '7' } });
    expect(sent()[0][0]).toBe('/gw/sisapmg/admissoes/v1/dadosPessoais/7?tokenSSCId=sid-1');
  });

  it('a 500 envelope is the result; a 403 envelope is refused; a network error becomes code 1; an unknown endpoint too', async () => {
    answer = () => json({ codigoMensagem: 1, mensagem: 'Falha', hashErro: 'h1', dataServidor: 'x' }, 500);
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Falha',
      hashErro: 'h1',
    });
    answer = () => json({ codigoMensagem: 1, mensagem: 'Servidor não pertence à unidade do usuário.' }, 403);
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 1,
      recusado: true,
    });
    // a 400 code 4 keeps its code and its listaCriticas
    answer = () =>
      json(
        {
          codigoMensagem: 4,
          mensagem: 'Dados inválidos.',
          listaCriticas: [{ campo: 'cpf', mensagem: 'CPF inválido.' }],
        },
        400,
      );
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 4,
      listaCriticas: [{ campo: 'cpf' }],
    });
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Falha na comunicação com o servidor (HTTP 502).',
    });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 1,
      mensagem: MSG_SEM_CONEXAO,
      hashErro: MSG_SEM_CONEXAO,
    });
    // a 200 that is not an envelope (a proxy's page)
    answer = () => new Response('<html></html>', { status: 200 });
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Resposta inesperada do servidor.',
    });
    expect(await callEndpoint({ endpoint: 'x.y' })).toMatchObject({ codigoMensagem: 1 });
  });

  it("a call its caller aborted goes out with the caller's signal and ends as cancelled, never as an error", async () => {
    answer = (_url, init) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const caller = new AbortController();
    const pending = dataProvider({ endpoint: 'admissoes.listaServidores', signal: caller.signal });
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    caller.abort();
    expect(await pending).toMatchObject({ codigoMensagem: 1, cancelada: true });
    expect(sent()[0][1].signal?.aborted).toBe(true);
  });

  it('a POST sends its body as JSON', async () => {
    answer = () => json({ codigoMensagem: 0, objeto: {} });
    await callEndpoint({ endpoint: 'aviso.cadastrarNovoAviso', params: { titulo: 'T' } });
    const [, init] = sent()[0];
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toEqual({ titulo: 'T' });
  });

  it('spec §7: a body date goes as ISO at midnight -03:00, a filter date as DD/MM/AAAA', async () => {
    answer = () => json({ codigoMensagem: 0, objeto: {} });
    await callEndpoint({
      endpoint: 'aviso.cadastrarNovoAviso',
      params: { titulo: 'T', dataInicio: '05/03/2026', dataFim: '', instituicoes: ['1501'] },
    });
    expect(JSON.parse(sent()[0][1].body as string)).toEqual({
      titulo: 'T',
      dataInicio: '2026-03-05T00:00:00-03:00',
      dataFim: '',
      instituicoes: ['1501'],
    });
    answer = () => json({ codigoMensagem: 2, objeto: [] });
    await callEndpoint({
      endpoint: 'processosJudiciais.listarProcesso',
      filters: { dataInicio: '01/01/2020', dataFim: '31/12/2020' },
    });
    const url = new URL(sent()[1][0], 'http://portal');
    expect([url.searchParams.get('dataInicio'), url.searchParams.get('dataFim')]).toEqual(['01/01/2020', '31/12/2020']);
  });

  it('without the tokenId cookie: no call, session expired, /login-expirado', async () => {
    Cookies.remove('tokenId', { path: '/' });
    const go = vi.fn();
    setNavigator(go);
    expect(await callEndpoint({ endpoint: 'admissoes.listaServidores' })).toMatchObject({
      codigoMensagem: 1,
      sessaoExpirada: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/login-expirado', { replace: true });
    setNavigator(null);
  });

  it('before a unit is chosen: no request at all (token, call, photo), a failure result, the session kept', async () => {
    Cookies.remove('unidadeCodigo', { path: '/' });
    const go = vi.fn();
    setNavigator(go);
    const unit = 'Selecione uma unidade para continuar.';
    expect(await callEndpoint({ endpoint: 'aviso.consultaPendencia' })).toMatchObject({
      codigoMensagem: 1,
      mensagem: unit,
    });
    expect((await basicCall({ endpoint: 'termoUso.ultimoAceito' })).content).toMatchObject({
      codigoMensagem: 1,
      mensagem: unit,
    });
    expect(await dataProvider.download({ endpoint: 'usuario.foto', params: { cpf: '1' } })).toMatchObject({
      ok: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
    expect(Cookies.get('tokenId')).toBe('sid-1');
    setNavigator(null);
  });
});

describe('where the session token id travels (spec §7: query parameter or header, or left out)', () => {
  it('follows the catalogue option, by default the query with an access token and nothing without', () => {
    expect(tokenIdIn({ resource: 'authenticated' })).toBe('query');
    expect(tokenIdIn({ resource: 'pesquisa-servidor', tokenSSCId: 'header' })).toBe('header');
    expect(tokenIdIn({ resource: 'public' })).toBe('none');
    expect(tokenIdIn({ resource: 'seguranca', tokenSSCId: 'none' })).toBe('none');
  });

  it('the session fetch names the session in its path only, and asks for no access token', async () => {
    answer = () => json({ codigoMensagem: 0, objeto: { tokenId: 'sid-1' } });
    await callEndpoint({ endpoint: 'seguranca.sessao', params: { tokenSSCId: 'sid-1' } });
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(['/gw/exame/seguranca/v1/sid-1']);
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('tokenSSCId');
  });
});
