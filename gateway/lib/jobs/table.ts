/**
 * The job tables' statements, the same for every kind: each moves `status` only along the kind's
 * declared machine (its `from` states are the statement's condition).
 *
 * Several instances (docs/DEPLOYMENT.md): on PostgreSQL any number of gateway processes share the
 * tables. `claimJob` locks the row it takes with FOR UPDATE SKIP LOCKED, so two workers polling at
 * the same moment take two different jobs (never the same one, and neither waits for the other);
 * while a job runs its worker refreshes `sinal_em` every HEARTBEAT_MS (`withHeartbeat`).
 *
 * "Its worker died" (`recoverJobs`): on PGlite one process owns the data folder, so a PROCESSANDO
 * job this process is not running was left by a stop or a crash; on PostgreSQL another instance
 * may be running it, so only a job whose signal is older than STALE_MS (or was never given) is.
 */
import type { Db } from '../../db/types.ts';
import type { Transition } from '../state-machine.ts';
import type { JobTable } from './kind.ts';

/** How often a running job's worker refreshes `sinal_em`. */
export const HEARTBEAT_MS = 10_000;
/** A PROCESSANDO job silent this long (PostgreSQL) belongs to a process that died. */
export const STALE_MS = 120_000;

type Command = 'claim' | 'finish' | 'fail' | 'requeue';

function transition(k: JobTable, command: Command): Transition {
  const t = k.machine.transitions.find((x) => x.command === command);
  if (!t) throw new Error(`${k.machine.entity}: the job machine declares no '${command}'`);
  return t;
}

/** `status IN ('A', 'B')`: the states are the machine's constants, never input. */
const em = (k: JobTable, estados: readonly string[]) =>
  `${k.machine.field} IN (${estados.map((s) => `'${s}'`).join(', ')})`;
const para = (k: JobTable, t: Transition) => `${k.machine.field} = '${t.to}'`;

/** Where the job's `running` state is: the state `claim` leads to. */
const rodando = (k: JobTable) => em(k, [transition(k, 'claim').to]);

/**
 * Takes the oldest waiting job, or null. FOR UPDATE SKIP LOCKED: a row another worker is taking
 * right now is skipped, not waited for; the outer re-check of the state makes a double claim
 * impossible even where the lock is a no-op (PGlite has one connection). `iniciado_em` keeps the
 * first start of a resumed job.
 */
export async function claimJob<J extends { id: number }>(db: Db, k: JobTable): Promise<J | null> {
  const t = transition(k, 'claim');
  const tabela = k.machine.entity;
  const esperando = `${em(k, t.from)}${k.queue ? ` AND ${k.queue}` : ''}`;
  const { rows } = await db.query<J>(
    `UPDATE ${tabela} SET ${para(k, t)}, iniciado_em = COALESCE(iniciado_em, now()), sinal_em = now()${k.attempts ? ', tentativas = tentativas + 1' : ''}
      WHERE id = (SELECT id FROM ${tabela} WHERE ${esperando} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) AND ${esperando}
      RETURNING id, ${k.columns}`,
  );
  return rows[0] ?? null;
}

/**
 * The `command` transition of job `id` with the extra assignments `set` ($2… are `params`);
 * returns the RETURNING rows, none when the job was not in a state the command leaves from.
 */
async function mover<R>(
  db: Db,
  k: JobTable,
  id: number,
  command: Command,
  set: string,
  params: unknown[],
  returning: string,
): Promise<R[]> {
  const t = transition(k, command);
  const { rows } = await db.query<R>(
    `UPDATE ${k.machine.entity} SET ${para(k, t)}${set ? `, ${set}` : ''} WHERE id = $1 AND ${em(k, t.from)} RETURNING ${returning}`,
    [id, ...params],
  );
  return rows;
}

/**
 * `finish`: the job is done, with the kind's own columns (`set`, parameters from $2) and
 * `concluido_em`; returns the RETURNING row. Throws when the job is no longer running (then the
 * run fails instead of reporting a success nobody recorded).
 */
export async function finishJob<R = { id: number }>(
  db: Db,
  k: JobTable,
  id: number,
  set = '',
  params: unknown[] = [],
  returning = 'id',
): Promise<R> {
  const rows = await mover<R>(db, k, id, 'finish', `concluido_em = now()${set ? `, ${set}` : ''}`, params, returning);
  if (!rows[0]) throw new Error(`${k.machine.entity} ${id}: finish refused, the job is no longer running`);
  return rows[0];
}

/** `fail`: the job ends in error with the person's `mensagem` (and the kind's own `set`, from $3). */
export async function failJob(
  db: Db,
  k: JobTable,
  id: number,
  mensagem: string,
  set = '',
  params: unknown[] = [],
): Promise<boolean> {
  const sets = `mensagem_erro = $2, concluido_em = now()${set ? `, ${set}` : ''}`;
  return (await mover(db, k, id, 'fail', sets, [mensagem.slice(0, 500), ...params], 'id')).length > 0;
}

/** `requeue`: the job waits again (the app stopped at one of its checkpoints). */
export async function requeueJob(db: Db, k: JobTable, id: number): Promise<boolean> {
  return (await mover(db, k, id, 'requeue', '', [], 'id')).length > 0;
}

/** Runs `fn` (job `id` of `k`) refreshing the job's `sinal_em` every `heartbeatMs` meanwhile. */
export async function withHeartbeat<T>(
  db: Db,
  k: JobTable,
  id: number,
  fn: () => Promise<T>,
  heartbeatMs = HEARTBEAT_MS,
): Promise<T> {
  const timer = setInterval(() => {
    db.query(`UPDATE ${k.machine.entity} SET sinal_em = now() WHERE id = $1 AND ${rodando(k)}`, [id]).catch(
      () => undefined,
    );
  }, heartbeatMs);
  timer.unref();
  try {
    return await fn();
  } finally {
    clearInterval(timer);
  }
}

export interface Recovery {
  /** How long a PostgreSQL job's signal must have stopped (STALE_MS). */
  staleMs?: number;
  /** The jobs this process is running now: never taken back. */
  running?: readonly number[];
}

/**
 * Takes back the jobs whose worker died (see the file comment): `requeue` to wait again, or, for a
 * kind that counts attempts, `fail` with its message once it was interrupted `attempts.max` times.
 */
export async function recoverJobs(db: Db, k: JobTable, o: Recovery = {}): Promise<{ resumed: number; failed: number }> {
  const tabela = k.machine.entity;
  const volta = transition(k, 'requeue');
  const params: unknown[] = [[...(o.running ?? [])]];
  let morto = `${em(k, volta.from)} AND NOT (id = ANY($1::int[]))`;
  if (db.kind === 'pg') {
    params.push(o.staleMs ?? STALE_MS);
    morto += ` AND (sinal_em IS NULL OR sinal_em < now() - $${params.length} * interval '1 millisecond')`;
  }
  let failed = 0;
  if (k.attempts) {
    const falha = transition(k, 'fail');
    const n = params.length;
    const r = await db.query(
      `UPDATE ${tabela} SET ${para(k, falha)}, mensagem_erro = $${n + 1}, concluido_em = now()
        WHERE ${morto} AND ${em(k, falha.from)} AND tentativas >= $${n + 2} RETURNING id`,
      [...params, k.attempts.message, k.attempts.max],
    );
    failed = r.rows.length;
  }
  const resumed = await db.query(`UPDATE ${tabela} SET ${para(k, volta)} WHERE ${morto} RETURNING id`, params);
  return { resumed: resumed.rows.length, failed };
}
