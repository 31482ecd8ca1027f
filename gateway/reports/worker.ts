/**
 * The in-process report worker: polls the job table every `intervalMs` (1 s), runs one job at a
 * time to the end, and keeps going until `stop()`. Started by createApp after the recovery of
 * interrupted jobs, stopped (waiting for the running job) before the database closes.
 */
import { mkdir } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.ts';
import type { AnyHandler } from '../routes/types.ts';
import { generate, ReportError } from './generate.ts';
import { claimJob, comSinal, failJob, finishJob, recoverJobs, RECUPERACAO_MS, type Job } from './jobs.ts';

export const MSG_ERRO_GERACAO = 'Não foi possível gerar o relatório.';

export interface WorkerDeps {
  db: Db;
  dir: string;
  handlers: Record<string, AnyHandler>;
  intervalMs?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Told of every file written (the access log of personal data records the export, issue 31). */
  aoExportar?: (job: Job, linhas: number) => void;
}

export interface ReportWorker {
  /** Runs every pending job now (tests); resolves with how many ran. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export async function startWorker(deps: WorkerDeps): Promise<ReportWorker> {
  await mkdir(deps.dir, { recursive: true });
  const rec = await recoverJobs(deps.db);
  if (rec.resumed || rec.failed) deps.log?.info(rec, 'relatórios interrompidos recuperados');
  let stopped = false;
  let busy: Promise<number> = Promise.resolve(0);

  /** One job; false when the queue is empty. */
  const runOne = async (): Promise<boolean> => {
    const job = await claimJob(deps.db);
    if (!job) return false;
    try {
      const gerado = await comSinal(deps.db, job.id, () => generate(job, deps));
      await finishJob(deps.db, job.id, gerado);
      deps.aoExportar?.(job, gerado.linhas);
    } catch (err) {
      deps.log?.error({ err, job: job.id }, 'falha ao gerar relatório');
      await failJob(deps.db, job.id, err instanceof ReportError ? `${MSG_ERRO_GERACAO} ${err.message}` : MSG_ERRO_GERACAO);
    }
    return true;
  };
  // PostgreSQL: jobs of an instance that died are taken back while this one runs (jobs.ts).
  let recuperadoEm = Date.now();
  const drain = (): Promise<number> => {
    busy = busy
      .then(async () => {
        if (deps.db.kind === 'pg' && Date.now() - recuperadoEm >= RECUPERACAO_MS) {
          recuperadoEm = Date.now();
          const r = await recoverJobs(deps.db);
          if (r.resumed || r.failed) deps.log?.info(r, 'relatórios de uma instância parada recuperados');
        }
        let n = 0;
        while (!stopped && (await runOne())) n++;
        return n;
      })
      .catch((err) => {
        deps.log?.error({ err }, 'erro no laço do gerador de relatórios');
        return 0;
      });
    return busy;
  };
  const timer = setInterval(() => void drain(), deps.intervalMs ?? 1000);
  timer.unref();
  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
