/**
 * The stored servant row every generated record is derived from, read by the handlers (one
 * servant, a page of servants) and by the seed (its batches), so both build the same record.
 */
import type { Db } from '../db/types.ts';
import type { ServidorBase } from './tipos.ts';

const SELECT_BASE = `SELECT s.id, s.numero_funcionario AS "numeroFuncionario", s.masp, s.cpf, s.nome, s.nome_social AS "nomeSocial",
  to_char(s.data_nascimento, 'YYYY-MM-DD') AS "dataNascimento", s.sexo, s.instituicao_codigo AS "instituicaoCodigo",
  i.sigla AS "instituicaoSigla", i.nome AS "instituicaoNome", s.situacao_funcional AS "situacaoFuncional",
  s.situacao_servidor AS "situacaoServidor", to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao", i.unidade_codigo AS "unidadeCodigo"
  FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo`;

/** The servant row by número funcionário (unique index), with its unit. */
export async function servidorPorNumero(
  db: Db,
  numero: string,
): Promise<(ServidorBase & { unidadeCodigo: string }) | undefined> {
  const { rows } = await db.query<ServidorBase & { unidadeCodigo: string }>(
    `${SELECT_BASE} WHERE s.numero_funcionario = $1`,
    [numero],
  );
  return rows[0];
}

/** Servant rows by id (the search pages), in one query. */
export async function servidoresPorId(db: Db, ids: number[]): Promise<Map<number, ServidorBase>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<ServidorBase>(`${SELECT_BASE} WHERE s.id = ANY($1::int[])`, [`{${ids.join(',')}}`]);
  return new Map(rows.map((r) => [r.id, r]));
}
