/**
 * Overload: under pressure the gateway answers at once a 503 with Retry-After and
 * the envelope (code 1, Portuguese), on catalogue and security routes alike; once the pressure is
 * gone it serves again. The pressure is forced through the plugin's health check with a flag, and
 * the database queue bound with a stand-in for the queue length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { DESTINOS } from '../config.ts';
import { modeloDeTeste } from '../testing/templates.ts';
import { ALTCHA_TESTE } from '../testing/support.ts';
import { MSG_SOBRECARGA } from './sobrecarga.ts';

let gw: GatewayApp;
let saudavel = true;
/** Statements "waiting" for the database, as the app reads them on every request. */
let fila: number | undefined;
const CAPTCHA = `${DESTINOS.EXAME}/captcha/v1`;
const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // From the run's seeded database of 20 (gateway/testing/templates.ts), which other files make anyway,
  // instead of PGlite's initdb, the migrations and the seed again. Not startTestApp: its options on
  // PostgreSQL would replace this test's overload options, and the last test is about PGlite's queue.
  gw = await createApp({
    dataDir: ':memory:',
    seedSize: 20,
    dbSnapshot: await modeloDeTeste(20),
    distDir: '/nonexistent-dist',
    listen: false,
    logger: false,
    altcha: ALTCHA_TESTE,
    sobrecarga: {
      saudavel: () => saudavel,
      intervaloMs: 10,
      filaBanco: () => fila ?? gw.db.pendentes!(),
      maxFilaBanco: 5,
    },
  });
});
afterAll(() => gw?.close());

const sobrecarregado = async (url: string) => {
  const res = await gw.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(503);
  expect(res.headers['retry-after'], url).toBe('10');
  expect(res.json(), url).toMatchObject({ codigoMensagem: 1, mensagem: MSG_SOBRECARGA, listaCriticas: [] });
  expect(typeof res.json().hashErro).toBe('string');
};

describe('overload', () => {
  it('answers a 503 envelope at once while overloaded, and serves again afterwards', async () => {
    expect((await gw.app.inject({ method: 'GET', url: CAPTCHA })).statusCode).toBe(200);
    saudavel = false;
    await espera(60);
    for (const url of [CAPTCHA, '/gw/sisapmg/admissoes/v1/listaServidores', '/config.json']) await sobrecarregado(url);
    saudavel = true;
    await espera(60);
    expect((await gw.app.inject({ method: 'GET', url: CAPTCHA })).statusCode).toBe(200);
  });

  it('answers the 503 at once while more statements than the bound wait for the database', async () => {
    expect(gw.db.pendentes!()).toBe(0);
    fila = 6;
    for (const url of [CAPTCHA, '/gw/sisapmg/admissoes/v1/listaServidores']) await sobrecarregado(url);
    fila = 5;
    expect((await gw.app.inject({ method: 'GET', url: CAPTCHA })).statusCode).toBe(200);
    fila = undefined;
  });

  it('counts the real PGlite queue: statements queued behind a running one', async () => {
    // One statement runs in the worker, the others wait in the gateway's queue.
    const lentas = Array.from({ length: 8 }, () => gw.db.query('SELECT count(*) FROM generate_series(1, 300000)'));
    expect(gw.db.pendentes!()).toBeGreaterThanOrEqual(7);
    await sobrecarregado(CAPTCHA);
    await Promise.all(lentas);
    expect((await gw.app.inject({ method: 'GET', url: CAPTCHA })).statusCode).toBe(200);
  });
});
