import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { HOJE_SQL, hojeBrasilia } from '../lib/text.ts';
import { startTestApp } from '../testing/support.ts';

/**
 * Node and the database read one clock, also when the tests set it (scripts/clock): PGlite through
 * its thread's Date, the PostgreSQL server through the `relogio` schema of gateway/testing/pg.setup.ts.
 * Under `npm run test:datas` a database left on the machine's clock fails here first.
 */
describe('one clock for Node and the database', () => {
  let gw: GatewayApp;
  beforeAll(async () => {
    gw = await startTestApp(50);
  });
  afterAll(() => gw?.close());

  it("the database's now() is Node's, and its today in Brasília too", async () => {
    const {
      rows: [r],
    } = await gw.db.query<{ agora: number; hoje: string; padrao: number }>(
      `SELECT extract(epoch FROM now())::float8 * 1000 AS agora, to_char(${HOJE_SQL}, 'YYYY-MM-DD') AS hoje`,
    );
    expect(Math.abs(r.agora - Date.now())).toBeLessThan(60_000);
    expect(r.hoje).toBe(hojeBrasilia());
  });

  it("a column's default now(), set by a migration, reads the same clock", async () => {
    const {
      rows: [r],
    } = await gw.db.query<{ em: Date }>(
      `INSERT INTO termo_uso_aceite (cpf, versao) VALUES ('00000000191', '0.00') RETURNING aceito_em AS em`,
    );
    expect(Math.abs(new Date(r.em).getTime() - Date.now())).toBeLessThan(60_000);
  });
});
