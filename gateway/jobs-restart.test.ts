/**
 * Jobs survive a kill -9 of their worker and finish by themselves. The app runs as a child process
 * (testing/jobs-restart.child.ts) over a PGlite folder on disk, or a PostgreSQL database in the
 * PostgreSQL run; over real HTTP a lauda generation and a bonus recomputation are asked for, and
 * once both are claimed and half done (each held at its first checkpoint) the process is killed
 * with SIGKILL: no close, no stop of the runner, the rows left PROCESSANDO. A new app on the same
 * database finishes both without anyone calling their lists: on PGlite it takes them back at
 * start-up, on PostgreSQL once their heartbeat is older than `staleMs` (shortened here).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { createApp, type GatewayApp } from './app.ts';
import { pastaSemeada } from './testing/templates.ts';
import { bancoPgDeTeste, freePort, naPg } from './testing/support.ts';

const root = resolve(import.meta.dirname, '..');
const SEED = naPg ? 500 : 300;
let dataDir = '';
let banco: { databaseUrl: string; drop(): Promise<void> } | undefined;
let child: ChildProcessWithoutNullStreams | undefined;
let gw: GatewayApp | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await gw?.close();
  await banco?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Pronto {
  origin: string;
  sessao: string;
  lauda: Record<string, unknown>;
  apuracao: Record<string, unknown>;
}
type Linha = Partial<Pronto> & { checkpoint?: string; id?: number };

/** The child's stdout, one JSON line at a time: `esperar(pred)` resolves with the first line that matches. */
function linhas(c: ChildProcessWithoutNullStreams) {
  const vistas: Linha[] = [];
  const espera: { pred: (l: Linha) => boolean; ok: (l: Linha) => void }[] = [];
  createInterface({ input: c.stdout }).on('line', (texto) => {
    if (!texto.startsWith('{')) return;
    const l = JSON.parse(texto) as Linha;
    vistas.push(l);
    for (const e of espera.filter((x) => x.pred(l))) e.ok(l);
  });
  return (pred: (l: Linha) => boolean) =>
    new Promise<Linha>((ok, falha) => {
      const ja = vistas.find(pred);
      if (ja) return ok(ja);
      espera.push({ pred, ok });
      c.once('exit', (code) => falha(new Error(`o processo filho terminou (${code}) antes do esperado`)));
    });
}

async function post(p: Pronto, prefix: string, path: string, payload: Record<string, unknown>, query = '') {
  const t = await fetch(`${p.origin}${prefix}/seguranca/v1/getWso2Token?tokenSSCId=${p.sessao}&codigoUnidadeSsc=1501`);
  const token = ((await t.json()) as { data: { access_token: string } }).data.access_token;
  const res = await fetch(`${p.origin}${prefix}${path}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await res.json()) as { codigoMensagem: number; objeto: Record<string, number> };
  expect(body.codigoMensagem, JSON.stringify(body)).toBe(0);
  return body.objeto;
}

it('a lauda generation and a bonus recomputation killed mid-way with their process finish after a restart, with no list opened', async () => {
  if (naPg) banco = await bancoPgDeTeste(SEED);
  else dataDir = await pastaSemeada('portalrh-kill-', SEED);
  const env = banco ? { DATABASE_URL: banco.databaseUrl } : { DATA_DIR: dataDir };
  child = spawn(process.execPath, ['--import', 'tsx', join(root, 'gateway/testing/jobs-restart.child.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(await freePort()), SEED_SERVIDORES: String(SEED) },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const saiu = new Promise<NodeJS.Signals | null>((ok) => child!.once('exit', (_code, signal) => ok(signal)));
  const esperar = linhas(child);
  const pronto = (await esperar((l) => Boolean(l.origin)).catch((e: Error) =>
    Promise.reject(new Error(`${e.message}\n${stderr}`)),
  )) as Pronto;

  const apuracao = await post(pronto, '/gw/sisapmg', '/apuraGratificacao/v1/instituicao', pronto.apuracao);
  const lauda = await post(
    pronto,
    '/gw/contagem-tempo',
    '/gestaoLauda/v1/gerarGestaoLauda',
    pronto.lauda,
    '?codigoUnidadeUsuarioLogado=1501',
  );
  expect(lauda.total).toBeGreaterThan(0);
  // Both claimed by the child's runner and held after their first batch.
  await esperar((l) => l.checkpoint === 'apuracao_tarefa' && l.id === apuracao.id);
  await esperar((l) => l.checkpoint === 'lauda_gerada' && l.id === lauda.idGestaoLauda);

  child.kill('SIGKILL');
  expect(await saiu).toBe('SIGKILL');
  child = undefined;

  gw = await createApp({
    ...(banco ? { dataDir: ':memory:', databaseUrl: banco.databaseUrl } : { dataDir }),
    port: await freePort(),
    host: '127.0.0.1',
    distDir: '/nonexistent-dist',
    logger: false,
    listen: false,
    // PostgreSQL: the dead child's heartbeat goes stale after 1 s and is looked for every 200 ms
    // (the defaults are 2 minutes and 30 s). PGlite takes the jobs back at start-up.
    jobs: { staleMs: 1000, recoveryMs: 200 },
  });
  const db = gw.db;
  const estado = async () => ({
    lauda: (await db.query<{ status: string }>('SELECT status FROM lauda_gerada WHERE id = $1', [lauda.idGestaoLauda]))
      .rows[0].status,
    apuracao: (await db.query<{ status: string }>('SELECT status FROM apuracao_tarefa WHERE id = $1', [apuracao.id]))
      .rows[0].status,
  });
  await expect.poll(estado, { timeout: 60_000, interval: 100 }).toEqual({ lauda: 'CONCLUIDA', apuracao: 'CONCLUIDO' });

  // Every servant once, every open bonus once, and one audit row of each conclusion.
  const l = (
    await db.query<{ processados: number; total: number; copiados: number }>(
      `SELECT processados, total, (SELECT count(*)::int FROM lauda_gerada_servidor WHERE lauda_gerada_id = g.id) AS copiados FROM lauda_gerada g WHERE id = $1`,
      [lauda.idGestaoLauda],
    )
  ).rows[0];
  expect(l).toEqual({ processados: lauda.total, total: lauda.total, copiados: lauda.total });
  const a = (
    await db.query<{ processados: number; total: number }>(
      'SELECT processados, total FROM apuracao_tarefa WHERE id = $1',
      [apuracao.id],
    )
  ).rows[0];
  expect(a).toEqual({ processados: apuracao.total, total: apuracao.total });
  const auditoria = await db.query<{ entidade: string; n: number }>(
    `SELECT entidade, count(*)::int AS n FROM auditoria WHERE (entidade, registro_id) IN (('lauda_gerada', $1), ('apuracao_tarefa', $2)) GROUP BY 1 ORDER BY 1`,
    [String(lauda.idGestaoLauda), String(apuracao.id)],
  );
  expect(auditoria.rows).toEqual([
    { entidade: 'apuracao_tarefa', n: 2 },
    { entidade: 'lauda_gerada', n: 2 },
  ]);
}, 300_000);
