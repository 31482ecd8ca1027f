/**
 * The keyset read of an export on PGlite: every row once, in the search's order, whatever the NULLs
 * of the sort column, the direction and where the batches end (fast-check); and the cursor is kept
 * where a keyset read would be unsafe or slow.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open.ts';
import type { Db } from '../db/types.ts';
import { orderAndPage } from '../lib/sql-paging.ts';
import type { PagingInput } from '../lib/sql-paging.ts';
import { comLeituraContinua } from './leitura-continua.ts';

let db: Db;
beforeAll(async () => {
  db = await openDb({});
  await db.exec(`CREATE TABLE chave_teste (id int PRIMARY KEY, grupo text NOT NULL, k int, nome text NOT NULL, dia date);
                 CREATE INDEX chave_teste_k ON chave_teste (grupo, k, id);`);
  // A few dozen rows: without this the planner would read the table and sort it, as it would not at
  // the size where the index matters (the state seed).
  await db.exec('SET enable_seqscan = off');
});
afterAll(() => db?.close());

const SORT = { k: 't.k', nome: 't.nome', dia: 't.dia' };

/** Reads the search through the continuous read (as an export does), batch after batch. */
async function exportar(
  sort: keyof typeof SORT,
  order: 'ASC' | 'DESC',
  lote: number,
  sent: string[],
): Promise<number[]> {
  const recording: Db = { ...db, query: (sql, params) => (sent.push(sql), db.query(sql, params)) };
  return comLeituraContinua(recording, lote, async (l) => {
    const ids: number[] = [];
    for (;;) {
      const p: PagingInput = { page: 0, size: lote, offset: 0, sort, order, orders: [order], continuous: true };
      const { rows } = await l.db.query<{ id: number }>(
        `SELECT t.id, t.nome FROM chave_teste t WHERE t.grupo = $1 OR t.grupo = $2 AND false ${orderAndPage(p, SORT, 'k', (d) => `t.id ${d}`)}`,
        ['a', 'x'],
      );
      ids.push(...rows.map((r) => r.id));
      if (rows.length < lote) return ids;
    }
  });
}

async function encher(linhas: { k: number | null; grupo: string }[]) {
  await db.exec('DELETE FROM chave_teste');
  if (linhas.length)
    await db.query(
      `INSERT INTO chave_teste (id, grupo, k, nome, dia) SELECT i, g, k, 'n' || i, DATE '2020-01-01' + i FROM unnest($1::int[], $2::text[], $3::int[]) AS x(i, g, k)`,
      [linhas.map((_, i) => i + 1), linhas.map((l) => l.grupo), linhas.map((l) => l.k)],
    );
  await db.exec('ANALYZE chave_teste');
}

const esperado = async (order: 'ASC' | 'DESC') =>
  (
    await db.query<{ id: number }>(`SELECT id FROM chave_teste WHERE grupo = 'a' ORDER BY k ${order}, id ${order}`)
  ).rows.map((r) => r.id);

describe('keyset read of an export (PGlite)', () => {
  it('reads every row once in the order, with NULL sort keys, both directions, any batch size', async () => {
    let porChaves = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            k: fc.option(fc.integer({ min: 0, max: 5 }), { freq: 3 }),
            grupo: fc.constantFrom('a', 'a', 'b'),
          }),
          { maxLength: 40 },
        ),
        fc.constantFrom('ASC' as const, 'DESC' as const),
        fc.integer({ min: 1, max: 7 }),
        async (linhas, order, lote) => {
          await encher(linhas);
          const sent: string[] = [];
          expect(await exportar('k', order, lote, sent)).toEqual(await esperado(order));
          if (!sent.some((q) => /^DECLARE /.test(q))) porChaves++;
        },
      ),
      { numRuns: 60 },
    );
    // By keys nearly always (the planner may still sort an empty or one-row table, then the cursor).
    expect(porChaves).toBeGreaterThan(40);
  });

  it('keeps the cursor when no index gives the order (every batch would sort everything)', async () => {
    await encher(Array.from({ length: 30 }, (_, i) => ({ k: i % 4, grupo: 'a' })));
    const sent: string[] = [];
    const ids = await exportar('nome', 'ASC', 4, sent);
    expect(ids).toHaveLength(30);
    expect(sent.filter((q) => /^DECLARE /.test(q))).toHaveLength(1);
  });
});
