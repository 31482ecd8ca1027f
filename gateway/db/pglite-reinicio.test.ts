/**
 * A dead PGlite worker thread ("a server that never freezes"): on a data folder the
 * statement it ran, the queued ones and the open transaction fail with BancoReiniciado, a new
 * worker opens the same folder (PGlite recovers from its WAL) and later queries succeed; a crash
 * loop stops after MAX_REINICIOS restarts; an in-memory database is not restarted (BancoParado);
 * the HTTP layer answers both with the 503 envelope.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { modeloDeTeste, modeloVazio } from '../testing/templates.ts';
import { naPg } from '../testing/support.ts';
import { BancoParado, BancoReiniciado, derrubarPglite, MAX_REINICIOS, openPglite } from './pglite.ts';
import type { Db } from './types.ts';

const pastas: string[] = [];
function pasta(): string {
  const p = mkdtempSync(join(tmpdir(), 'prh-reinicio-'));
  pastas.push(p);
  return p;
}

/**
 * A new data folder with a fresh, empty database: the run's copy of one (gateway/testing/templates.ts)
 * loaded into it, since PGlite's own initdb costs seconds of CPU. Restarts reopen the folder.
 */
const abrirNova = async (dir: string) => openPglite(dir, await modeloVazio());

let erros: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => erros.mockClear());
afterAll(() => {
  erros.mockRestore();
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});

const ids = async (db: Db) => (await db.query<{ id: number }>('SELECT id FROM t ORDER BY id')).rows.map((r) => r.id);

// Each restart opens the folder again in a new worker (WAL replay): seconds each on a loaded
// two-core machine, so the default 30 s per test is too tight for a test that restarts three times.
describe.skipIf(naPg)('PGlite worker restart on a data folder', { timeout: 120_000 }, () => {
  it('fails the running and queued statements and the open transaction, then answers again with the committed data', async () => {
    const dir = pasta();
    const db = await abrirNova(dir);
    try {
      await db.exec("CREATE TABLE t (id int PRIMARY KEY, nome text); INSERT INTO t VALUES (1, 'um')");

      // A transaction open at the crash, with a row written and its next statement queued.
      let liberar = () => undefined as void;
      const pausa = new Promise<void>((r) => (liberar = r));
      let inseriu = () => undefined as void;
      const inserida = new Promise<void>((r) => (inseriu = r));
      const tx = db.transaction(async (t) => {
        await t.query("INSERT INTO t VALUES (2, 'dois')");
        inseriu();
        await pausa;
        await t.query("INSERT INTO t VALUES (3, 'três')");
      });
      await inserida;
      // Outside the transaction: waits for it (queued) — failed by the crash too.
      const fila = db.query('SELECT 1 AS n');
      await derrubarPglite(db);
      liberar();
      await expect(tx).rejects.toBeInstanceOf(BancoReiniciado);
      await expect(fila).rejects.toThrow('O banco de dados embutido foi reiniciado; tente novamente.');

      // Next queries wait for the new worker: the committed row is there, the transaction's not.
      expect(await ids(db)).toEqual([1]);
      expect(erros).toHaveBeenCalledTimes(1);
      expect(String(erros.mock.calls[0][0])).toMatch(/terminou \(código 1\); reiniciando/);
      // The data folder stays locked by this process.
      expect(readFileSync(join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));

      // A statement running at the crash fails; one issued during the restart waits and succeeds.
      const longa = db.query('SELECT pg_sleep(5)');
      await new Promise((r) => setTimeout(r, 100));
      await derrubarPglite(db);
      const durante = db.query("INSERT INTO t VALUES (4, 'quatro') RETURNING id");
      await expect(longa).rejects.toBeInstanceOf(BancoReiniciado);
      expect((await durante).rows).toEqual([{ id: 4 }]);
      expect(await ids(db)).toEqual([1, 4]);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dir, 'pglite.pid'))).toBe(false);
  });

  it(`stops after ${MAX_REINICIOS} restarts within a minute: queries then fail with BancoParado`, async () => {
    const db = await abrirNova(pasta());
    try {
      await db.exec('CREATE TABLE t (id int PRIMARY KEY); INSERT INTO t VALUES (1)');
      for (let i = 0; i < MAX_REINICIOS; i++) {
        await derrubarPglite(db);
        expect(await ids(db)).toEqual([1]);
      }
      await derrubarPglite(db);
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(BancoParado);
      await expect(db.query('SELECT 1')).rejects.toMatchObject({ code: 'PRH_BANCO_PARADO' });
      expect(erros).toHaveBeenCalledTimes(MAX_REINICIOS + 1);
      expect(String(erros.mock.calls[MAX_REINICIOS][0])).toMatch(/não será reiniciado/);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(naPg)('PGlite worker death in memory and over HTTP', () => {
  let gw: GatewayApp;
  beforeAll(async () => {
    gw = await createApp({ dataDir: ':memory:', dbSnapshot: await modeloDeTeste(), listen: false, logger: false });
  });
  afterAll(() => gw?.close());

  it('answers a query failed by a restart with the 503 envelope (code 1)', async () => {
    const db = gw.db as Db & { query: Db['query'] };
    const original = db.query;
    db.query = () => Promise.reject(new BancoReiniciado());
    try {
      const r = await gw.app.inject({ method: 'GET', url: '/saude' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({
        codigoMensagem: 1,
        mensagem: 'O banco de dados embutido foi reiniciado; tente novamente.',
      });
      expect(r.headers['retry-after']).toBe('2');
      expect(r.body).not.toMatch(/stack|pglite\.ts/);
    } finally {
      db.query = original;
    }
  });

  it('does not restart an in-memory database: it stays stopped and the health check says so', async () => {
    expect((await gw.app.inject({ method: 'GET', url: '/saude' })).statusCode).toBe(200);
    await derrubarPglite(gw.db);
    await expect(gw.db.query('SELECT 1')).rejects.toBeInstanceOf(BancoParado);
    const r = await gw.app.inject({ method: 'GET', url: '/saude' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ codigoMensagem: 1, mensagem: new BancoParado('').message });
    expect(String(erros.mock.calls.at(-1)?.[0])).toMatch(/banco em memória/);
  });
});
