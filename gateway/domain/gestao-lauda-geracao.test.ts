/**
 * A lauda generation a stop left PROCESSANDO resumes when the gateway starts again, with no call to
 * gestaoLauda (it must not wait for someone to open the list). Over a
 * PGlite database kept on disk: one of the seed's generated laudas is put back mid-way (its servants
 * removed, progress 0), the first process closes, a second opens the same folder and finishes it.
 */
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { pastaSemeada } from '../testing/templates.ts';

let dataDir: string;
// 300 servants: the seeded folder jobs-restart.test copies too (gateway/testing/templates.ts seeds one
// per size and run); any seed has concluded laudas with servants.
const SEED = 300;
const open = () => createApp({ dataDir, seedSize: SEED, distDir: '/nonexistent-dist', logger: false, listen: false });
let gw: GatewayApp | undefined;

afterAll(async () => {
  await gw?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Lauda {
  id: number;
  status: string;
  processados: number;
}

it('resumes at start-up a generation left PROCESSANDO, with every servant it had', async () => {
  dataDir = await pastaSemeada('portalrh-laudas-', SEED);
  gw = await open();
  const { rows } = await gw.db.query<Lauda>(
    `SELECT id, status, processados FROM lauda_gerada WHERE status = 'CONCLUIDA' AND processados > 0 ORDER BY id LIMIT 1`,
  );
  expect(rows.length, 'a semente gera laudas concluídas').toBe(1);
  const antes = rows[0];
  // The first process "crashed" right after taking it: nothing copied yet.
  await gw.db.query('DELETE FROM lauda_gerada_servidor WHERE lauda_gerada_id = $1', [antes.id]);
  await gw.db.query(
    `UPDATE lauda_gerada SET status = 'PROCESSANDO', processados = 0, ultimo_progressao = 0, concluido_em = NULL WHERE id = $1`,
    [antes.id],
  );
  await gw.close();

  gw = await open();
  const agora = async () =>
    (await gw!.db.query<Lauda>('SELECT id, status, processados FROM lauda_gerada WHERE id = $1', [antes.id])).rows[0];
  await expect.poll(async () => (await agora()).status, { timeout: 20_000, interval: 100 }).toBe('CONCLUIDA');
  expect((await agora()).processados).toBe(antes.processados);
}, 120_000);
