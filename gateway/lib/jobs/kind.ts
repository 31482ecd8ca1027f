/**
 * What a kind of background job declares to the one job runner (runner.ts): its table, whose
 * `status` follows a declared job machine (lib/state-machine.ts `jobMachine`: claim, finish, fail,
 * requeue), the columns a worker needs to run a claimed job, and how to run and fail one. The
 * runner owns everything else: claiming, the heartbeat, taking back the jobs of a dead worker,
 * waking at start-up, stopping on close.
 */
import type { Db } from '../../db/types.ts';
import type { Machine } from '../state-machine.ts';

export interface JobTable {
  /** The table's machine; its `entity` is the table and the kind's name (`drain('lauda_gerada')`). */
  machine: Machine;
  /** The RETURNING list of the claim: what `run` receives (with `id`). */
  columns: string;
  /** A further condition on the waiting jobs (a deleted report is never taken). */
  queue?: string;
  /**
   * The table counts attempts (`tentativas`, raised by every claim): a job whose worker died this
   * many times fails with `message` instead of waiting again. Without it, a job waits again whatever
   * happened before (a resumable job continues after its last batch).
   */
  attempts?: { max: number; message: string };
}

export interface JobContext {
  db: Db;
  /**
   * A resumable job calls it after each committed batch: the place where a stop of the app ends
   * the run (the job waits again and resumes there, JobStopped) instead of holding the close.
   */
  checkpoint(): Promise<void>;
}

export interface JobKind<J extends { id: number } = { id: number }> extends JobTable {
  /**
   * How often a worker looks for waiting jobs when nothing wakes it (the runner's interval, 1 s,
   * without it). A kind whose command wakes the runner (wakeJobs) only needs a safety net.
   */
  pollMs?: number;
  /** Runs the claimed job to the end, its `finish` transition included (finishJob, table.ts). */
  run(job: J, ctx: JobContext): Promise<void>;
  /** Records a failed run: the `fail` transition with the person's message, undoing partial work. */
  fail(job: J, err: unknown, ctx: JobContext): Promise<void>;
}

/** Thrown by `checkpoint()` when the app is stopping: the runner requeues the job, no failure. */
export class JobStopped extends Error {
  constructor() {
    super('job stopped with the app');
  }
}

/** A kind's name: its table. */
export const kindName = (k: JobTable): string => k.machine.entity;
