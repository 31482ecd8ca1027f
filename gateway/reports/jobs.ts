/**
 * The job table's transitions, in one place: create (PENDENTE), claim (→ PROCESSANDO, one at a
 * time, oldest first), finish (→ CONCLUIDO with the file) and fail (→ ERRO with the reason).
 * Restart rule: a job found PROCESSANDO at start-up was interrupted mid-file; it goes back to
 * PENDENTE and is generated again from scratch (the query and the exporting screen are stored,
 * files are rewritten whole), unless it was already tried MAX_TENTATIVAS times, then it is ERRO
 * with a reason.
 */
import type { Db } from '../db/types.ts';
import type { Formato } from './definitions.ts';

export const MAX_TENTATIVAS = 3;
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
}

export interface NewJob extends Omit<Job, 'id'> {
  orgao: string;
}

export async function createJob(db: Db, j: NewJob): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO relatorio_solicitado (cpf, unidade, nome_relatorio, formato, endpoint, tela, filtros, paginacao, orgao_momento_agendamento)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9) RETURNING id`,
    [j.cpf, j.unidade, j.nome_relatorio, j.formato, j.endpoint, j.tela, JSON.stringify(j.filtros), JSON.stringify(j.paginacao), j.orgao],
  );
  return rows[0].id;
}

/** Takes the oldest PENDENTE job, or null. The conditional UPDATE makes a double claim impossible. */
export async function claimJob(db: Db): Promise<Job | null> {
  const { rows } = await db.query<Job>(
    `UPDATE relatorio_solicitado SET status = 'PROCESSANDO', iniciado_em = now(), tentativas = tentativas + 1
      WHERE id = (SELECT id FROM relatorio_solicitado WHERE status = 'PENDENTE' AND NOT excluido ORDER BY id LIMIT 1)
        AND status = 'PENDENTE'
      RETURNING id, cpf, unidade, nome_relatorio, formato, endpoint, tela, filtros, paginacao`,
  );
  return rows[0] ?? null;
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

/** Start-up recovery (see the file comment); returns how many jobs were resumed and failed. */
export async function recoverJobs(db: Db): Promise<{ resumed: number; failed: number }> {
  const failed = await db.query(
    `UPDATE relatorio_solicitado SET status = 'ERRO', mensagem_erro = $1, concluido_em = now()
      WHERE status = 'PROCESSANDO' AND tentativas >= $2 RETURNING id`,
    [MSG_INTERROMPIDO, MAX_TENTATIVAS],
  );
  const resumed = await db.query(`UPDATE relatorio_solicitado SET status = 'PENDENTE' WHERE status = 'PROCESSANDO' RETURNING id`);
  return { resumed: resumed.rows.length, failed: failed.rows.length };
}
