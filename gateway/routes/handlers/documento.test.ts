/**
 * `/documento/v1` end to end through the catalogue router: multipart upload with the server-side
 * checks of lib/upload.ts (size, type by content, safe name), storage with who/unit/when and the
 * audit row in one transaction, the unit's list and the download. Every refusal is asserted to
 * store nothing (document rows and audit rows counted).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { jpegOf, pngOf } from '../../testing/files.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/upload.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { criarPessoas, multipart, type Part } from '../../testing/documents.ts';

const D = '/gw/exame/documento/v1';
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR (grants 'documentos')
let anaSee: string; // SEE 1261, RH_CONSULTA only (no 'documentos')
let bruno: string; // SEE 1261, RH_CONSULTA

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = pngOf(randomBytes(64));
const JPEG = jpegOf(randomBytes(64));
/** A PDF of exactly `n` bytes. */
const pdfOf = (n: number) => Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(n - 9, 0x20)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const fields = (numero = '123456', tipo = 'incluirCurador'): Part[] => [
  { name: 'numeroPessoaFisJurFu', value: numero },
  { name: 'tipoDocumento', value: tipo },
];

async function send(parts: Part[], token = ana) {
  const { payload, headers } = multipart(parts);
  const res = await gw.app.inject({
    method: 'POST',
    url: D,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function counts() {
  const { rows } = await gw.db.query<{ d: number; a: number }>(
    `SELECT (SELECT count(*) FROM documento)::int AS d, (SELECT count(*) FROM auditoria WHERE entidade = 'documento')::int AS a`,
  );
  return rows[0];
}

/** Runs `fn` and asserts it stored nothing: no document row and no audit row. */
async function storesNothing<T>(fn: () => Promise<T>): Promise<T> {
  const before = await counts();
  const r = await fn();
  expect(await counts()).toEqual(before);
  return r;
}

async function list(query: Record<string, string> = {}, token = ana) {
  const res = await gw.app.inject({ method: 'GET', url: D, query, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

function download(tipo: string, id: number | string, token = ana) {
  return gw.app.inject({
    method: 'GET',
    url: `${D}/download/${tipo}`,
    query: { idDocumento: String(id) },
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The person numbers the tests upload for: pensioners of SEPLAG (1501), created in `beforeAll`. */
const PESSOAS = ['123456', ...Array.from({ length: 42 }, (_, i) => String(900000 + i))];

beforeAll(async () => {
  gw = await startTestApp(20);
  // An upload names an existing person of the token's unit.
  await criarPessoas(gw.db, '1501', PESSOAS, 990001);
  const anaSid = await sessionFor(gw, ANA.cpf);
  ana = await accessToken(gw, anaSid, '1501', '/gw/exame');
  anaSee = await accessToken(gw, anaSid, '1261', '/gw/exame');
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
});
afterAll(() => gw?.close());

describe('documento.upload: valid files', () => {
  it('stores a PDF, a PNG and a JPEG with who, unit and when, and lists them', async () => {
    const sent = [
      { filename: 'laudo.pdf', type: 'application/pdf', data: PDF, tipo: 'application/pdf', nome: 'laudo.pdf' },
      { filename: 'foto.png', type: 'image/png', data: PNG, tipo: 'image/png', nome: 'foto.png' },
      { filename: 'scan.jpeg', type: 'image/jpeg', data: JPEG, tipo: 'image/jpeg', nome: 'scan.jpg' },
    ];
    const ids: number[] = [];
    for (const f of sent) {
      const { status, body } = await send([
        ...fields('900001', 'recadastramento'),
        { name: 'file', filename: f.filename, type: f.type, data: f.data },
      ]);
      expect(status).toBe(200);
      expect(body.codigoMensagem).toBe(0);
      expect(body.mensagem).toBe('Documento enviado com sucesso.');
      expect(body.objeto).toEqual({
        idDocumento: expect.any(Number),
        nomeArquivo: f.nome,
        tipoConteudo: f.tipo,
        tamanho: f.data.length,
      });
      ids.push(body.objeto.idDocumento);
    }
    const { rows } = await gw.db.query<Record<string, unknown>>(
      `SELECT tipo_documento, numero_pessoa, nome_original, nome_arquivo, tipo_conteudo, tamanho, sha256, enviado_por, unidade_codigo,
              extract(epoch FROM now() - enviado_em)::int AS idade
         FROM documento WHERE id = ANY($1) ORDER BY id`,
      [ids],
    );
    expect(rows).toHaveLength(3);
    rows.forEach((r, i) => {
      expect(r).toMatchObject({
        tipo_documento: 'recadastramento',
        numero_pessoa: '900001',
        nome_original: sent[i].filename,
        nome_arquivo: sent[i].nome,
        tipo_conteudo: sent[i].tipo,
        tamanho: sent[i].data.length,
        sha256: sha(sent[i].data),
        enviado_por: ANA.cpf,
        unidade_codigo: '1501',
      });
      expect(r.idade).toBeLessThan(60);
    });

    const { status, body } = await list({ numeroPessoaFisJurFu: '900001' });
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
    expect(body.paginacao).toEqual({ pagina: 0, tamanhoPagina: 10, totalRegistros: 3, totalPaginas: 1 });
    // Newest first by default.
    expect(body.objeto.map((d: { idDocumento: number }) => d.idDocumento)).toEqual([...ids].reverse());
    expect(body.objeto[0]).toEqual({
      idDocumento: ids[2],
      tipoDocumento: 'recadastramento',
      numeroPessoaFisJurFu: '900001',
      nomeArquivo: 'scan.jpg',
      tipoConteudo: 'image/jpeg',
      tamanho: JPEG.length,
      enviadoPor: 'Ana Administradora',
      enviadoEm: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
    const byName = await list({ numeroPessoaFisJurFu: '900001', sort: 'nomeArquivo', order: 'ASC' });
    expect(byName.body.objeto.map((d: { nomeArquivo: string }) => d.nomeArquivo)).toEqual([
      'foto.png',
      'laudo.pdf',
      'scan.jpg',
    ]);
  });

  it('accepts a file of exactly 4194304 bytes, over the 1 MB JSON body limit (spec §5 and §9: at most 4194304 bytes)', async () => {
    // The spec's number itself, not the constant: a changed limit must fail here.
    const big = pdfOf(4194304);
    const { status, body } = await send([
      ...fields('900002'),
      { name: 'file', filename: 'limite.pdf', type: 'application/pdf', data: big },
    ]);
    expect(status).toBe(200);
    expect(body.objeto.tamanho).toBe(4194304);
    const dl = await download('incluirCurador', body.objeto.idDocumento);
    expect(sha(dl.rawPayload)).toBe(sha(big));
  });

  it('stores a real PNG named foto.pdf as foto.png, image/png', async () => {
    const { status, body } = await send([
      ...fields('900003'),
      { name: 'file', filename: 'foto.pdf', type: 'application/pdf', data: PNG },
    ]);
    expect(status).toBe(200);
    expect(body.objeto).toMatchObject({ nomeArquivo: 'foto.png', tipoConteudo: 'image/png' });
  });

  it('stores path-like, NUL-bearing and accented names safely', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\windows\\system32\\laudo.pdf', 'laudo.pdf'],
      ['evil\u0000name.pdf', 'evilname.pdf'],
      ['..pdf', 'arquivo.pdf'],
      ['Laudo médico final (1).pdf', 'Laudo-médico-final-1.pdf'],
    ];
    for (const [original, esperado] of cases) {
      const { status, body } = await send([
        ...fields('900004'),
        { name: 'file', filename: original, type: 'application/pdf', data: PDF },
      ]);
      expect(status, original).toBe(200);
      expect(body.objeto.nomeArquivo, original).toBe(esperado);
    }
    const { rows } = await gw.db.query<{ nome_original: string }>(
      `SELECT nome_original FROM documento WHERE numero_pessoa = '900004'`,
    );
    for (const r of rows) expect(r.nome_original).not.toMatch(/\p{Cc}/u);
  });

  it('reads a body encoded by the platform FormData (as the portal sends it)', async () => {
    const form = new FormData();
    form.append('numeroPessoaFisJurFu', '900005');
    form.append('tipoDocumento', 'finalizarCurador');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Certidão "nova".pdf');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await req.arrayBuffer());
    const res = await gw.app.inject({
      method: 'POST',
      url: D,
      headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${ana}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    // The name keeps its accent; the quotes (sent percent-encoded by FormData) are not stored as quotes.
    expect(res.json().objeto.nomeArquivo).toMatch(/^Certidão-.*nova.*\.pdf$/);
    expect(res.json().objeto.nomeArquivo).not.toContain('"');
  });
});

describe('documento.upload: refusals store nothing', () => {
  it('refuses 4194305 bytes naming the file (spec §5 and §9)', async () => {
    const { status, body } = await storesNothing(() =>
      send([
        ...fields('900010'),
        { name: 'file', filename: 'grande.pdf', type: 'application/pdf', data: pdfOf(4194305) },
      ]),
    );
    expect(status).toBe(400);
    expect(body.codigoMensagem).toBe(4);
    expect(body.mensagem).toBe("O arquivo 'grande.pdf' excede o tamanho máximo permitido de 4 MB.");
    expect(body.listaCriticas).toEqual([
      { campo: 'file', mensagem: "O arquivo 'grande.pdf' excede o tamanho máximo permitido de 4 MB." },
    ]);
  });

  it('refuses a text or an executable renamed laudo.pdf and declared application/pdf', async () => {
    for (const data of [
      Buffer.from('isto não é um PDF\n'),
      Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(200)]),
      Buffer.from(' %PDF-1.4'),
    ]) {
      const { status, body } = await storesNothing(() =>
        send([...fields('900011'), { name: 'file', filename: 'laudo.pdf', type: 'application/pdf', data }]),
      );
      expect(status).toBe(400);
      expect(body.codigoMensagem).toBe(4);
      expect(body.mensagem).toBe("O arquivo 'laudo.pdf' não é um PDF, PNG ou JPEG válido.");
      expect(body.listaCriticas).toEqual([{ campo: 'file', mensagem: body.mensagem }]);
    }
  });

  it('refuses a missing file, and an empty "no file chosen" part', async () => {
    for (const parts of [
      fields('900012'),
      [...fields('900012'), { name: 'file', filename: '', type: 'application/octet-stream', data: Buffer.alloc(0) }],
    ]) {
      const { status, body } = await storesNothing(() => send(parts));
      expect(status).toBe(400);
      expect(body.codigoMensagem).toBe(4);
      expect(body.listaCriticas).toEqual([{ campo: 'file', mensagem: 'Selecione o arquivo.' }]);
    }
  });

  it('refuses a bad tipoDocumento or numeroPessoaFisJurFu with listaCriticas (and names the file problem too)', async () => {
    const a = await storesNothing(() =>
      send([...fields('900013', 'outroTipo'), { name: 'file', filename: 'a.pdf', data: PDF }]),
    );
    expect(a.status).toBe(400);
    expect(a.body.codigoMensagem).toBe(4);
    expect(a.body.listaCriticas).toEqual([{ campo: 'tipoDocumento', mensagem: 'Valor não permitido.' }]);
    const b = await storesNothing(() => send([...fields('12ab'), { name: 'numeroExtra', value: 'x' }]));
    expect(b.body.codigoMensagem).toBe(4);
    expect(b.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'file',
      'numeroExtra',
      'numeroPessoaFisJurFu',
    ]);
    // A repeated single-valued field is an array, which the schema refuses.
    const c = await storesNothing(() =>
      send([
        ...fields('900013'),
        { name: 'tipoDocumento', value: 'recadastramento' },
        { name: 'file', filename: 'a.pdf', data: PDF },
      ]),
    );
    expect(c.body.listaCriticas).toEqual([{ campo: 'tipoDocumento', mensagem: 'Tipo de valor inválido.' }]);
  });

  it('refuses a JSON body instead of multipart', async () => {
    const res = await storesNothing(() =>
      gw.app.inject({
        method: 'POST',
        url: D,
        headers: { authorization: `Bearer ${ana}` },
        payload: { numeroPessoaFisJurFu: '900014', tipoDocumento: 'incluirCurador', file: PDF.toString('base64') },
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ codigoMensagem: 4, mensagem: 'Envie o arquivo como multipart/form-data.' });
  });

  it('answers the envelope, never a 500, for too many files, a malformed body or an oversized body', async () => {
    const twoFiles = await storesNothing(() =>
      send([
        ...fields('900015'),
        { name: 'file', filename: 'a.pdf', data: PDF },
        { name: 'outro', filename: 'b.pdf', data: PDF },
      ]),
    );
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body).toMatchObject({ codigoMensagem: 4, mensagem: 'Arquivos demais no envio.' });

    const { payload, headers } = multipart([...fields('900015'), { name: 'file', filename: 'a.pdf', data: PDF }]);
    const truncated = await storesNothing(() =>
      gw.app.inject({
        method: 'POST',
        url: D,
        headers: { ...headers, authorization: `Bearer ${ana}` },
        payload: payload.subarray(0, payload.length - 60),
      }),
    );
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ codigoMensagem: 4, mensagem: 'Envio multipart malformado.' });

    const noBoundary = await storesNothing(() =>
      gw.app.inject({
        method: 'POST',
        url: D,
        headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${ana}` },
        payload: 'x',
      }),
    );
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().codigoMensagem).toBe(4);

    // Far over one file plus the 1 MB of room for the fields: refused before it is read.
    const huge = await storesNothing(() =>
      send([
        ...fields('900015'),
        { name: 'file', filename: 'a.pdf', data: PDF },
        { name: 'recheio', value: 'x'.repeat(6 * 1024 * 1024) },
      ]),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ codigoMensagem: 4, mensagem: 'O envio excede o tamanho máximo permitido.' });

    // The same without a Content-Length (a chunked stream): counted as it is read, refused after.
    const chunked = multipart([
      { name: 'p1', value: 'y'.repeat(900_000) },
      { name: 'p2', value: 'y'.repeat(900_000) },
      ...fields('900015'),
      { name: 'file', filename: 'a.pdf', data: pdfOf(MAX_UPLOAD_BYTES) },
    ]);
    const res = await storesNothing(() =>
      gw.app.inject({
        method: 'POST',
        url: D,
        headers: { ...chunked.headers, authorization: `Bearer ${ana}` },
        payload: Readable.from([chunked.payload.subarray(0, 1_000_000), chunked.payload.subarray(1_000_000)]),
      }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ codigoMensagem: 4, mensagem: 'O envio excede o tamanho máximo permitido.' });
  });

  it('is forbidden (403) to a user whose roles do not grant documentos', async () => {
    for (const token of [bruno, anaSee]) {
      const { status, body } = await storesNothing(() =>
        send([...fields('900016'), { name: 'file', filename: 'a.pdf', data: PDF }], token),
      );
      expect(status).toBe(403);
      expect(body.codigoMensagem).toBe(1);
    }
    expect((await list({}, bruno)).status).toBe(403);
  });

  it('is unauthorized (401) without a token, and reads nothing', async () => {
    const { payload, headers } = multipart([...fields('900017'), { name: 'file', filename: 'a.pdf', data: PDF }]);
    const res = await storesNothing(() => gw.app.inject({ method: 'POST', url: D, headers, payload }));
    expect(res.statusCode).toBe(401);
  });
});

describe('documento.upload: audit', () => {
  it('writes one audit row with the stored metadata, never the bytes', async () => {
    const { body } = await send([
      ...fields('900020', 'finalizarCurador'),
      { name: 'file', filename: 'termo.pdf', type: 'application/pdf', data: PDF },
    ]);
    const id = body.objeto.idDocumento;
    const { rows } = await gw.db.query<{
      cpf: string;
      unidade_codigo: string;
      endpoint: string;
      alteracoes: Record<string, { de: unknown; para: unknown }>;
    }>(
      `SELECT cpf, unidade_codigo, endpoint, alteracoes FROM auditoria WHERE entidade = 'documento' AND registro_id = $1`,
      [String(id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cpf: ANA.cpf, unidade_codigo: '1501', endpoint: 'documento.upload' });
    expect(rows[0].alteracoes).toEqual({
      tipoDocumento: { de: null, para: 'finalizarCurador' },
      numeroPessoaFisJurFu: { de: null, para: '900020' },
      nomeOriginal: { de: null, para: 'termo.pdf' },
      nomeArquivo: { de: null, para: 'termo.pdf' },
      tipoConteudo: { de: null, para: 'application/pdf' },
      tamanho: { de: null, para: PDF.length },
      sha256: { de: null, para: sha(PDF) },
    });
    expect(JSON.stringify(rows[0].alteracoes)).not.toContain(PDF.toString('base64').slice(0, 20));
  });
});

describe('documento.listar', () => {
  it("lists only the token's unit and filters by tipoDocumento; code 2 when none", async () => {
    await gw.db.query(
      `INSERT INTO documento (tipo_documento, numero_pessoa, nome_original, nome_arquivo, tipo_conteudo, tamanho, sha256, conteudo, enviado_por, unidade_codigo)
       VALUES ('incluirCurador', '900030', 'outra.pdf', 'outra.pdf', 'application/pdf', $1, $2, $3, $4, '1261')`,
      [PDF.length, sha(PDF), PDF, BRUNO.cpf],
    );
    expect((await list({ numeroPessoaFisJurFu: '900030' })).body).toMatchObject({ codigoMensagem: 2, objeto: [] });
    await send([...fields('900030', 'recadastramento'), { name: 'file', filename: 'r.pdf', data: PDF }]);
    await send([...fields('900030', 'incluirCurador'), { name: 'file', filename: 'i.pdf', data: PDF }]);
    const all = await list({ numeroPessoaFisJurFu: '900030' });
    expect(all.body.objeto.map((d: { nomeArquivo: string }) => d.nomeArquivo)).toEqual(['i.pdf', 'r.pdf']);
    const one = await list({ numeroPessoaFisJurFu: '900030', tipoDocumento: 'recadastramento' });
    expect(one.body.objeto.map((d: { nomeArquivo: string }) => d.nomeArquivo)).toEqual(['r.pdf']);
    const none = await list({ numeroPessoaFisJurFu: '900030', tipoDocumento: 'finalizarCurador' });
    expect(none.body).toMatchObject({ codigoMensagem: 2, objeto: [] });
    const bad = await list({ tipoDocumento: 'x' });
    expect(bad.body.codigoMensagem).toBe(4);
  });
});

describe('documento.download', () => {
  it('returns the same bytes with the stored type and an RFC 6266 name', async () => {
    const { body } = await send([
      ...fields('900040', 'recadastramento'),
      { name: 'file', filename: 'Declaração ção.png', type: 'image/png', data: PNG },
    ]);
    const res = await download('recadastramento', body.objeto.idDocumento);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(sha(res.rawPayload)).toBe(sha(PNG));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Declaracao-cao.png"; filename*=UTF-8''Declara%C3%A7%C3%A3o-%C3%A7%C3%A3o.png`,
    );
    const ascii = await send([...fields('900040'), { name: 'file', filename: 'simples.pdf', data: PDF }]);
    expect((await download('incluirCurador', ascii.body.objeto.idDocumento)).headers['content-disposition']).toBe(
      'attachment; filename="simples.pdf"',
    );
  });

  it("another unit's document answers exactly like an unknown id or another type (code 2)", async () => {
    const { rows } = await gw.db.query<{ id: number }>(
      `INSERT INTO documento (tipo_documento, numero_pessoa, nome_original, nome_arquivo, tipo_conteudo, tamanho, sha256, conteudo, enviado_por, unidade_codigo)
       VALUES ('incluirCurador', '900041', 'see.pdf', 'see.pdf', 'application/pdf', $1, $2, $3, $4, '1261') RETURNING id`,
      [PDF.length, sha(PDF), PDF, BRUNO.cpf],
    );
    const other = await download('incluirCurador', rows[0].id);
    esperarComoAusente(other, await download('incluirCurador', 999999));
    expect(other.rawPayload.includes(PDF)).toBe(false);
    // Ana's token at SEE has no 'documentos' resource: 403 as well.
    expect((await download('incluirCurador', rows[0].id, anaSee)).statusCode).toBe(403);

    const mine = await send([...fields('900041'), { name: 'file', filename: 'meu.pdf', data: PDF }]);
    const wrongType = await download('recadastramento', mine.body.objeto.idDocumento);
    expect(wrongType.statusCode).toBe(200);
    expect(wrongType.json()).toMatchObject({ codigoMensagem: 2 });
    expect((await download('incluirCurador', 999999)).json()).toMatchObject({ codigoMensagem: 2 });
    expect((await download('outro', 1)).json().codigoMensagem).toBe(4);
  });
});
