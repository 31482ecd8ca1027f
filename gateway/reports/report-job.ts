/**
 * The report kind of the job runner (gateway/lib/jobs/): a claimed job's file is generated whole
 * (generate.ts) into this instance's folder (DATA_DIR/relatorios), then the job is CONCLUIDO with
 * the file, or ERRO with the reason a person can act on.
 *
 * Where the file is kept depends on the engine. PostgreSQL: in the database (arquivo-banco.ts), in
 * the transaction that finishes the job, and the local copy removed — N instances share nothing
 * else, and any of them serves the download. PGlite: in the folder, its path in the job row — one
 * process owns that database by construction, and its WebAssembly engine stored a unit's XLSX
 * (3.8 MB, TOAST'ed 2 KB at a time) in ~0.6 s, which took bench:export below its 20,000 rows/s.
 */
import { mkdir, rm } from 'node:fs/promises';
import type { Db } from '../db/types.ts';
import type { JobKind } from '../lib/jobs/kind.ts';
import { failJob, finishJob } from '../lib/jobs/table.ts';
import type { AnyHandler } from '../contract/handler.ts';
import { guardarArquivo } from './arquivo-banco.ts';
import { generate, ReportError } from './generate.ts';
import { REPORT_TABLE, type Job } from './jobs.ts';
import type { ScreenReport } from './screen-report.ts';

export const MSG_ERRO_GERACAO = 'Não foi possível gerar o relatório.';

export interface ReportDeps {
  db: Db;
  dir: string;
  handlers: Record<string, AnyHandler>;
  /** Told of every file written and the report it was made of (the access log of personal data records the export). */
  aoExportar?: (job: Job, linhas: number, relatorio: ScreenReport) => void;
}

export async function reportJobs(deps: ReportDeps): Promise<JobKind<Job>> {
  // The files hold personal data: the folder is the server user's alone (db/private-folder.ts).
  await mkdir(deps.dir, { recursive: true, mode: 0o700 });
  return {
    ...REPORT_TABLE,
    async run(job, { db }) {
      const f = await generate(job, { ...deps, db });
      if (db.kind === 'pglite') {
        await finishJob(
          db,
          REPORT_TABLE,
          job.id,
          'arquivo = $2, arquivo_bytes = $3, nome_arquivo = $4, total_linhas = $5, mensagem_erro = NULL',
          [f.arquivo, f.bytes, f.nome, f.linhas],
        );
        deps.aoExportar?.(job, f.linhas, f.relatorio);
        return;
      }
      try {
        // Finished first: a job taken back and finished by another instance is refused here,
        // before any part is written, and this worker's transaction leaves nothing behind.
        await db.transaction(async (tx) => {
          await finishJob(
            tx,
            REPORT_TABLE,
            job.id,
            'arquivo = NULL, arquivo_bytes = $2, nome_arquivo = $3, total_linhas = $4, mensagem_erro = NULL',
            [f.bytes, f.nome, f.linhas],
          );
          await guardarArquivo(tx, job.id, f.arquivo);
        });
      } finally {
        await rm(f.arquivo, { force: true });
      }
      deps.aoExportar?.(job, f.linhas, f.relatorio);
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
