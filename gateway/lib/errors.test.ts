/**
 * The error envelope on the app as `npm start` builds it: with a built portal
 * the static-file plugin is registered, which used to leave every route with Fastify's default
 * error body — raw PostgreSQL messages included. A temp folder with an index.html stands for the
 * build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { modeloDeTeste } from '../testing/templates.ts';
import { ANA } from '../db/demo-users.ts';
import type { Db } from '../db/types.ts';
import { accessToken, sessionFor } from '../testing/support.ts';

let gw: GatewayApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'prh-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal RH</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/app.js'), 'console.log(1)');
  gw = await createApp({
    dataDir: ':memory:',
    dbSnapshot: await modeloDeTeste(),
    distDir: dist,
    listen: false,
    logger: false,
  });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Env {
  codigoMensagem: number;
  mensagem: string;
  listaCriticas: { campo: string; mensagem: string }[];
  hashErro?: string;
}

/** Every failure answer is the spec's envelope, and says nothing of the database. */
function envelope(body: string): Env {
  const env = JSON.parse(body) as Env & Record<string, unknown>;
  expect(typeof env.codigoMensagem).toBe('number');
  expect(typeof env.mensagem).toBe('string');
  expect(Array.isArray(env.listaCriticas)).toBe(true);
  expect(env).not.toHaveProperty('statusCode');
  expect(env).not.toHaveProperty('error');
  expect(body).not.toMatch(/column|relation|syntax|FST_|invalid byte sequence|out of range/i);
  return env;
}

/** Replaces db.query for one test with a failing one, as an unexpected database error would. */
async function withFailingDb<T>(err: Error & { code?: string }, fn: () => Promise<T>): Promise<T> {
  const db = gw.db as Db & { query: Db['query'] };
  const original = db.query;
  db.query = async () => {
    throw err;
  };
  try {
    return await fn();
  } finally {
    db.query = original;
  }
}

describe('errors under `npm start` (portal built) are envelopes', () => {
  it('the fake build is served, so the static-file plugin is registered', async () => {
    const page = await gw.app.inject({ method: 'GET', url: '/recursos-humanos/pesquisa-servidor/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await gw.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect((await gw.app.inject({ method: 'GET', url: '/assets/nao-existe.js' })).statusCode).toBe(404);
  });

  it('malformed JSON body → 400 code 4', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/seguranca/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nao json',
    });
    expect(res.statusCode).toBe(400);
    const env = envelope(res.body);
    expect(env.codigoMensagem).toBe(4);
    expect(env.listaCriticas).toEqual([{ campo: '(requisição)', mensagem: 'Requisição malformada.' }]);
  });

  it('oversized body → 413 code 4', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/favorito/v1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ rota: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res.body)).toMatchObject({ codigoMensagem: 4, mensagem: 'Corpo da requisição muito grande.' });
  });

  it('unsupported content type → 415 code 4', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/gw/exame/favorito/v1',
      headers: { 'content-type': 'text/x-nada' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(envelope(res.body).codigoMensagem).toBe(4);
  });

  it('an unexpected error → 500 code 1 with hashErro, no database message', async () => {
    const sid = await sessionFor(gw, ANA.cpf);
    const res = await withFailingDb(
      Object.assign(new Error('relation "sessao" does not exist'), { code: '42P01' }),
      () => gw.app.inject({ method: 'GET', url: '/gw/exame/seguranca/v1/getWso2Token', query: { tokenSSCId: sid } }),
    );
    expect(res.statusCode).toBe(500);
    const env = envelope(res.body);
    expect(env.codigoMensagem).toBe(1);
    expect(env.hashErro).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a value the database refuses (SQLSTATE 22…) → 400 code 4, not a 500', async () => {
    const sid = await sessionFor(gw, ANA.cpf);
    const token = await accessToken(gw, sid, '1501', '/gw/exame');
    const res = await withFailingDb(
      Object.assign(new Error('column "infinity" does not exist'), { code: '22003' }),
      () =>
        gw.app.inject({
          method: 'GET',
          url: '/gw/exame/relatorios/v1/listaRelatorios',
          headers: { authorization: `Bearer ${token}` },
        }),
    );
    // The auth pre-handler reads the session through the same db: whichever query fails first.
    expect(res.statusCode).toBe(400);
    expect(envelope(res.body).codigoMensagem).toBe(4);
  });

  it('unknown API path → 404 envelope; unknown portal path → index.html', async () => {
    const api = await gw.app.inject({ method: 'POST', url: '/gw/sisapmg/nao/existe' });
    expect(api.statusCode).toBe(404);
    expect(envelope(api.body).codigoMensagem).toBe(1);
    const spa = await gw.app.inject({ method: 'GET', url: '/qualquer/rota' });
    expect(spa.statusCode).toBe(200);
    expect(spa.headers['content-type']).toContain('text/html');
  });

  it('every gateway and identity-provider answer is Cache-Control: no-store; the portal pages are not', async () => {
    for (const url of [
      '/gw/sisapmg/admissoes/v1/listaServidores',
      '/gw/exame/seguranca/v1/getWso2Token?tokenSSCId=x',
      '/gw/fipa/nao-existe',
      '/rest/oidc/jwks',
    ]) {
      const res = await gw.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const sid = await sessionFor(gw, ANA.cpf);
    const token = await accessToken(gw, sid, '1501');
    const ok = await gw.app.inject({
      method: 'GET',
      url: '/gw/sisapmg/admissoes/v1/listaServidores',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(
      (await gw.app.inject({ method: 'GET', url: '/rest/oidc/assets/login.css' })).headers['cache-control'],
    ).toContain('max-age');
    expect((await gw.app.inject({ method: 'GET', url: '/login' })).headers['cache-control']).toBe('no-cache');
  });
});
