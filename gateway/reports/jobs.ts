/**
 * Report jobs ('Meus relatórios'): the request's row (`createJob`, PENDENTE) and the table as the
 * job runner sees it (`REPORT_TABLE`, machine RELATORIO_SOLICITADO: claim, finish, fail, requeue —
 * gateway/lib/jobs/). A report is generated from scratch on every attempt (the query and the
 * exporting screen are stored, files are rewritten whole), so a job whose worker died waits again
 * unless it was already tried MAX_TENTATIVAS times; then it is ERRO with a reason.
 */
import type { Db } from '../db/types.ts';
import { RELATORIO_SOLICITADO } from '../domain/transitions.ts';
import type { JobTable } from '../lib/jobs/kind.ts';
import type { Formato } from './definitions.ts';

export const MAX_TENTATIVAS = 3;
export const MSG_INTERROMPIDO =
  'A geração foi interrompida repetidamente pelo reinício do servidor. Solicite o relatório novamente.';

export interface Job {
  id: number;
  cpf: string;
  unidade: string;
  nome_relatorio: string;
  formato: Formato;
  endpoint: string;
  /** The exporting screen's id (its columns and source make the file); null on jobs older than migration 010. */
  tela: string | null;
  /** The exporting screen's version published at run time when it was requested (tela-em-vigor.ts); null: its shipped file. */
  tela_versao?: number | null;
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
    `INSERT INTO relatorio_solicitado (cpf, unidade, nome_relatorio, formato, endpoint, tela, filtros, paginacao, orgao_momento_agendamento, papeis, endereco, tela_versao)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12) RETURNING id`,
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
      j.tela_versao ?? null,
    ],
  );
  return rows[0].id;
}

export const REPORT_TABLE: JobTable = {
  machine: RELATORIO_SOLICITADO,
  columns: 'cpf, unidade, nome_relatorio, formato, endpoint, tela, tela_versao, filtros, paginacao, papeis, endereco',
  queue: 'NOT excluido',
  attempts: { max: MAX_TENTATIVAS, message: MSG_INTERROMPIDO },
};
