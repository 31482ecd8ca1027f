/**
 * Every background job kind of the app, on one job runner (gateway/lib/jobs/): report files, bonus
 * recomputations, lauda generations. createApp starts it (recovery of interrupted jobs, then every
 * kind woken at once) and stops it on close. Report files are generated in DATA_DIR/relatorios (never
 * committed — .data is ignored), or in a temporary folder removed on close when the database is in
 * memory (tests); on PostgreSQL they move into the database once done (reports/report-job.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inMemory } from './db/types.ts';
import type { Db } from './db/types.ts';
import { APURACAO_JOBS } from './domain/apuracao-tarefas.ts';
import { LAUDA_JOBS } from './domain/gestao-lauda-geracao.ts';
import { startJobRunner, type JobRunner, type RunnerOptions } from './lib/jobs/runner.ts';
import { reportJobs, type ReportDeps } from './reports/report-job.ts';
import type { AnyHandler } from './contract/handler.ts';

/** What createApp (and a test) may tune: intervals, thresholds, the test hook. */
export type JobOptions = Partial<
  Pick<RunnerOptions, 'intervalMs' | 'heartbeatMs' | 'staleMs' | 'recoveryMs' | 'onCheckpoint'>
>;

export interface Jobs {
  runner: JobRunner;
  /** The report files' folder ('Meus relatórios'). */
  reportsDir: string;
  close(): Promise<void>;
}

export async function startJobs(o: {
  db: Db;
  dataDir: string | undefined;
  handlers: Record<string, AnyHandler>;
  log?: RunnerOptions['log'];
  aoExportar?: ReportDeps['aoExportar'];
  options?: JobOptions;
}): Promise<Jobs> {
  const temporary = inMemory(o.dataDir);
  const reportsDir = temporary
    ? mkdtempSync(join(tmpdir(), 'portalrh-relatorios-'))
    : resolve(o.dataDir!, 'relatorios');
  const relatorios = await reportJobs({ db: o.db, dir: reportsDir, handlers: o.handlers, aoExportar: o.aoExportar });
  const runner = await startJobRunner({
    db: o.db,
    kinds: [relatorios, APURACAO_JOBS, LAUDA_JOBS],
    log: o.log,
    ...o.options,
  });
  return {
    runner,
    reportsDir,
    async close() {
      await runner.stop();
      if (temporary) rmSync(reportsDir, { recursive: true, force: true });
    },
  };
}
