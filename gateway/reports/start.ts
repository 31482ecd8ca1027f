/**
 * Where report files live and the worker's life: DATA_DIR/relatorios (never committed — .data is
 * ignored), or a temporary folder removed on close when the database is in memory (tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { inMemory } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { AnyHandler } from '../routes/types.ts';
import { startApuracoes, type Apuracoes } from '../domain/apuracao-tarefas.ts';
import { startLaudas, type Laudas } from '../domain/laudas-retomada.ts';
import { startWorker, type ReportWorker, type WorkerDeps } from './worker.ts';

export interface Reports {
  dir: string;
  worker: ReportWorker;
  /** The other background jobs: recomputing an institution's bonus year (gestão do tempo). */
  apuracoes: Apuracoes;
  /** Lauda generations, resumed at start-up and every 30 s besides the calls that wake them. */
  laudas: Laudas;
  close(): Promise<void>;
}

export async function startReports(o: {
  db: Db;
  dataDir: string | undefined;
  handlers: Record<string, AnyHandler>;
  log?: FastifyBaseLogger;
  intervalMs?: number;
  aoExportar?: WorkerDeps['aoExportar'];
}): Promise<Reports> {
  const temporary = inMemory(o.dataDir);
  const dir = temporary ? mkdtempSync(join(tmpdir(), 'portalrh-relatorios-')) : resolve(o.dataDir!, 'relatorios');
  const worker = await startWorker({ db: o.db, dir, handlers: o.handlers, log: o.log, intervalMs: o.intervalMs, aoExportar: o.aoExportar });
  const apuracoes = startApuracoes(o.db, o.log, o.intervalMs);
  const laudas = startLaudas(o.db, o.log);
  return {
    dir,
    worker,
    apuracoes,
    laudas,
    async close() {
      await worker.stop();
      await apuracoes.stop();
      await laudas.stop();
      if (temporary) rmSync(dir, { recursive: true, force: true });
    },
  };
}
