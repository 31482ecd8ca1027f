/**
 * The job runner on a small table of its own (in-memory PGlite, no seed): the machine's states are
 * the only ones a job moves along, a failure fails only its job, a stop ends a resumable job at its
 * checkpoint and leaves it waiting, the recovery requeues interrupted jobs (failing those of a kind
 * that counts attempts) but never the one this process runs, and a wake runs a job before any poll.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { openPglite } from '../../db/pglite.ts';
import type { Db } from '../../db/types.ts';
import { jobMachine } from '../state-machine.ts';
import { modeloVazio } from '../../testing/templates.ts';
import type { JobKind } from './kind.ts';
import { startJobRunner, wakeJobs, type JobRunner } from './runner.ts';
import { failJob, finishJob, recoverJobs } from './table.ts';

let db: Db;
const runners: JobRunner[] = [];
const HORA = 3_600_000;

beforeAll(async () => {
  // The run's empty database (gateway/testing/templates.ts), not PGlite's initdb (10–13 s of CPU) plus
  // every migration: the runner reads and writes only the table below.
  db = await openPglite(undefined, await modeloVazio());
  await db.exec(`CREATE TABLE tarefa_teste (id serial PRIMARY KEY, status text NOT NULL DEFAULT 'PENDENTE', passos int NOT NULL DEFAULT 0,
    falhar boolean NOT NULL DEFAULT false, tentativas int NOT NULL DEFAULT 0, mensagem_erro text, sinal_em timestamptz, iniciado_em timestamptz, concluido_em timestamptz)`);
});
beforeEach(() => db.query('DELETE FROM tarefa_teste'));
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await db.close();
});

const MAQUINA = jobMachine(
  'tarefa_teste',
  'esta tarefa',
  { PENDENTE: 'Pendente', PROCESSANDO: 'Processando', ERRO: 'Erro' },
  ['CONCLUIDO', 'Concluído'],
);

/** Three steps per job, a checkpoint after each; `falhar` jobs throw. `antes` runs before each step. */
function tipo(
  antes: () => Promise<void> = async () => undefined,
): JobKind<{ id: number; passos: number; falhar: boolean }> {
  const k: JobKind<{ id: number; passos: number; falhar: boolean }> = {
    machine: MAQUINA,
    columns: 'passos, falhar',
    attempts: { max: 2, message: 'Interrompida demais.' },
    async run(j, ctx) {
      if (j.falhar) throw new Error('falha de teste');
      for (let p = j.passos; p < 3; p++) {
        await antes();
        await ctx.db.query('UPDATE tarefa_teste SET passos = $2 WHERE id = $1', [j.id, p + 1]);
        await ctx.checkpoint();
      }
      await finishJob(ctx.db, k, j.id);
    },
    async fail(j, _err, ctx) {
      await failJob(ctx.db, k, j.id, 'Falhou.');
    },
  };
  return k;
}
async function iniciar(k: JobKind<never>) {
  const r = await startJobRunner({ db, kinds: [k], intervalMs: HORA, recoveryMs: HORA });
  runners.push(r);
  // Its start-up pass ends before the test queues anything.
  await r.drain();
  return r;
}
const linhas = async () =>
  (
    await db.query<{ id: number; status: string; passos: number; mensagem_erro: string | null }>(
      'SELECT id, status, passos, mensagem_erro FROM tarefa_teste ORDER BY id',
    )
  ).rows;
const inserir = async (sql = `INSERT INTO tarefa_teste DEFAULT VALUES`) =>
  (await db.query<{ id: number }>(`${sql} RETURNING id`)).rows[0].id;

it('runs the waiting jobs oldest first; a failure fails its own job only; finish refuses a job that is not running', async () => {
  const r = await iniciar(tipo());
  const a = await inserir(`INSERT INTO tarefa_teste (falhar) VALUES (true)`);
  const b = await inserir();
  expect(await r.drain('tarefa_teste')).toBe(2);
  expect(await linhas()).toEqual([
    { id: a, status: 'ERRO', passos: 0, mensagem_erro: 'Falhou.' },
    { id: b, status: 'CONCLUIDO', passos: 3, mensagem_erro: null },
  ]);
  await expect(finishJob(db, tipo(), b)).rejects.toThrow(/no longer running/);
  await r.stop();
});

it('a stop ends a resumable job at its next checkpoint, waiting again; the next runner resumes it there', async () => {
  let parar: () => void = () => undefined;
  const noMeio = new Promise<void>((ok) => (parar = ok));
  let passos = 0;
  const r = await iniciar(
    tipo(async () => {
      if (++passos === 2) parar();
    }),
  );
  const id = await inserir();
  r.wake('tarefa_teste');
  await noMeio;
  await r.stop();
  expect(await linhas()).toEqual([{ id, status: 'PENDENTE', passos: 2, mensagem_erro: null }]);
  const s = await iniciar(tipo());
  await s.drain();
  expect(await linhas()).toEqual([{ id, status: 'CONCLUIDO', passos: 3, mensagem_erro: null }]);
  await s.stop();
});

it('recovery requeues interrupted jobs, fails those interrupted too often, and never takes the one this process runs', async () => {
  const vivo = await inserir(`INSERT INTO tarefa_teste (status, tentativas) VALUES ('PROCESSANDO', 1)`);
  const morto = await inserir(`INSERT INTO tarefa_teste (status, tentativas) VALUES ('PROCESSANDO', 2)`);
  const parado = await inserir(`INSERT INTO tarefa_teste (status, tentativas) VALUES ('PROCESSANDO', 1)`);
  expect(await recoverJobs(db, tipo(), { running: [vivo] })).toEqual({ resumed: 1, failed: 1 });
  expect((await linhas()).map((l) => [l.id, l.status, l.mensagem_erro])).toEqual([
    [vivo, 'PROCESSANDO', null],
    [morto, 'ERRO', 'Interrompida demais.'],
    [parado, 'PENDENTE', null],
  ]);
});

it('wakeJobs runs a queued job of the database without waiting for the poll', async () => {
  const r = await iniciar(tipo());
  const id = await inserir();
  wakeJobs(db, 'tarefa_teste');
  await expect.poll(async () => (await linhas())[0]?.status, { timeout: 10_000, interval: 20 }).toBe('CONCLUIDO');
  expect((await linhas())[0].id).toBe(id);
  await r.stop();
});
