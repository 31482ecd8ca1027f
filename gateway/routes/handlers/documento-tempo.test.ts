/**
 * Uploads and the database time limit: of 20 parallel 4 MB uploads, 5 were
 * answered 504 with a search's message, because an upload had the 15 s of a search to wait for its
 * turn at the database. Now a request that uploads files has its own, longer limit (db/types.ts
 * `uploadMs`), and an upload that still runs out of time says that the file was not sent and to
 * try again. The database is held busy deterministically — a background transaction locks the
 * documents table and sleeps — on PGlite (its one worker waits for the transaction) and PostgreSQL
 * (the lock) alike; the limits are lowered so the test takes seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA } from '../../db/demo-users.ts';
import { STATUS_TEMPO_LIMITE } from '../../lib/errors.ts';
import { MSG_TEMPO_LIMITE, MSG_UPLOAD_TIME_LIMIT } from '../../db/pedido-abortado.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';
import { multipart } from '../../testing/documents.ts';

const D = '/gw/exame/documento/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
let gw: GatewayApp;
let ana: string; // SEPLAG 1501, ADMINISTRADOR (grants 'documentos')
let pessoa: string;

beforeAll(async () => {
  gw = await startTestApp(20, { limitesBanco: { pedidoMs: 300, uploadMs: 2500 } });
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  const { rows } = await gw.db.query<{ n: string }>(
    `SELECT s.numero_funcionario AS n FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE i.unidade_codigo = '1501' ORDER BY s.id LIMIT 1`,
  );
  pessoa = rows[0].n;
});
afterAll(() => gw?.close());

/** Holds the documents table for `ms` in a background transaction; resolves once it holds it. */
async function ocupar(ms: number): Promise<{ fim: Promise<void> }> {
  let segura!: () => void;
  const segurando = new Promise<void>((ok) => (segura = ok));
  const fim = gw.db.transaction(async (tx) => {
    await tx.query('LOCK TABLE documento IN ACCESS EXCLUSIVE MODE');
    segura();
    await tx.query(`SELECT pg_sleep(${ms / 1000})`);
  });
  await segurando;
  return { fim };
}

function enviar() {
  const { payload, headers } = multipart([
    { name: 'numeroPessoaFisJurFu', value: pessoa },
    { name: 'tipoDocumento', value: 'incluirCurador' },
    { name: 'file', filename: 'laudo.pdf', type: 'application/pdf', data: PDF },
  ]);
  return gw.app.inject({ method: 'POST', url: D, headers: { ...headers, authorization: `Bearer ${ana}` }, payload });
}

const pesquisar = () =>
  gw.app.inject({
    method: 'GET',
    url: D,
    query: { page: '0', size: '10' },
    headers: { authorization: `Bearer ${ana}` },
  });
const documentos = async () => (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documento')).rows[0].n;

describe('uploads and the database time limit', () => {
  it('an upload waits past the limit of a search for its turn, and is stored', async () => {
    const antes = await documentos();
    const { fim } = await ocupar(1000);
    const [pesquisa, envio] = await Promise.all([pesquisar(), enviar()]);
    await fim;
    // The search gave up at its 300 ms, as before…
    expect(pesquisa.statusCode).toBe(STATUS_TEMPO_LIMITE);
    expect(pesquisa.json().mensagem).toBe(MSG_TEMPO_LIMITE);
    // …the upload waited the second the database was busy.
    expect(envio.statusCode, envio.body).toBe(200);
    expect(envio.json()).toMatchObject({ codigoMensagem: 0, objeto: { nomeArquivo: 'laudo.pdf' } });
    expect(await documentos()).toBe(antes + 1);
  });

  it("an upload past its own limit is told that the file was not sent and to try again, not a search's message", async () => {
    const antes = await documentos();
    const { fim } = await ocupar(4000);
    const envio = await enviar();
    await fim;
    expect(envio.statusCode).toBe(STATUS_TEMPO_LIMITE);
    expect(envio.json()).toMatchObject({
      codigoMensagem: 1,
      mensagem: 'Não foi possível enviar o arquivo agora. Tente novamente.',
    });
    expect(MSG_UPLOAD_TIME_LIMIT).toBe(envio.json().mensagem);
    expect(envio.json().hashErro).toMatch(/^[0-9a-f]{16}$/);
    expect(await documentos()).toBe(antes);
  });
});
