/**
 * PostgreSQL only (`npm run test:unit:pg`; skipped on PGlite): the pools of db/pg.ts give a
 * request's statements `statement_timeout`, cancel a running statement of a request whose client
 * went away (pg_cancel_backend over a separate connection), roll back its transaction, and leave
 * background work and maintenance to their own limits. Orders and outcomes, never durations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comContexto, PedidoAbortado, semLimiteDeTempo } from './pedido-abortado.ts';
import { bancoPgDeTeste, naPg } from '../testing/support.ts';
import { openPg } from './pg.ts';
import type { Db } from './types.ts';

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pedido() {
  const ac = new AbortController();
  return { ctx: { origem: 'pedido' as const, signal: ac.signal }, abortar: () => ac.abort() };
}

describe.runIf(naPg)('PostgreSQL: time limits and cancelled requests', () => {
  let banco: Awaited<ReturnType<typeof bancoPgDeTeste>>;
  let db: Db;
  beforeAll(async () => {
    banco = await bancoPgDeTeste(20);
    db = await openPg(banco.databaseUrl, { pedidoMs: 400, fundoMs: 3000, maxFila: 200 });
    await db.exec('CREATE TABLE lim (id int PRIMARY KEY)');
  });
  afterAll(async () => {
    await db?.close();
    await banco?.drop();
  });

  it("stops a request's statement at statement_timeout (57014); background work has its longer limit, maintenance none", async () => {
    const { ctx } = pedido();
    await expect(comContexto(ctx, () => db.query('SELECT pg_sleep(2)'))).rejects.toMatchObject({ code: '57014' });
    await expect(db.query('SELECT 1 AS ok FROM pg_sleep(0.6)')).resolves.toEqual({ rows: [{ ok: 1 }] });
    await expect(db.query('SELECT pg_sleep(4)')).rejects.toMatchObject({ code: '57014' });
    await expect(semLimiteDeTempo(() => db.query('SELECT 1 AS ok FROM pg_sleep(3.2)'))).resolves.toEqual({
      rows: [{ ok: 1 }],
    });
    await expect(
      semLimiteDeTempo(() => db.transaction((tx) => tx.query('SELECT 1 AS ok FROM pg_sleep(3.2)'))),
    ).resolves.toEqual({ rows: [{ ok: 1 }] });
  });

  it('cancels the running read of a request whose client went away, on the server', async () => {
    const { ctx, abortar } = pedido();
    const longa = comContexto(ctx, () =>
      db.query("SELECT pg_sleep(0.3), 'marca_cancelada' FROM generate_series(1, 10)"),
    );
    await espera(100);
    abortar();
    await expect(longa).rejects.toBeInstanceOf(PedidoAbortado);
    const ativas = await db.query(
      "SELECT pid FROM pg_stat_activity WHERE query LIKE '%marca_cancelada%' AND state = 'active' AND pid <> pg_backend_pid()",
    );
    expect(ativas.rows).toEqual([]);
    // The request issues nothing more; the pools still serve everyone else.
    await expect(comContexto(ctx, () => db.query('SELECT 1'))).rejects.toBeInstanceOf(PedidoAbortado);
    expect((await db.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
  });

  it('lets a running read of a request whose client went away end by itself within the grace: no cancel, its connection kept', async () => {
    const paciente = await openPg(banco.databaseUrl, {
      pedidoMs: 5000,
      fundoMs: 3000,
      maxFila: 200,
      cancelarAposMs: 5000,
    });
    try {
      const { ctx, abortar } = pedido();
      const curta = comContexto(ctx, () =>
        paciente.query<{ pid: number }>("SELECT pg_backend_pid() AS pid, pg_sleep(0.3), 'marca_curta'"),
      );
      await espera(100);
      abortar();
      const { pid } = (await curta).rows[0];
      // Not cancelled: the backend is alive and idle, back in the pool, not discarded.
      const vivo = await db.query('SELECT state FROM pg_stat_activity WHERE pid = $1', [pid]);
      expect(vivo.rows).toEqual([{ state: 'idle' }]);
      await expect(comContexto(ctx, () => paciente.query('SELECT 1'))).rejects.toBeInstanceOf(PedidoAbortado);
    } finally {
      await paciente.close();
    }
  });

  it('rolls back the transaction of a request whose client went away', async () => {
    const { ctx, abortar } = pedido();
    const tx = comContexto(ctx, () =>
      db.transaction(async (t) => {
        await t.query('INSERT INTO lim VALUES (1)');
        setTimeout(abortar, 100);
        await t.query('SELECT pg_sleep(0.3) FROM generate_series(1, 10)');
        await t.query('INSERT INTO lim VALUES (2)');
      }),
    );
    await expect(tx).rejects.toBeInstanceOf(PedidoAbortado);
    expect((await db.query('SELECT id FROM lim')).rows).toEqual([]);
  });

  it('keeps PostgreSQL errors as they are', async () => {
    await db.query('INSERT INTO lim VALUES (9)');
    await expect(db.query('INSERT INTO lim VALUES (9)')).rejects.toMatchObject({
      code: '23505',
      constraint: 'lim_pkey',
    });
    await db.exec('DELETE FROM lim');
  });
});
