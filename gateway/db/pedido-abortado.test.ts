/**
 * A server that never freezes, over real HTTP: a small Fastify app with the gateway's
 * own error handler and request context (lib/errors.ts, db/pedido-abortado.ts) on a PGlite worker
 * (db/pglite.ts), then the whole gateway (startTestApp). A client that goes away is a fetch
 * aborted with an AbortController. Orders of completion are asserted, never durations.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, sondaPglite } from './pglite.ts';
import type { Db } from './types.ts';
import type { GatewayApp } from '../app.ts';
import { modeloVazio } from '../testing/templates.ts';
import { accessToken, naPg, sessionFor, startTestApp } from '../testing/support.ts';
import { ANA } from './demo-users.ts';
import { registerErrorHandlers, STATUS_TEMPO_LIMITE } from '../lib/errors.ts';
import { contextoConsulta, MSG_TEMPO_LIMITE, registrarPedidoAbortado, somenteLeitura } from './pedido-abortado.ts';

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('somenteLeitura', () => {
  it('tells reads from writes', () => {
    for (const s of [
      'SELECT 1',
      '  /* c */ select * from t',
      'WITH a AS (SELECT 1) SELECT * FROM a',
      'FETCH 500 FROM c',
      '-- x\nSELECT 2',
    ])
      expect(somenteLeitura(s), s).toBe(true);
    for (const s of [
      'INSERT INTO t VALUES (1)',
      'UPDATE t SET a = 1',
      'WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x',
      "SELECT nextval('s')",
      'SELECT * FROM t FOR UPDATE',
      'BEGIN',
    ])
      expect(somenteLeitura(s), s).toBe(false);
  });
});

describe.skipIf(naPg)('requests over a PGlite worker', () => {
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  /** What the handler of /gw/marcada saw: its query's fate. */
  const vistos: string[] = [];

  beforeAll(async () => {
    // A fresh empty database from the run's copy of one (gateway/testing/templates.ts): PGlite's own
    // initdb costs 10–13 s of CPU, and these requests need no table.
    // A limit far above the 0.3 s of /gw/lenta, so that a loaded machine (a slower sleep, a later
    // answer) does not turn it into a time-out, and below the sleep of /gw/limite, which always
    // passes it.
    db = await openPglite(undefined, await modeloVazio(), { pedidoMs: 2000, fundoMs: 0, maxFila: 200 });
    // The aborted request of the last test left its keep-alive socket counted as busy, and a plain
    // close() waited for Node's keep-alive timeout (72 s) before the file could end.
    app = Fastify({ forceCloseConnections: true });
    registerErrorHandlers(app, (_req, reply) => reply.code(404).send());
    registrarPedidoAbortado(app);
    app.get('/gw/rapida', async () => ({ ok: true }));
    app.get('/gw/lenta', async () => (await db.query('SELECT pg_sleep(0.3) AS s')).rows);
    app.get('/gw/limite', async () => (await db.query('SELECT pg_sleep(2.6) AS s')).rows);
    // What node-postgres throws when statement_timeout cancels a statement.
    app.get('/gw/limite-pg', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), {
        code: '57014',
        severity: 'ERROR',
      });
    });
    app.get('/gw/marcada', async () => {
      try {
        return (await db.query('SELECT 1 AS marca_abandonada')).rows;
      } catch (e) {
        vistos.push((e as Error).name);
        throw e;
      }
    });
    app.post('/gw/corpo', async (req) => ({
      origem: contextoConsulta()?.origem,
      corpo: req.body,
      linhas: (await db.query('SELECT 7 AS n')).rows,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers a request that needs no database while a long statement runs', async () => {
    const ordem: string[] = [];
    const lenta = fetch(`${base}/gw/lenta`).then((r) => ordem.push(`lenta ${r.status}`));
    await espera(50);
    await fetch(`${base}/gw/rapida`).then((r) => ordem.push(`rapida ${r.status}`));
    await lenta;
    expect(ordem).toEqual(['rapida 200', 'lenta 200']);
  });

  it('answers the code-1 envelope with the time-limit message, never a 500', async () => {
    const r = await fetch(`${base}/gw/limite`);
    expect(r.status).toBe(STATUS_TEMPO_LIMITE);
    expect(await r.json()).toMatchObject({ codigoMensagem: 1, mensagem: MSG_TEMPO_LIMITE, listaCriticas: [] });
    await db.query('SELECT 1'); // after the sleep the worker finishes in the background
    const pg = await fetch(`${base}/gw/limite-pg`);
    expect(pg.status).toBe(STATUS_TEMPO_LIMITE);
    expect(await pg.json()).toMatchObject({ codigoMensagem: 1, mensagem: MSG_TEMPO_LIMITE });
  });

  it('keeps the request context through body parsing (a POST)', async () => {
    const r = await fetch(`${base}/gw/corpo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await r.json()).toEqual({ origem: 'pedido', corpo: { a: 1 }, linhas: [{ n: 7 }] });
  });

  it('drops the queued query of a request whose client went away: it never reaches the database', async () => {
    const antes = (await sondaPglite(db)).executadas;
    const ocupada = db.query('SELECT pg_sleep(0.6)');
    const ac = new AbortController();
    const abandonada = fetch(`${base}/gw/marcada`, { signal: ac.signal }).catch((e: Error) => e.name);
    await espera(150);
    ac.abort();
    expect(await abandonada).toBe('AbortError');
    await ocupada;
    await db.query('SELECT 1');
    for (let i = 0; i < 50 && vistos.length === 0; i++) await espera(20);
    expect(vistos).toEqual(['PedidoAbortado']);
    const sonda = await sondaPglite(db);
    expect(sonda.recentes.some((s) => s.includes('marca_abandonada'))).toBe(false);
    expect(sonda.executadas - antes).toBe(2); // the sleep and the SELECT 1 only (the sonda is not counted)
  });
});

describe.skipIf(naPg)('the gateway on its PGlite worker', () => {
  let gw: GatewayApp;
  let token: string;
  beforeAll(async () => {
    gw = await startTestApp(20);
    token = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501');
  });
  afterAll(() => gw?.close());

  it('serves a request while background statements (an export) run, ahead of the ones still queued', async () => {
    const ordem: string[] = [];
    // Each background statement holds the worker 1.5 s: the answers asserted below come within that
    // window on a busy CI machine too (with 0.4 s, /config.json came after the first one there once).
    const fundo = [1, 2, 3, 4].map((i) => gw.db.query('SELECT pg_sleep(1.5)').then(() => ordem.push(`fundo ${i}`)));
    await espera(50);
    // No database: answered while the first background statement still runs.
    await fetch(`${gw.origin}/config.json`).then((r) => ordem.push(`config ${r.status}`));
    // A search (several statements): each goes before the background ones still queued.
    const r = await fetch(`${gw.origin}/gw/sisapmg/admissoes/v1/listaServidores`, {
      headers: { authorization: `Bearer ${token}` },
    });
    ordem.push(`pedido ${r.status}`);
    expect((await r.json()).codigoMensagem).toBe(0);
    await Promise.all(fundo);
    expect(ordem[0]).toBe('config 200');
    expect(ordem.indexOf('pedido 200')).toBeLessThan(ordem.indexOf('fundo 3'));
  });
});
