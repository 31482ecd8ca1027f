/**
 * The one job runner of an instance: one lane per registered kind (reports, bonus recomputations,
 * lauda generations), so a long report never holds a lauda back, each lane running one job at a
 * time to the end. At start-up it takes back the jobs whose worker died and wakes every lane at
 * once; then each lane polls its table every `pollMs` of its kind (else `intervalMs`), every lane
 * looks for dead workers' jobs every `recoveryMs`, and whatever queues a job may `wake` its lane
 * (wakeJobs). A claimed job runs under the heartbeat (table.ts). `stop()` ends the polling and
 * waits for the running jobs; a resumable job ends at its next checkpoint and waits again.
 */
import { emSegundoPlano } from '../../db/pedido-abortado.ts';
import type { Db } from '../../db/types.ts';
import { JobStopped, kindName, type JobContext, type JobKind } from './kind.ts';
import { claimJob, HEARTBEAT_MS, recoverJobs, requeueJob, withHeartbeat } from './table.ts';

/** How often each lane looks for jobs of instances that died (and, on PGlite, for a stopped one's). */
export const RECOVERY_MS = 30_000;

export interface RunnerOptions {
  db: Db;
  kinds: readonly JobKind<never>[];
  log?: { error(o: unknown, m: string): void; info(o: unknown, m: string): void };
  /** Poll of a kind that declares none (1 s). */
  intervalMs?: number;
  heartbeatMs?: number;
  staleMs?: number;
  recoveryMs?: number;
  /**
   * TEST ONLY: told of every checkpoint of a resumable job before it goes on; a test holds a job
   * mid-way here to kill the process under it. `npm start` never passes it.
   */
  onCheckpoint?: (kind: string, id: number) => Promise<void> | void;
}

export interface JobRunner {
  /** Takes back dead workers' jobs and runs every waiting one of `kind` (all kinds without it); resolves with how many ran. */
  drain(kind?: string): Promise<number>;
  /** A job of `kind` was queued: its lane looks now instead of at its next poll. */
  wake(kind: string): void;
  /** Stops polling and waits for the jobs under way. */
  stop(): Promise<void>;
}

type AnyKind = JobKind<{ id: number }>;

/** The runner of each database, for `wakeJobs` (a handler has the database, not the app). */
const runners = new WeakMap<Db, JobRunner>();

/** Wakes the lane of `kind` of the runner working on `db`, if one is. */
export function wakeJobs(db: Db, kind: string): void {
  runners.get(db)?.wake(kind);
}

class Lane {
  private busy: Promise<number> = Promise.resolve(0);
  /** A pass queued behind the running one: a second request joins it. */
  private queued: Promise<number> | undefined;
  private recoverNext = false;
  private running: number | undefined;

  constructor(
    readonly kind: AnyKind,
    private readonly o: RunnerOptions,
    private readonly stopped: () => boolean,
  ) {}

  get name() {
    return kindName(this.kind);
  }

  /** Queues a pass (recovering first when asked); background work even when a request asks it. */
  pass(recover: boolean): Promise<number> {
    if (recover) this.recoverNext = true;
    if (this.queued) return this.queued;
    const p = emSegundoPlano(() =>
      this.busy.then(() => {
        this.queued = undefined;
        return this.run();
      }),
    );
    this.queued = p;
    this.busy = p;
    return p;
  }

  /** The end of the work queued so far. */
  idle(): Promise<number> {
    return this.busy;
  }

  async recover(): Promise<void> {
    const r = await recoverJobs(this.o.db, this.kind, {
      staleMs: this.o.staleMs,
      running: this.running === undefined ? [] : [this.running],
    });
    if (r.resumed || r.failed) this.o.log?.info({ ...r, tarefa: this.name }, 'tarefas interrompidas retomadas');
  }

  private async run(): Promise<number> {
    let n = 0;
    try {
      if (this.recoverNext) {
        this.recoverNext = false;
        await this.recover();
      }
      while (!this.stopped() && (await this.one())) n++;
    } catch (err) {
      this.o.log?.error({ err, tarefa: this.name }, 'erro no executor de tarefas em segundo plano');
    }
    return n;
  }

  /** Claims and runs one job; false when none was waiting. */
  private async one(): Promise<boolean> {
    const { db } = this.o;
    const job = await claimJob<{ id: number }>(db, this.kind);
    if (!job) return false;
    this.running = job.id;
    const ctx: JobContext = {
      db,
      checkpoint: async () => {
        await this.o.onCheckpoint?.(this.name, job.id);
        if (this.stopped()) throw new JobStopped();
      },
    };
    try {
      await withHeartbeat(db, this.kind, job.id, () => this.kind.run(job, ctx), this.o.heartbeatMs ?? HEARTBEAT_MS);
    } catch (err) {
      if (err instanceof JobStopped) await requeueJob(db, this.kind, job.id);
      else {
        this.o.log?.error({ err, tarefa: this.name, id: job.id }, 'falha em tarefa em segundo plano');
        await this.kind.fail(job, err, ctx);
      }
    } finally {
      this.running = undefined;
    }
    return true;
  }
}

/** Recovers every kind's interrupted jobs, then starts the lanes (each woken at once). */
export async function startJobRunner(o: RunnerOptions): Promise<JobRunner> {
  let stopped = false;
  const lanes = new Map<string, Lane>();
  for (const k of o.kinds as readonly AnyKind[]) lanes.set(kindName(k), new Lane(k, o, () => stopped));
  const lane = (kind: string) => {
    const l = lanes.get(kind);
    if (!l) throw new Error(`unknown job kind '${kind}'`);
    return l;
  };
  for (const l of lanes.values()) await emSegundoPlano(() => l.recover());
  const timers = [...lanes.values()].map((l) =>
    setInterval(() => void l.pass(false), l.kind.pollMs ?? o.intervalMs ?? 1000),
  );
  timers.push(setInterval(() => lanes.forEach((l) => void l.pass(true)), o.recoveryMs ?? RECOVERY_MS));
  for (const t of timers) t.unref();
  for (const l of lanes.values()) void l.pass(false);

  const runner: JobRunner = {
    async drain(kind) {
      const escolhidas = kind === undefined ? [...lanes.values()] : [lane(kind)];
      const n = await Promise.all(escolhidas.map((l) => l.pass(true)));
      return n.reduce((a, b) => a + b, 0);
    },
    wake(kind) {
      if (!stopped) void lane(kind).pass(false);
    },
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      if (runners.get(o.db) === runner) runners.delete(o.db);
      await Promise.all([...lanes.values()].map((l) => l.idle()));
    },
  };
  runners.set(o.db, runner);
  return runner;
}
