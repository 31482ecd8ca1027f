/**
 * Answers Fastify gave before any route or hook ran, now the envelope: 683 × HTTP
 * 431 in Fastify's own JSON for ~100 kB query strings, and FST_ERR_BAD_URL for a lone surrogate in
 * a path, whose body echoed the URL. The 431 comes from Node's HTTP parser, so it is sent over a
 * real socket (app.inject never parses HTTP); the router's refusals go through inject.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { BRUNO } from '../db/demo-users.ts';
import { startTestApp } from '../testing/support.ts';
import {
  MSG_ENDERECO_INVALIDO,
  MSG_PARAMETRO_LONGO,
  MSG_REQUISICAO_GRANDE,
  MSG_REQUISICAO_MALFORMADA,
} from './protocol-errors.ts';
import { headerProblems } from './header-gate.ts';

let gw: GatewayApp;
let port: number;

beforeAll(async () => {
  gw = await startTestApp(20);
  port = Number(new URL(gw.origin).port);
});
afterAll(() => gw?.close());

interface Resposta {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** A GET over a real socket, with `headers` added. */
function get(path: string, headers: Record<string, string> = {}): Promise<Resposta> {
  return new Promise((ok, ko) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () =>
        ok({ status: res.statusCode!, headers: res.headers as Record<string, string | undefined>, body }),
      );
    });
    req.on('error', ko);
    req.end();
  });
}

/** Bytes that are not HTTP, written on a socket; resolves with what the server wrote back. */
function raw(bytes: string): Promise<string> {
  return new Promise((ok, ko) => {
    const s = connect(port, '127.0.0.1', () => s.write(bytes));
    let out = '';
    s.setEncoding('utf8');
    s.on('data', (c: string) => (out += c));
    s.on('end', () => ok(out));
    s.on('error', ko);
  });
}

/** The envelope of a refused request: code 4 on '(requisição)' with `mensagem`, the security headers, no-store. */
function refused(r: Resposta, status: number, mensagem: string) {
  expect(r.status).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(r.headers['cache-control']).toBe('no-store');
  expect(headerProblems(r.headers)).toEqual([]);
  const env = JSON.parse(r.body) as Record<string, unknown>;
  expect(env).toMatchObject({
    codigoMensagem: 4,
    mensagem,
    objeto: {},
    listaCriticas: [{ campo: '(requisição)', mensagem }],
  });
  expect(env).not.toHaveProperty('statusCode');
  expect(env).not.toHaveProperty('error');
}

describe('431: request line and headers over the limit', () => {
  it.each([
    ['a gateway', `/gw/exame/documento/v1?x=${'a'.repeat(100_000)}`],
    ['the security service', `/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=${'b'.repeat(100_000)}`],
    ['the identity provider', `/rest/oidc/auth?state=${'c'.repeat(100_000)}`],
  ])('answers the envelope on %s, echoing nothing', async (_onde, path) => {
    const r = await get(path);
    refused(r, 431, MSG_REQUISICAO_GRANDE);
    expect(r.body).not.toMatch(/aaaa|bbbb|cccc/);
  });

  it('also for a huge header, and the server goes on serving', async () => {
    refused(await get('/gw/exame/documento/v1', { cookie: `x=${'d'.repeat(40_000)}` }), 431, MSG_REQUISICAO_GRANDE);
    expect((await get('/saude')).status).toBe(200);
  });

  it('bytes that are not HTTP are a 400 envelope', async () => {
    const out = await raw('NAO E HTTP\r\n\r\n');
    const [head, body] = out.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toMatchObject({ codigoMensagem: 4, mensagem: MSG_REQUISICAO_MALFORMADA });
  });
});

describe('paths the router cannot read', () => {
  const injetar = async (url: string): Promise<Resposta> => {
    const r = await gw.app.inject({ method: 'GET', url });
    return { status: r.statusCode, headers: r.headers as Record<string, string | undefined>, body: r.body };
  };

  it.each([
    `/gw/exame/favorito/v1/%ED%A0%80/1261`,
    `/gw/exame/seguranca/v1/%ED%A0%80`,
    `/rest/oidc/interaction/%ED%A0%80`,
    `/rest/oidc/%ED%A0%80`,
  ])('a lone surrogate in %s is a 400 envelope that does not echo the URL', async (url) => {
    const r = await injetar(url);
    refused(r, 400, MSG_ENDERECO_INVALIDO);
    expect(r.body).not.toMatch(/%ED|A0%80|FST_ERR/i);
  });

  it('a path parameter over the router limit is a 414 envelope', async () => {
    const r = await injetar(`/gw/exame/favorito/v1/${BRUNO.cpf}/${'9'.repeat(3000)}`);
    refused(r, 414, MSG_PARAMETRO_LONGO);
    expect(r.body).not.toContain('9999999999');
  });
});
