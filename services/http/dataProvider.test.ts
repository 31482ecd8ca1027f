// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeLocal, STORAGE } from '../session/storage.ts';
import { dataProvider, stubProvider } from './dataProvider.ts';
import { dataUrlToFile, prepareCall, toFormData } from './prepareCall.ts';
import { clearTokenCache } from './token.ts';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
const TOKEN = { data: { access_token: 'AT', token_type: 'Bearer', expires_in: 900 }, mensagem: 'ok' };
/** The answers of the catalogue calls, in order (the token requests are answered apart). */
const answers: Response[] = [];
const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
  url.includes('/getWso2Token') ? json(TOKEN) : answers.shift()!,
);
const sent = () => fetchMock.mock.calls.filter(([url]) => !url.includes('/getWso2Token'));
const PDF = 'data:application/pdf;name=laudo%20m%C3%A9dico.pdf;base64,' + btoa('%PDF-1.4 teste');

beforeEach(() => {
  clearTokenCache();
  Cookies.set('tokenId', 'sid-1', { path: '/' });
  Cookies.set('unidadeCodigo', '1501', { path: '/' });
  answers.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Cookies.remove('tokenId', { path: '/' });
  Cookies.remove('unidadeCodigo', { path: '/' });
  localStorage.clear();
});

describe('prepareCall for writes', () => {
  it("fills the catalogue's session values and sends its `query` keys of a POST in the query string", async () => {
    const c = await prepareCall({
      endpoint: 'aviso.cadastrarNovoAviso',
      params: { titulo: 'T', codigoUnidadeSSCLogado: '9999' },
    });
    expect(c.method).toBe('POST');
    // the unit comes from the session, whatever the screen sent
    expect(c.url).toBe('/gw/exame/aviso/v1/cadastrarNovoAviso?tokenSSCId=sid-1&codigoUnidadeSSCLogado=1501');
    expect(c.data).toEqual({ titulo: 'T' });
  });

  it('PUT puts path parameters in the path and the rest in the body', async () => {
    const c = await prepareCall({
      endpoint: 'usuarioPapelSolicitacao.reprovar',
      params: { id: 11, motivo: 'Motivo suficiente.' },
    });
    expect(c).toMatchObject({
      method: 'PUT',
      url: '/gw/exame/usuario-papel-solicitacao/v1/reprovar/11?tokenSSCId=sid-1',
      data: { motivo: 'Motivo suficiente.' },
    });
  });

  it('the cpf of the session when the catalogue asks for it', async () => {
    writeLocal(STORAGE.sessionSsc, { usuario: { cpf: '39053344705', name: 'Ana' }, token: 'x' });
    const c = await prepareCall({
      endpoint: 'usuario.enviaUsuarioComPapeisNovos',
      params: { cpf: '1', papeis: [], versao: 1 },
    });
    expect(c.data).toMatchObject({ codigoUnidade: '1501' });
  });

  it('an endpoint with `files` is sent as multipart: the data URL becomes a named file part, lists repeat', async () => {
    const c = await prepareCall({
      endpoint: 'documento.upload',
      params: { numeroPessoaFisJurFu: '123', tipoDocumento: 'recadastramento', file: PDF },
    });
    expect(c.data).toBeInstanceOf(FormData);
    const form = c.data as FormData;
    expect(form.get('numeroPessoaFisJurFu')).toBe('123');
    const file = form.get('file') as File;
    expect(file.name).toBe('laudo médico.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 teste');
    const lists = toFormData({ a: ['x', 'y'], vazio: '', nada: null }, []);
    expect(lists.getAll('a')).toEqual(['x', 'y']);
    expect(lists.has('vazio') || lists.has('nada')).toBe(false);
  });

  it('dataUrlToFile: name and type from the data URL; garbage is null', () => {
    expect(dataUrlToFile(PDF)?.name).toBe('laudo médico.pdf');
    expect(dataUrlToFile('not a data url')).toBeNull();
  });
});

describe('files through the data provider', () => {
  it('download: the blob under its content-disposition name; an envelope in the blob is the error', async () => {
    answers.push(
      new Response('%PDF-1.4 contracheque', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="contracheque.pdf"',
        },
      }),
    );
    const f = await dataProvider.download({
      endpoint: 'dadosFinanceiros.downloadContraCheque',
      params: { numeroFuncionario: '1', anoMesFolha: 202610 },
    });
    expect(f.ok && f.filename).toBe('contracheque.pdf');
    expect(f.ok && f.blob.type).toBe('application/pdf');
    expect(f.ok && (await f.blob.text())).toBe('%PDF-1.4 contracheque');
    expect(sent()[0][1]).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer AT' } });
    answers.push(json({ codigoMensagem: 4, mensagem: 'Competência sem folha.' }, 400));
    const bad = await dataProvider.download({
      endpoint: 'dadosFinanceiros.downloadContraCheque',
      params: { numeroFuncionario: '1', anoMesFolha: 202610 },
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.result).toMatchObject({ codigoMensagem: 4, mensagem: 'Competência sem folha.' });
    // no name in the answer: 'arquivo'; a failure without an envelope: its HTTP status
    answers.push(
      new Response('x', { status: 200, headers: { 'content-type': 'text/csv' } }),
      new Response('', { status: 502 }),
    );
    const semNome = await dataProvider.download({
      endpoint: 'dadosFinanceiros.downloadContraCheque',
      params: { numeroFuncionario: '1', anoMesFolha: 202610 },
    });
    expect(semNome.ok && semNome.filename).toBe('arquivo');
    const semEnvelope = await dataProvider.download({
      endpoint: 'dadosFinanceiros.downloadContraCheque',
      params: { numeroFuncionario: '1', anoMesFolha: 202610 },
    });
    expect(!semEnvelope.ok && semEnvelope.result.mensagem).toBe('HTTP 502');
  });

  it('upload: an endpoint with `files` goes as multipart FormData, without a JSON content type', async () => {
    answers.push(json({ codigoMensagem: 0, objeto: { id: 1 } }));
    const r = await dataProvider({
      endpoint: 'documento.upload',
      params: { numeroPessoaFisJurFu: '123', tipoDocumento: 'recadastramento', file: PDF },
    });
    expect(r.codigoMensagem).toBe(0);
    const [, init] = sent()[0];
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(((init.body as FormData).get('file') as File).name).toBe('laudo médico.pdf');
  });

  it('pdf: a base64 answer decoded to a PDF file; an answer without one is an error', async () => {
    answers.push(
      json({ codigoMensagem: 0, objeto: { pdf: btoa('%PDF-1.7'), nomeArquivo: 'fipa.pdf' } }),
      json({ codigoMensagem: 0, objeto: { outra: 1 } }),
    );
    const f = await dataProvider.pdf({ endpoint: 'usuario.relatorio' });
    expect(f.ok && f.filename).toBe('fipa.pdf');
    expect(f.ok && f.blob.type).toBe('application/pdf');
    expect(f.ok && (await f.blob.text())).toBe('%PDF-1.7');
    const bad = await dataProvider.pdf({ endpoint: 'usuario.relatorio' });
    expect(!bad.ok && bad.result.mensagem).toBe('A resposta não contém um PDF.');
  });

  it('a stub provider answers calls and files without a gateway', async () => {
    const p = stubProvider(async () => ({
      codigoMensagem: 0,
      mensagem: '',
      dataServidor: '',
      listaCriticas: [],
      data: [1],
    }));
    expect((await p({ endpoint: 'x.y' })).data).toEqual([1]);
    expect((await p.download({ endpoint: 'x.y' })).ok).toBe(false);
    expect(await p.basic({ endpoint: 'x.y' })).toMatchObject({ content: { data: [1] }, errors: null });
  });

  it('basic answers the unwrapped envelope with the HTTP status of a failure', async () => {
    answers.push(json({ codigoMensagem: 0, mensagem: 'ok', objeto: { a: 1 } }));
    answers.push(new Response(null, { status: 401, statusText: 'Unauthorized' }));
    expect(await dataProvider.basic({ endpoint: 'aviso.listaNovosAvisosUsuarioEspecifico' })).toMatchObject({
      content: { codigoMensagem: 0, data: { a: 1 } },
      errors: null,
    });
    expect(await dataProvider.basic({ endpoint: 'aviso.listaNovosAvisosUsuarioEspecifico' })).toEqual({
      content: null,
      errors: { status: 401, statusText: 'Unauthorized' },
    });
  });
});
