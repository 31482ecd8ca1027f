/**
 * The report kind of the job runner (gateway/lib/jobs/): a claimed job's file is generated whole
 * (generate.ts) into DATA_DIR/relatorios, then the job is CONCLUIDO with the file, or ERRO with the
 * reason a person can act on.
 */
import { mkdir } from 'node:fs/promises';
import type { Db } from '../db/types.ts';
import type { JobKind } from '../lib/jobs/kind.ts';
import { failJob, finishJob } from '../lib/jobs/table.ts';
import type { AnyHandler } from '../routes/types.ts';
import { generate, ReportError } from './generate.ts';
import { REPORT_TABLE, type Job } from './jobs.ts';

export const MSG_ERRO_GERACAO = 'Não foi possível gerar o relatório.';

export interface ReportDeps {
  db: Db;
  dir: string;
  handlers: Record<string, AnyHandler>;
  /** Told of every file written (the access log of personal data records the export). */
  aoExportar?: (job: Job, linhas: number) => void;
}

export async function reportJobs(deps: ReportDeps): Promise<JobKind<Job>> {
  await mkdir(deps.dir, { recursive: true });
  return {
    ...REPORT_TABLE,
    async run(job, { db }) {
      const f = await generate(job, { ...deps, db });
      await finishJob(
        db,
        REPORT_TABLE,
        job.id,
        'arquivo = $2, arquivo_bytes = $3, nome_arquivo = $4, total_linhas = $5, mensagem_erro = NULL',
        [f.arquivo, f.bytes, f.nome, f.linhas],
      );
      deps.aoExportar?.(job, f.linhas);
    },
    async fail(job, err, { db }) {
      await failJob(
        db,
        REPORT_TABLE,
        job.id,
        err instanceof ReportError ? `${MSG_ERRO_GERACAO} ${err.message}` : MSG_ERRO_GERACAO,
      );
    },
  };
}
