/**
 * `npm run bench:export [-- rows] [-- --formato=CSV]`: a 100,000-row XLSX export through the real
 * worker path — a job row created in a real (in-memory PGlite) database exactly as the export
 * endpoint creates it (screen 'pesquisa-servidor', whose columns and formats make the file),
 * claimed by the report worker (PENDENTE → PROCESSANDO → CONCLUIDO), replayed page by page
 * through the search handler and streamed to the file by the XLSX writer.
 *
 * The search handler is a synthetic one answering pages of realistic servant rows, so the number
 * measures the worker and the writer, not the seed of 100,000 servants. Prints rows/s and the
 * peak growth of the process RSS while the worker ran (the worker runs in the gateway process).
 * Targets (issue 4): ≥ 20,000 rows/s and < 300 MB growth; exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../gateway/db/open.ts';
import { noResult, ok, paginacao } from '../gateway/lib/envelope.ts';
import type { Formato } from '../gateway/reports/definitions.ts';
import { createJob } from '../gateway/reports/jobs.ts';
import { startWorker } from '../gateway/reports/worker.ts';
import type { Handler } from '../gateway/routes/types.ts';

const args = process.argv.slice(2);
const total = Number(args.find((a) => /^\d+$/.test(a)) ?? 100_000);
const formato = (args.find((a) => a.startsWith('--formato='))?.slice(10) ?? 'XLSX') as Formato;
const TARGET_ROWS_S = 20_000;
const TARGET_MB = 300;

const SITUACOES = ['Efetivo', 'Designado', 'Contratado', 'Recrutamento amplo', 'Aposentado'];
const source: Handler = async ({ paging }) => {
  const p = paging!;
  const n = Math.max(0, Math.min(p.size, total - p.offset));
  if (!n) return noResult(paginacao(p.page, p.size, total));
  const rows = Array.from({ length: n }, (_, i) => {
    const k = p.offset + i;
    return {
      nome: `SERVIDOR DE TESTE NÚMERO ${k}`,
      cpf: String(10_000_000_000 + k * 7).slice(0, 11),
      masp: String(1_000_000 + k),
      numeroFuncionario: String(900_000 + k),
      instituicao: 'SEE - Secretaria de Estado de Educação',
      situacaoFuncional: SITUACOES[k % SITUACOES.length],
      situacaoServidor: 'Ativo',
      dataAdmissao: `20${String(k % 25).padStart(2, '0')}-03-01`,
    };
  });
  return ok(rows, paginacao(p.page, p.size, total));
};

const db = await openDb({ dataDir: ':memory:' });
const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
try {
  const id = await createJob(db, {
    cpf: '52998224725',
    unidade: '1261',
    nome_relatorio: 'Relatório de servidores',
    formato,
    endpoint: 'relatorios.solicitaRelatorioServidores',
    // The servant search screen exports through that endpoint: its source and columns make the file.
    tela: 'pesquisa-servidor',
    filtros: { exportarTudo: true },
    paginacao: { page: 0, size: 10, sort: 'nome', order: 'ASC' },
    orgao: 'SEE - Secretaria de Estado de Educação',
  });
  // A long interval: the benchmark drives the worker itself, so the timer never races it.
  const worker = await startWorker({ db, dir, handlers: { 'admissoes.listaServidores': source }, intervalMs: 3_600_000 });
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const ran = await worker.drain();
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await worker.stop();
  const { rows } = await db.query<{ status: string; total_linhas: number; arquivo_bytes: string; mensagem_erro: string | null }>(
    'SELECT status, total_linhas, arquivo_bytes, mensagem_erro FROM relatorio_solicitado WHERE id = $1',
    [id],
  );
  const job = rows[0];
  if (ran !== 1 || job.status !== 'CONCLUIDO') throw new Error(`o job terminou em ${job.status}: ${job.mensagem_erro ?? ''}`);
  const rate = Math.round(job.total_linhas / (ms / 1000));
  const growth = Math.round((peak - rss0) / 1e6);
  console.log(`bench:export ${formato}: ${job.total_linhas.toLocaleString('pt-BR')} linhas em ${Math.round(ms)} ms`);
  console.log(`  ${rate.toLocaleString('pt-BR')} linhas/s (meta ≥ ${TARGET_ROWS_S.toLocaleString('pt-BR')})`);
  console.log(`  pico de memória do worker: +${growth} MB de RSS (meta < ${TARGET_MB} MB); arquivo ${(Number(job.arquivo_bytes) / 1e6).toFixed(1)} MB`);
  if (job.total_linhas !== total) throw new Error(`esperava ${total} linhas, o arquivo tem ${job.total_linhas}`);
  if (rate < TARGET_ROWS_S || growth >= TARGET_MB) process.exitCode = 1;
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
