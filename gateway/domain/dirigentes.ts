/**
 * The rule of the supreme officials (dirigentes máximos) that the lauda generation obeys (issue 11):
 * a BLOQUEADO official is left out of the generated laudas — as the signatory of the institution's
 * acts ({responsavel}, {cargoResponsavel}) — until unblocked. The generation (built later) must take
 * its signatories from `dirigentesAtivos`, never from table dirigente_maximo directly.
 */
import type { Db } from '../db/types.ts';

export interface DirigenteAtivo {
  idDirigenteMaximo: number;
  cpf: string;
  nome: string;
  /** Code of the position (CARGOS_DIRIGENTE of routes/handlers/dirigentes.ts). */
  cargo: string;
  /** ISO date the official took office. */
  dataInicio: string;
}

/**
 * The supreme officials of `instituicao` who may be included in generated laudas: situação ATIVO
 * and already in office on `data` (ISO, default today), ordered by the start in office (the
 * titular first) then id. One index range scan (dirigente_maximo_instituicao_idx).
 */
export async function dirigentesAtivos(db: Db, instituicao: string, data?: string): Promise<DirigenteAtivo[]> {
  const { rows } = await db.query<DirigenteAtivo>(
    `SELECT d.id AS "idDirigenteMaximo", d.cpf, s.nome, d.cargo, to_char(d.data_inicio, 'YYYY-MM-DD') AS "dataInicio"
       FROM dirigente_maximo d JOIN servidor s ON s.id = d.servidor_id
      WHERE d.instituicao_codigo = $1 AND d.situacao = 'ATIVO' AND d.data_inicio <= coalesce($2::date, current_date)
      ORDER BY d.data_inicio, d.id`,
    [instituicao, data ?? null],
  );
  return rows;
}
