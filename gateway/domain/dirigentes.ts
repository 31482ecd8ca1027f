/**
 * The rule of the supreme officials (dirigentes máximos) that the lauda generation obeys:
 * a BLOQUEADO official is left out of the generated laudas — as the signatory of the institution's
 * acts ({responsavel}, {cargoResponsavel}) — until unblocked. The generation (built later) must take
 * its signatories from `dirigentesAtivos`, never from table dirigente_maximo directly.
 */
import type { Db } from '../db/types.ts';
import { describedCodes } from '../lib/described-codes.ts';
import { HOJE_SQL } from '../lib/text.ts';

/** The positions of a supreme official, in the order the select lists them. */
export const CARGOS_DIRIGENTE = [
  { codigo: 'SECRETARIO_ESTADO', descricao: 'Secretário(a) de Estado' },
  { codigo: 'SECRETARIO_ADJUNTO', descricao: 'Secretário(a) de Estado Adjunto(a)' },
  { codigo: 'PRESIDENTE', descricao: 'Presidente' },
  { codigo: 'VICE_PRESIDENTE', descricao: 'Vice-presidente' },
  { codigo: 'DIRETOR_GERAL', descricao: 'Diretor(a)-Geral' },
  { codigo: 'REITOR', descricao: 'Reitor(a)' },
  { codigo: 'COMANDANTE_GERAL', descricao: 'Comandante-Geral' },
  { codigo: 'ADVOGADO_GERAL', descricao: 'Advogado(a)-Geral do Estado' },
  { codigo: 'CONTROLADOR_GERAL', descricao: 'Controlador(a)-Geral do Estado' },
] as const;

/** A position in words (its code when it is not one of CARGOS_DIRIGENTE). */
export const descricaoCargo = describedCodes(CARGOS_DIRIGENTE).describe;

export interface DirigenteAtivo {
  idDirigenteMaximo: number;
  cpf: string;
  nome: string;
  /** Code of the position (one of CARGOS_DIRIGENTE). */
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
      WHERE d.instituicao_codigo = $1 AND d.situacao = 'ATIVO' AND d.data_inicio <= coalesce($2::date, ${HOJE_SQL})
      ORDER BY d.data_inicio, d.id`,
    [instituicao, data ?? null],
  );
  return rows;
}

/** A servant who may be named a supreme official: the inclusion's checks and the form's lookup read it by CPF. */
export interface Servidor {
  id: number;
  cpf: string;
  nome: string;
  masp: string;
  numeroFuncionario: string;
  codigoInstituicao: string;
  instituicao: string;
  unidade: string;
  situacaoServidor: string;
  situacaoFuncional: string;
  dataAdmissao: string;
}

/** The servant of `cpf`, whatever their unit (the caller scopes it to the token's). */
export async function servidorPorCpf(db: Db, cpf: string): Promise<Servidor | undefined> {
  const { rows } = await db.query<Servidor>(
    `SELECT s.id, s.cpf, s.nome, s.masp, s.numero_funcionario AS "numeroFuncionario", s.instituicao_codigo AS "codigoInstituicao",
            i.sigla || ' - ' || i.nome AS instituicao, i.unidade_codigo AS unidade, s.situacao_servidor AS "situacaoServidor",
            s.situacao_funcional AS "situacaoFuncional", to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao"
       FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.cpf = $1`,
    [cpf],
  );
  return rows[0];
}
