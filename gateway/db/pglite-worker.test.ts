/**
 * PGlite in its worker thread ("a server that never freezes"): the proxy keeps the `Db`
 * contract — values and errors as on the main thread, transactions that hold the session, snapshots
 * — and its queue drops the work of abandoned requests, gives up at the time limit, and lets
 * interactive statements pass background ones. Orders of completion are asserted, never durations.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comContexto, PedidoAbortado, TempoLimiteExcedido } from './pedido-abortado.ts';
import { modeloVazio } from '../testing/templates.ts';
import { naPg } from '../testing/support.ts';
import { openPglite, sondaPglite } from './pglite.ts';
import type { Db } from './types.ts';

let db: Db;
beforeAll(async () => {
  // Fresh empty databases, from the run's copy of one (gateway/testing/templates.ts): PGlite's own
  // initdb costs seconds of CPU each time. A request's statements wait at most 2 s: well above what
  // the tests queue ahead of them (0.3 s of sleep — a 400 ms limit failed them on a loaded
  // machine), well below the statement the limit test leaves running (3 s).
  db = await openPglite(undefined, await modeloVazio(), { pedidoMs: 2_000, fundoMs: 0, maxFila: 200 });
  await db.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE TABLE t (id int PRIMARY KEY, nome text NOT NULL, dia date, CONSTRAINT t_nome_unico UNIQUE (nome));
    INSERT INTO t VALUES (1, 'um', '2024-02-29')`);
});
afterAll(() => db?.close());

/** A request's context; `abortar()` is its client going away. */
function pedido() {
  const ac = new AbortController();
  return { ctx: { origem: 'pedido' as const, signal: ac.signal }, abortar: () => ac.abort() };
}

const VALORES = `SELECT DATE '2024-02-29' AS d, TIMESTAMPTZ '2024-01-01 10:00Z' AS ts, 9007199254740993::int8 AS big,
  1.5::numeric AS n, '\\x0102'::bytea AS b, '{"a":[1,2]}'::jsonb AS j, ARRAY[1,2] AS arr, 3::int2 AS s, NULL::text AS nada,
  similarity('servidor', 'servidora') > 0.5 AS trgm`;

describe.skipIf(naPg)('PGlite in a worker thread', () => {
  it('answers the same values as PGlite on the main thread (DATE as Date, int8 as bigint, bytea, json, arrays, pg_trgm)', async () => {
    const vazio = new Blob([readFileSync(await modeloVazio())]);
    const direto = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: vazio });
    try {
      await direto.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const esperado = (await direto.query(VALORES)).rows;
      const r = (await db.query(VALORES)).rows;
      expect(r).toEqual(esperado);
      expect(r[0].d).toBeInstanceOf(Date);
      expect(r[0].trgm).toBe(true);
      expect((await db.query<{ dia: Date }>('SELECT dia FROM t WHERE id = $1', [1])).rows[0].dia).toEqual(
        new Date('2024-02-29T00:00:00.000Z'),
      );
    } finally {
      await direto.close();
    }
  });

  it('rebuilds errors with their PostgreSQL fields (code, detail, constraint…)', async () => {
    const e = await db.query("INSERT INTO t VALUES (2, 'um', NULL)").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({
      code: '23505',
      constraint: 't_nome_unico',
      table: 't',
      severity: 'ERROR',
      detail: 'Key (nome)=(um) already exists.',
    });
    expect((e as Error).message).toMatch(/duplicate key value violates unique constraint "t_nome_unico"/);
    // Its stack shows who issued the statement, not the worker's message handler.
    expect((e as Error).stack).toContain('pglite-worker.test.ts');
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('SELECT $1::int', ['x'])).rejects.toMatchObject({ code: '22P02' });
  });

  it('commits a transaction, rolls it back when fn throws, and runs a nested one in the same', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (10, 'dez', NULL)");
      await tx.transaction((dentro) => dentro.query("INSERT INTO t VALUES (11, 'onze', NULL)"));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (12, 'doze', NULL)");
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    // A failed statement inside: the transaction is rolled back as a whole, the session is usable.
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (13, 'treze', NULL)");
        await tx.query("INSERT INTO t VALUES (14, 'um', NULL)");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const ids = (await db.query<{ id: number }>('SELECT id FROM t WHERE id >= 10 ORDER BY id')).rows.map((r) => r.id);
    expect(ids).toEqual([10, 11]);
    await db.exec('DELETE FROM t WHERE id >= 10');
  });

  it('makes a statement from outside wait until the open transaction ends (and see its commit)', async () => {
    const ordem: string[] = [];
    let fora: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (20, 'vinte', NULL)");
      fora = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 20').then((r) => {
        ordem.push('fora');
        return r.rows[0].n;
      });
      await tx.query('SELECT pg_sleep(0.2)');
      ordem.push('tx');
    });
    ordem.push('commit');
    expect(await fora).toBe(1);
    expect(ordem).toEqual(['tx', 'commit', 'fora']);
    await db.exec('DELETE FROM t WHERE id = 20');
  });

  it('copies an in-memory database with snapshot() and opens the copy', async () => {
    const copia = await openPglite(undefined, await db.snapshot!());
    try {
      expect((await copia.query('SELECT nome FROM t')).rows).toEqual([{ nome: 'um' }]);
    } finally {
      await copia.close();
    }
  });

  it('keeps the event loop turning while a long statement runs', async () => {
    let fim = false;
    const longa = db.query('SELECT pg_sleep(1)').then(() => (fim = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(fim).toBe(false);
    await longa;
  });

  it('runs a request statement before queued background work', async () => {
    const ordem: string[] = [];
    const fundo = [1, 2, 3].map((i) => db.query('SELECT pg_sleep(0.1)').then(() => ordem.push(`fundo ${i}`)));
    const { ctx } = pedido();
    const interativa = comContexto(ctx, () => db.query('SELECT 1').then(() => ordem.push('pedido')));
    await Promise.all([...fundo, interativa]);
    // The first background statement was already running; the request's went next.
    expect(ordem).toEqual(['fundo 1', 'pedido', 'fundo 2', 'fundo 3']);
  });

  it('never sends the queued reads of a request whose client went away; its stand-alone writes still run', async () => {
    const marca = `marcador_${Date.now()}`;
    const ocupada = db.query('SELECT pg_sleep(0.3)');
    const { ctx, abortar } = pedido();
    const leituras = comContexto(ctx, () => [1, 2, 3].map((i) => db.query(`SELECT ${i} AS ${marca}`)));
    const escrita = comContexto(ctx, () => db.query(`INSERT INTO t VALUES (30, '${marca}', NULL)`));
    abortar();
    for (const l of leituras) await expect(l).rejects.toBeInstanceOf(PedidoAbortado);
    await ocupada;
    await escrita;
    // After the abort the request issues nothing more.
    await expect(comContexto(ctx, () => db.query(`SELECT 4 AS ${marca}`))).rejects.toBeInstanceOf(PedidoAbortado);
    const { recentes } = await sondaPglite(db);
    expect(recentes.filter((s) => s.includes(marca))).toEqual([`INSERT INTO t VALUES (30, '${marca}', NULL)`]);
    await db.exec('DELETE FROM t WHERE id = 30');
  });

  it('drops the queued transaction statements of an abandoned request and rolls it back', async () => {
    const { ctx, abortar } = pedido();
    const tx = comContexto(ctx, () =>
      db.transaction(async (t) => {
        await t.query("INSERT INTO t VALUES (40, 'quarenta', NULL)");
        abortar();
        await t.query("INSERT INTO t VALUES (41, 'quarenta e um', NULL)");
      }),
    );
    await expect(tx).rejects.toBeInstanceOf(PedidoAbortado);
    expect((await db.query('SELECT id FROM t WHERE id >= 40')).rows).toEqual([]);
  });

  it('stops waiting at the time limit: the running read fails, the queued one is dropped, the queue goes on', async () => {
    const marca = `limite_${Date.now()}`;
    const { ctx } = pedido();
    const longa = comContexto(ctx, () => db.query('SELECT pg_sleep(3)'));
    const atras = comContexto(ctx, () => db.query(`SELECT 1 AS ${marca}`));
    await expect(longa).rejects.toBeInstanceOf(TempoLimiteExcedido);
    await expect(atras).rejects.toMatchObject({ code: 'PRH_TEMPO_LIMITE' });
    // The worker finishes the sleep in the background; the next statement runs after it.
    expect((await db.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
    expect((await sondaPglite(db)).recentes.some((s) => s.includes(marca))).toBe(false);
    // Background work (fundoMs 0 here) and maintenance have no such limit.
    await db.query('SELECT pg_sleep(0.5)');
  });
});
