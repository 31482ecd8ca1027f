/**
 * How long a client may take to send its request: an upload trickled a few bytes at a time is cut
 * at the deadline with the 408 envelope, the connection is closed and the server goes on serving.
 * Over a real socket (app.inject never parses HTTP), with the deadline lowered to 1.5 s.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA } from '../db/demo-users.ts';
import { multipart } from '../testing/documents.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import { headerProblems } from './header-gate.ts';
import { MSG_TEMPO_REQUISICAO } from './protocol-errors.ts';

const PRAZO_MS = 1_500;
let gw: GatewayApp;
let port: number;

beforeAll(async () => {
  gw = await startTestApp(20, { prazoRequisicaoMs: PRAZO_MS });
  port = Number(new URL(gw.origin).port);
});
afterAll(() => gw?.close());

/**
 * A 4 MB upload whose bytes arrive 1 KB every 100 ms (it would take about seven minutes); resolves
 * with what the server wrote back once it closed the connection, or '' if it still waited after 8 s.
 */
function uploadLento(token: string): Promise<{ resposta: string; enviados: number; ms: number }> {
  const { payload, headers } = multipart([
    { name: 'numeroPessoaFisJurFu', value: '900042' },
    { name: 'tipoDocumento', value: 'incluirCurador' },
    { name: 'file', filename: 'lento.pdf', type: 'application/pdf', data: Buffer.alloc(4 * 1024 * 1024, 0x20) },
  ]);
  const t0 = Date.now();
  return new Promise((ok) => {
    const resposta: Buffer[] = [];
    let enviados = 0;
    const s = connect(port, '127.0.0.1', () => {
      s.write(
        `POST /gw/exame/documento/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
      );
    });
    const gota = setInterval(() => {
      if (s.writable && enviados < payload.length) s.write(payload.subarray(enviados, (enviados += 1024)));
    }, 100);
    const fim = (r: Buffer[]) => {
      clearInterval(gota);
      clearTimeout(desiste);
      s.destroy();
      ok({ resposta: Buffer.concat(r).toString('utf8'), enviados, ms: Date.now() - t0 });
    };
    const desiste = setTimeout(() => fim([]), 8_000);
    s.on('data', (c: Buffer) => resposta.push(c));
    s.on('close', () => fim(resposta));
    s.on('error', () => undefined);
  });
}

it('an upload that does not arrive within the deadline is cut with the 408 envelope; the server goes on', async () => {
  const token = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  const r = await uploadLento(token);
  expect(r.resposta, `nenhuma resposta após ${r.ms} ms e ${r.enviados} bytes enviados`).toMatch(/^HTTP\/1\.1 408 /);
  expect(r.ms).toBeLessThan(PRAZO_MS + 3_000);
  const [cabecalho, corpo] = r.resposta.split('\r\n\r\n');
  const headers = Object.fromEntries(
    cabecalho
      .split('\r\n')
      .slice(1)
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  expect(headerProblems(headers)).toEqual([]);
  expect(JSON.parse(corpo)).toMatchObject({
    codigoMensagem: 4,
    mensagem: MSG_TEMPO_REQUISICAO,
    listaCriticas: [{ campo: '(requisição)', mensagem: MSG_TEMPO_REQUISICAO }],
  });
  expect((await gw.db.query(`SELECT 1 FROM documento WHERE nome_original = 'lento.pdf'`)).rows).toEqual([]);
  expect((await fetch(`${gw.origin}/saude`)).status).toBe(200);
}, 20_000);
