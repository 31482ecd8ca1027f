/**
 * The log support reads: the app as `npm start` builds it, its lines captured.
 * A user's 'Código' (hashErro) finds the line with the stack and the request id, which the answer
 * also carries; no line holds a CPF, a password, a token or a cookie, whatever the request held.
 */
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { modeloDeTeste } from '../testing/templates.ts';
import { ANA } from '../db/demo-users.ts';
import type { Db } from '../db/types.ts';
import { accessToken, freePort, sessionFor } from '../testing/support.ts';
import { enderecoSeguro, mascararCpf, nivelDoAmbiente } from './log.ts';

const RAIZ = resolve(import.meta.dirname, '../..');

const linhas: string[] = [];
let gw: GatewayApp;

beforeAll(async () => {
  gw = await createApp({
    dataDir: ':memory:',
    dbSnapshot: await modeloDeTeste(),
    // Listening: the HTTP parser's refusals happen only on a real socket.
    port: await freePort(),
    host: '127.0.0.1',
    logger: { nivel: 'info', destino: { write: (l) => void linhas.push(l) } },
  });
});
afterAll(async () => {
  await gw?.close();
});

const lidas = () =>
  linhas.map((l) => JSON.parse(l) as Record<string, unknown> & { reqId?: string; msg?: string; hashErro?: string });

describe('the log', () => {
  it('a technical error: the hashErro of the answer finds its line, with the stack and the request id of the answer', async () => {
    const sid = await sessionFor(gw, ANA.cpf);
    const db = gw.db as Db & { query: Db['query'] };
    const original = db.query;
    db.query = async () => {
      throw Object.assign(
        new Error(`duplicate key value violates unique constraint: Key (cpf)=(${ANA.cpf}) already exists`),
        { code: '23505' },
      );
    };
    let res;
    try {
      res = await gw.app.inject({
        method: 'GET',
        url: '/gw/exame/seguranca/v1/getWso2Token',
        query: { tokenSSCId: sid },
      });
    } finally {
      db.query = original;
    }
    expect(res.statusCode).toBe(500);
    const { hashErro } = res.json() as { hashErro: string };
    const reqId = res.headers['x-request-id'];
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const linha = lidas().find((l) => l.hashErro === hashErro);
    expect(linha, 'a linha do código').toBeDefined();
    expect(linha!.reqId).toBe(reqId);
    expect(String((linha!.err as { stack?: string }).stack)).toMatch(/at /);
    // Every line of that request carries its id: the error, and the answer's one line with its address.
    const doPedido = lidas().filter((l) => l.reqId === reqId);
    expect(doPedido.length).toBeGreaterThanOrEqual(2);
    expect(doPedido.find((l) => l.msg === 'pedido respondido')).toMatchObject({
      req: { method: 'GET', url: '/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=*' },
      res: { statusCode: 500 },
    });
  });

  it('a refusal with a code 1 (no token) is logged with its hashErro as a warning', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/gw/sisapmg/admissoes/v1/listaServidores' });
    expect(res.statusCode).toBe(401);
    const { hashErro } = res.json() as { hashErro: string };
    expect(lidas().find((l) => l.hashErro === hashErro)).toMatchObject({
      level: 40,
      reqId: res.headers['x-request-id'],
    });
  });

  it("a request the HTTP parser refuses (headers over the limit) is logged with the answer's id, without its bytes", async () => {
    const { port } = new URL(gw.origin);
    const resposta = await new Promise<string>((ok, ko) => {
      const s = connect(Number(port), '127.0.0.1', () =>
        s.write(`GET /gw/exame/usuario/v1/${ANA.cpf}?x=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      let out = '';
      s.setEncoding('utf8');
      s.on('data', (c: string) => (out += c));
      s.on('end', () => ok(out));
      s.on('error', ko);
    });
    expect(resposta).toMatch(/^HTTP\/1\.1 431 /);
    const reqId = /x-request-id: ([0-9a-f-]{36})/i.exec(resposta)?.[1];
    expect(reqId).toBeDefined();
    expect(lidas().find((l) => l.reqId === reqId)).toMatchObject({
      level: 30,
      res: { statusCode: 431 },
      codigo: 'HPE_HEADER_OVERFLOW',
      remoteAddress: '127.0.0.1',
    });
    expect(linhas.join('\n')).not.toContain(ANA.cpf);
  });

  it('a path the router cannot read (not UTF-8) is logged with its status, the address masked', async () => {
    const res = await gw.app.inject({ method: 'GET', url: `/gw/exame/usuario/v1/${ANA.cpf}/%ED%A0%80` });
    expect(res.statusCode).toBe(400);
    const linha = lidas().find((l) => l.reqId === res.headers['x-request-id'] && l.res);
    expect(linha).toMatchObject({ res: { statusCode: 400 } });
    expect(linhas.join('\n')).not.toContain(ANA.cpf);
  });

  it('holds no CPF, password, token or cookie, whatever the requests carried', async () => {
    const sid = await sessionFor(gw, ANA.cpf);
    const token = await accessToken(gw, sid, '1501');
    await gw.app.inject({
      method: 'GET',
      url: `/gw/sisapmg/admissoes/v1/listaServidores?cpf=${ANA.cpf}&nome=Ana&page=0&size=10&tokenSSCId=${sid}`,
      headers: { authorization: `Bearer ${token}`, cookie: `tokenId=${sid}` },
    });
    await gw.app.inject({ method: 'POST', url: '/rest/oidc/login', payload: { cpf: ANA.cpf, senha: ANA.senha } });
    const tudo = linhas.join('\n');
    expect(tudo).toContain('listaServidores?cpf=*&nome=*&page=0&size=10&tokenSSCId=*');
    for (const segredo of [ANA.cpf, ANA.senha, sid, token, token.split('.')[2]]) expect(tudo).not.toContain(segredo);
    expect(tudo).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  });
});

describe('log helpers', () => {
  it('masks CPFs and tokens in a path, and every query value but paging and unit', () => {
    expect(enderecoSeguro('/gw/exame/usuario/v1/12345678901?x=1')).toBe('/gw/exame/usuario/v1/***?x=*');
    expect(enderecoSeguro(`/gw/exame/captcha/${'a'.repeat(40)}/x`)).toBe('/gw/exame/captcha/:token/x');
    expect(enderecoSeguro('/a?page=2&size=5&codigoUnidadeSSCLogado=1501&nome=Jo%C3%A3o')).toBe(
      '/a?page=2&size=5&codigoUnidadeSSCLogado=1501&nome=*',
    );
    expect(mascararCpf('Key (cpf)=(123.456.789-09)')).toBe('Key (cpf)=(***)');
  });

  it('reads the level from LOG_LEVEL, info by default, and refuses a level that does not exist', () => {
    expect(nivelDoAmbiente({})).toBe('info');
    expect(nivelDoAmbiente({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(nivelDoAmbiente({ LOG_LEVEL: 'silent' })).toBe('silent');
    expect(() => nivelDoAmbiente({ LOG_LEVEL: 'verboso' })).toThrow(/LOG_LEVEL inválido/);
  });

  it('a server built with these options prints no deprecation warning at start (a fresh process: Node prints each once)', () => {
    const codigo = `import('./gateway/lib/log.ts').then(async ({ opcoesDoLog }) => {
      const { default: fastify } = await import('fastify');
      const app = fastify(opcoesDoLog({ nivel: 'silent' }));
      await app.ready();
      await app.close();
    });`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', codigo], { cwd: RAIZ, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/Deprecation|DEP\d/);
  });
});
