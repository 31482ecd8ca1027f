/**
 * `documento.upload` refusals of issue 29: a person that does not exist or is another unit's
 * (item 11) answers like a missing record, storing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA } from '../../db/demo-users.ts';
import { esperarComoAusente } from '../../lib/unidade-teste.ts';
import { accessToken, sessionFor, startTestApp } from '../../test-support.ts';
import { criarPessoas, multipart, type Part } from './documentos-teste.ts';

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
  const res = await gw.app.inject({ method: 'POST', url: D, headers: { ...headers, authorization: `Bearer ${ana}` }, payload });
  return { status: res.statusCode, body: res.json() };
}

/** Runs `fn` and asserts it stored nothing: no document row and no audit row. */
async function storesNothing<T>(fn: () => Promise<T>): Promise<T> {
  const counts = async () =>
    (await gw.db.query(`SELECT (SELECT count(*) FROM documento)::int AS d, (SELECT count(*) FROM auditoria WHERE entidade = 'documento')::int AS a`)).rows[0];
  const before = await counts();
  const r = await fn();
  expect(await counts()).toEqual(before);
  return r;
}

describe('documento.upload: the person must be of the unit (issue 29 item 11)', () => {
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
    expect(inexistente.body).toMatchObject({ codigoMensagem: 4, listaCriticas: [{ campo: 'numeroPessoaFisJurFu', mensagem: 'Registro não encontrado.' }] });
    esperarComoAusente(outraUnidade, inexistente);
  });

  it("a servant of the token's unit, by número funcionário, is a person too", async () => {
    const { status, body } = await send([...fields(await servidor("i.unidade_codigo = '1501'")), arquivo]);
    expect(status).toBe(200);
    expect(body.codigoMensagem).toBe(0);
  });
});
