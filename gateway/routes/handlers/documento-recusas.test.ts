/**
 * `documento.upload` refusals: a person that does not exist or is another unit's
 * (item 11) answers like a missing record, and a file with active content or whose bytes are not
 * its type past the signature (item 10) is code 4 naming the file — each storing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA } from '../../db/demo-users.ts';
import { PNG_SIGNATURE } from '../../testing/files.ts';
import { esperarComoAusente } from '../../testing/unit-scope.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { criarPessoas, multipart, type Part } from '../../testing/documents.ts';

const D = '/gw/exame/documento/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR (grants 'documentos')

beforeAll(async () => {
  gw = await startTestApp(20);
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  await criarPessoas(gw.db, '1501', ['900042'], 990001);
});
afterAll(() => gw?.close());

const fields = (numero: string): Part[] => [
  { name: 'numeroPessoaFisJurFu', value: numero },
  { name: 'tipoDocumento', value: 'incluirCurador' },
];

async function send(parts: Part[]) {
  const { payload, headers } = multipart(parts);
  const res = await gw.app.inject({
    method: 'POST',
    url: D,
    headers: { ...headers, authorization: `Bearer ${ana}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Runs `fn` and asserts it stored nothing: no document row and no audit row. */
async function storesNothing<T>(fn: () => Promise<T>): Promise<T> {
  const counts = async () =>
    (
      await gw.db.query(
        `SELECT (SELECT count(*) FROM documento)::int AS d, (SELECT count(*) FROM auditoria WHERE entidade = 'documento')::int AS a`,
      )
    ).rows[0];
  const before = await counts();
  const r = await fn();
  expect(await counts()).toEqual(before);
  return r;
}

describe('documento.upload: the person must be of the unit', () => {
  const arquivo: Part = { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: PDF };
  const servidor = async (onde: string) =>
    (
      await gw.db.query<{ n: string }>(
        `SELECT s.numero_funcionario AS n FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE ${onde} ORDER BY s.id LIMIT 1`,
      )
    ).rows[0].n;

  it("another unit's person answers exactly like one that does not exist, and nothing is stored", async () => {
    const deOutraUnidade = await servidor("i.unidade_codigo <> '1501'");
    const outraUnidade = await storesNothing(() => send([...fields(deOutraUnidade), arquivo]));
    const inexistente = await storesNothing(() => send([...fields('99999999'), arquivo]));
    expect(inexistente.status).toBe(400);
    expect(inexistente.body).toMatchObject({
      codigoMensagem: 4,
      listaCriticas: [{ campo: 'numeroPessoaFisJurFu', mensagem: 'Registro não encontrado.' }],
    });
    esperarComoAusente(outraUnidade, inexistente);
  });

  it("a servant of the token's unit, by número funcionário, is a person too", async () => {
    const { status, body } = await send([...fields(await servidor("i.unidade_codigo = '1501'")), arquivo]);
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
  });
});

describe('documento.upload: active content', () => {
  const ativo = (nome: string) =>
    `O arquivo '${nome}' contém conteúdo ativo (scripts ou ações automáticas) e não pode ser enviado.`;
  it.each([
    [
      'laudo.pdf',
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF\n',
        'latin1',
      ),
      ativo('laudo.pdf'),
    ],
    [
      'anexo.pdf',
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /Names << /EmbeddedFiles << /Names [(setup.bat) 2 0 R] >> >> >> endobj\n2 0 obj << /Type /Filespec /F (setup.bat) /EF << /F 3 0 R >> >> endobj\n3 0 obj << /Type /EmbeddedFile /Length 12 >> stream\n@echo off\r\n\nendstream endobj\n%%EOF\n',
        'latin1',
      ),
      ativo('anexo.pdf'),
    ],
    [
      'pagina.pdf',
      Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n', 'latin1'),
      ativo('pagina.pdf'),
    ],
    [
      'foto.png',
      Buffer.concat([PNG_SIGNATURE, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]),
      "O arquivo 'foto.png' não é um PDF, PNG ou JPEG válido.",
    ],
  ])('refuses %s with code 4 naming the file, storing nothing', async (nome, data, mensagem) => {
    const { status, body } = await storesNothing(() =>
      send([...fields('900042'), { name: 'file', filename: nome, type: 'application/pdf', data }]),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ codigoMensagem: 4, mensagem, listaCriticas: [{ campo: 'file', mensagem }] });
  });
});
