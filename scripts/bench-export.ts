/**
 * `npm run bench:export [-- --formato=CSV] [-- --unidade=1261|todas]`: an export through the real
 * path at the size of the state. Opens the database of DATA_DIR / DATABASE_URL (seed it first with
 * `npm run seed -- --size state`), creates the job exactly as the export endpoint does for the
 * servant search screen ('pesquisa-servidor', default filters: the whole unit, sorted by name),
 * and lets the report worker generate it with the real search handler — one pass over the real
 * query (gateway/reports/leitura-continua.ts) streamed to the file by the real writer.
 *
 * Every search is scoped to the user's unit, so no single export holds the whole state: `todas`
 * exports every unit one after another with one worker (600,000 rows at the state seed) and
 * reports the rate and peak memory over all of them. Default: unit 1261 (62,637 rows).
 *
 * While the export runs, a CPF search (the same handler) is sent every 100 ms, and its times are
 * compared with the same search on an idle database: report jobs must leave the users' searches
 * usable. Prints rows/s, the peak growth of the process RSS (the worker runs in the gateway
 * process) and the CPF search p50/p95; targets (issue 15): ≥ 20,000 rows/s and < 300 MB growth
 * — exits 1 when one is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../gateway/config.ts';
import { BRUNO } from '../gateway/db/demo-users.ts';
import { openDb } from '../gateway/db/open.ts';
import type { Formato } from '../gateway/reports/definitions.ts';
import { createJob } from '../gateway/reports/jobs.ts';
import { startJobRunner } from '../gateway/lib/jobs/runner.ts';
import { reportJobs } from '../gateway/reports/report-job.ts';
import { HANDLERS } from '../gateway/routes/handlers/index.ts';
import type { AccessClaims } from '../gateway/security/access-token.ts';
import { pct } from './lib/percentil.ts';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const formato = (arg('formato') ?? 'XLSX') as Formato;
const unidadeArg = arg('unidade') ?? '1261';
const TARGET_ROWS_S = 20_000;
const TARGET_MB = 300;

const config = loadConfig();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));

try {
  const unidades =
    unidadeArg === 'todas'
      ? (await db.query<{ u: string }>('SELECT DISTINCT unidade_codigo AS u FROM servidor ORDER BY 1')).rows.map((r) => r.u)
      : [unidadeArg];
  const { rows: amostra } = await db.query<{ cpf: string; u: string }>(
    'SELECT cpf, unidade_codigo AS u FROM servidor WHERE unidade_codigo = $1 ORDER BY id LIMIT 200',
    [unidades[0]],
  );
  const cpfSearch = async (i: number) => {
    const auth: AccessClaims = { sub: BRUNO.cpf, aud: 'bench', unidade: amostra[i % amostra.length].u, papeis: [], recursos: [], sid: 'bench', exp: 0 };
    const t = performance.now();
    const a = await HANDLERS['admissoes.listaServidores']({
      db,
      endpoint: 'admissoes.listaServidores',
      auth,
      input: { cpf: amostra[i % amostra.length].cpf },
      paging: { page: 0, size: 10, offset: 0, sort: 'nome', order: 'ASC', orders: ['ASC'] },
    });
    if (a.body.codigoMensagem !== 0) throw new Error(`busca por CPF: código ${a.body.codigoMensagem}`);
    return performance.now() - t;
  };
  const idle: number[] = [];
  for (let i = 0; i < 40; i++) idle.push(await cpfSearch(i));
  idle.splice(0, 10);

  // Started before the jobs exist, with long intervals: the benchmark drives the runner itself,
  // so neither its start-up pass nor a timer races it.
  const kind = await reportJobs({ db, dir, handlers: HANDLERS });
  const worker = await startJobRunner({ db, kinds: [kind], intervalMs: 3_600_000, recoveryMs: 3_600_000 });
  await worker.drain();
  const ids: number[] = [];
  for (const unidade of unidades) {
    ids.push(
      await createJob(db, {
        cpf: BRUNO.cpf,
        unidade,
        nome_relatorio: 'Relatório de servidores',
        formato,
        endpoint: 'relatorios.solicitaRelatorioServidores',
        tela: 'pesquisa-servidor',
        filtros: { exportarTudo: true },
        paginacao: { page: 0, size: 10, sort: 'nome', order: 'ASC' },
        orgao: 'bench:export',
      }),
    );
  }
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const busy: number[] = [];
  let running = true;
  const prober = (async () => {
    for (let i = 0; running; i++) {
      busy.push(await cpfSearch(i));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t0 = performance.now();
  const ran = await worker.drain();
  const ms = performance.now() - t0;
  running = false;
  await prober;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await worker.stop();
  const { rows } = await db.query<{ status: string; total_linhas: number; arquivo_bytes: string; mensagem_erro: string | null }>(
    'SELECT status, total_linhas, arquivo_bytes, mensagem_erro FROM relatorio_solicitado WHERE id = ANY($1::int[])',
    [ids],
  );
  const bad = rows.find((r) => r.status !== 'CONCLUIDO');
  if (ran !== ids.length || bad) throw new Error(`um job terminou em ${bad?.status}: ${bad?.mensagem_erro ?? ''}`);
  const linhas = rows.reduce((n, r) => n + r.total_linhas, 0);
  const bytes = rows.reduce((n, r) => n + Number(r.arquivo_bytes), 0);
  const rate = Math.round(linhas / (ms / 1000));
  const growth = Math.round((peak - rss0) / 1e6);
  const fmt = (x: number) => x.toFixed(1).replace('.', ',');
  idle.sort((a, b) => a - b);
  busy.sort((a, b) => a - b);
  const alvo = unidadeArg === 'todas' ? `${unidades.length} unidades` : `unidade ${unidadeArg}`;
  console.log(`bench:export ${formato} (${db.kind}, ${alvo}): ${linhas.toLocaleString('pt-BR')} linhas em ${Math.round(ms)} ms`);
  console.log(`  ${rate.toLocaleString('pt-BR')} linhas/s (meta ≥ ${TARGET_ROWS_S.toLocaleString('pt-BR')})`);
  console.log(`  pico de memória: +${growth} MB de RSS (meta < ${TARGET_MB} MB); arquivos ${fmt(bytes / 1e6)} MB`);
  console.log(
    `  busca por CPF: ociosa p50 ${fmt(pct(idle, 50))} / p95 ${fmt(pct(idle, 95))} ms; durante a exportação p50 ${fmt(pct(busy, 50))} / p95 ${fmt(pct(busy, 95))} ms (${busy.length} buscas)`,
  );
  if (rate < TARGET_ROWS_S || growth >= TARGET_MB) process.exitCode = 1;
  // The bench's jobs are not a user's reports: remove them and their files.
  await db.query('DELETE FROM relatorio_solicitado WHERE id = ANY($1::int[])', [ids]);
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
