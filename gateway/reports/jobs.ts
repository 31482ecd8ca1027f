/**
 * The job table's transitions, in one place: create (PENDENTE), claim (→ PROCESSANDO, one at a
 * time, oldest first), finish (→ CONCLUIDO with the file) and fail (→ ERRO with the reason).
 *
 * Several instances (docs/DEPLOYMENT.md): on PostgreSQL any number of gateway processes share the
 * table. `claimJob` locks the row it takes with FOR UPDATE SKIP LOCKED, so two workers polling at
 * the same moment take two different jobs (never the same one, and neither waits for the other);
 * while a job runs its worker refreshes `sinal_em` every SINAL_MS (`comSinal`).
 *
 * Restart rule: a job found PROCESSANDO was interrupted mid-file when its process is gone; it goes
 * back to PENDENTE and is generated again from scratch (the query and the exporting screen are
 * stored, files are rewritten whole), unless it was already tried MAX_TENTATIVAS times, then it is
 * ERRO with a reason. "Its process is gone": on PGlite one process owns the data folder, so at
 * start-up every PROCESSANDO job is; on PostgreSQL another instance may be running it, so only a job
 * whose signal is older than PARADO_MS (or was never given) is taken back — checked at start-up and
 * every RECUPERACAO_MS by each worker (gateway/reports/worker.ts).
 */
import type { Db } from '../db/types.ts';
import { PARADO_MS } from '../lib/tarefa-parada.ts';
import type { Formato } from './definitions.ts';

export const MAX_TENTATIVAS = 3;
/** How often a running job's worker refreshes `sinal_em`. */
export const SINAL_MS = 10_000;
/** How often each worker looks for such jobs on PostgreSQL. */
export const RECUPERACAO_MS = 30_000;
export const MSG_INTERROMPIDO = 'A geração foi interrompida repetidamente pelo reinício do servidor. Solicite o relatório novamente.';

export interface Job {
  id: number;
  cpf: string;
  unidade: string;
  nome_relatorio: string;
  formato: Formato;
  endpoint: string;
  /** The exporting screen's id (its columns and source make the file); null on jobs older than migration 010. */
  tela: string | null;
  filtros: Record<string, unknown>;
  paginacao: { page?: number; size?: number; sort?: string; order?: 'ASC' | 'DESC' };
  /** The requester's roles and address when they asked (migration 032): the access log's export row. */
  papeis?: string[] | null;
  endereco?: string | null;
}

export interface NewJob extends Omit<Job, 'id'> {
  orgao: string;
}

export async function createJob(db: Db, j: NewJob): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO relatorio_solicitado (cpf, unidade, nome_relatorio, formato, endpoint, tela, filtros, paginacao, orgao_momento_agendamento, papeis, endereco)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11) RETURNING id`,
    [
      j.cpf,
      j.unidade,
      j.nome_relatorio,
      j.formato,
      j.endpoint,
      j.tela,
      JSON.stringify(j.filtros),
      JSON.stringify(j.paginacao),
      j.orgao,
      j.papeis ?? null,
      j.endereco ?? null,
    ],
  );
  return rows[0].id;
}

/**
 * Takes the oldest PENDENTE job, or null. FOR UPDATE SKIP LOCKED: a row another worker is taking
 * right now is skipped, not waited for; the outer `status = 'PENDENTE'` re-check makes a double
 * claim impossible even where the lock is a no-op (PGlite has one connection).
 */
export async function claimJob(db: Db): Promise<Job | null> {
  const { rows } = await db.query<Job>(
    `UPDATE relatorio_solicitado SET status = 'PROCESSANDO', iniciado_em = now(), sinal_em = now(), tentativas = tentativas + 1
      WHERE id = (SELECT id FROM relatorio_solicitado WHERE status = 'PENDENTE' AND NOT excluido ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND status = 'PENDENTE'
      RETURNING id, cpf, unidade, nome_relatorio, formato, endpoint, tela, filtros, paginacao, papeis, endereco`,
  );
  return rows[0] ?? null;
}

/** Runs `fn` (the generation of job `id`) refreshing the job's `sinal_em` every SINAL_MS meanwhile. */
export async function comSinal<T>(db: Db, id: number, fn: () => Promise<T>, sinalMs = SINAL_MS): Promise<T> {
  const timer = setInterval(() => {
    db.query(`UPDATE relatorio_solicitado SET sinal_em = now() WHERE id = $1 AND status = 'PROCESSANDO'`, [id]).catch(() => undefined);
  }, sinalMs);
  timer.unref();
  try {
    return await fn();
  } finally {
    clearInterval(timer);
  }
}

export async function finishJob(db: Db, id: number, f: { arquivo: string; bytes: number; nome: string; linhas: number }) {
  await db.query(
    `UPDATE relatorio_solicitado SET status = 'CONCLUIDO', arquivo = $2, arquivo_bytes = $3, nome_arquivo = $4,
            total_linhas = $5, concluido_em = now(), mensagem_erro = NULL WHERE id = $1`,
    [id, f.arquivo, f.bytes, f.nome, f.linhas],
  );
}

export async function failJob(db: Db, id: number, mensagem: string) {
  await db.query(`UPDATE relatorio_solicitado SET status = 'ERRO', mensagem_erro = $2, concluido_em = now() WHERE id = $1`, [id, mensagem.slice(0, 500)]);
}

/**
 * Takes interrupted jobs back (see the file comment); returns how many were resumed and failed.
 * PGlite: every PROCESSANDO job. PostgreSQL: those whose signal is older than `paradoMs`.
 */
export async function recoverJobs(db: Db, paradoMs = PARADO_MS): Promise<{ resumed: number; failed: number }> {
  const pg = db.kind === 'pg';
  /** The PostgreSQL condition "its signal stopped", with the threshold as parameter $n. */
  const parado = (n: number) => (pg ? `AND (sinal_em IS NULL OR sinal_em < now() - $${n} * interval '1 millisecond')` : '');
  const failed = await db.query(
    `UPDATE relatorio_solicitado SET status = 'ERRO', mensagem_erro = $1, concluido_em = now()
      WHERE status = 'PROCESSANDO' AND tentativas >= $2 ${parado(3)} RETURNING id`,
    pg ? [MSG_INTERROMPIDO, MAX_TENTATIVAS, paradoMs] : [MSG_INTERROMPIDO, MAX_TENTATIVAS],
  );
  const resumed = await db.query(
    `UPDATE relatorio_solicitado SET status = 'PENDENTE' WHERE status = 'PROCESSANDO' ${parado(1)} RETURNING id`,
    pg ? [paradoMs] : [],
  );
  return { resumed: resumed.rows.length, failed: failed.rows.length };
}
